import { useState } from 'react'
import { View, Text, Image, Input, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { fetchComments, postComment, type CommentTarget } from '../api'
import { useAsync } from '../../../hooks/useAsync'
import { useSession } from '../../../core/session'
import { loginUrl } from '../../../core/navigation'
import { Skeleton, EmptyState, ErrorState } from '../../../components/PageStatus'
import { relativeTime } from '../../../utils/time'
import { TOAST_DURATION_MS } from '../../../utils/constants'
import './comments.scss'

const MAX = 500

/** Comments of a course or lesson: read by anyone, written (as plain text) by a logged-in learner. */
export function Comments({ target, id }: { target: CommentTarget; id: number }) {
  const list = useAsync(() => fetchComments(target, id), [target, id])
  const token = useSession((s) => s.token)
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)

  const send = async () => {
    if (!token) {
      Taro.navigateTo({ url: loginUrl() })
      return
    }
    const content = text.trim()
    if (!content) return void Taro.showToast({ title: '请输入评论内容', icon: 'none', duration: TOAST_DURATION_MS })
    if (sending) return
    setSending(true)
    try {
      await postComment(target, id, content)
      setText('')
      Taro.showToast({ title: '评论成功', icon: 'success', duration: TOAST_DURATION_MS })
      await list.reload()
    } catch {
      // The request layer has said why; the text stays in the box.
    } finally {
      setSending(false)
    }
  }

  return (
    <View className='comments'>
      <View className='comments__box'>
        <Input
          className='comments__input'
          maxlength={MAX}
          placeholder={token ? '写下你的学习心得' : '登录后参与评论'}
          value={text}
          onInput={(e) => setText(e.detail.value)}
          confirmType='send'
          onConfirm={send}
        />
        <Button className='comments__send' size='mini' disabled={sending} onClick={send}>
          发送
        </Button>
      </View>
      {list.status === 'loading' && <Skeleton rows={3} avatar />}
      {list.status === 'error' && <ErrorState message={list.error} onRetry={list.reload} />}
      {list.status === 'success' && list.data!.comments.length === 0 && <EmptyState text='还没有评论，来说两句吧' />}
      {list.status === 'success' &&
        list.data!.comments.map((c) => {
          const u = list.data!.users[c.user_id]
          return (
            <View key={c.id} className='comment'>
              {u?.avatar ? <Image className='comment__avatar' src={u.avatar} /> : <View className='comment__avatar comment__avatar--blank'>{(u?.nick_name ?? '琴').slice(0, 1)}</View>}
              <View className='comment__body'>
                <View className='comment__head'>
                  <Text className='comment__name'>{u?.nick_name ?? '学员'}</Text>
                  <Text className='comment__time'>{relativeTime(c.created_at)}</Text>
                </View>
                {/* Plain text, never HTML: a comment is whatever a learner typed. */}
                <Text className='comment__text'>{c.render_content}</Text>
              </View>
            </View>
          )
        })}
    </View>
  )
}
