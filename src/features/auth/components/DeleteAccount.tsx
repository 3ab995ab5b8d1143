import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import { logout } from '../flows'
import { SmsFields, type SmsFieldsValue } from './SmsFields'
import { destroyAccount } from '../api'
import { codeError } from '../../../utils/validators'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import { confirm } from '../../../components/Dialog'

/** Deleting the account: what happens (7 days pending, the next login cancels), then SMS confirmation. */
export function DeleteAccount({ mobile, onCancel }: { mobile: string; onCancel: () => void }) {
  const [value, setValue] = useState<SmsFieldsValue>({ mobile, captcha: '', code: '' })
  const submit = useAction(async () => {
    const err = mobile ? codeError(value.code) : ''
    if (err) {
      toast(err)
      return
    }
    if (!(await confirm({ title: '确认注销账号', content: '注销后将退出登录；7天内重新登录可撤销注销。', confirmText: '确认注销', cancelText: '再想想', danger: true }))) return
    await destroyAccount(value.code)
    await logout('账号已申请注销')
  })
  return (
    <View className='setting__delete' role='region' aria-label='注销账号'>
      <Text className='setting__delete-title'>注销账号</Text>
      <Text className='setting__delete-text'>
        注销后你的账号会立即退出登录，并保留7天。7天内用这个账号重新登录，注销会自动撤销；7天后账号、已购课程、积分和学习记录将被永久删除，且无法恢复。
      </Text>
      {mobile ? <SmsFields scene='destroy' own value={value} onChange={setValue} /> : null}
      <Button kind='danger' block className='setting__delete-confirm' loading={submit.pending} onClick={submit.run}>
        确认注销
      </Button>
      <Button kind='ghost' block className='setting__delete-cancel' onClick={onCancel}>
        取消
      </Button>
    </View>
  )
}
