import { View, Text } from '@tarojs/components'
import { toast } from '../../../core/toast'

/** A way to pay as the cashier lists it: a payment of this scene, or `credit2` (the balance). */
export interface CashierMethod {
  sign: string
  name: string
}

/** The cashier's 支付方式: one radio per method; the balance, when short of the total, greyed and explained. */
export function PaymentMethods({ methods, selected, short, onSelect }: { methods: CashierMethod[]; selected: string; short: (sign: string) => boolean; onSelect: (sign: string) => void }) {
  return (
    <View className='cashier__section'>
      <Text className='cashier__label'>支付方式</Text>
      {methods.length === 0 && <Text className='cashier__hint'>暂无可用的支付方式，请联系客服</Text>}
      {methods.map((m) => (
        <View
          key={m.sign}
          className={`cashier__method ${short(m.sign) ? 'cashier__method--off' : ''}`}
          role='radio'
          aria-checked={m.sign === selected}
          aria-disabled={short(m.sign)}
          onClick={() => (short(m.sign) ? toast('余额不足，请先充值或选择其他支付方式') : onSelect(m.sign))}
        >
          <Text>{short(m.sign) ? `${m.name} 余额不足` : m.name}</Text>
          <View className={`cashier__radio ${m.sign === selected ? 'cashier__radio--on' : ''}`} />
        </View>
      ))}
    </View>
  )
}
