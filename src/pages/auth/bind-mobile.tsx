import { View, Button } from '@tarojs/components'
import { BindMobileForm } from '../../features/auth/components/BindMobileForm'
import { bindMobile } from '../../features/member/api'
import { completeLogin } from '../../features/auth/flows'
import { readString, remove } from '../../core/storage'
import { isPrivacyRefusal } from '../../core/privacy'
import { miniLoginAvailable, miniProgramBindPhone } from '../../platform/miniLogin'
import { useSession } from '../../core/session'
import { routes } from '../../routes'
import { replacePage } from '../../core/pageNavigation'
import ResultView from '../../components/ResultView'
import { definePage, type PageProps } from '../../components/PageShell'
import { toast } from '../../core/toast'
import { useAction } from '../../hooks/useAction'

/**
 * Bind a mobile to the account (SPEC section 4, mobile-bind alert): the token parked in the temporary
 * slot (or the session's own) authorises the bind; once bound, the learner is logged in with it. In the
 * mini-program WeChat's phone number button is a shortcut under the SMS form (the server exchanges its code).
 */
function BindMobilePage({ query }: PageProps<typeof routes.bindMobile>) {
  const sessionToken = useSession((s) => s.token)
  const token = readString('tmpToken') || sessionToken
  if (!token) {
    return (
      <ResultView
        tone='info'
        title='请先登录'
        description='登录后即可绑定手机号'
        actions={[{ text: '去登录', primary: true, onClick: () => replacePage(routes.login) }]}
      />
    )
  }
  const submit = async (mobile: string, code: string) => {
    await bindMobile({ mobile, mobile_code: code }, token)
    remove('tmpToken')
    await completeLogin(token, query.redirect)
  }
  return (
    <BindMobileForm title='绑定手机号' subtitle='绑定后可使用手机号登录，并接收课程通知' onSubmit={submit}>
      {miniLoginAvailable && <WechatPhoneBind token={token} redirect={query.redirect} />}
    </BindMobileForm>
  )
}

/** The mini-program's shortcut: bind the number the learner has in WeChat, no SMS code needed. */
function WechatPhoneBind({ token, redirect }: { token: string; redirect?: string }) {
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
    <View className='login__mini'>
      <Button className='login__wechat' openType='getPhoneNumber' disabled={bindPhone.pending} onGetPhoneNumber={bind}>
        使用微信手机号快捷绑定
      </Button>
    </View>
  )
}

export default definePage(routes.bindMobile, BindMobilePage)
