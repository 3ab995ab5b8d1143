import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Field, FieldGroup, TextField } from '../../../components/Field'
import Button from '../../../components/Button'
import { useSession } from '../../../core/session'
import { go } from '../../../core/navigation'
import { back } from '../../../core/pageNavigation'
import { SmsFields, type SmsFieldsValue } from '../../../features/auth/components/SmsFields'
import { changePassword } from '../../../features/member/api'
import { definePage } from '../../../components/PageShell'
import { Skeleton } from '../../../components/PageStatus'
import ResultView from '../../../components/ResultView'
import { routes } from '../../../routes'
import { codeError, isLengthBetween } from '../../../utils/validators'
import { TOAST_DURATION_MS } from '../../../utils/constants'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import '../../../components/Cells/index.scss'
import '../../../features/auth/components/fields.scss'


function passwordError(password: string, again: string): string {
  if (!password) return '请输入新密码'
  if (!isLengthBetween(password, 6, 32)) return '密码长度为6-32个字符'
  if (password !== again) return '两次输入的密码不一致'
  return ''
}

/** 设置密码: set or change the password with an SMS code sent to the bound mobile; other devices log out. */
function PasswordPage() {
  const user = useSession((s) => s.user)
  const [sms, setSms] = useState<SmsFieldsValue>({ mobile: user?.mobile ?? '', captcha: '', code: '' })
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const mobile = sms.mobile || (user?.mobile ?? '')
  const save = useAction(async () => {
    const err = codeError(sms.code) || passwordError(password, again)
    if (err) {
      toast(err)
      return
    }
    await changePassword({ mobile, mobile_code: sms.code, password })
    toast('密码已设置', 'success')
    setTimeout(() => back().catch(() => go(routes.setting)), TOAST_DURATION_MS)
  })
  if (!user) return <Skeleton rows={3} />
  if (!user.is_bind_mobile) {
    return <ResultView tone='info' title='请先绑定手机号' description='密码通过绑定手机号的短信验证码设置' actions={[{ text: '去绑定', primary: true, onClick: () => go(routes.bindMobile) }]} />
  }

  return (
    <View className='password member-form'>
      <Text className='member-form__note'>验证码将发送到你绑定的手机号。设置成功后，其他设备上的登录将会退出。</Text>
      <SmsFields scene='password_reset' own value={{ ...sms, mobile }} onChange={setSms} />
      <FieldGroup className='form-fields'>
        <Field>
          <TextField className='form-field__input' password maxlength={32} placeholder='新密码（6-32个字符）' aria-label='新密码' value={password} onInput={(e) => setPassword(e.detail.value)} />
        </Field>
        <Field>
          <TextField className='form-field__input' password maxlength={32} placeholder='再次输入新密码' aria-label='再次输入新密码' value={again} onInput={(e) => setAgain(e.detail.value)} />
        </Field>
      </FieldGroup>
      <Button kind='primary' size='lg' block className='member-form__submit' loading={save.pending} onClick={save.run}>
        确认
      </Button>
    </View>
  )
}

export default definePage(routes.password, PasswordPage)
