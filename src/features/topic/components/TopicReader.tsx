import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import type { TopicComment, TopicDetail } from '~types/contract/topics'
import { collectTopic, fetchTopic, fetchTopicComments, postTopicComment, voteTopic } from '../api'
import { useAsync } from '../../../hooks/useAsync'
import { useSession, isVipActive } from '../../../core/session'
import { useSiteConfig } from '../../../core/siteConfig'
import { go } from '../../../core/navigation'
import { openCashier, goLogin } from '../../../core/pageNavigation'
import { buyWord, ownedWord } from '../../../core/shelf'
import { sellsVirtualGoods } from '../../../host/device'
import { shareGoods } from '../../../core/shareLink'
import AsyncView from '../../../components/PageShell/AsyncView'
import { Skeleton } from '../../../components/PageStatus'
import CommentThread, { type ThreadComment } from '../../../components/CommentThread'
import SafeRichText from '../../../components/SafeRichText'
import { routes } from '../../../routes'
import { formatDate } from '../../../utils/time'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import './topicReader.scss'


function threadComment(c: TopicComment): ThreadComment {
  const user = Array.isArray(c.user) ? undefined : c.user
  return {
    id: c.id,
    nickName: user?.nick_name || '未知用户',
    avatar: user?.avatar ?? '',
    text: c.content,
    html: true,
    createdAt: c.created_at,
    replyTo: c.reply_comment?.user.nick_name
  }
}

/** Top-level comments with their replies (MeEdu lists a thread's replies with `comment_id`). */
async function loadComments(topicId: number): Promise<ThreadComment[]> {
  const top = await fetchTopicComments(topicId, 1)
  return Promise.all(
    top.data.data.map(async (c) => {
      const replies = c.children_count > 0 ? (await fetchTopicComments(topicId, 1, c.id)).data.data.map(threadComment) : []
      return { ...threadComment(c), replies }
    })
  )
}

/**
 * The article reader (webview `course_type=topic`): the free part, then the rest for buyers, VIP members
 * on a VIP-free article and (free articles) logged-in readers; otherwise why and how to read on (log in,
 * VIP, or unlock with its price through the cashier). Like, favourite, share with the learner's `msv`,
 * and comments with replies, open to readers who may see the whole article.
 */
export default function TopicReader({ id, onTitle }: { id: number; onTitle: (title: string) => void }) {
  const detail = useAsync(() => fetchTopic(id), [id])
  useEffect(() => {
    if (detail.data) onTitle(detail.data.topic.title)
  }, [detail.data, onTitle])
  return (
    <AsyncView
      state={detail}
      skeleton={
        <View className='topic'>
          <Skeleton rows={6} />
        </View>
      }
    >
      {(d) => <TopicBody d={d} />}
    </AsyncView>
  )
}

function TopicBody({ d }: { d: TopicDetail }) {
  const t = d.topic
  const { token, user } = useSession()
  const vipEnabled = useSiteConfig((s) => s.flags.vip)
  const [voted, setVoted] = useState(d.is_vote)
  const [votes, setVotes] = useState(t.vote_count)
  const [collected, setCollected] = useState(d.is_collect)
  // One lock for both: a like and a favourite never run at once.
  const toggle = useAction(async (what: 'vote' | 'collect') => {
    if (what === 'vote') {
      const r = await voteTopic(t.id)
      setVoted(!!r.ok)
      setVotes((n) => Math.max(0, n + (r.ok ? 1 : -1)))
      toast(r.ok ? '已点赞' : '取消点赞')
    } else {
      const r = await collectTopic(t.id)
      setCollected(!!r.ok)
      toast(r.ok ? '已收藏' : '已取消收藏')
    }
  })

  const needLogin = () => {
    if (token) return false
    goLogin()
    return true
  }
  const vote = () => {
    if (!needLogin()) void toggle.run('vote')
  }
  const collect = () => {
    if (!needLogin()) void toggle.run('collect')
  }
  const share = () => shareGoods('topic', t.id, user?.id)
  const unlock = () => openCashier({ goods_type: 'topic', goods_id: t.id })
  const sells = sellsVirtualGoods()
  const vipOffer = sells && vipEnabled && t.is_vip_free === 1 && t.charge > 0 && !isVipActive(user)

  return (
    <View className='topic'>
      <Text className='topic__title'>{t.title}</Text>
      <View className='topic__meta'>
        <Text className='topic__category'>{t.category.name}</Text>
        <Text>{formatDate(t.created_at)}</Text>
        <Text>{`${t.view_times}阅读`}</Text>
      </View>
      <View className='topic__content'>
        <SafeRichText html={t.free_content_render} />
        {d.can_see && t.render_content && <SafeRichText html={t.render_content} />}
      </View>

      {!d.can_see && (
        <View className='topic__paywall'>
          <Text className='topic__paywall-text'>{t.charge > 0 ? `以上为免费部分，${sells ? '解锁后阅读全文' : '全文暂未解锁'}` : '请登录后查看全文'}</Text>
          <View className='topic__paywall-actions'>
            {!token && (
              <Button kind={t.charge > 0 ? 'secondary' : 'primary'} className={t.charge > 0 ? 'topic__secondary' : 'topic__unlock'} onClick={() => void goLogin()}>
                {t.charge > 0 ? `${ownedWord()}？请登录` : '登录后查看'}
              </Button>
            )}
            {vipOffer && (
              <Button kind='vip' className='topic__secondary' onClick={() => go(routes.vip)}>
                会员免费看
              </Button>
            )}
            {t.charge > 0 && sells && (
              <Button kind='primary' className='topic__unlock' onClick={unlock}>
                {`解锁全文 ¥${t.charge}`}
              </Button>
            )}
          </View>
        </View>
      )}

      <View className='topic__actions'>
        <View className={`topic__action ${voted ? 'topic__action--on' : ''}`} role='button' aria-pressed={voted} onClick={vote}>
          <Text>{`${voted ? '已点赞' : '点赞'} ${votes}`}</Text>
        </View>
        <View className={`topic__action ${collected ? 'topic__action--on' : ''}`} role='button' aria-pressed={collected} onClick={collect}>
          <Text>{collected ? '已收藏' : '收藏'}</Text>
        </View>
        <View className='topic__action' role='button' onClick={share}>
          <Text>分享</Text>
        </View>
      </View>

      <Text className='topic__section'>{`评论 ${t.comment_times}`}</Text>
      <CommentThread
        key={t.id}
        replies
        placeholder='读完有什么想法？'
        closed={token && !d.can_see ? (t.charge > 0 ? `${buyWord()}后才能评论` : undefined) : undefined}
        load={() => loadComments(t.id)}
        send={(content, target) => postTopicComment(t.id, content, target && { parentId: Number(target.thread.id), replyId: Number(target.comment.id) })}
      />
    </View>
  )
}
