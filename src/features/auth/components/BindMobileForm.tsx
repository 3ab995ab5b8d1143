import { useState, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import { SmsFields, type SmsFieldsValue } from './SmsFields'
import { codeError, mobileError } from '../../../utils/validators'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import './authLayout.scss'

/**
 * The "bind a mobile" form shared by bind-mobile and code-bind-mobile: validates, then hands mobile and
 * code to the page's own call. What was typed stays when the call fails. `children`: another way to bind
 * under the form (the mini-program's WeChat phone number button).
 */
export function BindMobileForm({
  title,
  subtitle,
  onSubmit,
  children
}: {
  title: string
  subtitle: string
  onSubmit: (mobile: string, code: string) => Promise<void>
  children?: ReactNode
}) {
  const [value, setValue] = useState<SmsFieldsValue>({ mobile: '', captcha: '', code: '' })
  const submit = useAction(async () => {
    const err = mobileError(value.mobile) || codeError(value.code)
    if (err) {
      toast(err)
      return
    }
    await onSubmit(value.mobile, value.code)
  })
  return (
    <View className='login'>
      <View className='login__head'>
        <Text className='login__title'>{title}</Text>
        <Text className='login__subtitle'>{subtitle}</Text>
      </View>
      <SmsFields scene='mobile_bind' value={value} onChange={setValue} />
      <Button kind='primary' size='lg' block className='login__submit' loading={submit.pending} onClick={submit.run}>
        确认绑定
      </Button>
      {children}
    </View>
  )
}
