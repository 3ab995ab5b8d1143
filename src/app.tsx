import type { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { installNavigationGuard } from './core/navigation'
import { logWarn } from './core/log'
import { installPageLoadFeedback } from './platform/pageLoad'
import { startup } from './startup'
import './app.scss'

// Before the first navigation: every page change, ours or a library's, goes through the login guard.
installNavigationGuard()
installPageLoadFeedback()

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    startup({ path: options?.path ?? '', query: (options?.query as Record<string, string>) ?? {} }).catch((e) =>
      logWarn('startup failed', e)
    )
  })
  return children
}

export default App
