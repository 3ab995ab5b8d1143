import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import type { Video } from '../../../types/contract/catalogue'
import { arrivedCourseDetail, fetchAttachmentUrl, fetchCourseDetail, toggleCourseLike } from '../../features/course/api'
import { lessonsInOrder, nextLesson } from '../../features/course/lessons'
import { Catalogue } from '../../features/course/components/Catalogue'
import { Comments } from '../../features/course/components/Comments'
import { useAsync } from '../../hooks/useAsync'
import { useSession, isVipActive } from '../../core/session'
import { useSiteConfig } from '../../core/siteConfig'
import { boughtCourse } from '../../core/purchased'
import { go } from '../../core/navigation'
import { loggedInOrLogin } from '../../core/pageNavigation'
import { openExternal, sellsVirtualGoods } from '../../platform/device'
import { buyWord } from '../../core/shelf'
import ShelfNote from '../../components/ShelfNote'
import SafeRichText from '../../components/SafeRichText'
import Price from '../../components/Price'
import PromoBox from '../../features/promo/components/PromoBox'
import Tabs from '../../components/Tabs'
import { ShareAs, definePage, type PageProps } from '../../components/PageShell'
import { Skeleton, ErrorState } from '../../components/PageStatus'
import { shareGoods } from '../../core/shareLink'
import { routes } from '../../routes'
import './show.scss'
import Picture from '../../components/Picture'
import Icon from '../../components/Icon'
import { HEART } from '../../components/Icon/paths'

type Tab = 'intro' | 'catalogue' | 'comments'
const TABS: readonly (readonly [Tab, string])[] = [
  ['intro', '介绍'],
  ['catalogue', '目录'],
  ['comments', '评论']
]

/** Course detail: what it is, what is inside, what others say, and the one action that fits the learner. */
function CourseShowPage({ query: { id } }: PageProps<typeof routes.courseShow>) {
  const detail = useAsync(() => fetchCourseDetail(id), [id], { initial: () => arrivedCourseDetail(id), keys: ['purchases'] })
  const { token, user } = useSession()
  const vipEnabled = useSiteConfig((s) => s.flags.vip)
  const [tab, setTab] = useState<Tab | null>(null)
  const [liked, setLiked] = useState<boolean | null>(null)
  const [promoShown, setPromoShown] = useState(false)

  if (detail.status === 'loading') {
    return (
      <View>
        <View className='course__cover course__cover--loading' />
        <Skeleton rows={5} />
      </View>
    )
  }
  if (detail.status === 'error') return <ErrorState error={detail.error} onRetry={detail.reload} />

  const d = detail.data!
  const c = d.course
  const canStudy = d.isBuy || c.is_free === 1 || isVipActive(user)
  const lessons = lessonsInOrder(d)
  const current = tab ?? (canStudy ? 'catalogue' : 'intro')
  const isLiked = liked ?? d.isCollect
  const started = Object.keys(d.videoWatchedProgress).length > 0
  const sells = sellsVirtualGoods()

  const openLesson = (v: Video) => go(routes.lesson, { id: v.id })
  const start = () => {
    const v = nextLesson(lessons, d.videoWatchedProgress)
    if (v) openLesson(v)
  }
  const like = async () => {
    if (!loggedInOrLogin()) return
    try {
      setLiked(await toggleCourseLike(c.id))
    } catch {
      // Said by the request layer.
    }
  }
  const share = () => shareGoods('vod', c.id, user?.id)
  const download = async (attachId: number) => {
    if (!loggedInOrLogin()) return
    try {
      openExternal((await fetchAttachmentUrl(c.id, attachId)).download_url)
    } catch {
      // Said by the request layer (e.g. 请购买后下载).
    }
  }

  return (
    <View className={`course ${promoShown ? 'course--promo' : ''}`}>
      <Picture className='course__cover' src={c.thumb} mode='aspectFill' alt={c.title} />
      <ShareAs title={c.title} imageUrl={c.thumb} />
      <View className='course__head'>
        <Text className='course__title'>{c.title}</Text>
        <Text className='course__desc'>{c.short_description}</Text>
        <View className='course__meta'>
          <Price charge={c.charge} isFree={c.is_free === 1} bought={boughtCourse(d.isBuy, c)} />
          <Text className='course__count'>{`${lessons.length}课时 · ${c.user_count}人在学`}</Text>
        </View>
        <View className='course__actions'>
          <View className={`course__action ${isLiked ? 'course__action--on' : ''}`} role='button' aria-pressed={isLiked} onClick={like}>
            <Icon path={HEART} outline={!isLiked} color={isLiked ? 'primary' : 'muted'} className='course__action-icon' />
            <Text>{isLiked ? '已收藏' : '收藏'}</Text>
          </View>
          <Text className='course__action' onClick={share}>
            分享
          </Text>
        </View>
      </View>

      <Tabs className='course__tabs' items={TABS} value={current} onChange={setTab} />

      {current === 'intro' && (
        <View className='course__intro'>
          <SafeRichText html={c.render_desc ?? ''} />
          {d.attach.length > 0 && (
            <View className='course__attach'>
              <Text className='course__attach-title'>课程资料</Text>
              {d.attach.map((a) => (
                <View key={a.id} className='course__file' onClick={() => download(a.id)}>
                  <Text>{`${a.name}.${a.extension}`}</Text>
                  <Text className='course__file-size'>{`${Math.max(1, Math.round(a.size / 1024))}KB · 下载`}</Text>
                </View>
              ))}
            </View>
          )}
        </View>
      )}
      {current === 'catalogue' && <Catalogue detail={d} canStudy={canStudy} onOpen={openLesson} />}
      {current === 'comments' && <Comments target='course' id={c.id} closed={token && !canStudy ? `${buyWord()}课程后才能评论` : undefined} />}

      <View className='course__dock'>
        <PromoBox type='course' id={c.id} hidden={canStudy || c.charge <= 0} docked onShown={setPromoShown} />
        <View className='course__bar'>
          {canStudy ? (
            <Button className='btn-primary course__cta' onClick={start} disabled={!lessons.length}>
              {started ? '继续学习' : '开始学习'}
            </Button>
          ) : !sells ? (
            <ShelfNote what='本课程' />
          ) : (
            <>
              {vipEnabled && (
                <Button className='course__vip' onClick={() => go(routes.vip)}>
                  VIP免费学
                </Button>
              )}
              <Button className='btn-primary course__cta' onClick={() => go(routes.cashier, { goods_type: 'vod', goods_id: c.id })}>
                {`购买课程 ¥${c.charge}`}
              </Button>
            </>
          )}
        </View>
      </View>
    </View>
  )
}

export default definePage(routes.courseShow, CourseShowPage)
