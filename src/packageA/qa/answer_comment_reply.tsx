import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { TextArea } from '../../components/Field'
import Button from '../../components/Button'
import { commentAnswer } from '../../features/qa/api'
import { go } from '../../core/navigation'
import { definePage, type PageProps } from '../../components/PageShell'
import { routes } from '../../routes'
import { toast } from '../../core/toast'
import { useAction } from '../../hooks/useAction'
import './form.scss'

/** Replying to someone in an answer's comments; back to the comments when sent. */
function AnswerCommentReplyPage({ query: { id, reply_user_id, nick_name } }: PageProps<typeof routes.answerCommentReply>) {
  const [text, setText] = useState('')
  const submit = useAction(async () => {
    const content = text.trim()
    if (!content) return void toast('请输入回复内容')
    await commentAnswer(id, content, reply_user_id ?? 0)
    toast('回复成功', 'success')
    go(routes.answerComments, { id }, { replace: true })
  })
  return (
    <View className='qa-page'>
      <View className='qa-page__box'>
        <Text className='qa-page__label'>{nick_name ? `回复 ${nick_name}` : '回复'}</Text>
        <TextArea className='qa-page__text' aria-label='回复内容' placeholder='写下你的回复' maxlength={500} value={text} onInput={(e) => setText(e.detail.value)} />
      </View>
      <Button kind='primary' className='qa-page__submit' loading={submit.pending} onClick={submit.run}>
        发送回复
      </Button>
    </View>
  )
}

export default definePage(routes.answerCommentReply, AnswerCommentReplyPage)
