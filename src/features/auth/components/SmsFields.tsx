import { View, Input } from '@tarojs/components'
import type { SmsScene } from '../../../../types/api'
import { useSmsSender } from '../useSmsSender'
import { VERIFY_CODE_LENGTH } from '../../../utils/constants'
import './fields.scss'
import { CaptchaField } from './CaptchaField'

export interface SmsFieldsValue {
  mobile: string
  captcha: string
  code: string
}

/** Mobile, image captcha and SMS code inputs with the send button: one block for every SMS form. */
export function SmsFields({
  scene,
  value,
  onChange
}: {
  scene: SmsScene
  value: SmsFieldsValue
  onChange: (v: SmsFieldsValue) => void
}) {
  const sms = useSmsSender(scene)
  const set = (patch: Partial<SmsFieldsValue>) => onChange({ ...value, ...patch })
  return (
    <View className='form-fields'>
      <View className='form-field'>
        <Input
          className='form-field__input form-field__mobile'
          type='number'
          maxlength={11}
          placeholder='请输入手机号'
          value={value.mobile}
          onInput={(e) => set({ mobile: e.detail.value.trim() })}
        />
      </View>
      <CaptchaField captcha={sms.captcha} failed={sms.captchaFailed} value={value.captcha} onChange={(captcha) => set({ captcha })} onRefresh={sms.refreshCaptcha} />
      <View className='form-field'>
        <Input
          className='form-field__input form-field__code'
          type='number'
          maxlength={VERIFY_CODE_LENGTH}
          placeholder='请输入短信验证码'
          value={value.code}
          onInput={(e) => set({ code: e.detail.value.trim() })}
        />
        <View
          className={`form-field__send ${sms.countdown > 0 || sms.sending ? 'form-field__send--off' : ''}`}
          onClick={() => sms.send(value.mobile, value.captcha)}
        >
          {sms.countdown > 0 ? `${sms.countdown}秒后重发` : sms.sending ? '发送中...' : '获取验证码'}
        </View>
      </View>
    </View>
  )
}
