/**
 * One route of the table: its screen when the administrator's roles allow it, else 无权限; 建设中 for a
 * screen not built yet; 未启用 for an add-on's screen while the add-on is off.
 */
import { Link } from 'react-router'
import { Button, Result } from 'antd'
import { ADDON_TITLES } from '../../../types/addons'
import { allowed } from '../access'
import { ROUTES, linkTo, type ConsoleRoute, type RouteName } from '../routes'
import { Loading } from './Loading'
import { useMe } from './useMe'
import { useRunningAddons } from './useRunningAddons'

export function RouteGate({ name }: { name: RouteName }) {
  const route: ConsoleRoute = ROUTES[name]
  const { data: me, isLoading } = useMe()
  const running = useRunningAddons()
  if (isLoading || (route.addon && !running)) return <Loading />
  if (!allowed(me, route.access)) return <Result status="403" title="无权限" subTitle="当前账号的角色没有此页面的权限，请联系超级管理员。" />
  if (route.addon && !running?.has(route.addon)) {
    return (
      <Result
        status="info"
        title={`${ADDON_TITLES[route.addon]}插件未启用`}
        subTitle="启用后重启服务，此页面即可使用。"
        extra={
          <Link to={`${linkTo('settings')}?tab=addons`}>
            <Button type="primary">去启用插件</Button>
          </Link>
        }
      />
    )
  }
  if (!route.screen) return <Result status="info" title={`${route.title}：建设中`} subTitle="此页面即将上线。" />
  const Screen = route.screen
  return <Screen />
}
