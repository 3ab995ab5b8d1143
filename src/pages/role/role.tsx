import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import Icon from '../../components/Icon'
import { CHECK } from '../../components/Icon/paths'
import { fetchRoles } from '../../features/vip/api'
import { useAsync } from '../../hooks/useAsync'
import { useSession, isVipActive } from '../../core/session'
import { openCashier } from '../../core/pageNavigation'
import { sellsVirtualGoods } from '../../host/device'
import { Skeleton, EmptyState, ErrorState } from '../../components/PageStatus'
import { formatDate } from '../../utils/time'
import { routes } from '../../routes'
import './role.scss'
import { ShareAs, definePage, type PageProps } from '../../components/PageShell'

/**
 * VIP plans: price, length and benefits; the learner picks one and goes to the cashier. Where virtual goods
 * may not be sold (core/shelf) the plans show their length and benefits only: no price, no button.
 */
function VipPlans({ query }: PageProps<typeof routes.vip>) {
  const roles = useAsync(fetchRoles)
  const user = useSession((s) => s.user)
  const [picked, setPicked] = useState<number | null>(null)

  if (roles.status === 'loading') return <Skeleton rows={6} />
  if (roles.status === 'error') return <ErrorState error={roles.error} onRetry={roles.reload} />
  const list = roles.data ?? []
  const sells = sellsVirtualGoods()
  if (!list.length) return <EmptyState text={sells ? '暂未开放会员购买' : '暂无会员方案'} />
  // The plan asked for by the link, else the longest (best value per day).
  const fallback = [...list].sort((a, b) => b.expire_days - a.expire_days)[0].id
  const selectedId = picked ?? (list.some((r) => r.id === query.id) ? query.id! : fallback)
  const selected = list.find((r) => r.id === selectedId) ?? list[0]
  const vip = isVipActive(user)

  return (
    <View className='vip'>
      <View className='vip__hero'>
        <Text className='vip__title'>琴艺课堂 VIP</Text>
        <ShareAs title='琴艺课堂 VIP：开通后全站录播课免费学' />
        <Text className='vip__status'>{statusLine(vip && user ? `${user.role?.name ?? 'VIP会员'} · ${formatDate(user.role_expired_at)}到期` : '', sells)}</Text>
      </View>
      <View className='vip__plans' role='radiogroup'>
        {list.map((r) => (
          <View key={r.id} role='radio' aria-checked={r.id === selected.id} className={`vip-plan ${r.id === selected.id ? 'vip-plan--on' : ''}`} onClick={() => setPicked(r.id)}>
            <Text className='vip-plan__name'>{r.name}</Text>
            {sells && <Text className='vip-plan__price'>{`¥${r.charge}`}</Text>}
            <Text className='vip-plan__days'>{sells ? `${r.expire_days}天 · 约¥${(r.charge / r.expire_days).toFixed(1)}/天` : `${r.expire_days}天`}</Text>
          </View>
        ))}
      </View>
      <View className='vip__benefits'>
        <Text className='vip__benefits-title'>{`${selected.name}权益`}</Text>
        {selected.desc_rows.map((row) => (
          <View key={row} className='vip__benefit'>
            <Icon path={CHECK} color='accent' className='vip__check' />
            <Text>{row}</Text>
          </View>
        ))}
      </View>
      {sells && (
        <View className='vip__bar'>
          <Button kind='primary' className='vip__buy' onClick={() => openCashier({ goods_type: 'role', goods_id: selected.id })}>
            {`${vip ? '续费' : '开通'}${selected.name} ¥${selected.charge}`}
          </Button>
        </View>
      )}
    </View>
  )
}

/** The hero's line: a member's plan and end date (renewal extends it where the shelf sells), or the offer. */
function statusLine(membership: string, sells: boolean): string {
  if (membership) return sells ? `${membership}，续费顺延` : membership
  return sells ? '开通后全站录播课免费学' : '会员可免费学全站录播课'
}

export default definePage(routes.vip, VipPlans)
