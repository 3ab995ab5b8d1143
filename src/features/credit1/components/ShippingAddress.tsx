import { useState } from 'react'
import { View, Text, Picker } from '@tarojs/components'
import { TextField } from '../../../components/Field'
import Button from '../../../components/Button'
import type { Address, MallGoods, Regions } from '~types/contract/credit1Mall'
import { confirmAndExchange } from '../exchange'
import { addressError, EMPTY_ADDRESS, formFromWechat, moveColumn, NAME_MAX, regionAt, regionColumns, regionIndexes, regionText, STREET_MAX, type AddressForm } from '../address'
import { CellGroup, Cell } from '../../../components/Cells'
import Picture from '../../../components/Picture'
import { chooseWechatAddress, wechatAddressAvailable } from '../../../platform/address'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import { WalletNote } from '../../../components/Wallet'
import './credit1.scss'

/**
 * Where a physical goods is sent: the saved address offered first (one tap to use it), or a new one typed
 * (name, mobile, province/city/district picker, street; WeChat's in the mini-program), checked, and saved
 * by the exchange. `onExchanged` after the exchange went through.
 */
export function ShippingAddress({ goods, saved, regions, onExchanged }: { goods: MallGoods; saved: Address | null; regions: Regions; onExchanged: () => void }) {
  const [useSaved, setUseSaved] = useState(!!saved)
  const [form, setForm] = useState<AddressForm>(EMPTY_ADDRESS)
  const [indexes, setIndexes] = useState<[number, number, number]>(() => regionIndexes(regions, EMPTY_ADDRESS))
  const set = (patch: Partial<AddressForm>) => setForm((f) => ({ ...f, ...patch }))

  const submit = useAction(async () => {
    if (!useSaved) {
      const err = addressError(form)
      if (err) {
        toast(err)
        return
      }
    }
    const body = useSaved && saved ? { address_id: saved.id } : { address_id: 0, ...form, name: form.name.trim(), mobile: form.mobile.trim(), street: form.street.trim() }
    if (await confirmAndExchange(goods, body)) onExchanged()
  })

  // The mini-program's shortcut: fill the form from an address the learner keeps in WeChat.
  const fromWechat = async () => {
    const a = await chooseWechatAddress()
    if (!a) return
    const next = formFromWechat(regions, a)
    setForm(next)
    setIndexes(regionIndexes(regions, next))
    if (!next.province) toast('请再选择一次所在地区')
  }

  const region = regionText(form)
  return (
    <View className='address'>
      <View className='mall-line'>
        <Picture className='mall-line__thumb' src={goods.thumb} mode='aspectFill' alt={goods.title} />
        <View className='mall-line__body'>
          <Text className='mall-line__title'>{goods.title}</Text>
          <Text className='mall-line__state'>{`${goods.charge}积分`}</Text>
        </View>
      </View>

      {saved && (
        <View role='radiogroup' aria-label='收货地址'>
          <View className={`address__choice ${useSaved ? 'address__choice--on' : ''}`} role='radio' aria-checked={useSaved} onClick={() => setUseSaved(true)}>
            <View className={`address__radio ${useSaved ? 'address__radio--on' : ''}`} />
            <View className='address__text'>
              <Text>{`${saved.name} ${saved.mobile}`}</Text>
              <Text className='address__detail'>{`${regionText(saved)} ${saved.street}`}</Text>
            </View>
          </View>
          <View className={`address__choice ${!useSaved ? 'address__choice--on' : ''}`} role='radio' aria-checked={!useSaved} onClick={() => setUseSaved(false)}>
            <View className={`address__radio ${!useSaved ? 'address__radio--on' : ''}`} />
            <View className='address__text'>
              <Text>使用新地址</Text>
            </View>
          </View>
        </View>
      )}

      {!useSaved && (
        <CellGroup title={saved ? '新地址' : '收货地址'}>
          {wechatAddressAvailable && (
            <Cell label='微信地址' value='使用微信收货地址' onClick={fromWechat} />
          )}
          <Cell label='收货人'>
            <TextField className='address__input' maxlength={NAME_MAX} placeholder='请填写收货人姓名' value={form.name} onInput={(e) => set({ name: e.detail.value })} aria-label='收货人' />
          </Cell>
          <Cell label='手机号'>
            <TextField className='address__input' type='number' maxlength={11} placeholder='请填写手机号' value={form.mobile} onInput={(e) => set({ mobile: e.detail.value })} aria-label='手机号' />
          </Cell>
          <Cell label='所在地区'>
            <Picker
              mode='multiSelector'
              range={regionColumns(regions, indexes)}
              value={indexes}
              onColumnChange={(e) => setIndexes((i) => moveColumn(i, e.detail.column, e.detail.value))}
              onChange={(e) => {
                const picked = e.detail.value as number[]
                const next: [number, number, number] = [picked[0] ?? 0, picked[1] ?? 0, picked[2] ?? 0]
                setIndexes(next)
                set(regionAt(regions, next))
              }}
            >
              <Text className={`address__region ${region ? '' : 'address__region--empty'}`}>{region || '请选择省 / 市 / 区'}</Text>
            </Picker>
          </Cell>
          <Cell label='详细地址'>
            <TextField className='address__input' maxlength={STREET_MAX} placeholder='街道、门牌号' value={form.street} onInput={(e) => set({ street: e.detail.value })} aria-label='详细地址' />
          </Cell>
        </CellGroup>
      )}
      <WalletNote>实物商品兑换后 3 个工作日内寄出，发货后可在兑换记录查看运单号。新填写的地址会保存，下次兑换可直接使用。</WalletNote>

      <View className='mall-goods__bar'>
        <Text className='mall-goods__have'>{`需 ${goods.charge} 积分`}</Text>
        <Button kind='primary' className='mall-goods__cta' loading={submit.pending} onClick={submit.run}>
          确认兑换
        </Button>
      </View>
    </View>
  )
}
