import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { TextArea } from '../../components/Field'
import Button from '../../components/Button'
import { ANSWER_IMAGES_MAX } from '~types/patterns'
import { answerQuestion, fetchQuestion } from '../../features/qa/api'
import ImagePicker from '../../features/qa/components/ImagePicker'
import { useAsync } from '../../hooks/useAsync'
import { go } from '../../core/navigation'
import { definePage, AsyncView, type PageProps } from '../../components/PageShell'
import ResultView from '../../components/ResultView'
import { routes } from '../../routes'
import { toast } from '../../core/toast'
import { useAction } from '../../hooks/useAction'
import './form.scss'

/** 回答: the question's title, then the answer (text and up to 6 images); closed once the question is solved. */
function QuestionReplyPage({ query: { id } }: PageProps<typeof routes.questionReply>) {
  const question = useAsync(() => fetchQuestion(id), [id])
  const [text, setText] = useState('')
  const [images, setImages] = useState<string[]>([])
  const back = () => go(routes.questionShow, { id }, { replace: true })
  const submit = useAction(async () => {
    const content = text.trim()
    if (!content) return void toast('请填写回答内容')
    await answerQuestion(id, content, images)
    toast('回答成功', 'success')
    back()
  })
  return (
    <AsyncView state={question}>
      {(d) =>
        d.question.status === 1 ? (
          <ResultView tone='info' title='问题已解决' description='这个问题已经采纳了答案，不能再回答了' actions={[{ text: '查看问题', primary: true, onClick: back }]} />
        ) : (
          <View className='qa-page'>
            <View className='qa-page__box'>
              <Text className='qa-page__label'>{`回答：${d.question.title}`}</Text>
              <TextArea className='qa-page__text' aria-label='回答内容' placeholder='写下你的回答' maxlength={5000} value={text} onInput={(e) => setText(e.detail.value)} />
              <Text className='qa-page__label'>{`图片（最多${ANSWER_IMAGES_MAX}张，每张不超过2MB）`}</Text>
              <ImagePicker value={images} onChange={setImages} max={ANSWER_IMAGES_MAX} />
            </View>
            <Button kind='primary' className='qa-page__submit' loading={submit.pending} onClick={submit.run}>
              提交回答
            </Button>
          </View>
        )
      }
    </AsyncView>
  )
}

export default definePage(routes.questionReply, QuestionReplyPage)
