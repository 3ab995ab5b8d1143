/**
 * The route table's parameter DSL: how a route declares its package, page and query (`q.id`,
 * `q.optionalText`, `q.oneOf([...])`), what a page receives (`PageQuery`) and what a link may pass
 * (`LinkQuery`, `QueryOf`). The table itself is table.ts; URL helpers are urls.ts.
 *
 * Pure data and functions: the build reads the table in Node, so no Taro imports.
 */
import type { FeatureFlag } from '../addons'

export type PackageRoot = 'main' | 'packageA' | 'packageB'

/** Marks a query value that makes the link invalid (the page shell shows "链接无效"). */
export const INVALID = Symbol('invalid query value')

/**
 * One query parameter of a route: how it parses from the URL (`parse`, given the decoded string or
 * undefined when absent) and, as phantom types, what the page gets (`T`) and what a link may pass (`L`).
 */
export interface Param<T, L, Optional extends boolean> {
  readonly optional: Optional
  parse(raw: string | undefined): T | typeof INVALID
  /** Phantom fields carrying the types; never set at run time. */
  readonly __page?: T
  readonly __link?: L
}

const MAX_ID = 2147483647

function parseId(raw: string): number | typeof INVALID {
  const n = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  return n >= 1 && n <= MAX_ID ? n : INVALID
}

/** Query parameter kinds (routes declare their query with these; pages receive it parsed). */
export const q = {
  /** A positive integer id; required. */
  id: { optional: false, parse: (raw) => (raw === undefined ? INVALID : parseId(raw)) } as Param<number, number | string, false>,
  /** A positive integer id; absent is fine, a malformed one is not. */
  optionalId: {
    optional: true,
    parse: (raw) => (raw === undefined || raw === '' ? undefined : parseId(raw))
  } as Param<number | undefined, number | string | undefined, true>,
  /** Free text; required and non-empty. */
  text: { optional: false, parse: (raw) => (raw ? raw : INVALID) } as Param<string, string, false>,
  /** Free text; absent reads as undefined. */
  optionalText: { optional: true, parse: (raw) => (raw ? raw : undefined) } as Param<string | undefined, string | undefined, true>,
  /** One of a fixed set; anything else makes the link invalid. */
  oneOf<const V extends string>(values: readonly V[]): Param<V, V, false> {
    return { optional: false, parse: (raw) => (values.includes(raw as V) ? (raw as V) : INVALID) }
  },
  /** One of a fixed set, or undefined when absent or unknown (a filter: a stale value just resets it). */
  optionalOneOf<const V extends string>(values: readonly V[]): Param<V | undefined, V | undefined, true> {
    return { optional: true, parse: (raw) => (values.includes(raw as V) ? (raw as V) : undefined) }
  }
}

/** Any parameter: `Param` only produces its types (covariant), so `unknown` admits them all. */
type AnyParam = Param<unknown, unknown, boolean>
export type QuerySpec = Record<string, AnyParam>

type PageValue<P> = P extends Param<infer T, unknown, boolean> ? T : never
type LinkValue<P> = P extends Param<unknown, infer L, boolean> ? L : never
type OptionalKeys<S> = { [K in keyof S]: S[K] extends Param<unknown, unknown, true> ? K : never }[keyof S]

/** The query a page receives: every declared key, parsed. */
export type PageQuery<S extends QuerySpec> = { [K in keyof S]: PageValue<S[K]> }
/** The query a link passes: required keys required, optional ones optional. */
export type LinkQuery<S extends QuerySpec> = { [K in Exclude<keyof S, OptionalKeys<S>>]: LinkValue<S[K]> } & {
  [K in OptionalKeys<S>]?: LinkValue<S[K]>
}

export interface RouteDef<S extends QuerySpec = QuerySpec> {
  /** Package root: `main` pages go in app.config `pages`, the others in `subPackages`. */
  readonly root: PackageRoot
  /** Page path inside the package, e.g. `pages/auth/login` or `vod/index`. */
  readonly page: string
  /** Absolute path as used by navigation, e.g. `/pages/auth/login`, `/packageA/vod/index`. */
  readonly url: string
  readonly title: string
  readonly tab: boolean
  /** May an anonymous visitor open it (SPEC section 6 whitelist)? */
  readonly anonymous: boolean
  /** Pull-to-refresh: the page config and the page shell both read this, nothing else declares it. */
  readonly pullToRefresh: boolean
  /** Hidden, and shows a "not enabled" state, when this add-on flag is off. */
  readonly flag?: FeatureFlag
  /** The page draws its own navigation bar (page config `navigationStyle: 'custom'`). */
  readonly customNav: boolean
  /** The page's query parameters; the page shell parses them and refuses a link that breaks them. */
  readonly query: S
}

interface RouteInit<S extends QuerySpec> {
  title: string
  tab?: boolean
  anonymous?: boolean
  pullToRefresh?: boolean
  flag?: FeatureFlag
  customNav?: boolean
  query?: S
}

export function route<S extends QuerySpec = Record<string, never>>(root: PackageRoot, page: string, init: RouteInit<S>): RouteDef<S> {
  const url = root === 'main' ? `/${page}` : `/${root}/${page}`
  return {
    root,
    page,
    url,
    title: init.title,
    tab: init.tab ?? false,
    anonymous: init.anonymous ?? false,
    pullToRefresh: init.pullToRefresh ?? false,
    flag: init.flag,
    customNav: init.customNav ?? false,
    query: init.query ?? ({} as S)
  }
}

/** Parses a page's raw (decoded) query against its route; null when the link is invalid. */
export function parseRouteQuery<S extends QuerySpec>(r: RouteDef<S>, raw: Record<string, string | undefined>): PageQuery<S> | null {
  const out: Record<string, unknown> = {}
  for (const [key, param] of Object.entries(r.query)) {
    const value = param.parse(raw[key])
    if (value === INVALID) return null
    out[key] = value
  }
  return out as PageQuery<S>
}

/** The query a link to route `R` passes. */
export type QueryOf<R> = R extends RouteDef<infer S> ? LinkQuery<S> : never
