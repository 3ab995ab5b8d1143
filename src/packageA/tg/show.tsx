import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import type { TgGroupItem } from '~types/contract/promotions'
import { fetchGroupBuy } from '../../features/promo/api'
import Countdown from '../../components/Countdown'
import GroupFaces from '../../features/promo/components/GroupFaces'
import { CourseSummary } from '../../features/course/components/CourseSummary'
import { BookSummary } from '../../features/book/components/BookSummary'
import { useAsync } from '../../hooks/useAsync'
import { useResume } from '../../hooks/useCountdown'
import { ShareAs, definePage, AsyncView, type PageProps } from '../../components/PageShell'
import { EmptyState } from '../../components/PageStatus'
import Picture from '../../components/Picture'
import { go } from '../../core/navigation'
import { openCashier } from '../../core/pageNavigation'
import { routes } from '../../routes'
import '../../features/promo/components/promo.scss'
import './tg.scss'

/**
 * A group buy: the goods at the group price against the original, what it sells (the course's intro and
 * lessons, the e-book's intro, a way to its page), the open groups to join (avatars,
 * places left, time left), my group when I am in one, and opening a new group. Buying goes through the
 * cashier at the group price; a group that does not fill up in time is refunded.
 */
function GroupBuyPage({ query: { id } }: PageProps<typeof routes.groupBuy>) {
  const detail = useAsync(() => fetchGroupBuy(id), [id])
  useResume(detail.reload)
  const buy = (gid?: number) => openCashier({ goods_type: 'tg', goods_id: id, gid })

  return (
    <AsyncView state={detail}>
      {({ goods: g, items, join_item: mine }) => {
        if (!g) return <EmptyState text='拼团不存在' />
        const myGroup = Array.isArray(mine) ? undefined : mine
        return (
          <View className='tg'>
            <Picture className='tg__cover' src={g.goods_thumb} mode='aspectFill' alt={g.goods_title} />
            <ShareAs title={`一起拼团：${g.goods_title}`} imageUrl={g.goods_thumb} />
            <View className='tg__panel'>
              <View className='promo-card__prices'>
                <Text className='tg__size'>{`${g.people_num}人团`}</Text>
                <Text className='promo-price'>{`限时拼团价 ¥${g.charge}`}</Text>
                <Text className='promo-price__was'>{`原价 ¥${g.original_charge}`}</Text>
              </View>
              <Text className='tg__title'>{g.goods_title}</Text>
              {g.is_over ? <Text className='promo-card__state promo-card__state--off'>拼团已结束</Text> : <Countdown className='promo-card__state' label='距结束 ' seconds={g.ended_count_down} source={g} onEnd={detail.reload} />}
              <Text className='tg__rule'>{`邀请${g.people_num - 1}位琴友在${g.group_hours}小时内成团即可开通；若拼团失败退款将原路返回。`}</Text>
            </View>

            {myGroup && (
              <View className='tg__panel tg__mine' onClick={() => go(routes.groupQueue, { id: myGroup.id })}>
                <Text className='tg__section'>{myGroup.paid ? '拼团中，邀请好友参团' : '你已占到名额，请尽快支付'}</Text>
                <Text className='tg__link'>查看我的团</Text>
              </View>
            )}

            {!g.is_over && (
              <View className='tg__panel'>
                <Text className='tg__section'>正在拼团，可直接参与</Text>
                {items.length === 0 && <Text className='tg__rule'>暂时没有待成团的团，开一个团邀请琴友吧</Text>}
                {items.map((item: TgGroupItem) => (
                  <View key={item.id} className='tg__group'>
                    <GroupFaces faces={item.users} />
                    <View className='tg__group-info'>
                      <Text className='tg__group-owner'>{`${item.create_user_nick_name}的团`}</Text>
                      <Text className='tg__group-left'>{`差${item.over_people_num}人拼成`}</Text>
                      <Countdown className='tg__group-time' label='剩余 ' seconds={item.count_down} source={item} onEnd={detail.reload} />
                    </View>
                    {!myGroup && (
                      <Button kind='primary' size='sm' className='tg__join' onClick={() => buy(item.id)}>
                        加入拼团
                      </Button>
                    )}
                  </View>
                ))}
              </View>
            )}

            {g.goods_type === 'course' && <CourseSummary id={g.other_id} />}
            {g.goods_type === 'book' && <BookSummary id={g.other_id} />}

            <View className='tg__bar'>
              {myGroup ? (
                <Button kind='primary' className='tg__cta' onClick={() => go(routes.groupQueue, { id: myGroup.id })}>
                  查看我的团
                </Button>
              ) : (
                <Button kind='primary' className='tg__cta' disabled={g.is_over} onClick={() => buy()}>
                  {g.is_over ? '拼团已结束' : `单独开团￥${g.charge}`}
                </Button>
              )}
            </View>
          </View>
        )
      }}
    </AsyncView>
  )
}

export default definePage(routes.groupBuy, GroupBuyPage)
