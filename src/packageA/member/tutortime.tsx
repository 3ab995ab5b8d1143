import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import { fetchTutorPackages, fetchTutorUser, minutesText } from '../../features/tutor/api'
import { useAsync } from '../../hooks/useAsync'
import { usePagedList } from '../../hooks/usePagedList'
import { useResume } from '../../hooks/useCountdown'
import { AsyncView, PagedListView, definePage } from '../../components/PageShell'
import { Skeleton } from '../../components/PageStatus'
import Picture from '../../components/Picture'
import { WalletEntries, WalletHeading, WalletHero, WalletPage } from '../../components/Wallet'
import { go } from '../../core/navigation'
import { openCashier } from '../../core/pageNavigation'
import { sellsVirtualGoods } from '../../host/device'
import { routes } from '../../routes'
import '../../features/credit1/components/credit1.scss'

/**
 * 陪练时长: the learner's minutes of one-to-one tutoring, and the packages to buy more through the cashier.
 * Tutoring is sold as a virtual good (docs/decisions/ios-virtual-goods.md): where those may not be sold
 * (core/shelf) the minutes show and work, the packages do not.
 */
function TutorTimePage() {
  const user = useAsync(fetchTutorUser)
  const sells = sellsVirtualGoods()
  const packages = usePagedList(fetchTutorPackages)
  // Back from paying: the minutes just bought.
  useResume(user.reload)
  return (
    <WalletPage>
      <AsyncView state={user} skeleton={<Skeleton rows={2} />}>
        {(u) => (
          <WalletHero
            label='剩余陪练时长'
            balance={minutesText(u.minutes)}
            sub={`${sells ? '累计购买' : '累计获得'} ${minutesText(u.total_minutes)} · 已使用 ${minutesText(u.used_minutes)}`}
          />
        )}
      </AsyncView>
      <WalletEntries
        entries={[
          { text: '如何使用', onClick: () => go(routes.tutorTimeMethods) },
          { text: '时长明细', onClick: () => go(routes.tutorTimeRecord) }
        ]}
      />
      {sells && <WalletHeading title='购买陪练套餐' />}
      {sells && (
        <PagedListView list={packages} empty='暂时没有可购买的陪练套餐' skeletonRows={3}>
          {(p) => (
            <View key={p.id} className='tutor-card'>
              <Picture className='tutor-card__thumb' src={p.thumb} mode='aspectFill' lazyLoad alt={p.title} />
              <View className='tutor-card__body'>
                <Text className='tutor-card__title'>{p.title}</Text>
                <Text className='tutor-card__desc'>{p.short_desc}</Text>
                <View className='tutor-card__foot'>
                  <Text>
                    <Text className='tutor-card__price'>{`¥${p.charge}`}</Text>
                    {p.original_charge > p.charge && <Text className='tutor-card__ori'>{`¥${p.original_charge}`}</Text>}
                  </Text>
                  <Button kind='primary' size='sm' onClick={() => openCashier({ goods_type: 'tutorTime', goods_id: p.id })}>
                    购买
                  </Button>
                </View>
              </View>
            </View>
          )}
        </PagedListView>
      )}
    </WalletPage>
  )
}

export default definePage(routes.tutorTime, TutorTimePage)
