import { View, Text } from '@tarojs/components'
import { loadMember } from '../../features/auth/flows'
import { fetchMallGoods } from '../../features/credit1/api'
import { useAsync } from '../../hooks/useAsync'
import { usePagedList } from '../../hooks/usePagedList'
import { AsyncView, PagedListView, definePage } from '../../components/PageShell'
import { LoginNeededState, Skeleton } from '../../components/PageStatus'
import { useSession } from '../../core/session'
import Picture from '../../components/Picture'
import { WalletEntries, WalletHeading, WalletHero, WalletPage } from '../../components/Wallet'
import { go } from '../../core/navigation'
import { routes } from '../../routes'
import '../../features/credit1/components/credit1.scss'
import { RecentMovements } from '../../features/credit1/components/RecentMovements'

/**
 * 积分商城: the points balance, the last few movements, entries (earn, history, orders) and the goods. A
 * visitor browses the goods, with 登录 where the balance goes.
 */
function Credit1Page() {
  const token = useSession((s) => s.token)
  const goods = usePagedList(fetchMallGoods)
  // The learner's points need an account (and are asked again after a login on this page).
  const member = useAsync(() => loadMember(), [], { enabled: !!token })
  return (
    <WalletPage>
      {token ? (
        <AsyncView state={member} skeleton={<Skeleton rows={2} />}>
          {(u) => <WalletHero label='我的积分' balance={u.credit1} sub='积分可兑换实物、课程、电子书和会员' />}
        </AsyncView>
      ) : (
        <LoginNeededState text='登录后查看我的积分' />
      )}
      <WalletEntries
        entries={[
          { text: '赚积分', onClick: () => go(routes.credit1Methods) },
          { text: '积分明细', onClick: () => go(routes.credit1Record) },
          { text: '兑换记录', onClick: () => go(routes.credit1Order) }
        ]}
      />
      {token && <RecentMovements />}

      <WalletHeading title='积分兑换' />
      <PagedListView list={goods} empty='商城还没有上架商品，敬请期待' skeletonRows={4} className='mall-grid'>
        {(g) => (
          <View key={g.id} className='mall-card' onClick={() => go(routes.credit1Goods, { id: g.id })}>
            <Picture className='mall-card__thumb' src={g.thumb} mode='aspectFill' lazyLoad alt={g.title} />
            <Text className='mall-card__title'>{g.title}</Text>
            <Text className='mall-card__points'>{`${g.charge}积分`}</Text>
          </View>
        )}
      </PagedListView>
    </WalletPage>
  )
}

export default definePage(routes.credit1, Credit1Page)
