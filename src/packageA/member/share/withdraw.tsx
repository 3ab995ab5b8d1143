import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Field, FieldGroup, TextField } from '../../../components/Field'
import Button from '../../../components/Button'
import { CHANNELS, fetchShareUser, money, withdraw, type WithdrawInput } from '../../../features/share/api'
import { useAsync } from '../../../hooks/useAsync'
import { AsyncView, definePage } from '../../../components/PageShell'
import ResultView from '../../../components/ResultView'
import { go } from '../../../core/navigation'
import { routes } from '../../../routes'
import { isAmount } from '../../../utils/validators'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import './share.scss'
import { confirm } from '../../../components/Dialog'


/** The first problem of the form, '' when it can be sent (the server checks the same and the balance again). */
function withdrawError(f: WithdrawInput, balance: number): string {
  if (!f.channel_account.trim()) return `请输入${f.channel === 'alipay' ? '支付宝' : '微信'}账号`
  if (!f.channel_name.trim()) return '请输入收款人姓名'
  if (!f.amount.trim()) return '请输入提现金额'
  if (!isAmount(f.amount.trim())) return '请输入正确的提现金额（大于0，最多两位小数）'
  if (Number(f.amount) > balance) return `提现金额不能超过可提现余额 ¥${money(balance)}`
  return ''
}

/** 申请提现: channel, account, name and amount; confirmed once; the server freezes the amount until paid out. */
function ShareWithdrawPage() {
  const state = useAsync(fetchShareUser)
  const [form, setForm] = useState<WithdrawInput>({ channel: 'alipay', channel_account: '', channel_name: '', amount: '' })
  const [done, setDone] = useState<{ amount: number } | null>(null)
  const send = useAction(withdraw, {
    onSuccess: (r) => setDone({ amount: r.amount }),
    // The request layer has shown why (e.g. the balance changed meanwhile): show the balance as it is now.
    onError: () => state.reload()
  })
  const set = (patch: Partial<WithdrawInput>) => setForm((f) => ({ ...f, ...patch }))

  if (done) {
    return (
      <ResultView
        tone='success'
        title='提现申请已提交'
        description={`¥${money(done.amount)} 已冻结，工作人员核对后将在3个工作日内打款`}
        actions={[{ text: '查看余额', primary: true, onClick: () => go(routes.shareBalance, {}, { replace: true }) }]}
      />
    )
  }

  return (
    <View className='share'>
      <AsyncView state={state}>
        {(u) => {
          const submit = async () => {
            if (send.pending) return
            const problem = u.invite_balance <= 0 ? '余额为0时不可提现' : withdrawError(form, u.invite_balance)
            if (problem) return void toast(problem)
            const channel = CHANNELS.find(([k]) => k === form.channel)![1]
            const agreed = await confirm({
              title: '确认提现',
              content: `提现 ¥${money(Number(form.amount))} 到${channel}账号 ${form.channel_account.trim()}（${form.channel_name.trim()}）？提交后该金额将冻结，直到打款完成。`,
              confirmText: '确认提现'
            })
            if (!agreed) return
            await send.run({ ...form, channel_account: form.channel_account.trim(), channel_name: form.channel_name.trim(), amount: form.amount.trim() })
          }
          return (
            <View>
              <View className='share__card'>
                <Text className='share__heading'>{`可提现余额 ¥${money(u.invite_balance)}`}</Text>
                <Text className='share__label'>提现方式</Text>
                <View className='share__channels' role='radiogroup' aria-label='提现方式'>
                  {CHANNELS.map(([key, label]) => (
                    <View key={key} role='radio' aria-checked={form.channel === key} className={`share__channel ${form.channel === key ? 'share__channel--on' : ''}`} onClick={() => set({ channel: key })}>
                      <Text>{label}</Text>
                    </View>
                  ))}
                </View>
                <FieldGroup plain className='share__fields'>
                  <Field label='收款账号'>
                    <TextField className='share__input' maxlength={64} placeholder={form.channel === 'alipay' ? '支付宝账号（手机号或邮箱）' : '微信号'} aria-label='收款账号' value={form.channel_account} onInput={(e) => set({ channel_account: e.detail.value })} />
                  </Field>
                  <Field label='收款人'>
                    <TextField className='share__input' maxlength={32} placeholder='与收款账号实名一致' aria-label='收款人姓名' value={form.channel_name} onInput={(e) => set({ channel_name: e.detail.value })} />
                  </Field>
                  <Field
                    label='金额（元）'
                    end={
                      <View className='share__link' role='button' onClick={() => set({ amount: money(u.invite_balance) })}>
                        全部提现
                      </View>
                    }
                  >
                    <TextField className='share__input share__input--amount' type='digit' maxlength={11} placeholder='最多两位小数' aria-label='提现金额（元）' value={form.amount} onInput={(e) => set({ amount: e.detail.value })} />
                  </Field>
                </FieldGroup>
              </View>
              <View className='share__card'>
                <Button kind='primary' size='lg' block className='share__button' loading={send.pending} disabled={u.invite_balance <= 0} onClick={submit}>
                  提交申请
                </Button>
                {u.invite_balance <= 0 && <Text className='share__reason'>余额为0时不可提现</Text>}
              </View>
            </View>
          )
        }}
      </AsyncView>
    </View>
  )
}

export default definePage(routes.shareWithdraw, ShareWithdrawPage)
