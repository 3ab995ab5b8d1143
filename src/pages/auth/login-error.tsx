import ResultView from '../../components/ResultView'
import { go } from '../../core/navigation'
import { replacePage } from '../../core/pageNavigation'
import { routes } from '../../routes'
import { definePage, type PageProps } from '../../components/PageShell'

function decodeSafely(v: string | undefined): string {
  if (!v) return ''
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

/** Where a failed social login returns (`f_url`): says why, in the server's words, and offers a way on. */
function LoginErrorPage({ query }: PageProps<typeof routes.loginError>) {
  // Shown as text, never as HTML; capped so a crafted link cannot fill the screen.
  const message = decodeSafely(query.login_err_msg).slice(0, 100) || '第三方登录未完成，请重试'
  return (
    <ResultView
      tone='fail'
      title='登录失败'
      description={message}
      actions={[
        { text: '重新登录', primary: true, onClick: () => replacePage(routes.login) },
        { text: '返回首页', onClick: () => go(routes.home) }
      ]}
    />
  )
}

export default definePage(routes.loginError, LoginErrorPage)
