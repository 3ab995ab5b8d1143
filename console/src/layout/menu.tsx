/**
 * The menu, built from the route table, the administrator's permissions and the add-ons running: a screen
 * they may not open, or of an add-on that is off, is not listed.
 */
import type { ItemType } from 'antd/es/menu/interface'
import { Link } from 'react-router'
import type { AddonName } from '../../../types/addons'
import { allowed, type Me } from '../access'
import { MENU_GROUPS, ROUTES, linkTo, type ConsoleRoute, type RouteName } from '../routes'

export function menuItems(me: Me | null | undefined, running: ReadonlySet<AddonName>): ItemType[] {
  const visible = (Object.keys(ROUTES) as RouteName[]).filter((name) => {
    const r: ConsoleRoute = ROUTES[name]
    return r.menu && r.screen && allowed(me, r.access) && (!r.addon || running.has(r.addon))
  })
  const item = (name: RouteName): ItemType => {
    const r: ConsoleRoute = ROUTES[name]
    return { key: name, icon: r.menu?.icon, label: <Link to={linkTo(name)}>{r.title}</Link> }
  }
  const top = visible.filter((n) => !(ROUTES[n] as ConsoleRoute).menu?.group).map(item)
  const groups = MENU_GROUPS.map((group) => ({ group, names: visible.filter((n) => (ROUTES[n] as ConsoleRoute).menu?.group === group) }))
    .filter((g) => g.names.length)
    .map((g): ItemType => ({ key: `group:${g.group}`, label: g.group, type: 'group', children: g.names.map(item) }))
  return [...top, ...groups]
}

/** The menu entry a path belongs to (an edit page lights its list; /orders/refunds lights 退款, not 订单). */
export function selectedKey(pathname: string): string {
  let best: RouteName = 'dashboard'
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const r: ConsoleRoute = ROUTES[name]
    if (!r.menu || r.path === '/') continue
    const within = pathname === r.path || pathname.startsWith(`${r.path}/`)
    if (within && (best === 'dashboard' || r.path.length > ROUTES[best].path.length)) best = name
  }
  return best
}
