import { Text } from '@tarojs/components'
import type { SmsScene } from '~types/contract/site'
import { useSmsSender } from '../useSmsSender'
import { VERIFY_CODE_LENGTH } from '../../../utils/constants'
import { maskMobile } from '../../../utils/mask'
import Button from '../../../components/Button'
import { Field, FieldGroup, TextField } from '../../../components/Field'
import { CaptchaField } from './CaptchaField'

export interface SmsFieldsValue {
  mobile: string
  captcha: string
  code: string
}

/**
 * Mobile, image captcha and SMS code inputs with the send button: one block for every SMS form.
 * `own`: the logged-in learner's bound mobile, shown as text and reached without a captcha.
 * `noCaptcha`: a number the learner types, sent without a captcha (the new number of a mobile change).
 */
export function SmsFields({
  scene,
  value,
  onChange,
  own = false,
  noCaptcha = false
}: {
  scene: SmsScene
  value: SmsFieldsValue
  onChange: (v: SmsFieldsValue) => void
  own?: boolean
  noCaptcha?: boolean
}) {
  const sms = useSmsSender(scene, own || noCaptcha)
  const set = (patch: Partial<SmsFieldsValue>) => onChange({ ...value, ...patch })
  const waiting = sms.countdown > 0 || sms.sending
  return (
    <FieldGroup plain className='form-fields'>
      <Field label={own ? '手机号' : undefined}>
        {own ? (
          <Text className='field__input form-field__mobile'>{maskMobile(value.mobile)}</Text>
        ) : (
          <TextField className='form-field__mobile' type='number' maxlength={11} placeholder='请输入手机号' aria-label='手机号' value={value.mobile} onInput={(e) => set({ mobile: e.detail.value.trim() })} />
        )}
      </Field>
      {!own && !noCaptcha && (
        <CaptchaField captcha={sms.captcha} failed={sms.captchaFailed} value={value.captcha} onChange={(captcha) => set({ captcha })} onRefresh={sms.refreshCaptcha} />
      )}
      <Field
        end={
          <Button kind='secondary' size='sm' className='form-field__send' disabled={waiting} onClick={() => void sms.send(value.mobile, value.captcha)}>
            {sms.countdown > 0 ? `${sms.countdown}秒后重发` : sms.sending ? '发送中...' : '获取验证码'}
          </Button>
        }
      >
        <TextField className='form-field__code' type='number' maxlength={VERIFY_CODE_LENGTH} placeholder='请输入短信验证码' aria-label='短信验证码' value={value.code} onInput={(e) => set({ code: e.detail.value.trim() })} />
      </Field>
    </FieldGroup>
  )
}
