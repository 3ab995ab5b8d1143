import { View } from '@tarojs/components'
import { fetchCredit1Records } from '../api'
import LedgerRow from './LedgerRow'
import { useAsync } from '../../../hooks/useAsync'
import { AsyncView } from '../../../components/PageShell'
import { Skeleton } from '../../../components/PageStatus'
import { WalletHeading, WalletNote } from '../../../components/Wallet'
import { go } from '../../../core/navigation'
import { routes } from '../../../routes'

const RECENT = 3

/** The learner's last few points movements (needs an account). */
export function RecentMovements() {
  const recent = useAsync(() => fetchCredit1Records(1, RECENT))
  return (
    <>
      <WalletHeading title='最近积分变动' more={{ text: '全部', onClick: () => go(routes.credit1Record) }} />
      <AsyncView state={recent} skeleton={<Skeleton rows={2} />}>
        {(r) =>
          r.data.length ? (
            <View role='list'>
              {r.data.map((c, i) => (
                <LedgerRow key={i} remark={c.remark} at={c.created_at} amount={c.sum} unit='积分' />
              ))}
            </View>
          ) : (
            <WalletNote>还没有积分变动，签到、学习都能赚积分</WalletNote>
          )
        }
      </AsyncView>
    </>
  )
}
