import { View, Text } from '@tarojs/components'
import { relativeTime } from '../../../utils/time'
import './credit1.scss'

/** One line of a history (points, tutoring minutes): what happened, when, and the signed amount. */
export default function LedgerRow({ remark, at, amount, unit }: { remark: string; at: string; amount: number; unit: string }) {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : ''
  return (
    <View className='ledger' role='listitem' aria-label={`${remark}，${amount > 0 ? '增加' : '减少'}${Math.abs(amount)}${unit}`}>
      <View className='ledger__what'>
        <Text className='ledger__remark'>{remark}</Text>
        <Text className='ledger__time'>{relativeTime(at)}</Text>
      </View>
      <Text className={`ledger__sum ${amount > 0 ? 'ledger__sum--in' : ''}`}>{`${sign}${Math.abs(amount)}${unit}`}</Text>
    </View>
  )
}
