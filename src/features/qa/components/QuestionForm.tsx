import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { TextField, TextArea } from '../../../components/Field'
import Button from '../../../components/Button'
import type { WendaCategory } from '~types/contract/wenda'
import { QUESTION_IMAGES_MAX, QUESTION_TITLE_MAX } from '~types/patterns'
import type { QuestionInput } from '../api'
import ChipBar from '../../../components/ChipBar'
import ImagePicker from './ImagePicker'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import './questionForm.scss'


/** What is wrong with the form, in the words the learner reads; undefined when it can be sent. */
function questionProblem(q: QuestionInput, balance: number, bountyBefore = 0): string | undefined {
  if (!q.title.trim()) return '请填写标题'
  if ([...q.title.trim()].length > QUESTION_TITLE_MAX) return `标题不能超过${QUESTION_TITLE_MAX}个字`
  if (!q.category_id) return '请选择分类'
  if (!q.content.trim()) return '请描述你的问题'
  if (q.images.length > QUESTION_IMAGES_MAX) return `最多${QUESTION_IMAGES_MAX}张图片`
  if (!Number.isInteger(q.credit1) || q.credit1 < 0) return '悬赏积分须为整数'
  if (q.credit1 - bountyBefore > balance) return '积分余额不足'
  return undefined
}

/**
 * The question form of 提问 and 编辑问题: title (at most 64), category, description, up to 9 images and
 * a points bounty no more than the learner can pay (`bountyBefore`: what an edited question already holds).
 */
export default function QuestionForm({
  categories,
  initial,
  balance,
  bountyBefore = 0,
  showBounty,
  submitText,
  onSubmit
}: {
  categories: readonly WendaCategory[]
  initial?: QuestionInput
  balance: number
  bountyBefore?: number
  showBounty: boolean
  submitText: string
  onSubmit: (q: QuestionInput) => Promise<unknown>
}) {
  const [title, setTitle] = useState(initial?.title ?? '')
  const [category, setCategory] = useState(initial?.category_id ?? 0)
  const [content, setContent] = useState(initial?.content ?? '')
  const [images, setImages] = useState<string[]>(initial?.images ?? [])
  const [bounty, setBounty] = useState(String(initial?.credit1 ?? 0))

  const submit = useAction(async () => {
    const q: QuestionInput = { title: title.trim(), category_id: category, content: content.trim(), images, credit1: bounty === '' ? 0 : Number(bounty) }
    const problem = questionProblem(q, balance, bountyBefore)
    if (problem) return void toast(problem)
    await onSubmit(q)
  })

  return (
    <View className='qa-form'>
      <View className='qa-form__field'>
        <TextField className='qa-form__title' aria-label='标题' placeholder='一句话说清你的问题' maxlength={QUESTION_TITLE_MAX} value={title} onInput={(e) => setTitle(e.detail.value)} />
        <Text className='qa-form__count'>{`${[...title].length}/${QUESTION_TITLE_MAX}`}</Text>
      </View>
      <View className='qa-form__field'>
        <Text className='qa-form__label'>分类</Text>
        <ChipBar label='分类' items={categories.map((c) => [c.id, c.name] as const)} value={category} onChange={setCategory} />
      </View>
      <View className='qa-form__field'>
        <TextArea
          className='qa-form__content'
          aria-label='问题描述'
          placeholder='描述曲目、程度和遇到的问题，越具体越容易得到好回答'
          maxlength={5000}
          value={content}
          onInput={(e) => setContent(e.detail.value)}
        />
      </View>
      <View className='qa-form__field'>
        <Text className='qa-form__label'>{`图片（最多${QUESTION_IMAGES_MAX}张，每张不超过2MB）`}</Text>
        <ImagePicker value={images} onChange={setImages} max={QUESTION_IMAGES_MAX} />
      </View>
      {showBounty && (
        <View className='qa-form__field qa-form__bounty'>
          <Text className='qa-form__label'>悬赏积分</Text>
          <TextField className='qa-form__bounty-input' aria-label='悬赏积分' type='number' value={bounty} onInput={(e) => setBounty(e.detail.value.replace(/\D/g, ''))} />
          <Text className='qa-form__balance'>{`可用 ${balance} 积分`}</Text>
        </View>
      )}
      <Button kind='primary' className='qa-form__submit' loading={submit.pending} onClick={submit.run}>
        {submitText}
      </Button>
    </View>
  )
}
