/**
 * Rendering a console component as the app does: zh_CN antd, a router at `path` (its query kept in the
 * address), react-query. antd's styles are computed but not put in the page (`mock="server"`): with them,
 * jsdom's getComputedStyle, which every getByRole calls per element, walked hundreds of style tags and one
 * click's query took 30 s (a 2-test file ran 38 minutes in CI; 7 s without).
 */
import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StyleProvider } from '@ant-design/cssinjs'

export function renderAt(ui: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <StyleProvider mock="server">
        <ConfigProvider locale={zhCN}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path.split('?')[0]} element={ui} />
              <Route path="*" element={<p>已离开登录页</p>} />
            </Routes>
          </MemoryRouter>
        </ConfigProvider>
      </StyleProvider>
    </QueryClientProvider>
  )
}
