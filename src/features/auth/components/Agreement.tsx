import { View, Text } from '@tarojs/components'
import { useSiteConfig } from '../../../core/siteConfig'
import { openExternal } from '../../../platform/external'
import './agreement.scss'

/** The consent line every login form needs before an account is created or used. */
export function Agreement({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const config = useSiteConfig((s) => s.config)
  const open = (url: string | undefined) => {
    if (url) openExternal(url)
  }
  return (
    <View className='agreement'>
      <View
        className={`agreement__box ${checked ? 'agreement__box--on' : ''}`}
        role='checkbox'
        aria-checked={checked}
        aria-label='同意用户协议和隐私政策'
        onClick={() => onChange(!checked)}
      />
      <Text className='agreement__text' onClick={() => onChange(!checked)}>
        我已阅读并同意
      </Text>
      <Text className='agreement__link' onClick={() => open(config?.user_protocol)}>
        《用户协议》
      </Text>
      <Text className='agreement__text'>和</Text>
      <Text className='agreement__link' onClick={() => open(config?.user_private_protocol)}>
        《隐私政策》
      </Text>
    </View>
  )
}

export const AGREEMENT_REQUIRED = '请先阅读并同意用户协议和隐私政策'
