import { View, Input, Text } from '@tarojs/components'
import type { ImageCaptcha } from '~types/contract/site'
import './fields.scss'
import Picture from '../../../components/Picture'

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
    <View className='form-field'>
      <Input className='form-field__input form-field__captcha' maxlength={8} placeholder='请输入图形验证码' value={value} onInput={(e) => onChange(e.detail.value)} />
      <View className='form-field__captcha-img' onClick={onRefresh} aria-label='刷新图形验证码'>
        {captcha ? (
          <Picture className='form-field__captcha-pic' src={captcha.img} mode='aspectFit' alt='图形验证码，点击换一张' />
        ) : (
          <Text className='form-field__captcha-text'>{failed ? '点击重试' : '加载中'}</Text>
        )}
      </View>
    </View>
  )
}
