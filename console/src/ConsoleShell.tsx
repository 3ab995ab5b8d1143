/**
 * The logged-in console: Refine over the admin endpoint tables (api/), the layout with the menu, and the
 * route table (routes.tsx) as the routes, each screen loaded when first opened behind its permission.
 */
import { Suspense, lazy, useEffect } from 'react'
import { Outlet, Route, Routes, useNavigate } from 'react-router'
import { Authenticated, Refine, type NotificationProvider, type ResourceProps } from '@refinedev/core'
import routerProvider, { CatchAllNavigate } from '@refinedev/react-router'
import { App as AntdApp, message } from 'antd'
import { authProvider } from './api/authProvider'
import { dataProvider } from './api/dataProvider'
import { whenSignedOut } from './api/request'
import { ROUTES, type ConsoleRoute, type RouteName } from './routes'
import { Loading } from './layout/Loading'
import { RouteGate } from './layout/RouteGate'
import ConsoleLayout from './layout/ConsoleLayout'

const NotFound = lazy(() => import('./layout/NotFound'))

/** Refine's resources, from the route table: each resource's list, create and edit paths. */
function refineResources(): ResourceProps[] {
  const byName = new Map<string, ResourceProps>()
  for (const r of Object.values(ROUTES) as ConsoleRoute[]) {
    if (!r.resource) continue
    const res = byName.get(r.resource.name) ?? { name: r.resource.name }
    byName.set(r.resource.name, { ...res, [r.resource.action]: r.path })
  }
  return [...byName.values()]
}

/** Success notes from Refine's hooks (已保存); failures are shown once, by api/request.ts. */
const notifications: NotificationProvider = {
  open: ({ type, message: text }) => {
    if (type === 'success') void message.success(text)
  },
  close: () => undefined
}

/** A 401 anywhere ends the session: back to 登录. */
function SignedOutRedirect() {
  const navigate = useNavigate()
  useEffect(() => whenSignedOut(() => navigate('/login', { replace: true })), [navigate])
  return null
}

export default function ConsoleShell() {
  return (
    <AntdApp>
      <Refine
        dataProvider={dataProvider}
        authProvider={authProvider}
        routerProvider={routerProvider}
        notificationProvider={notifications}
        resources={refineResources()}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } } } }}
      >
        <SignedOutRedirect />
        <Routes>
          <Route
            element={
              <Authenticated key="console" fallback={<CatchAllNavigate to="/login" />}>
                <ConsoleLayout>
                  <Suspense fallback={<Loading />}>
                    <Outlet />
                  </Suspense>
                </ConsoleLayout>
              </Authenticated>
            }
          >
            {(Object.keys(ROUTES) as RouteName[]).map((name) => (
              <Route key={name} path={ROUTES[name].path} element={<RouteGate name={name} />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Refine>
    </AntdApp>
  )
}
