import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import type { Answer, QuestionDetail } from '~types/contract/wenda'
import { acceptAnswer, voteAnswer } from '../api'
import Author from './Author'
import Images from './Images'
import { useSession } from '../../../core/session'
import { go } from '../../../core/navigation'
import { goLogin } from '../../../core/pageNavigation'
import SafeRichText from '../../../components/SafeRichText'
import { routes } from '../../../routes'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import './questionThread.scss'
import { confirm } from '../../../components/Dialog'

/** A question with its answers, votes and comments, and what the asker and the learner may do with them. */
export function QuestionThread({ d, reload }: { d: QuestionDetail; reload: () => Promise<void> }) {
  const q = d.question
  const token = useSession((s) => s.token)
  const open = q.status === 0
  const needLogin = () => {
    if (token) return false
    goLogin()
    return true
  }
  // One lock for every action on the page (the request layer says why one failed).
  const action = useAction((step: () => Promise<unknown>) => step())
  const once = (step: () => Promise<unknown>) => {
    if (!needLogin()) void action.run(step)
  }
  const vote = (a: Answer) =>
    once(async () => {
      const r = await voteAnswer(a.id)
      toast(r.ok ? '已点赞' : '取消点赞')
      await reload()
    })
  const accept = (a: Answer) =>
    once(async () => {
      const accepted = await confirm({
        title: '采纳这个回答？',
        content: q.credit1 > 0 ? `采纳后问题将标记为已解决，${q.credit1}积分悬赏将发给回答者` : '采纳后问题将标记为已解决',
        confirmText: '采纳'
      })
      if (!accepted) return
      await acceptAnswer(q.id, a.id)
      toast(q.credit1 > 0 ? '已采纳，悬赏积分已发放' : '已采纳', 'success')
      await reload()
    })

  return (
    <View className='question'>
      <View className='question__card'>
        <Author user={q.user} at={q.created_at} />
        <View className='question__tags'>
          <Text className={`question__status ${open ? '' : 'question__status--solved'}`}>{q.status_text}</Text>
          {q.credit1 > 0 && <Text className='question__bounty'>{`悬赏 ${q.credit1} 积分`}</Text>}
        </View>
        <Text className='question__title'>{q.title}</Text>
        <SafeRichText className='question__text' html={q.render_content} />
        <Images urls={q.images_list} label='问题' />
        <Text className='question__meta'>{`${q.view_times}浏览 · ${q.answer_count}回答`}</Text>
      </View>

      <Text className='question__section'>{`${d.answers.length}个回答`}</Text>
      {d.answers.length === 0 && <Text className='question__empty'>{open ? '还没有回答，来帮帮TA吧' : '暂无回答'}</Text>}
      {d.answers.map((a) => (
        <View key={a.id} className={`answer ${a.is_correct ? 'answer--correct' : ''}`}>
          {a.is_correct === 1 && <Text className='answer__correct'>此回答已被题主采纳</Text>}
          <Author user={a.user} at={a.created_at} />
          <SafeRichText className='answer__text' html={a.render_content} />
          <Images urls={a.images_list} label='回答' />
          <View className='answer__actions'>
            <View className={`answer__action ${a.is_vote ? 'answer__action--on' : ''}`} role='button' aria-pressed={a.is_vote} onClick={() => vote(a)}>
              <Text>{`${a.is_vote ? '已赞' : '赞'} ${a.vote_count}`}</Text>
            </View>
            <View className='answer__action' role='button' onClick={() => go(routes.answerComments, { id: a.id })}>
              <Text>{`评论 ${a.reply_count}`}</Text>
            </View>
            {open && d.is_admin && a.user_id !== q.user_id && (
              <Button kind='secondary' size='sm' className='answer__accept' disabled={action.pending} onClick={() => accept(a)}>
                采纳
              </Button>
            )}
          </View>
        </View>
      ))}

      <View className='question__bar'>
        {open ? (
          <>
            {d.is_admin && (
              <Button kind='secondary' className='question__secondary' onClick={() => go(routes.questionEdit, { id: q.id })}>
                编辑问题
              </Button>
            )}
            <Button kind='primary' className='question__cta' onClick={() => !needLogin() && go(routes.questionReply, { id: q.id })}>
              回答问题
            </Button>
          </>
        ) : (
          <Text className='question__solved'>问题已解决，不再接受新回答</Text>
        )}
      </View>
    </View>
  )
}
