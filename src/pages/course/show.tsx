import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import type { Video } from '~types/contract/catalogue'
import { arrivedCourseDetail, fetchCourseDetail, toggleCourseLike } from '../../features/course/api'
import { lessonsInOrder, nextLesson } from '../../features/course/lessons'
import { Catalogue } from '../../features/course/components/Catalogue'
import { Comments } from '../../features/course/components/Comments'
import { CourseIntro } from '../../features/course/components/CourseIntro'
import PromoBox from '../../features/promo/components/PromoBox'
import { useAsync } from '../../hooks/useAsync'
import { useSession, isVipActive } from '../../core/session'
import { useSiteConfig } from '../../core/siteConfig'
import { boughtCourse } from '../../core/purchased'
import { go } from '../../core/navigation'
import { loggedInOrLogin, openCashier } from '../../core/pageNavigation'
import { sellsVirtualGoods } from '../../host/device'
import { buyWord } from '../../core/shelf'
import { shareGoods } from '../../core/shareLink'
import ShelfNote from '../../components/ShelfNote'
import Price from '../../components/Price'
import { GoodsDetail, GoodsDetailSkeleton } from '../../components/GoodsDetail'
import { AsyncView, definePage, type PageProps } from '../../components/PageShell'
import Icon from '../../components/Icon'
import { HEART } from '../../components/Icon/paths'
import { routes } from '../../routes'
import './show.scss'

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

  return (
    <AsyncView state={detail} skeleton={<GoodsDetailSkeleton block='course' rows={5} />}>
      {(d) => {
        const c = d.course
        const canStudy = d.isBuy || c.is_free === 1 || isVipActive(user)
        const lessons = lessonsInOrder(d)
        const current = tab ?? (canStudy ? 'catalogue' : 'intro')
        const isLiked = liked ?? d.isCollect
        const started = Object.keys(d.videoWatchedProgress).length > 0
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
        return (
          <GoodsDetail
            block='course'
            cover={{ src: c.thumb, alt: c.title }}
            title={c.title}
            desc={c.short_description}
            meta={
              <>
                <Price charge={c.charge} isFree={c.is_free === 1} bought={boughtCourse(d.isBuy, c)} />
                <Text className='course__count'>{`${lessons.length}课时 · ${c.user_count}人在学`}</Text>
              </>
            }
            headExtra={
              <View className='course__actions'>
                <View className={`course__action ${isLiked ? 'course__action--on' : ''}`} role='button' aria-pressed={isLiked} onClick={like}>
                  <Icon path={HEART} outline={!isLiked} color={isLiked ? 'primary' : 'muted'} className='course__action-icon' />
                  <Text>{isLiked ? '已收藏' : '收藏'}</Text>
                </View>
                <Text className='course__action' onClick={() => shareGoods('vod', c.id, user?.id)}>
                  分享
                </Text>
              </View>
            }
            tabs={{ items: TABS, value: current, onChange: setTab }}
            promo={<PromoBox type='course' id={c.id} hidden={canStudy || c.charge <= 0} docked onShown={setPromoShown} />}
            promoShown={promoShown}
            bar={
              canStudy ? (
                <Button kind='primary' className='course__cta' onClick={start} disabled={!lessons.length}>
                  {started ? '继续学习' : '开始学习'}
                </Button>
              ) : !sellsVirtualGoods() ? (
                <ShelfNote what='本课程' />
              ) : (
                <>
                  {vipEnabled && c.is_vip_free !== 0 && !promoShown && (
                    <Button kind='vip' className='course__vip' onClick={() => go(routes.vip)}>
                      VIP免费学
                    </Button>
                  )}
                  {/* With a sale strip above, the sale is the way to buy: the full price steps back. */}
                  <Button kind={promoShown ? 'secondary' : 'primary'} className='course__cta' onClick={() => openCashier({ goods_type: 'vod', goods_id: c.id })}>
                    {`购买课程 ¥${c.charge}`}
                  </Button>
                </>
              )
            }
          >
            {current === 'intro' && <CourseIntro courseId={c.id} html={c.render_desc ?? ''} attachments={d.attach} />}
            {current === 'catalogue' && <Catalogue detail={d} canStudy={canStudy} onOpen={openLesson} />}
            {current === 'comments' && <Comments target='course' id={c.id} closed={token && !canStudy ? `${buyWord()}课程后才能评论` : undefined} />}
          </GoodsDetail>
        )
      }}
    </AsyncView>
  )
}

export default definePage(routes.courseShow, CourseShowPage)
