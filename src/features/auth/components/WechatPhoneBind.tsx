import { View } from '@tarojs/components'
import Button from '../../../components/Button'
import { completeLogin } from '../flows'
import { remove } from '../../../core/storage'
import { isPrivacyRefusal } from '../../../core/privacy'
import { miniProgramBindPhone } from '../../../platform/miniLogin'
import { toast } from '../../../core/toast'
import { useAction } from '../../../hooks/useAction'

/** The mini-program's shortcut: bind the number the learner has in WeChat, no SMS code needed. */
export function WechatPhoneBind({ token, redirect }: { token: string; redirect?: string }) {
  // A failure has been shown by the request layer.
  const bindPhone = useAction(async (code: string) => {
    await miniProgramBindPhone(code, token)
    remove('tmpToken')
    await completeLogin(token, redirect)
  })
  const bind = (e: { detail: { code?: string; errMsg?: string } }) => {
    // Declining the privacy guide has been explained by the privacy sheet; the form keeps what was typed.
    if (bindPhone.pending || isPrivacyRefusal(e.detail)) return
    if (!e.detail.code) {
      toast('未获取到手机号，可以用短信验证码绑定')
      return
    }
    void bindPhone.run(e.detail.code)
  }
  return (
    <View className='login__mini login__mini--bind'>
      <Button kind='wechat' size='lg' block openType='getPhoneNumber' disabled={bindPhone.pending} onGetPhoneNumber={bind}>
        使用微信手机号快捷绑定
      </Button>
    </View>
  )
}
