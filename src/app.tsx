import type { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { installNavigationGuard } from './core/navigation'
import { logWarn } from './core/log'
import { installPageLoadFeedback } from './platform/pageLoad'
import { installPrivacyFlow } from './platform/privacy'
import { installOffline } from './platform/offline'
import { startPracticeQueue } from './features/audio/practiceQueue'
import { startup } from './startup'
import './app.scss'

// Before the first navigation: every page change, ours or a library's, goes through the login guard.
installNavigationGuard()
installPageLoadFeedback()
// weapp: every privacy-scoped call asks through the app's one privacy sheet.
installPrivacyFlow()
// Offline (issue 26): H5 service worker and 离线 notice; practice minutes made offline reach the log once.
installOffline()
startPracticeQueue()

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    startup({ path: options?.path ?? '', query: (options?.query as Record<string, string>) ?? {} }).catch((e) =>
      logWarn('startup failed', e)
    )
  })
  return children
}

export default App
