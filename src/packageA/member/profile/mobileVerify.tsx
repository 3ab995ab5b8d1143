import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Button from '../../../components/Button'
import { useSession } from '../../../core/session'
import { go } from '../../../core/navigation'
import { SmsFields, type SmsFieldsValue } from '../../../features/auth/components/SmsFields'
import { verifyCurrentMobile } from '../../../features/member/mobileChange'
import { definePage } from '../../../components/PageShell'
import { Skeleton } from '../../../components/PageStatus'
import ResultView from '../../../components/ResultView'
import { routes } from '../../../routes'
import { codeError } from '../../../utils/validators'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'
import '../../../components/Cells/index.scss'

/** 更换手机号, step 1: an SMS code to the current number proves it is the learner's. */
function MobileVerifyPage() {
  const user = useSession((s) => s.user)
  const [sms, setSms] = useState<SmsFieldsValue>({ mobile: '', captcha: '', code: '' })
  const next = useAction(async () => {
    const err = codeError(sms.code)
    if (err) {
      toast(err)
      return
    }
    const { sign } = await verifyCurrentMobile({ mobile: user?.mobile ?? '', mobile_code: sms.code })
    await go(routes.mobile, { sign }, { replace: true })
  })
  if (!user) return <Skeleton rows={3} />
  if (!user.is_bind_mobile) {
    return <ResultView tone='info' title='还没有绑定手机号' description='绑定手机号后即可用手机号登录' actions={[{ text: '去绑定', primary: true, onClick: () => go(routes.bindMobile) }]} />
  }

  return (
    <View className='mobile-verify member-form'>
      <Text className='member-form__note'>为了账号安全，请先验证当前绑定的手机号。</Text>
      <SmsFields scene='mobile_bind' own value={{ ...sms, mobile: user.mobile }} onChange={setSms} />
      <Button kind='primary' className='member-form__submit' loading={next.pending} disabled={next.pending} onClick={next.run}>
        下一步
      </Button>
    </View>
  )
}

export default definePage(routes.mobileVerify, MobileVerifyPage)
