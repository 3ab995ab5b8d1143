import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import { fetchRoles } from '../../features/vip/api'
import { useAsync } from '../../hooks/useAsync'
import { useSession, isVipActive } from '../../core/session'
import { go } from '../../core/navigation'
import { Skeleton, EmptyState, ErrorState } from '../../components/PageStatus'
import { formatDate } from '../../utils/time'
import { linkTo, routes } from '../../routes'
import './role.scss'
import { definePage, type PageProps } from '../../components/PageShell'

/** VIP plans: price, length and benefits; the learner picks one and goes to the cashier. */
function VipPlans({ query }: PageProps<typeof routes.vip>) {
  const roles = useAsync(fetchRoles)
  const user = useSession((s) => s.user)
  const [picked, setPicked] = useState<number | null>(null)

  if (roles.status === 'loading') return <Skeleton rows={6} />
  if (roles.status === 'error') return <ErrorState message={roles.error} onRetry={roles.reload} needsLogin={roles.needsLogin} />
  const list = roles.data ?? []
  if (!list.length) return <EmptyState text='暂未开放会员购买' />
  // The plan asked for by the link, else the longest (best value per day).
  const fallback = [...list].sort((a, b) => b.expire_days - a.expire_days)[0].id
  const selectedId = picked ?? (list.some((r) => r.id === query.id) ? query.id! : fallback)
  const selected = list.find((r) => r.id === selectedId) ?? list[0]
  const vip = isVipActive(user)

  return (
    <View className='vip'>
      <View className='vip__hero'>
        <Text className='vip__title'>琴艺课堂 VIP</Text>
        <Text className='vip__status'>{vip && user ? `${user.role?.name ?? 'VIP会员'} · ${formatDate(user.role_expired_at)}到期，续费顺延` : '开通后全站录播课免费学'}</Text>
      </View>
      <View className='vip__plans' role='radiogroup'>
        {list.map((r) => (
          <View key={r.id} role='radio' aria-checked={r.id === selected.id} className={`vip-plan ${r.id === selected.id ? 'vip-plan--on' : ''}`} onClick={() => setPicked(r.id)}>
            <Text className='vip-plan__name'>{r.name}</Text>
            <Text className='vip-plan__price'>{`¥${r.charge}`}</Text>
            <Text className='vip-plan__days'>{`${r.expire_days}天 · 约¥${(r.charge / r.expire_days).toFixed(1)}/天`}</Text>
          </View>
        ))}
      </View>
      <View className='vip__benefits'>
        <Text className='vip__benefits-title'>{`${selected.name}权益`}</Text>
        {selected.desc_rows.map((row) => (
          <Text key={row} className='vip__benefit'>{`✓ ${row}`}</Text>
        ))}
      </View>
      <View className='vip__bar'>
        <Button className='btn-primary vip__buy' onClick={() => go(linkTo(routes.cashier, { goods_type: 'role', goods_id: selected.id }))}>
          {`${vip ? '续费' : '开通'}${selected.name} ¥${selected.charge}`}
        </Button>
      </View>
    </View>
  )
}

export default definePage(routes.vip, VipPlans)
