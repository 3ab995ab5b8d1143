import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { loginByCode } from '../../features/auth/api'
import { completeLogin } from '../../features/auth/flows'
import { readJson, readString, writeJson, writeString } from '../../core/storage'
import { ApiError } from '../../core/request'
import { finishAt } from '../../core/navigation'
import { replacePage } from '../../core/pageNavigation'
import { routes } from '../../routes'
import ResultView from '../../components/ResultView'
import { Skeleton } from '../../components/PageStatus'
import { definePage, type PageProps } from '../../components/PageShell'

const MAX_REMEMBERED_CODES = 20

/**
 * The social-login return page (`s_url?login_code=&action=login`): exchanges the code once for a token,
 * or sends a new social account to bind a mobile (CONTRACT section 4). A reload of this URL does not
 * exchange the same code twice.
 */
function AuthLoadingPage({ query }: PageProps<typeof routes.authLoading>) {
  const [error, setError] = useState('')
  const code = query.login_code ?? ''

  useEffect(() => {
    if (!code) {
      setError('登录参数缺失，请重新登录')
      return
    }
    const used = readJson<string[]>('usedLoginCodes', [])
    if (used.includes(code)) {
      finishAt(query.redirect)
      return
    }
    writeJson('usedLoginCodes', [...used, code].slice(-MAX_REMEMBERED_CODES))
    loginByCode({ code, msv: readString('msv') })
      .then(async (res) => {
        if (res.success === 1) return completeLogin(res.token, query.redirect)
        writeString('loginCode', res.code)
        await replacePage(routes.codeBindMobile, { redirect: query.redirect })
      })
      .catch((e) => setError(e instanceof ApiError ? e.message : '登录失败，请重试'))
  }, [code, query.redirect])

  if (error) {
    return (
      <ResultView
        tone='fail'
        title='登录失败'
        description={error}
        actions={[{ text: '重新登录', primary: true, onClick: () => replacePage(routes.login) }]}
      />
    )
  }
  return (
    <View aria-label='登录中'>
      <Skeleton rows={4} avatar />
    </View>
  )
}

export default definePage(routes.authLoading, AuthLoadingPage)
