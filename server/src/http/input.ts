import type { Socket } from 'net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify'
import { fail, notFound } from './envelope'
import { validationMessage } from './validation'

/**
 * Bad input never reaches a handler or leaves the envelope (docs/decisions/bad-input-refused.md), for every
 * route at once:
 * - numbers sent as strings (query, path, form or JSON body) must be plain decimals: ajv's coercion turns `Infinity`, `-Infinity`
 *   and `1e400` into Infinity, which then passes `maximum` (coercion happens after the bound checks);
 * - JSON bodies with a non-finite number (`1e400`) or a `__proto__` key are refused;
 * - malformed URL encoding, over-long URLs and broken HTTP get the envelope too.
 */
const MAX_URL_LENGTH = 8 * 1024

const envelope = (code: number, message: string) => JSON.stringify({ code, message, data: [] })

type Schema = { type?: unknown; properties?: Record<string, Schema> } | undefined

const isNumeric = (s: Schema) => {
  const t = s?.type
  return t === 'integer' || t === 'number' || (Array.isArray(t) && (t.includes('integer') || t.includes('number')))
}

// What a learner's client sends for a number: an optional minus and up to 15 digits, an optional fraction.
const PLAIN_NUMBER = /^-?\d{1,15}(\.\d{1,15})?$/

function checkNumbers(values: unknown, schema: Schema, where: string) {
  if (!values || typeof values !== 'object' || !schema?.properties) return
  for (const [key, prop] of Object.entries(schema.properties)) {
    if (!isNumeric(prop)) continue
    const v = (values as Record<string, unknown>)[key]
    const list = Array.isArray(v) ? v : [v]
    for (const item of list) {
      if (typeof item === 'string' && !PLAIN_NUMBER.test(item.trim())) {
        const error = { keyword: 'type', instancePath: `/${key}`, schemaPath: '', params: {}, message: '' } as FastifySchemaValidationError
        throw fail(validationMessage([error]) || `${where}格式不正确`)
      }
    }
  }
}

/** MeEdu's core API (`/api/...`), where an impossible path id is an unknown record; add-ons keep their own answers. */
export const isCoreRoute = (req: FastifyRequest) => req.url.startsWith('/api/')

/** JSON that JSON.parse accepts but the API must not: non-finite numbers and prototype keys. */
function parseJson(text: string): unknown {
  return JSON.parse(text, (key, value) => {
    if (key === '__proto__') throw fail('请求格式不正确')
    if (typeof value === 'number' && !Number.isFinite(value)) throw fail('数值超出范围')
    return value
  })
}

export interface RouteInfo {
  method: string
  url: string
  schema?: { querystring?: Schema; params?: Schema; body?: Schema }
}

const ROUTES = new WeakMap<FastifyInstance, RouteInfo[]>()

/** Every route registered on `app` (for the fuzz test over all routes). */
export const routesOf = (app: FastifyInstance): RouteInfo[] => ROUTES.get(app) ?? []

export function registerInputGuards(app: FastifyInstance): void {
  const routes: RouteInfo[] = []
  ROUTES.set(app, routes)
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url, schema: r.schema as RouteInfo['schema'] })
  })

  app.addHook('onRequest', async (req, reply) => {
    if (req.url.length > MAX_URL_LENGTH) return reply.status(200).type('application/json; charset=utf-8').send(envelope(414, '请求地址过长'))
  })

  app.addHook('preValidation', async (req) => {
    const schema = req.routeOptions.schema as { querystring?: Schema; params?: Schema; body?: Schema } | undefined
    if (!schema) return
    try {
      checkNumbers(req.params, schema.params, '参数')
    } catch (e) {
      // A core route's path id that is not a number: no such record (MeEdu answers 404 资源不存在).
      throw isCoreRoute(req) ? notFound() : e
    }
    checkNumbers(req.query, schema.querystring, '参数')
    // A JSON or form body may carry a number as a string ("Infinity" too): the same rule.
    checkNumbers(req.body, schema.body, '参数')
  })

  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body)
    if (!text.trim()) return done(fail('请求格式不正确'), undefined)
    try {
      done(null, parseJson(text))
    } catch (e) {
      done(e instanceof SyntaxError ? fail('请求格式不正确') : (e as Error), undefined)
    }
  })
}

/** Fastify's own errors before routing (malformed URL encoding): the envelope, not Fastify's JSON. */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_BAD_URL' ? '请求地址格式不正确' : '请求格式不正确'
  reply.status(200).type('application/json; charset=utf-8').send(envelope(1, message))
}

/** Requests Node cannot parse (a URL or headers over its limit, broken HTTP): an envelope, then close. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const tooLong = error.code === 'HPE_HEADER_OVERFLOW' || error.code === 'HPE_URI_TOO_LONG'
  const body = envelope(tooLong ? 414 : 1, tooLong ? '请求地址过长' : '请求格式不正确')
  socket.end(`HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`)
}
