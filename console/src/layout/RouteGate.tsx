/** One route of the table: its screen when the administrator's roles allow it, else 无权限; 建设中 for a screen not built yet. */
import { Result } from 'antd'
import { allowed } from '../access'
import { ROUTES, type ConsoleRoute, type RouteName } from '../routes'
import { Loading } from './Loading'
import { useMe } from './useMe'

export function RouteGate({ name }: { name: RouteName }) {
  const route: ConsoleRoute = ROUTES[name]
  const { data: me, isLoading } = useMe()
  if (isLoading) return <Loading />
  if (!allowed(me, route.access)) return <Result status="403" title="无权限" subTitle="当前账号的角色没有此页面的权限，请联系超级管理员。" />
  if (!route.screen) return <Result status="info" title={`${route.title}：建设中`} subTitle="此页面即将上线。" />
  const Screen = route.screen
  return <Screen />
}
