import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Field, TextField } from '../../components/Field'
import Button from '../../components/Button'
import { openCashier } from '../../core/pageNavigation'
import { fetchCredit2Records, fetchRechargeOptions, rechargeAmountError } from '../../features/wallet/api'
import { useAsync } from '../../hooks/useAsync'
import { usePagedList } from '../../hooks/usePagedList'
import { AsyncView, PagedListView, definePage } from '../../components/PageShell'
import { Skeleton } from '../../components/PageStatus'
import RecordRow from '../../components/RecordRow'
import { routes } from '../../routes'
import { formatDate } from '../../utils/time'
import { toast } from '../../core/toast'
import './recharge.scss'

/**
 * 余额充值: my balance, a preset or custom amount paid through the cashier and gateway, and every top-up,
 * payment and refund of the balance. The balance then pays for goods at the cashier (余额支付).
 */
function RechargePage() {
  const options = useAsync(fetchRechargeOptions)
  const records = usePagedList(fetchCredit2Records)
  const [preset, setPreset] = useState<number | null>(null)
  const [custom, setCustom] = useState('')

  return (
    <View className='recharge'>
      <AsyncView state={options} skeleton={<Skeleton rows={4} />}>
        {(o) => {
          const pick = (n: number) => {
            setPreset(n)
            setCustom('')
          }
          const submit = () => {
            const amount = preset ?? (custom.trim() ? Number(custom.trim()) : NaN)
            const problem = preset !== null ? '' : rechargeAmountError(custom, o.min, o.max)
            if (problem) return void toast(problem)
            openCashier({ goods_type: 'recharge', goods_id: amount })
          }
          return (
            <View>
              <View className='recharge__hero'>
                <Text className='recharge__label'>账户余额（元）</Text>
                <Text className='recharge__balance'>{o.credit2}</Text>
                <Text className='recharge__note'>余额可在收银台选择“余额支付”购买课程</Text>
              </View>
              <View className='recharge__card'>
                <Text className='recharge__heading'>选择充值金额</Text>
                <View className='recharge__amounts' role='radiogroup' aria-label='充值金额'>
                  {o.amounts.map((n) => (
                    <View key={n} role='radio' aria-checked={preset === n} className={`recharge__amount ${preset === n ? 'recharge__amount--on' : ''}`} onClick={() => pick(n)}>
                      <Text>{`¥${n}`}</Text>
                    </View>
                  ))}
                </View>
                <View className='recharge__other'>
                  <Field label='其他金额' end={<Text className='recharge__unit'>元</Text>}>
                    <TextField
                      className='recharge__input'
                      type='number'
                      maxlength={5}
                      placeholder={`${o.min}-${o.max}的整数`}
                      aria-label='其他金额（元）'
                      value={custom}
                      onInput={(e) => {
                        setCustom(e.detail.value)
                        setPreset(null)
                      }}
                    />
                  </Field>
                </View>
                <Button kind='primary' size='lg' block className='recharge__button' onClick={submit}>
                  立即充值
                </Button>
              </View>
            </View>
          )
        }}
      </AsyncView>
      <Text className='recharge__heading recharge__heading--list'>余额明细</Text>
      <PagedListView list={records} empty='还没有余额记录' skeletonRows={3}>
        {(r) => (
          <RecordRow key={r.id} title={r.remark} time={formatDate(r.created_at)} amount={{ value: r.sum, text: String(r.sum) }} />
        )}
      </PagedListView>
    </View>
  )
}

export default definePage(routes.recharge, RechargePage)
