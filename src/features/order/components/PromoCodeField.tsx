import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { TextField } from '../../../components/Field'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import { checkPromoCode } from '../api'

/** A promo code the server accepted, and what it takes off. */
export interface AppliedPromo {
  code: string
  discount: number
}

const CODE = /^[A-Za-z0-9_-]{1,32}$/

/** The cashier's 优惠码: a code checked with the server, then shown with what it saves (`charge` caps it) and 不使用. */
export function PromoCodeField({ charge, promo, onChange }: { charge: number; promo: AppliedPromo | null; onChange: (promo: AppliedPromo | null) => void }) {
  const [input, setInput] = useState('')
  // A refused code is the request layer's to say.
  const check = useAction(checkPromoCode, {
    onSuccess: (r) => {
      if (r.can_use !== 1) return void toast(r.message || '该优惠码不可用')
      onChange({ code: r.promo_code.code, discount: r.promo_code.invited_user_reward })
      toast(`已优惠¥${Math.min(r.promo_code.invited_user_reward, charge)}`)
    }
  })
  const apply = () => {
    const code = input.trim()
    if (!code) return void toast('请输入优惠码')
    if (!CODE.test(code)) return void toast('优惠码格式不正确')
    void check.run(code)
  }
  return (
    <View className='cashier__section'>
      <Text className='cashier__label'>优惠码</Text>
      {promo ? (
        <View className='cashier__promo-ok'>
          <Text>{`${promo.code} 已优惠 ¥${Math.min(promo.discount, charge)}`}</Text>
          <Text className='cashier__link' onClick={() => onChange(null)}>
            不使用
          </Text>
        </View>
      ) : (
        <View className='cashier__promo'>
          <TextField className='cashier__promo-input' maxlength={32} placeholder='输入优惠码' value={input} onInput={(e) => setInput(e.detail.value)} />
          <Text className='cashier__link cashier__promo-apply' onClick={apply}>
            使用
          </Text>
        </View>
      )}
    </View>
  )
}
