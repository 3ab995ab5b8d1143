import fs from 'fs'
import path from 'path'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import cors from '@fastify/cors'
import type { DB } from './db'
import type { AppContext, Mode } from './context'
import { ApiFailure } from './envelope'
import { validationMessage } from './validation'
import { consoleSmsProvider, type SmsProvider } from './sms'
import { systemRoutes } from './routes/system'
import { authRoutes } from './routes/auth'
import { memberRoutes, MEDIA_DIR } from './routes/member'
import { catalogueRoutes } from './routes/catalogue'
import { learningRoutes } from './routes/learning'
import { orderRoutes } from './routes/orders'
import { sandboxRoutes } from './routes/sandbox'
import { IMPLEMENTED_ADDONS, registerAddons } from './addons'

export interface AppOptions {
  db: DB
  mode?: Mode
  /** Built H5 app to serve at `/` (dist/h5); omitted in API-only tests. */
  staticDir?: string
  /** Origins allowed by CORS (the H5 app on another origin, e.g. its dev server). Same origin needs none. */
  corsOrigins?: string[]
  sms?: SmsProvider
  publicUrl?: string
  enabledAddons?: string[]
  logger?: boolean
}


/** Builds the reference API server (not listening): routes, envelope, errors, static app and media. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const mode: Mode = options.mode ?? 'development'
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    bodyLimit: 64 * 1024,
    trustProxy: true,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, useDefaults: true, allErrors: false, verbose: true } }
  })

  const sms = options.sms ?? consoleSmsProvider((line) => console.log(line))
  if (mode === 'production' && sms.name.includes('sandbox')) {
    throw new Error('The console SMS provider is a sandbox: configure a real SMS provider for production')
  }
  const ctx: AppContext = {
    db: options.db,
    mode,
    sms,
    publicUrl: (options.publicUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    // All implemented add-ons unless narrowed (ENABLED_ADDONS in main.ts, or a test's list).
    enabledAddons: options.enabledAddons ?? [...IMPLEMENTED_ADDONS]
  }

  app.setErrorHandler((error: FastifyError, req, reply) => {
    // Failures bypass the route's response schema (it describes code-0 data, not `data: []`).
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8')
    if (error instanceof ApiFailure) return reply.status(200).send({ code: error.code, message: error.message, data: [] })
    if (error.validation) return reply.status(200).send({ code: 1, message: validationMessage(error.validation), data: [] })
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(200).send({ code: 1, message: '提交的内容过大', data: [] })
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, unsupported content type and the like: the client's fault, said plainly.
      return reply.status(200).send({ code: 1, message: '请求格式不正确', data: [] })
    }
    req.log.error(error)
    return reply.status(500).send({ code: 500, message: '服务器开小差了，请稍后再试', data: [] })
  })

  app.setNotFoundHandler((req, reply) => {
    if (/^\/(api|addons)\//.test(req.url)) return reply.status(200).send({ code: 404, message: '路由不存在', data: [] })
    return reply.status(404).type('text/plain; charset=utf-8').send('页面不存在')
  })

  if (options.corsOrigins?.length) {
    await app.register(cors, { origin: options.corsOrigins, allowedHeaders: ['Content-Type', 'Authorization', 'meedu-platform', 'Accept'] })
  }

  await app.register(systemRoutes, ctx)
  await app.register(authRoutes, ctx)
  await app.register(memberRoutes, ctx)
  await app.register(catalogueRoutes, ctx)
  await app.register(learningRoutes, ctx)
  await app.register(orderRoutes, ctx)
  if (mode !== 'production') await app.register(sandboxRoutes, ctx)
  // The config reports only add-ons this server actually serves, so the app never shows a dead entry.
  ctx.enabledAddons = await registerAddons(app, ctx)

  fs.mkdirSync(MEDIA_DIR, { recursive: true })
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d'
  })
  if (options.staticDir && fs.existsSync(path.join(options.staticDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      prefix: '/',
      decorateReply: false,
      // Serves the .br/.gz files written at build time (scripts/precompress.js) to clients that accept them.
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
