import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import type { LiveVideo } from '~types/contract/live'
import { arrivedLive, attachmentUrl, fetchAttachments, fetchLive } from '../../features/live/api'
import { canOpen, currentSession, scheduleOf } from '../../features/live/schedule'
import { LiveTeacher } from '../../features/live/components/LiveTeacher'
import { LiveSchedule } from '../../features/live/components/LiveSchedule'
import { LiveComments } from '../../features/live/components/LiveComments'
import PromoBox from '../../features/promo/components/PromoBox'
import { useAsync } from '../../hooks/useAsync'
import { useSession } from '../../core/session'
import { go } from '../../core/navigation'
import { openCashier, loggedInOrLogin } from '../../core/pageNavigation'
import { shareGoods } from '../../core/shareLink'
import { buyWord } from '../../core/shelf'
import { toast } from '../../core/toast'
import { sellsVirtualGoods } from '../../host/device'
import { openExternal } from '../../platform/external'
import { SubscribeButton } from '../../platform/subscribe'
import ShelfNote from '../../components/ShelfNote'
import { definePage, AsyncView, type PageProps } from '../../components/PageShell'
import { GoodsDetail, GoodsDetailSkeleton } from '../../components/GoodsDetail'
import SafeRichText from '../../components/SafeRichText'
import Price from '../../components/Price'
import { routes } from '../../routes'
import './show.scss'

type Tab = 'schedule' | 'intro' | 'comments'
const TABS: readonly (readonly [Tab, string])[] = [
  ['schedule', '课程安排'],
  ['intro', '简介'],
  ['comments', '评论']
]

/**
 * A live course: cover, teacher, the schedule of sessions (each with its state), price or bought, the
 * intro, attachments (for those who may watch), comments, the promotion box, and the one action that fits:
 * enter the room, or buy through the cashier.
 */
function LiveShowPage({ query: { id } }: PageProps<typeof routes.liveShow>) {
  const detail = useAsync(() => fetchLive(id), [id], { initial: () => arrivedLive(id), keys: ['purchases'] })
  const { token, user } = useSession()
  const [tab, setTab] = useState<Tab>('schedule')
  const [promoShown, setPromoShown] = useState(false)
  const d = detail.data
  const groups = d ? scheduleOf(d) : []
  const first = groups[0]?.videos[0]
  const canWatch = !!d && !!token && (d.course.charge <= 0 || d.is_buy)
  const courseId = d?.course.id
  const firstId = first?.id
  const attachments = useAsync(() => (canWatch && courseId && firstId ? fetchAttachments(courseId, firstId) : Promise.resolve([])), [canWatch, courseId, firstId])

  return (
    <AsyncView state={detail} skeleton={<GoodsDetailSkeleton block='live' rows={3} />}>
      {(d) => {
        const c = d.course
        const now = currentSession(groups)
        const enter = (v: LiveVideo) => {
          if (!loggedInOrLogin()) return
          if (!canWatch) return void buy()
          if (!canOpen(v)) return void toast('直播已结束')
          go(routes.liveRoom, { id: v.id })
        }
        const sells = sellsVirtualGoods()
        // Where virtual goods are not sold (iOS mini-program), buying only asks for a login.
        const buy = () => (sells ? openCashier({ goods_type: 'live', goods_id: c.id }) : void loggedInOrLogin())
        const download = (attachId: number) => first && token && openExternal(attachmentUrl(c.id, first.id, attachId, token))
        return (
          <GoodsDetail
            block='live'
            cover={{ src: c.thumb, alt: c.title }}
            title={c.title}
            desc={c.short_description}
            meta={
              <>
                <Price charge={c.charge} bought={d.is_buy} />
                {sells && c.vip_can_view === 1 && c.charge > 0 && !d.is_buy && <Text className='live__vip'>会员免费看</Text>}
                <Text className='live__state'>{c.status_text}</Text>
                <Text className='live__share' onClick={() => shareGoods('live', c.id, user?.id)}>
                  分享
                </Text>
              </>
            }
            headExtra={
              // weapp: a one-time WeChat message when the next session starts (nothing on H5).
              // A class on air now is entered, not waited for: the reminder is only for one still to start.
              !groups.some((g) => g.videos.some((v) => v.status === 1)) && groups.some((g) => g.videos.some((v) => v.status === 0)) && (
                <SubscribeButton kind='live_start' id={c.id} label='开播提醒我' doneLabel='已订阅开播提醒' />
              )
            }
            afterHead={<LiveTeacher teacher={c.teacher} />}
            tabs={{ items: TABS, value: tab, onChange: setTab }}
            promo={<PromoBox type='live' id={c.id} hidden={d.is_buy || c.charge <= 0} docked onShown={setPromoShown} />}
            promoShown={promoShown}
            bar={
              canWatch || c.charge <= 0 ? (
                <Button kind='primary' className='live__cta' disabled={!now} onClick={() => now && enter(now)}>
                  {now?.status === 1 ? '进入直播间' : now?.status === 0 ? '进入直播间等候' : now ? '看回放' : '暂无直播'}
                </Button>
              ) : sells ? (
                <Button kind={promoShown ? 'secondary' : 'primary'} className='live__cta' onClick={buy}>
                  {`订阅课程￥${c.charge}`}
                </Button>
              ) : (
                <ShelfNote what='本课程' />
              )
            }
          >
            {tab === 'schedule' && <LiveSchedule groups={groups} onOpen={enter} />}
            {tab === 'intro' && (
              <View className='live__intro'>
                <SafeRichText html={c.render_desc} />
                {(attachments.data ?? []).length > 0 && (
                  <View className='live__files'>
                    <Text className='live__files-title'>课件</Text>
                    {(attachments.data ?? []).map((a) => (
                      <View key={a.id} className='live__file' onClick={() => download(a.id)}>
                        <Text>{a.name}</Text>
                        <Text className='live__file-action'>下载</Text>
                      </View>
                    ))}
                  </View>
                )}
              </View>
            )}
            {tab === 'comments' && <LiveComments courseId={c.id} closed={token && !canWatch ? `${buyWord()}课程后可以评论` : undefined} />}
          </GoodsDetail>
        )
      }}
    </AsyncView>
  )
}

export default definePage(routes.liveShow, LiveShowPage)
