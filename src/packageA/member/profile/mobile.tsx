import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import { useSession } from '../../../core/session'
import { go } from '../../../core/navigation'
import { back } from '../../../core/pageNavigation'
import { loadMember } from '../../../features/auth/flows'
import { SmsFields, type SmsFieldsValue } from '../../../features/auth/components/SmsFields'
import { changeMobile } from '../../../features/member/mobileChange'
import { definePage, type PageProps } from '../../../components/PageShell'
import { routes } from '../../../routes'
import { codeError, mobileError } from '../../../utils/validators'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import '../../../components/Cells/index.scss'

/** 更换手机号, step 2: the new number and its SMS code, with the sign step 1 earned (valid 10 minutes). */
function MobilePage({ query }: PageProps<typeof routes.mobile>) {
  const current = useSession((s) => s.user?.mobile ?? '')
  const [sms, setSms] = useState<SmsFieldsValue>({ mobile: '', captcha: '', code: '' })

  const save = useAction(async () => {
    const err = mobileError(sms.mobile) || (sms.mobile === current ? '新手机号不能与原手机号相同' : '') || codeError(sms.code)
    if (err) {
      toast(err)
      return
    }
    await changeMobile({ mobile: sms.mobile, mobile_code: sms.code, sign: query.sign })
    await loadMember()
    toast('手机号已更换', 'success')
    // Back where the change started (step 1 was replaced by this page), the new number already shown.
    await back().catch(() => go(routes.profile, {}, { replace: true }))
  })

  return (
    <View className='mobile-change member-form'>
      <Text className='member-form__note'>请输入新的手机号。更换后用新手机号登录，其他设备上的登录将会退出。</Text>
      <SmsFields scene='mobile_bind' noCaptcha value={sms} onChange={setSms} />
      <Button kind='primary' className='member-form__submit' loading={save.pending} disabled={save.pending} onClick={save.run}>
        确认更换
      </Button>
      <Text className='member-form__note' onClick={() => go(routes.mobileVerify, {}, { replace: true })}>
        验证已过期？重新验证原手机号
      </Text>
    </View>
  )
}

export default definePage(routes.mobile, MobilePage)
