import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { TextField } from '../../components/Field'
import Button from '../../components/Button'
import type { AnswerComment } from '~types/contract/wenda'
import { commentAnswer, fetchAnswerComments } from '../../features/qa/api'
import Author from '../../features/qa/components/Author'
import { usePagedList } from '../../hooks/usePagedList'
import { useSession } from '../../core/session'
import { go } from '../../core/navigation'
import { loggedInOrLogin } from '../../core/pageNavigation'
import { definePage, PagedListView, type PageProps } from '../../components/PageShell'
import SafeRichText from '../../components/SafeRichText'
import { routes } from '../../routes'
import { toast } from '../../core/toast'
import { useAction } from '../../hooks/useAction'
import './comments.scss'

/** Comments on an answer, oldest first; the learner adds one, or replies to someone in the conversation. */
function AnswerCommentsPage({ query: { id } }: PageProps<typeof routes.answerComments>) {
  const list = usePagedList<AnswerComment>((page) => fetchAnswerComments(id, page).then((r) => r.data), [id])
  const token = useSession((s) => s.token)
  const [text, setText] = useState('')
  const send = useAction(async () => {
    if (!loggedInOrLogin()) return
    const content = text.trim()
    if (!content) return void toast('请输入评论内容')
    await commentAnswer(id, content)
    setText('')
    toast('评论成功', 'success')
    await list.refresh()
  })
  const reply = (c: AnswerComment) => {
    if (!loggedInOrLogin()) return
    go(routes.answerCommentReply, { id, reply_user_id: c.user_id, nick_name: c.user?.nick_name ?? '' })
  }
  return (
    <View className='answer-comments'>
      <PagedListView list={list} empty='还没有评论，来说两句吧' className='answer-comments__list'>
        {(c) => (
          <View key={c.id} className='answer-comment'>
            <Author user={c.user} at={c.created_at} extra={c.reply_user ? `回复 ${c.reply_user.nick_name}` : undefined} />
            <SafeRichText className='answer-comment__text' html={c.render_content} />
            <Text className='answer-comment__reply' onClick={() => reply(c)}>
              回复
            </Text>
          </View>
        )}
      </PagedListView>
      <View className='answer-comments__box'>
        <TextField
          className='answer-comments__input'
          aria-label='评论内容'
          maxlength={500}
          placeholder={token ? '说说你的看法' : '登录后参与评论'}
          value={text}
          onInput={(e) => setText(e.detail.value)}
          confirmType='send'
          onConfirm={send.run}
        />
        <Button kind='primary' className='answer-comments__send' loading={send.pending} onClick={send.run}>
          发送
        </Button>
      </View>
    </View>
  )
}

export default definePage(routes.answerComments, AnswerCommentsPage)
