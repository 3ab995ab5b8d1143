import { View, Input, Text } from '@tarojs/components'
import type { SmsScene } from '../../../../types/api'
import { useSmsSender } from '../useSmsSender'
import { VERIFY_CODE_LENGTH } from '../../../utils/constants'
import './fields.scss'
import Picture from '../../../components/Picture'

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
      <View className='form-field'>
        <Input
          className='form-field__input form-field__captcha'
          maxlength={8}
          placeholder='请输入图形验证码'
          value={value.captcha}
          onInput={(e) => set({ captcha: e.detail.value })}
        />
        <View className='form-field__captcha-img' onClick={sms.refreshCaptcha} aria-label='刷新图形验证码'>
          {sms.captcha ? (
            <Picture className='form-field__captcha-pic' src={sms.captcha.img} mode='aspectFit' alt='图形验证码，点击换一张' />
          ) : (
            <Text className='form-field__captcha-text'>{sms.captchaFailed ? '点击重试' : '加载中'}</Text>
          )}
        </View>
      </View>
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
