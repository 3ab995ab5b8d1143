import { View } from '@tarojs/components'
import { go } from '../../../core/navigation'
import { loadMember } from '../../../features/auth/flows'
import { bindSocialWithCode } from '../../../features/member/api'
import { useAsync } from '../../../hooks/useAsync'
import { definePage, type PageProps } from '../../../components/PageShell'
import { Skeleton } from '../../../components/PageStatus'
import ResultView from '../../../components/ResultView'
import { routes } from '../../../routes'

type Outcome = { kind: 'success' } | { kind: 'taken' } | { kind: 'failed'; message: string }

/**
 * The return page of binding a social account (`?login_code=` from the provider, or `login_err_msg`):
 * binds it once and says how it went: bound, already bound to another account, or failed.
 */
function BindResultPage({ query }: PageProps<typeof routes.bindResult>) {
  const outcome = useAsync<Outcome>(async () => {
    if (query.login_err_msg) return { kind: 'failed', message: query.login_err_msg }
    if (!query.login_code) return { kind: 'failed', message: '没有收到授权结果，请重新绑定' }
    try {
      await bindSocialWithCode(query.login_code)
    } catch (e) {
      const message = e instanceof Error ? e.message : '绑定失败，请稍后重试'
      return /已绑定其他/.test(message) ? { kind: 'taken' } : { kind: 'failed', message }
    }
    await loadMember().catch(() => undefined)
    return { kind: 'success' }
  }, [query.login_code, query.login_err_msg])

  const back = { text: '返回个人资料', primary: true, onClick: () => go(routes.profile, {}, { replace: true }) }
  if (outcome.status !== 'success' || !outcome.data) {
    return (
      <View aria-label='正在绑定'>
        <Skeleton rows={3} avatar />
      </View>
    )
  }
  const o = outcome.data
  if (o.kind === 'success') return <ResultView tone='success' title='绑定成功' description='以后可以用这个账号直接登录' actions={[back]} />
  if (o.kind === 'taken') return <ResultView tone='info' title='该账号已绑定其他用户' description='请先用该账号登录并解绑，或换一个账号绑定' actions={[back]} />
  return <ResultView tone='fail' title='绑定失败' description={o.message} actions={[back]} />
}

export default definePage(routes.bindResult, BindResultPage)
