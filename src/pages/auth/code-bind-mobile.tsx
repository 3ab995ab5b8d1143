import { BindMobileForm } from '../../features/auth/components/BindMobileForm'
import { registerWithSocialite } from '../../features/auth/api'
import { completeLogin } from '../../features/auth/flows'
import { readString, remove } from '../../core/storage'
import { routes } from '../../routes'
import { replacePage } from '../../core/pageNavigation'
import ResultView from '../../components/ResultView'
import { definePage, type PageProps } from '../../components/PageShell'

/**
 * Social sign-up completion (CONTRACT section 4): the social login returned a code that has no account
 * yet; binding a mobile creates (or joins) the account and logs in.
 */
function CodeBindMobilePage({ query }: PageProps<typeof routes.codeBindMobile>) {
  const code = readString('loginCode')
  if (!code) {
    return (
      <ResultView
        tone='info'
        title='登录信息已失效'
        description='请重新登录'
        actions={[{ text: '重新登录', primary: true, onClick: () => replacePage(routes.login) }]}
      />
    )
  }
  const submit = async (mobile: string, mobileCode: string) => {
    const { token } = await registerWithSocialite({ code, mobile, mobile_code: mobileCode, msv: readString('msv') })
    remove('loginCode')
    await completeLogin(token, query.redirect)
  }
  return <BindMobileForm title='绑定手机号' subtitle='首次使用第三方账号登录，请绑定手机号' onSubmit={submit} />
}

export default definePage(routes.codeBindMobile, CodeBindMobilePage)
