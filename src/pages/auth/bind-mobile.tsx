import { BindMobileForm } from '../../features/auth/components/BindMobileForm'
import { bindMobile } from '../../features/member/api'
import { completeLogin } from '../../features/auth/flows'
import { readString, remove } from '../../core/storage'
import { miniLoginAvailable } from '../../platform/miniLogin'
import { useSession } from '../../core/session'
import { routes } from '../../routes'
import { replacePage } from '../../core/pageNavigation'
import ResultView from '../../components/ResultView'
import { definePage, type PageProps } from '../../components/PageShell'
import { WechatPhoneBind } from '../../features/auth/components/WechatPhoneBind'

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

export default definePage(routes.bindMobile, BindMobilePage)
