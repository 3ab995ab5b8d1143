import { View, Text } from '@tarojs/components'
import { loadMember } from '../../features/auth/flows'
import { fetchCredit1Records, fetchMallGoods } from '../../features/credit1/api'
import LedgerRow from '../../features/credit1/components/LedgerRow'
import { useAsync } from '../../hooks/useAsync'
import { usePagedList } from '../../hooks/usePagedList'
import { AsyncView, PagedListView, definePage } from '../../components/PageShell'
import { LoginNeededState, Skeleton } from '../../components/PageStatus'
import { useSession } from '../../core/session'
import Picture from '../../components/Picture'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import '../../features/credit1/components/credit1.scss'

const RECENT = 3

/** The learner's points (needs an account). */
function Balance() {
  const member = useAsync(() => loadMember({ silent: true }))
  return (
    <AsyncView state={member} skeleton={<Skeleton rows={2} />}>
      {(u) => (
        <View className='wallet__hero'>
          <Text className='wallet__label'>我的积分</Text>
          <Text className='wallet__balance'>{u.credit1}</Text>
          <Text className='wallet__sub'>积分可兑换实物、课程、电子书和会员</Text>
        </View>
      )}
    </AsyncView>
  )
}

/** The learner's last few points movements (needs an account). */
function RecentMovements() {
  const recent = useAsync(() => fetchCredit1Records(1, RECENT))
  return (
    <>
      <View className='wallet__heading'>
        <Text>最近积分变动</Text>
        <Text className='wallet__more' onClick={() => go(routes.credit1Record)}>
          全部 ›
        </Text>
      </View>
      <AsyncView state={recent} skeleton={<Skeleton rows={2} />}>
        {(r) =>
          r.data.length ? (
            <View role='list'>
              {r.data.map((c, i) => (
                <LedgerRow key={i} remark={c.remark} at={c.created_at} amount={c.sum} unit='积分' />
              ))}
            </View>
          ) : (
            <Text className='wallet__note'>还没有积分变动，签到、学习都能赚积分</Text>
          )
        }
      </AsyncView>
    </>
  )
}

/**
 * 积分商城: the points balance, the last few movements, entries (earn, history, orders) and the goods. A
 * visitor browses the goods, with 登录 where the balance goes.
 */
function Credit1Page() {
  const token = useSession((s) => s.token)
  const goods = usePagedList(fetchMallGoods)
  return (
    <View className='wallet'>
      {token ? <Balance /> : <LoginNeededState text='登录后查看我的积分' />}
      <View className='wallet__entries' role='list'>
        <View className='wallet__entry' role='listitem' onClick={() => go(routes.credit1Methods)}>
          赚积分
        </View>
        <View className='wallet__entry' role='listitem' onClick={() => go(routes.credit1Record)}>
          积分明细
        </View>
        <View className='wallet__entry' role='listitem' onClick={() => go(routes.credit1Order)}>
          兑换记录
        </View>
      </View>
      {token && <RecentMovements />}

      <View className='wallet__heading'>
        <Text>积分兑换</Text>
      </View>
      <PagedListView list={goods} empty='商城还没有上架商品，敬请期待' skeletonRows={4} className='mall-grid'>
        {(g) => (
          <View key={g.id} className='mall-card' onClick={() => go(routes.credit1Goods, { id: g.id })}>
            <Picture className='mall-card__thumb' src={g.thumb} mode='aspectFill' lazyLoad alt={g.title} />
            <Text className='mall-card__title'>{g.title}</Text>
            <Text className='mall-card__points'>{`${g.charge}积分`}</Text>
          </View>
        )}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.credit1, Credit1Page)
