/**
 * Links a studio's admin writes (home blocks, messages, share links) come in two dialects: MeEdu's admin
 * writes paths of MeEdu's open-source H5 (`/courses`, `/course/1`, `/role`) for core pages and Taro paths
 * (`/packageA/...`) for add-on pages; a hand-typed link may use any of our Taro paths. Both resolve through
 * the route table here; anything else inside the app is "not found", anything outside it is external.
 *
 * Pure functions: no Taro imports.
 */
import { findRoute, linkTo, parseQuery, routes, stringifyQuery, type AnyRoute, type Query } from './routes'

export type ResolvedLink =
  | { kind: 'page'; url: string }
  | { kind: 'external'; url: string }
  | { kind: 'notFound'; path: string }
  | { kind: 'ignored' }

/** MeEdu H5 4.9.13 paths (xyz.meedu.h5 src/routes) -> our route, with the path's id as `idKey`. */
const MEEDU_H5: readonly [RegExp, AnyRoute, string?][] = [
  [/^\/$/, routes.home],
  [/^\/member$/, routes.member],
  [/^\/study$/, routes.learning],
  [/^\/login(-password)?$/, routes.login],
  [/^\/courses$/, routes.courses],
  [/^\/course\/video\/(\d+)$/, routes.lesson, 'id'],
  [/^\/course\/(\d+)$/, routes.courseShow, 'id'],
  [/^\/role$/, routes.vip],
  [/^\/order$/, routes.cashier],
  [/^\/order\/success$/, routes.paySuccess],
  [/^\/member\/order$/, routes.orders],
  [/^\/messages$/, routes.messages],
  [/^\/search$/, routes.search],
  [/^\/auth\/faceSuccess$/, routes.faceSuccess],
  [/^\/login-error$/, routes.loginError],
  [/^\/bind-mobile$/, routes.bindMobile],
  [/^\/code-bind-mobile$/, routes.codeBindMobile],
  [/^\/member\/setting$/, routes.member],
  [/^\/error$/, routes.notFound]
]

function fromMeeduH5(path: string, query: Query): string | undefined {
  for (const [pattern, route, idKey] of MEEDU_H5) {
    const m = pattern.exec(path)
    if (!m) continue
    return route.url + stringifyQuery(idKey ? { ...query, [idKey]: m[1] } : query)
  }
  return undefined
}

/**
 * Resolves an admin-written link. `ownOrigins` are the app's own H5 origins (an absolute link to one of
 * them is an in-app link). Scripts and other schemes are ignored.
 */
export function resolveLink(href: string | undefined | null, ownOrigins: readonly string[] = []): ResolvedLink {
  let target = (href ?? '').trim()
  if (!target) return { kind: 'ignored' }
  const abs = /^https?:\/\/[^/?#]+/i.exec(target)
  if (abs) {
    if (!ownOrigins.some((o) => o.replace(/\/+$/, '').toLowerCase() === abs[0].toLowerCase())) return { kind: 'external', url: target }
    target = target.slice(abs[0].length) || '/'
  }
  // Hash routing (ours and MeEdu H5's): `/#/pages/...`, `#/course/1`.
  target = target.replace(/^\/?#(?=\/)/, '')
  if (!target.startsWith('/') || target.startsWith('//')) return { kind: 'ignored' }
  const [rawPath, search = ''] = target.split('?')
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath
  const query: Query = parseQuery(search)
  const route = findRoute(path)
  if (route) return { kind: 'page', url: route.url + stringifyQuery(query) }
  const translated = fromMeeduH5(path, query)
  if (translated) return { kind: 'page', url: translated }
  return { kind: 'notFound', path }
}

/** The not-found page for an unknown in-app path. */
export const notFoundUrl = (path: string) => linkTo(routes.notFound, { path })
