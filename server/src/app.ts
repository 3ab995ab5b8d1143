import fs from 'fs'
import path from 'path'
import { sharedCompilers } from './http/schemaCompilers'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import cors from '@fastify/cors'
import { helmetOptions, registerSecurityHeaders } from './http/security'
import type { DB } from './db/db'
import { sqliteKysely, type Db } from './db/kysely'
import { loggerOptions } from './http/logging'
import type { AppContext } from './context'
import type { Mode } from './mode'
import { failureOf, sendFailure } from './http/failures'
import { providersFromEnv, type Providers, type SmsProvider } from './providers'
import { sharedStateFrom, type SharedState } from './http/shared'
import { oneUseStores } from './verification/oneTime'
import { systemRoutes } from './system/routes'
import { authRoutes } from './auth/routes'
import { memberRoutes } from './member/routes'
import { MEDIA_DIR } from './lib/uploads'
import { catalogueRoutes } from './catalogue/routes'
import { learningRoutes } from './learning/routes'
import { orderRoutes } from './orders/routes'
import { walletRoutes } from './wallet/routes'
import { sandboxRoutes } from './sandbox/routes'
import { miniProgramRoutes } from './miniProgram/routes'
import { DEFAULT_ADDONS, IMPLEMENTED_ADDONS, registerAddons } from './addons'
import { adminApi } from './admin/route'
import { staffRoutes } from './admin/staff/routes'
import { systemRoutes as adminSystemRoutes } from './admin/system/routes'
import { dashboardRoutes } from './admin/dashboard/routes'
import { memberRoutes as adminMemberRoutes } from './admin/members/routes'
import { adminOrderRoutes } from './admin/orders/routes'
import { promoCodeRoutes } from './admin/promoCodes/routes'
import { statsRoutes } from './admin/stats/routes'
import { mediaRoutes } from './admin/media/routes'
import { courseRoutes } from './admin/courses/routes'
import { lessonRoutes } from './admin/lessons/routes'
import { commentRoutes } from './admin/comments/routes'
import { imageRoutes } from './admin/images/routes'
import { decorationRoutes } from './admin/decoration/routes'
import { vipRoutes } from './admin/vip/routes'
import { addonWish, applyAddonWish } from './admin/system/addonSwitches'
import { seedDemoAdministrator, superRoleId, syncPermissions } from './admin/seed'
import { registerConsole } from './admin/consoleFiles'
import { registerGuards } from './http/guards'
import { registerAuth } from './http/route'
import { userIdOf } from './auth/tokens'
import { clientErrorHandler, frameworkErrors, registerInputGuards } from './http/input'
import { registerStorefront } from './orders/storefront'
import { registerResponseCache } from './http/responseCache'
import { MEDIA_PREFIX, attachmentDownloadRoute, mediaGuard, mediaSecret } from './catalogue/media'
import { named } from './http/plugin'
import { MediaPipeline } from './media/pipeline'
import { queueFrom } from './media/queue'
import { filesFrom, type FileStores } from './media/files'
import { registerBucketMedia } from './media/serveBucket'
import { hlsRoutes } from './catalogue/hls'
import { hasCatalogue } from './catalogue/store'

const requireSqlite = (db: DB | undefined): DB => {
  if (!db) throw new Error('buildApp needs `db` (SQLite) or `kdb` (PostgreSQL)')
  return db
}


export interface AppOptions {
  /** The SQLite database (openDatabase, migrated); omitted on PostgreSQL, where `kdb` is given. */
  db?: DB
  /** The typed handle; default: Kysely over `db`. */
  kdb?: Db
  mode?: Mode
  /** Built H5 app to serve at `/` (dist/h5); omitted in API-only tests. */
  staticDir?: string
  /** Built studio console to serve at `/admin/` (dist/admin); omitted in API-only tests. */
  consoleDir?: string
  /** Origins allowed by CORS (the H5 app on another origin, e.g. its dev server). Same origin needs none. */
  corsOrigins?: string[]
  /** More origins a gateway may send the learner back to (H5_URL); the CORS origins are allowed too. */
  returnOrigins?: string[]
  sms?: SmsProvider
  /** External services; default from the environment (providers/index.ts). */
  providers?: Providers
  publicUrl?: string
  /** Public origin of the live base when it has its own port (LIVE_PORT); the main origin otherwise. */
  liveUrl?: string
  enabledAddons?: string[]
  logger?: boolean
  /** Enforce the Content-Security-Policy (default); false or CSP_REPORT_ONLY=1: report-only. */
  enforceCsp?: boolean
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: { write(line: string): void }
  /** MeEdu's API throttle (120/min per learner or IP); default: on in production only (API_THROTTLE=1 forces it). */
  apiThrottle?: boolean
  /** Fastify's trustProxy (TRUST_PROXY: hop count, addresses/CIDRs, or true); default none. */
  trustProxy?: TrustProxy
  /** Limits and live fan-out shared between processes; default from REDIS_URL (memory without it), closed with the app. */
  shared?: SharedState
  /**
   * Media storage and transcoding queue; default: the local media folder and a queue from REDIS_URL (BullMQ,
   * or in-process without it), closed with the app. Its worker runs in this process unless MEDIA_WORKER=0.
   */
  media?: MediaPipeline
  /** Where files go; default from S3_* (a bucket) or the local folders (media/files.ts). */
  files?: FileStores
  /** The live engine (npm start or a test started one); default from LIVE_RTMP_URL and LIVE_HLS_DIR. */
  liveEngine?: AppContext['liveEngine']
}

