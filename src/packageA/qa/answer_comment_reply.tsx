import { useState } from 'react'
import { View, Text, Textarea, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { commentAnswer } from '../../features/qa/api'
import { go } from '../../core/navigation'
import { definePage, type PageProps } from '../../components/PageShell'
import { routes } from '../../routes'
import { TOAST_DURATION_MS } from '../../utils/constants'
import './form.scss'

/** Replying to someone in an answer's comments; back to the comments when sent. */
function AnswerCommentReplyPage({ query: { id, reply_user_id, nick_name } }: PageProps<typeof routes.answerCommentReply>) {
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const submit = async () => {
    const content = text.trim()
    if (!content) return void Taro.showToast({ title: '请输入回复内容', icon: 'none', duration: TOAST_DURATION_MS })
    if (sending) return
    setSending(true)
    try {
      await commentAnswer(id, content, reply_user_id ?? 0)
      Taro.showToast({ title: '回复成功', icon: 'success', duration: TOAST_DURATION_MS })
      go(routes.answerComments, { id }, { replace: true })
    } catch {
      // The request layer has said why; the text stays.
    } finally {
      setSending(false)
    }
  }
  return (
    <View className='qa-page'>
      <View className='qa-page__box'>
        <Text className='qa-page__label'>{nick_name ? `回复 ${nick_name}` : '回复'}</Text>
        <Textarea className='qa-page__text' aria-label='回复内容' placeholder='写下你的回复' maxlength={500} value={text} onInput={(e) => setText(e.detail.value)} />
      </View>
      <Button className='btn-primary qa-page__submit' disabled={sending} onClick={submit}>
        发送回复
      </Button>
    </View>
  )
}

export default definePage(routes.answerCommentReply, AnswerCommentReplyPage)
