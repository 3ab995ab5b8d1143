/**
 * The console's routes (MeEdu's admin API, `/backend/api/...`), registered from the admin endpoint tables
 * (types/endpoints/admin) as route.ts registers the learner's: the entry gives method, path and who may
 * call it; the route gives the schemas, checked against the entry by the compiler. One hook applies the
 * entry's access, one wrapper puts the answer in MeEdu's admin envelope and logs every write.
 */
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { grantsAccess, type AdminAccess, type AdminEndpoint, type EndpointTypes, type NotJson } from '~types/endpoints/endpoint'
import { AdminEnvelopeOf } from '~types/contract/admin/common'
import type { AppContext } from '../context'
import type { Db } from '../db/kysely'
import { forbidden, unauthorized } from '../http/envelope'
import { failureOf, sendFailure } from '../http/failures'
import { fastifySchema, type Matches, type Part, type Schemas } from '../http/route'
import { tokenOf } from '../auth/tokens'
import { staffBehind, type Staff } from './sessions'
import { writeAdminLog, type LogOpt } from './log'

declare module 'fastify' {
  interface FastifyContextConfig {
    adminAccess?: AdminAccess
  }
  interface FastifyRequest {
    /** The administrator behind a console request (set by the access hook), null on the public routes. */
    admin: Staff | null
  }
}

/** A console request, its input typed by the entry; `admin` is set on every route but the two `public` ones (captcha, login). */
export type AdminRequest<T extends EndpointTypes> = FastifyRequest<{
  Params: Part<T, 'params'>
  Querystring: Part<T, 'query'>
  Body: Part<T, 'body'>
}> & { admin: Staff }

/** What a write leaves in the admin log: MeEdu's module and opt, or false where the handler logs itself. */
type LogAs = { module: string; opt: LogOpt } | false

export interface AdminRouteOptions<S extends Schemas> {
  schema: S
  /** Default: the path's first segment as the module (`administrator_role`), the method as the opt. */
  log?: LogAs
}

const OPT_OF: Record<string, LogOpt> = { POST: 'STORE', PUT: 'UPDATE', DELETE: 'DESTROY' }

/** `/backend/api/v1/administrator_role/:id` -> `administrator_role` (MeEdu logs by module). */
const moduleOf = (path: string) => path.replace(/^\/backend\/api\/v\d+\//, '').split('/')[0]

type Data<T extends EndpointTypes> = T['response'] extends NotJson ? unknown : T['response']

/**
 * Registers a console entry. The handler returns the envelope's `data` (or a reply it sent itself);
 * a refusal throws (`fail('...')` from http/envelope). A POST, PUT or DELETE that succeeds is logged
 * with who, what, when and from where (secrets left out).
 */
export function adminRoute<T extends EndpointTypes, S extends Schemas>(
  app: FastifyInstance,
  db: Db,
  endpoint: AdminEndpoint<T>,
  options: AdminRouteOptions<S> & Matches<T, S>,
  handler: (req: AdminRequest<T>, reply: FastifyReply) => Promise<Data<T> | FastifyReply>
): void {
  const { schema, log } = options as AdminRouteOptions<S>
  const logAs: LogAs = log ?? (OPT_OF[endpoint.method] ? { module: moduleOf(endpoint.path), opt: OPT_OF[endpoint.method] } : false)
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: fastifySchema(schema, AdminEnvelopeOf),
    config: { adminAccess: endpoint.access },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const data = await handler(req as AdminRequest<T>, reply)
      if (data === reply) return reply
      if (logAs && req.admin) {
        await writeAdminLog(db, { adminId: req.admin.id, module: logAs.module, opt: logAs.opt, remark: { path: req.url.split('?')[0], params: req.params, body: req.body }, ip: req.ip })
      }
      return { status: 0, message: '', data }
    }
  })
}

/**
 * The one place an entry's access is applied, before the body is parsed (MeEdu's `auth:administrator` and
 * `backend.permission` middleware run before its form requests): no valid staff token, 401 请登录 (a
 * learner's token is no staff token); a role without the entry's slug, 403 无权限; the super-admin role
 * passes every slug (and alone passes `super`).
 */
function registerAccess(app: FastifyInstance, db: Db): void {
  app.decorateRequest('admin', null)
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.adminAccess
    if (!access || access === 'public' || req.method === 'OPTIONS') return
    const staff = await staffBehind(db, tokenOf(req))
    if (!staff) throw unauthorized()
    if (access !== 'staff' && !staff.isSuper && (access === 'super' || !grantsAccess(access, (slug) => staff.permissions.has(slug)))) throw forbidden()
    req.admin = staff
  })
}

/**
 * MeEdu's client (axios) sends a list in the query as `created_at[]=a&created_at[]=b`: folded into
 * `created_at: [a, b]` before validation, so a contract names the field once (a single `x[]=a` too).
 */
function foldListKeys(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    // Before validation the query is the parser's plain object, whatever the route's schema will make of it.
    const raw: unknown = req.query
    if (!raw || typeof raw !== 'object') return
    const query = raw as Record<string, unknown>
    for (const key of Object.keys(query)) {
      if (!key.endsWith('[]')) continue
      const value = query[key]
      delete query[key]
      query[key.slice(0, -2)] = Array.isArray(value) ? value : [value]
    }
  })
}

/** A console area: a plugin of `adminRoute`s (server/src/admin/<area>/routes.ts). */
export type AdminArea = (app: FastifyInstance, ctx: AppContext) => Promise<void>

/** The console's API: its access hook and envelope around every area, in one encapsulated scope. */
export function adminApi(areas: readonly AdminArea[]): FastifyPluginAsync<AppContext> {
  return async (scope, ctx) => {
    registerAccess(scope, ctx.kdb)
    foldListKeys(scope)
    scope.setErrorHandler((error: FastifyError, req, reply) => sendFailure(reply, failureOf(error, req), 'status'))
    for (const area of areas) await area(scope, ctx)
  }
}
