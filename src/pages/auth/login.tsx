import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../components/Button'
import BrandMark from '../../components/BrandMark'
import { Field, FieldGroup, TextField } from '../../components/Field'
import Tabs from '../../components/Tabs'
import { SmsFields, type SmsFieldsValue } from '../../features/auth/components/SmsFields'
import { Agreement, AGREEMENT_REQUIRED } from '../../features/auth/components/Agreement'
import { loginByMobile, loginByPassword } from '../../features/auth/api'
import { completeLogin } from '../../features/auth/flows'
import { miniLoginAvailable, miniProgramLogin, miniProgramPhoneLogin } from '../../platform/miniLogin'
import { readString } from '../../core/storage'
import { isPrivacyRefusal } from '../../core/privacy'
import { useSiteConfig, siteName } from '../../core/siteConfig'
import { runtimeConfig } from '../../core/runtimeConfig'
import { codeError, mobileError } from '../../utils/validators'
import { toast } from '../../core/toast'
import { useAction } from '../../hooks/useAction'
import '../../features/auth/components/authLayout.scss'
import { definePage, type PageProps } from '../../components/PageShell'
import { findRoute, routes } from '../../routes'
import { safeRedirect } from '../../core/navigation'

type Mode = 'sms' | 'password'

/**
 * Why the learner is asked to log in, from the page they were going to (the guard's `redirect`): a page
 * behind login says what it shows; an open page they acted on says they come back to it. None for the tabs.
 */
function loginReason(redirect: string | undefined): string {
  if (!redirect) return ''
  const target = findRoute(safeRedirect(redirect))
  if (!target || target.tab || target === routes.login) return ''
  return target.anonymous ? `登录后回到「${target.title}」继续` : `登录后即可查看「${target.title}」`
}
const MODES = [
  ['sms', '验证码登录'],
  ['password', '密码登录']
] as const


/**
 * Login (SPEC section 2): SMS code with image captcha, or password; on weapp also WeChat phone login.
 * Every input is checked before any call; `redirect` is honoured after the account gates.
 */
function LoginPage({ query }: PageProps<typeof routes.login>) {
  // Validated (and decoded) by safeRedirect after login: never trusted or decoded here.
  const redirect = query.redirect
  const config = useSiteConfig((s) => s.config)
  const [mode, setMode] = useState<Mode>('sms')
  const [sms, setSms] = useState<SmsFieldsValue>({ mobile: '', captcha: '', code: '' })
  const [password, setPassword] = useState({ mobile: '', password: '' })
  const [agreed, setAgreed] = useState(false)
  const [needsPhone, setNeedsPhone] = useState(false)

  // A failed login leaves the form as typed (the request layer has shown the server's message). A task
  // resolves no token when the login goes on another way (WeChat login that needs the phone number).
  const login = useAction(async (task: () => Promise<string | undefined>) => {
    if (!agreed) {
      toast(AGREEMENT_REQUIRED)
      return
    }
    const token = await task()
    if (token) await completeLogin(token, redirect)
  })

  const submit = () => {
    if (mode === 'sms') {
      const err = mobileError(sms.mobile) || codeError(sms.code)
      if (err) return toast(err)
      return login.run(async () => (await loginByMobile({ mobile: sms.mobile, mobile_code: sms.code, msv: readString('msv') })).token)
    }
    const err = mobileError(password.mobile) || (password.password ? '' : '请输入密码')
    if (err) return toast(err)
    return login.run(async () => (await loginByPassword(password)).token)
  }

  const wechatLogin = () =>
    login.run(async () => {
      const result = await miniProgramLogin()
      if ('token' in result) return result.token
      setNeedsPhone(true)
      return undefined
    })

  const phoneLogin = (e: { detail: { code?: string; errMsg?: string } }) => {
    // Declining the privacy guide has been explained by the privacy sheet; the form keeps what was typed.
    if (isPrivacyRefusal(e.detail)) return
    if (!e.detail.code) return toast('需要授权手机号才能登录')
    const code = e.detail.code
    return login.run(() => miniProgramPhoneLogin(code))
  }

  const name = siteName(config, runtimeConfig().appName)
  const reason = loginReason(redirect)
  // In the mini-program WeChat's own login is the way in; the mobile number is the other way.
  const wechatFirst = miniLoginAvailable

  return (
    <View className='login'>
      <View className='login__head'>
        <BrandMark logo={config?.logo} name={name} className='login__mark' />
        <Text className='login__title'>{`欢迎来到${name}`}</Text>
        <Text className='login__subtitle'>未注册的手机号验证后将自动创建账号</Text>
      </View>
      {reason && (
        <View className='login__reason' role='status'>
          {reason}
        </View>
      )}

      {wechatFirst && (
        <View className='login__mini'>
          {needsPhone ? (
            <Button kind='wechat' size='lg' block className='login__wechat' openType='getPhoneNumber' onGetPhoneNumber={phoneLogin}>
              授权手机号完成登录
            </Button>
          ) : (
            <Button kind='wechat' size='lg' block className='login__wechat' loading={login.pending} onClick={wechatLogin}>
              微信一键登录
            </Button>
          )}
          <Text className='login__or'>或使用手机号登录</Text>
        </View>
      )}

      <Tabs className='login__tabs' items={MODES} value={mode} onChange={setMode} />

      {mode === 'sms' ? (
        <SmsFields scene='login' value={sms} onChange={setSms} />
      ) : (
        <FieldGroup plain className='form-fields'>
          <Field>
            <TextField
              className='form-field__input login__pwd-mobile'
              type='number'
              maxlength={11}
              placeholder='请输入手机号'
              aria-label='手机号'
              value={password.mobile}
              onInput={(e) => setPassword({ ...password, mobile: e.detail.value.trim() })}
            />
          </Field>
          <Field>
            <TextField
              className='form-field__input login__pwd'
              password
              maxlength={32}
              placeholder='请输入密码'
              aria-label='密码'
              value={password.password}
              onInput={(e) => setPassword({ ...password, password: e.detail.value })}
            />
          </Field>
        </FieldGroup>
      )}

      <Agreement checked={agreed} onChange={setAgreed} />

      <Button kind={wechatFirst ? 'secondary' : 'primary'} size='lg' block className='login__submit' loading={login.pending} onClick={submit}>
        登录
      </Button>
    </View>
  )
}

export default definePage(routes.login, LoginPage)
