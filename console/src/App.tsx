/**
 * The console's entry: antd in Simplified Chinese and two lazy parts. 登录 loads alone (no Refine, no
 * menu: the smallest first load); everything else is the shell (ConsoleShell.tsx), loaded after login.
 */
import { Suspense, lazy } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { Loading } from './layout/Loading'

const LoginPage = lazy(() => import('./screens/login/LoginPage'))
const ConsoleShell = lazy(() => import('./ConsoleShell'))

export function App() {
  return (
    <BrowserRouter basename="/admin">
      <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#7a4b2a', borderRadius: 6 } }}>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<ConsoleShell />} />
          </Routes>
        </Suspense>
      </ConfigProvider>
    </BrowserRouter>
  )
}
