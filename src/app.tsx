import type { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { installNavigationGuard } from './core/navigation'
import { logWarn } from './core/log'
import { installPageLoadFeedback } from './platform/pageLoad'
import { installPrivacyFlow } from './platform/privacy'
import { startup } from './startup'
import { afterLoadIdle } from './utils/timing'
import './app.scss'

// Before the first navigation: every page change, ours or a library's, goes through the login guard.
installNavigationGuard()
installPageLoadFeedback()
// weapp: every privacy-scoped call asks through the app's one privacy sheet.
installPrivacyFlow()
// Offline: H5 service worker and 离线 notice; practice minutes made offline reach the log once.
// Once the first page has loaded (one chunk, out of the home route's first load; the mini-program at once).
afterLoadIdle(() => {
  const failed = (e: unknown) => logWarn('offline start failed', e)
  import(/* webpackChunkName: "offline" */ './platform/offline').then((m) => m.installOffline(), failed)
  import(/* webpackChunkName: "offline" */ './features/audio/practiceQueue').then((m) => m.startPracticeQueue(), failed)
}, 0)

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    startup({ path: options?.path ?? '', query: (options?.query as Record<string, string>) ?? {} }).catch((e) =>
      logWarn('startup failed', e)
    )
  })
  return children
}

export default App