type TrustProxy = boolean | string | ((address: string, hop: number) => boolean)

/** TRUST_PROXY as Fastify understands it: `true`, a hop count, or a comma-separated list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const v = (value ?? '').trim()
  if (!v || v === 'false' || v === '0') return undefined
  if (v === 'true') return true
  if (/^\d+$/.test(v)) {
    const hops = Number(v)
    return (_address, hop) => hop < hops
  }
  return v
}


/** Where teachers push and where the engine writes (a separate nginx in production: docs/live-classes.md). */
export const liveEngineFromEnv = (env: NodeJS.ProcessEnv): AppContext['liveEngine'] => ({
  rtmpUrl: env.LIVE_RTMP_URL || 'rtmp://127.0.0.1:1935/live',
  hlsDir: env.LIVE_HLS_DIR || path.join(MEDIA_DIR, 'live-hls'),
  recordDir: path.join(MEDIA_DIR, 'recordings')
})

/** Builds the reference API server (not listening): routes, envelope, errors, static app and media. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const mode: Mode = options.mode ?? 'development'
  const app = Fastify({
    // Server errors are always logged (LOG=1 adds every request), without secrets (logging.ts).
    logger: loggerOptions(options.logger ? 'info' : 'error', options.logStream),
    bodyLimit: 64 * 1024,
    // Only a configured proxy may set the client address (X-Forwarded-For): otherwise any client could
    // forge it and escape every per-IP limit.
    trustProxy: options.trustProxy ?? false,
    frameworkErrors,
    clientErrorHandler,
    // allErrors: every failed field is named in the answer (MeEdu joins its validation messages).
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, useDefaults: true, allErrors: true, verbose: true } },
    schemaController: { compilersFactory: sharedCompilers }
  })

  const providers = options.providers ?? providersFromEnv(process.env, mode)
  const sms = options.sms ?? providers.sms
  if (mode === 'production' && (sms?.name.includes('sandbox') || providers.payments.some((p) => p.sandbox) || providers.mini?.sandbox || providers.subscribe?.sandbox)) {
    throw new Error('The console SMS provider is a sandbox: configure a real SMS provider for production')
  }
  const shared = options.shared ?? sharedStateFrom(process.env.REDIS_URL)
  const kdb = options.kdb ?? sqliteKysely(requireSqlite(options.db))
  const publicUrl = (options.publicUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')
  const files = options.files ?? filesFrom(process.env, publicUrl)
  const media = options.media ?? new MediaPipeline(kdb, files.media, queueFrom(process.env.REDIS_URL))
  const ctx: AppContext = {
    kdb,
    mode,
    sms,
    providers: { ...providers, sms },
    publicUrl,
    liveUrl: options.liveUrl?.replace(/\/+$/, ''),
    // All implemented add-ons but the opt-in ones, unless listed (ENABLED_ADDONS in main.ts, or a test's
    // list); then the studio's switches from the console (插件), which take effect at start.
    enabledAddons: applyAddonWish(options.enabledAddons ?? DEFAULT_ADDONS, await addonWish(kdb)),
    implementedAddons: IMPLEMENTED_ADDONS,
    mediaSecret: await mediaSecret(kdb),
    returnOrigins: [...(options.returnOrigins ?? []), ...(options.corsOrigins ?? [])],
    shared,
    once: oneUseStores(kdb, shared),
    media,
    files,
    liveEngine: options.liveEngine ?? liveEngineFromEnv(process.env)
  }
  if (!options.shared) app.addHook('onClose', () => ctx.shared.close())
  if (!options.media) app.addHook('onClose', () => media.close())
  if (process.env.MEDIA_WORKER !== '0') await media.startWorker()

  registerInputGuards(app)
  registerStorefront(app, Boolean(ctx.providers.virtualPayment))
  // Who may call a route is declared on the route (`auth`, http/route.ts); one hook applies it.
  registerAuth(app, (req) => userIdOf(kdb, req))
  registerGuards(app, shared, { apiThrottle: options.apiThrottle ?? (mode === 'production' || process.env.API_THROTTLE === '1') })
  // After the guards (the API throttle counts every request), before the security and CORS headers' hooks.
  registerResponseCache(app, options.db ?? kdb, shared)

  app.setErrorHandler((error: FastifyError, req, reply) => sendFailure(reply, failureOf(error, req), 'code'))

  app.setNotFoundHandler((req, reply) => {
    if (/^\/(api|addons)\//.test(req.url)) return reply.status(200).send({ code: 404, message: '路由不存在', data: [] })
    // MeEdu's admin API answers an unknown route in its own envelope.
    if (req.url.startsWith('/backend/')) return reply.status(200).send({ status: 404, message: '路由不存在', data: [] })
    return reply.status(404).type('text/plain; charset=utf-8').send('页面不存在')
  })

  await registerSecurityHeaders(app, helmetOptions({ staticDir: options.staticDir, production: mode === 'production', enforceCsp: options.enforceCsp ?? process.env.CSP_REPORT_ONLY !== '1' }))
  if (options.corsOrigins?.length) {
    // PUT (change mobile) and DELETE (unbind a social account) are MeEdu calls too.
    await app.register(cors, {
      origin: options.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      // X-Requested-With: MeEdu's admin client sends it with its uploads.
      allowedHeaders: ['Content-Type', 'Authorization', 'meedu-platform', 'Accept', 'X-Requested-With']
    })
  }

  await app.register(named(systemRoutes), ctx)
  await app.register(named(authRoutes), ctx)
  await app.register(named(memberRoutes), ctx)
  await app.register(named(catalogueRoutes), ctx)
  await app.register(named(learningRoutes), ctx)
  await app.register(named(orderRoutes), ctx)
  await app.register(named(walletRoutes), ctx)
  await app.register(named(miniProgramRoutes), ctx)
  await app.register(named(attachmentDownloadRoute), ctx)
  if (mode !== 'production') await app.register(named(sandboxRoutes), ctx)
  // The studio console's API (MeEdu's /backend/api): MeEdu's permissions, the super-admin role and,
  // outside production on the demo database, the demo administrator.
  await syncPermissions(kdb)
  await superRoleId(kdb)
  if (mode !== 'production' && (await hasCatalogue(kdb))) await seedDemoAdministrator(kdb)
  await app.register(named(adminApi([staffRoutes, adminSystemRoutes, dashboardRoutes, adminMemberRoutes, adminOrderRoutes, promoCodeRoutes, statsRoutes, mediaRoutes, courseRoutes, lessonRoutes, commentRoutes, imageRoutes, decorationRoutes, vipRoutes]), 'admin'), ctx)
  // The config reports only add-ons this server actually serves, so the app never shows a dead entry.
  ctx.enabledAddons = await registerAddons(app, ctx, options.db)

  fs.mkdirSync(MEDIA_DIR, { recursive: true })
  // Encrypted HLS: playlists and keys made per learner (catalogue/hls.ts); the segments are media files below.
  await app.register(hlsRoutes, ctx)
  // Media: public covers, avatars and trial cuts; everything else only with a signed URL (media.ts).
  await app.register(
    named(async (scope) => {
      scope.addHook('onRequest', mediaGuard(ctx.mediaSecret))
      if (files.kind === 'local') await scope.register(fastifyStatic, { root: MEDIA_DIR, prefix: MEDIA_PREFIX, decorateReply: false, cacheControl: false })
      else registerBucketMedia(scope, files.media, MEDIA_PREFIX)
    }, 'media')
  )
  // The console's build at /admin/ (dist/admin), every console route answered by its index.html.
  if (options.consoleDir) await registerConsole(app, options.consoleDir)
  if (options.staticDir && fs.existsSync(path.join(options.staticDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      prefix: '/',
      decorateReply: false,
      // Serves the .br/.gz files written at build time (scripts/postbuild-h5.js, `precompress`) to clients that accept them.
      preCompressed: true,
      // Hashed assets never change; the page and its runtime config must always be fresh.
      setHeaders(res, file) {
        const name = path.basename(file)
        res.setHeader('Cache-Control', /\.[0-9a-f]{8}\.(js|css)$/.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache')
      }
    })
  }
  return app
}
