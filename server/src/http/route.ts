/**
 * Routes are registered from the endpoint tables (types/endpoints): the table gives method and
 * path, the route gives the real schemas, and the compiler refuses a schema whose static type differs from
 * the entry's, so the path the app calls and the route the server serves cannot drift. Who may call it is
 * declared once, on the route (`auth`), and applied by one hook (§7).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { Static, TSchema } from 'typebox'
import { EnvelopeOf } from '~types/contract/common'
import type { Endpoint, EndpointTypes, NotJson } from '~types/endpoints/endpoint'
import type { Envelope } from './envelope'
import { unauthorized } from './envelope'

/**
 * `required`: MeEdu's `auth:apiv2` groups: a visitor is answered 401 before the input is even validated.
 * `optional` (the default, MeEdu's public reads): the learner when a valid token is sent, else a visitor.
 */
export type Auth = 'required' | 'optional'

/** What the app-wide hooks do for a route, declared on it (they read `req.routeOptions.config`). */
interface RoutePolicies {
  /**
   * Opened by the browser as a whole page or socket, where no Authorization header can be sent: the token
   * may come as `?token=` (auth/tokens.ts). Anywhere else it would end up in logs, history and Referer headers
   * (docs/decisions/token-in-query-only-for-pages.md).
   */
  tokenInQuery?: true
  /** A login form: tries limited per IP, and for `password` also per mobile (guards.ts). */
  login?: 'code' | 'password'
  /** A read every visitor gets alike, answered from the bytes sent last time (responseCache.ts). */
  publicCache?: true
}

declare module 'fastify' {
  interface FastifyContextConfig extends RoutePolicies {
    auth?: Auth
  }
  interface FastifyRequest {
    /** The learner behind the request's token (set by the auth hook on table routes), null for a visitor. */
    learner: number | null
  }
}

/** The schemas of a route, named as the table names its parts; `response` is the envelope's `data`. */
export interface Schemas {
  params?: TSchema
  query?: TSchema
  body?: TSchema
  response?: TSchema
}

type Equals<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false
type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback
export type Part<T, K extends string> = T extends Record<K, infer V> ? V : undefined

/** A property the caller cannot supply when a schema's type differs from the table: the compiler names the part. */
type Agree<Name extends string, Schema, Entry> = Equals<Schema, Entry> extends true ? unknown : { [K in `${Name} schema differs from its table entry`]: Entry }

/** The compiler's check that a route's schemas have the types of its table entry (a route builder's own signature carries it too). */
export type Matches<T extends EndpointTypes, S extends Schemas> = Agree<'params', StaticOr<S['params'], undefined>, Part<T, 'params'>> &
  Agree<'query', StaticOr<S['query'], undefined>, Part<T, 'query'>> &
  Agree<'body', StaticOr<S['body'], undefined>, Part<T, 'body'>> &
  Agree<'response', StaticOr<S['response'], NotJson>, T['response']>

export type RouteRequest<T extends EndpointTypes, A extends Auth> = FastifyRequest<{ Params: Part<T, 'params'>; Querystring: Part<T, 'query'>; Body: Part<T, 'body'> }> & {
  learner: A extends 'required' ? number : number | null
}

type Answer<T extends EndpointTypes> = T['response'] extends NotJson ? unknown : Envelope<T['response']> | FastifyReply

export interface RouteOptions<S extends Schemas, A extends Auth> extends Omit<RouteShorthandOptions, 'schema' | 'config'>, RoutePolicies {
  schema: S
  auth?: A
}

/**
 * A route's schemas as Fastify takes them, the answer in `envelope` (the learner's `code` envelope, or the
 * console's `status` one). Only the parts there are: Fastify warns about a part declared as undefined.
 */
export const fastifySchema = (schema: Schemas, envelope: (data: TSchema) => TSchema) => ({
  ...(schema.params && { params: schema.params }),
  ...(schema.query && { querystring: schema.query }),
  ...(schema.body && { body: schema.body }),
  ...(schema.response && { response: { 200: envelope(schema.response) } })
})

/** Registers a table entry with its schemas; `handler` gets the input typed by the entry. */
export function route<T extends EndpointTypes, S extends Schemas, A extends Auth = 'optional'>(
  app: FastifyInstance,
  endpoint: Endpoint<T>,
  options: RouteOptions<S, A> & Matches<T, S>,
  handler: (req: RouteRequest<T, A>, reply: FastifyReply) => Promise<Answer<T>>
): void {
  const { schema, auth = 'optional', tokenInQuery, login, publicCache, ...rest } = options as RouteOptions<S, A>
  app.route({
    ...rest,
    method: endpoint.method,
    url: endpoint.path,
    schema: fastifySchema(schema, EnvelopeOf),
    config: { auth, tokenInQuery, login, publicCache },
    handler: handler as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>
  })
}

/** The learner behind a request's token, or null (auth/tokens.ts `userIdOf`; the app passes it in). */
export type LearnerOf = (req: FastifyRequest) => Promise<number | null>

/**
 * The one place a route's `auth` is applied: before the body is parsed or validated (as MeEdu's middleware
 * runs before its form requests), the learner is looked up and set on the request; a `required` route
 * answers a visitor MeEdu's 401.
 */
export function registerAuth(app: FastifyInstance, learnerOf: LearnerOf): void {
  app.decorateRequest('learner', null)
  app.addHook('onRequest', async (req) => {
    const auth = req.routeOptions.config?.auth
    if (!auth || req.method === 'OPTIONS') return
    req.learner = await learnerOf(req)
    if (auth === 'required' && req.learner === null) throw unauthorized()
  })
}
