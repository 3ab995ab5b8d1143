/** @jest-environment node */
/**
 * Every JSON route declares its contract: params when the path has any, a body for writes that take
 * one, and the code-0 reply schema (types/contract). Routes are collected as they are registered.
 */
import type { RouteOptions } from 'fastify'

const routes: RouteOptions[] = []
jest.mock('fastify', () => {
  const actual = jest.requireActual('fastify')
  const wrapped = (opts: unknown) => {
    const app = actual(opts)
    app.addHook('onRoute', (r: RouteOptions) => void routes.push(r))
    return app
  }
  return Object.assign(wrapped, actual, { default: wrapped, __esModule: true })
})

import { startServer } from './helpers'

/** Answers that are not JSON envelopes: HTML pages, redirects, form posts of the sandbox gateway. */
const NOT_JSON = new Set([
  // Live: the HLS playlist, the attachment page (a redirect) and the chat socket.
  'GET /addons/zhibo/stream/:id.m3u8',
  'GET /addons/zhibo/stream/:id/:n.ts',
  // nginx-rtmp's callbacks: form fields in, an empty 2xx or 4xx out (the engine reads only the status).
  'POST /addons/zhibo/engine/:call',
  'GET /addons/zhibo/api/v1/course/:cid/video/:vid/attach/:id/download',
  'GET /addons/zhibo/api/v1/course/:cid/video/:vid/chat/ws',
  'GET /api/v2/protocol/:name',
  'GET /api/v2/order/pay/redirect',
  // Opened by the browser as a page: a redirect to the signed file (errors stay in the envelope).
  'GET /api/v2/course/attach/:id/download',
  'GET /addons/Cert/api/v1/member/cert/:id/download',
  'GET /api/v3/auth/login/socialite/:app',
  // Media: a score page (SVG or PNG) and a homework take's audio, with HTTP Range.
  'GET /addons/PianoAudio/api/v1/score/:id/page/:page',
  'GET /addons/Homework/api/v1/take/:id/audio',
  'GET /sandbox/gateway',
  'POST /sandbox/gateway/pay',
  'POST /sandbox/gateway/cancel',
  'GET /sandbox/face',
  'POST /sandbox/face/pass',
  'POST /sandbox/face/fail'
])
/** Writes without a JSON body: logout, multipart avatar, Q&A images and homework takes. */
const NO_BODY = new Set([
  'POST /api/v2/logout',
  'POST /api/v2/member/detail/avatar',
  'POST /addons/Wenda/api/v1/upload/image',
  'POST /addons/Homework/api/v1/assignment/:id/take',
  // Live: MeEdu's client posts {} to sign in; the sandbox starts a session with no options.
  'POST /addons/zhibo/api/v1/course/:cid/video/:vid/signIn/:id',
  'POST /sandbox/live/video/:id/start',
  'POST /addons/zhibo/api/v1/teacher/video/:id/end'
])

it('every API route declares its request and reply schemas', async () => {
  const s = await startServer()
  const api = routes.filter((r) => /^\/(api|addons|sandbox)\//.test(r.url) && r.method !== 'HEAD')
  expect(api.length).toBeGreaterThan(60)
  const missing: string[] = []
  for (const r of api) {
    const key = `${r.method} ${r.url}`
    const schema = r.schema as { params?: unknown; body?: unknown; response?: Record<string, unknown> } | undefined
    if (r.url.includes(':') && !schema?.params) missing.push(`${key}: params`)
    if (['POST', 'PUT'].includes(String(r.method)) && !NO_BODY.has(key) && !schema?.body) missing.push(`${key}: body`)
    if (!NOT_JSON.has(key) && !schema?.response?.[200]) missing.push(`${key}: response`)
  }
  expect(missing).toEqual([])
  expect(api.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['GET /addons/MeeduBooks/api/v1/books', 'POST /addons/MeeduBooks/api/v1/book/:id/buy']))
  await s.close()
})
