import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import { fetchGroup } from '../../features/promo/api'
import Countdown from '../../components/Countdown'
import GroupFaces from '../../features/promo/components/GroupFaces'
import { copyGroupInvite, itemLink } from '../../features/promo/links'
import { useAsync } from '../../hooks/useAsync'
import { useResume } from '../../hooks/useCountdown'
import { useSession } from '../../core/session'
import { ShareAs, definePage, AsyncView, type PageProps } from '../../components/PageShell'
import Picture from '../../components/Picture'
import { go } from '../../core/navigation'
import { openCashier } from '../../core/pageNavigation'
import { routes } from '../../routes'
import '../../features/promo/components/promo.scss'
import './tg.scss'

/**
 * One group while it forms (members, places left, live countdown, the invite link with `msv`) and its
 * outcome: 拼团成功 with the way to the course, or 拼团失败 with the refund. A friend opening the invite
 * link joins from here.
 */
function GroupQueuePage({ query: { id } }: PageProps<typeof routes.groupQueue>) {
  const group = useAsync(() => fetchGroup(id), [id])
  useResume(group.reload)
  const user = useSession((s) => s.user)

  return (
    <AsyncView state={group}>
      {({ group: g, goods, users, me }) => {
        const forming = g.status === 0
        const join = () => openCashier({ goods_type: 'tg', goods_id: goods.id, gid: g.id })
        return (
          <View className='tg'>
            <View className='tg__panel tg__mine'>
              <Picture className='promo-card__thumb' src={goods.goods_thumb} mode='aspectFill' alt={goods.goods_title} />
              <ShareAs title={`一起拼团：${goods.goods_title}`} imageUrl={goods.goods_thumb} />
              <View className='promo-card__body'>
                <Text className='promo-card__title'>{goods.goods_title}</Text>
                <View className='promo-card__prices'>
                  <Text className='tg__size'>{`${g.people_num}人团`}</Text>
                  <Text className='promo-price'>{`¥${goods.charge}`}</Text>
                  <Text className='promo-price__was'>{`¥${goods.original_charge}`}</Text>
                </View>
              </View>
            </View>

            <View className='tg__panel'>
              {forming ? (
                <>
                  <Text className='tg__status'>{me.joined ? '拼团中，邀请好友参团' : g.over_people_num > 0 ? '琴友邀你一起拼团' : '拼团中'}</Text>
                  <Text className='tg__group-left'>{g.over_people_num > 0 ? `差${g.over_people_num}人拼成` : '人已满，等待成员支付'}</Text>
                  <Countdown label='剩余 ' seconds={g.count_down} source={g} onEnd={group.reload} />
                </>
              ) : g.status === 1 ? (
                <Text className='tg__status'>拼团成功</Text>
              ) : (
                <>
                  <Text className='tg__status tg__status--off'>拼团失败</Text>
                  {me.refunded && <Text className='tg__rule'>{`¥${goods.charge} 已原路退回，请留意退款到账`}</Text>}
                </>
              )}
              <GroupFaces faces={users} open={forming ? g.over_people_num : 0} />
              {me.joined && !me.paid && forming && <Countdown className='tg__group-left' label='请尽快支付，剩余 ' seconds={me.count_down} source={me} onEnd={group.reload} />}
              <Text className='tg__rule'>若拼团失败退款将原路返回</Text>
            </View>

            <View className='tg__bar'>
              {forming && me.joined && !me.paid && (
                <Button kind='primary' className='tg__cta' onClick={join}>
                  {`去支付 ¥${goods.charge}`}
                </Button>
              )}
              {forming && me.paid && (
                <Button kind='primary' className='tg__cta' onClick={() => copyGroupInvite(g.id, user?.id)}>
                  邀请好友参团
                </Button>
              )}
              {forming && !me.joined && (
                <Button kind='primary' className='tg__cta' disabled={g.over_people_num === 0} onClick={join}>
                  {g.over_people_num === 0 ? '该团已满' : `加入拼团 ¥${goods.charge}`}
                </Button>
              )}
              {g.status === 1 && me.paid && (
                <Button kind='primary' className='tg__cta' onClick={() => go(itemLink(goods.goods_type, goods.other_id))}>
                  去学习
                </Button>
              )}
              {!forming && !(g.status === 1 && me.paid) && (
                <Button kind='primary' className='tg__cta' disabled={goods.is_over} onClick={() => go(routes.groupBuy, { id: goods.id })}>
                  {goods.is_over ? '拼团已结束' : '再开一个团'}
                </Button>
              )}
            </View>
          </View>
        )
      }}
    </AsyncView>
  )
}

export default definePage(routes.groupQueue, GroupQueuePage)
