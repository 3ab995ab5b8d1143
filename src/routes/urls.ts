/**
 * URL helpers of the route table: query strings both ways and `linkTo(route, query)`. Pure functions (the
 * build and tests use them in Node).
 */
import type { QueryOf, RouteDef } from './params'

/** Query values as they travel in a URL. */
export type QueryValue = string | number | undefined
export type Query = Record<string, QueryValue>

/** Serialises a query, skipping empty values; keys keep their order. */
export function stringifyQuery(query: Query | undefined): string {
  if (!query) return ''
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

/** Parses `a=1&b=2` (with or without a leading `?`) into a plain object of decoded strings. */
export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {}
  const s = search.startsWith('?') ? search.slice(1) : search
  for (const pair of s.split('&')) {
    if (!pair) continue
    const i = pair.indexOf('=')
    const key = i < 0 ? pair : pair.slice(0, i)
    const value = i < 0 ? '' : pair.slice(i + 1)
    try {
      out[decodeURIComponent(key)] = decodeURIComponent(value.replace(/\+/g, ' '))
    } catch {
      // A malformed escape in someone else's link: drop that pair, keep the rest.
    }
  }
  return out
}

/** Link builder: `linkTo(routes.login, { redirect })` -> `/pages/auth/login?redirect=...` */
export function linkTo<R extends RouteDef>(r: R, query?: QueryOf<R>): string {
  return r.url + stringifyQuery(query as Query | undefined)
}
