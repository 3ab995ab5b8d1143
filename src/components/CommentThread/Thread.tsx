import { useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../Button'
import Avatar from '../Avatar'
import Icon from '../Icon'
import { CLOSE } from '../Icon/paths'
import { TextField } from '../Field'
import { useAsync } from '../../hooks/useAsync'
import { useSession } from '../../core/session'
import { goLogin } from '../../core/pageNavigation'
import { relativeTime } from '../../utils/time'
import AsyncView from '../PageShell/AsyncView'
import { Skeleton } from '../PageStatus'
import SafeRichText from '../SafeRichText'
import { toast } from '../../core/toast'
import './index.scss'
import type { CommentThreadProps, ReplyTarget, ThreadComment } from './types'
import { useAction } from '../../hooks/useAction'

const MAX = 500

/**
 * The thread itself, loaded on demand through ./index.tsx. Comments of a goods item: read by anyone, written
 * as plain text by a logged-in learner. `send` rejects with the server's reason (e.g. only buyers may comment), which the
 * request layer has already shown; the text stays in the box. Give it a `key` of the goods it belongs to:
 * another goods is another thread.
 */
export default function Thread({
  load,
  send,
  placeholder = '写下你的学习心得',
  replies = false,
  closed
}: CommentThreadProps) {
  // The thread is keyed by its goods (see above), so the first `load` is the one for its whole life.
  const loader = useRef(load)
  const list = useAsync(() => loader.current(), [])
  const token = useSession((s) => s.token)
  const [text, setText] = useState('')
  const [target, setTarget] = useState<ReplyTarget | undefined>()

  const submit = useAction(async () => {
    if (!token) {
      goLogin()
      return
    }
    const content = text.trim()
    if (!content) return void toast('请输入评论内容')
    await send(content, target)
    setText('')
    setTarget(undefined)
    toast('评论成功', 'success')
    await list.reload()
  })

  return (
    <View className='comments'>
      {closed ? (
        <Text className='comments__closed'>{closed}</Text>
      ) : (
      <View className='comments__box field-box'>
        {target && (
          <View className='comments__target' role='button' onClick={() => setTarget(undefined)} aria-label='取消回复'>
            <Text>{`回复 ${target.comment.nickName}`}</Text>
            <Icon path={CLOSE} color='primary' className='comments__target-icon' />
          </View>
        )}
        <TextField
          box
          className='comments__input'
          maxlength={MAX}
          placeholder={token ? (target ? `回复 ${target.comment.nickName}` : placeholder) : '登录后参与评论'}
          aria-label='评论内容'
          value={text}
          onInput={(e) => setText(e.detail.value)}
          confirmType='send'
          onConfirm={submit.run}
        />
        <Button kind='primary' size='sm' className='comments__send' loading={submit.pending} onClick={submit.run}>
          发送
        </Button>
      </View>
      )}
      <AsyncView state={list} skeleton={<Skeleton rows={3} avatar />} isEmpty={(c) => c.length === 0} empty='还没有评论，来说两句吧'>
        {(comments) =>
          comments.map((c) => (
            <View key={c.id} className='comment'>
              <Avatar className='comment__avatar' src={c.avatar} name={c.nickName} />
              <View className='comment__body'>
                <CommentBody c={c} onReply={replies && !closed ? () => setTarget({ thread: c, comment: c }) : undefined} />
                {c.replies && c.replies.length > 0 && (
                  <View className='comment__replies'>
                    {c.replies.map((r) => (
                      <View key={r.id} className='comment__reply'>
                        <CommentBody c={r} onReply={replies && !closed ? () => setTarget({ thread: c, comment: r }) : undefined} />
                      </View>
                    ))}
                  </View>
                )}
              </View>
            </View>
          ))
        }
      </AsyncView>
    </View>
  )
}

/** A comment's name, time, text and (when replies are open) its 回复 action. */
function CommentBody({ c, onReply }: { c: ThreadComment; onReply?: () => void }) {
  return (
    <>
      <View className='comment__head'>
        <Text className='comment__name'>{c.replyTo ? `${c.nickName} 回复 ${c.replyTo}` : c.nickName}</Text>
        <Text className='comment__time'>{relativeTime(c.createdAt)}</Text>
      </View>
      {c.html ? <SafeRichText className='comment__text' html={c.text} /> : <Text className='comment__text'>{c.text}</Text>}
      {onReply && (
        <Text className='comment__reply-btn' onClick={onReply}>
          回复
        </Text>
      )}
    </>
  )
}
