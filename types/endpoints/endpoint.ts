/**
 * One endpoint of the MeEdu contract (ts-rest's idea on our TypeBox schemas;
 * docs/decisions/endpoint-tables.md). At run time an entry is only `{ method, path }` (the client imports the
 * tables for them); its parts are phantom types, the `Static` of the schemas in types/contract taken with
 * `import type`, so no TypeBox reaches the app's bundle (the layer check refuses a runtime import of
 * types/contract or TypeBox from types/). The server registers each route from its entry with the real
 * schemas, and the compiler refuses a schema whose static type differs from the entry's
 * (server/src/http/route.ts), so table and route cannot drift.
 */

import type { PermissionSlug } from '../admin/permissions'

/** The methods MeEdu's API uses. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * The answer of an endpoint the client opens by URL (a redirect, an HTML page, a file, a stream or a
 * socket) rather than reading a JSON envelope.
 */
export interface NotJson {
  readonly notJson: true
}

/** The typed parts: path parameters, query, body, and the code-0 `data` of the envelope. */
export interface EndpointTypes {
  params?: object
  query?: object
  body?: object
  response: unknown
}

export interface Endpoint<T extends EndpointTypes = EndpointTypes> {
  readonly method: Method
  /** Fastify style: `/api/v2/course/:id`. */
  readonly path: string
  /** Phantom: never set at run time; carries the parts for the compiler. */
  readonly types?: T
}

/** An entry: `endpoint<{ params: ...; response: ... }>('GET', '/api/v2/course/:id')`. */
export const endpoint = <T extends EndpointTypes>(method: Method, path: string): Endpoint<T> => ({ method, path })

/** The entry's path with its `:name` parameters filled (URI-encoded); a missing one is a programming error. */
export function pathOf(e: Endpoint, params?: object): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name]
    if (value === undefined || value === null || value === '') throw new Error(`${e.path}: no ${name}`)
    return encodeURIComponent(String(value))
  })
}

type Part<E, K extends keyof EndpointTypes> = E extends Endpoint<infer T> ? (K extends keyof T ? T[K] : undefined) : never

export type ParamsOf<E> = Part<E, 'params'>
export type QueryOf<E> = Part<E, 'query'>
export type BodyOf<E> = Part<E, 'body'>
/** The envelope's `data` on success. */
export type ResponseOf<E> = Part<E, 'response'>

/**
 * Who may call a console route: `public` (the login form and its captcha), `staff` (any logged-in
 * administrator: MeEdu's permission whitelist and its auth-only routes), a permission slug the
 * administrator's roles must hold (the super-admin role holds all), or `super` (the super-admin role
 * only: MeEdu's permission-checked routes that no permission's URL matches, such as switching add-ons).
 * A list of slugs: any one of them (a route two of MeEdu's permissions grant, as `stats/transaction-top`
 * under both 交易分析 and 内容分析).
 */
export type AdminAccess = 'public' | 'staff' | 'super' | PermissionSlug | readonly PermissionSlug[]

/** Whether held permissions pass a slug access (one slug, or any of a list). */
export const grantsAccess = (access: PermissionSlug | readonly PermissionSlug[], holds: (slug: string) => boolean): boolean =>
  typeof access === 'string' ? holds(access) : access.some(holds)

/** A console endpoint (MeEdu's admin API, `/backend/api/...`): an endpoint with its access. */
export interface AdminEndpoint<T extends EndpointTypes = EndpointTypes> extends Endpoint<T> {
  readonly access: AdminAccess
}

/** A console entry: `adminEndpoint<{ ... }>('GET', '/backend/api/v1/administrator', 'administrator')`. */
export const adminEndpoint = <T extends EndpointTypes>(method: Method, path: string, access: AdminAccess): AdminEndpoint<T> => ({ method, path, access })
