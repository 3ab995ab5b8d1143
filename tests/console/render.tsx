/** Rendering a console component as the app does: zh_CN antd, a router at `path` (its query kept in the address), react-query. */
import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'

export function renderAt(ui: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <ConfigProvider locale={zhCN}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={ui} />
            <Route path="*" element={<p>已离开登录页</p>} />
          </Routes>
        </MemoryRouter>
      </ConfigProvider>
    </QueryClientProvider>
  )
}
