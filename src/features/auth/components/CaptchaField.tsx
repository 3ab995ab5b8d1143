import { View, Text } from '@tarojs/components'
import type { ImageCaptcha } from '~types/contract/site'
import { Field, TextField } from '../../../components/Field'
import Picture from '../../../components/Picture'
import './fields.scss'

/** The image-captcha input with its picture (tap to get another): SMS forms, the redeem-code form and the flash-sale join. */
export function CaptchaField({
  captcha,
  failed,
  value,
  onChange,
  onRefresh
}: {
  captcha: ImageCaptcha | null
  failed: boolean
  value: string
  onChange: (v: string) => void
  onRefresh: () => void
}) {
  return (
    <Field
      end={
        <View className='form-field__captcha-img' role='button' onClick={onRefresh} aria-label='刷新图形验证码'>
          {captcha ? (
            <Picture className='form-field__captcha-pic' src={captcha.img} mode='aspectFit' alt='图形验证码，点击换一张' />
          ) : (
            <Text className='form-field__captcha-text'>{failed ? '点击重试' : '加载中'}</Text>
          )}
        </View>
      }
    >
      <TextField className='form-field__captcha' maxlength={8} placeholder='请输入图形验证码' aria-label='图形验证码' value={value} onInput={(e) => onChange(e.detail.value)} />
    </Field>
  )
}
