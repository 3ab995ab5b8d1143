import crypto from 'crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { throttled } from './envelope'
import type { SharedState } from './shared'

export interface GuardOptions {
  /** MeEdu's API throttle (120 requests a minute per learner or IP): on in production, opt-in elsewhere. */
  apiThrottle: boolean
}

/** Login: per IP (any login form) and per mobile (password guessing on one account). */
export const LOGIN_PER_IP = { limit: 30, windowMs: 60_000 }
export const LOGIN_PER_ACCOUNT = { limit: 10, windowMs: 15 * 60_000 }
const API_PER_MINUTE = 120

const tokenKey = (req: FastifyRequest) => {
  const h = req.headers.authorization
  const t = h && /^Bearer\s+\S+$/i.test(h) ? h.replace(/^Bearer\s+/i, '') : ''
  return t ? `t:${crypto.createHash('sha256').update(t).digest('base64url')}` : `ip:${req.ip}`
}

export const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

/**
 * App-level abuse limits (docs/decisions/rate-limits.md), kept out of the route handlers: every answer is
 * MeEdu's envelope (HTTP 200, code 429).
 */
export function registerGuards(app: FastifyInstance, shared: SharedState, options: GuardOptions): void {
  // Counted in every server process alike (shared.ts): memory by default, Redis with REDIS_URL.
  const perIp = shared.limiter('login-ip', LOGIN_PER_IP)
  const perMobile = shared.limiter('login-mobile', LOGIN_PER_ACCOUNT)

  // After validation (the body is a checked object), before the handler spends a password hash.
  app.addHook('preHandler', async (req) => {
    const login = req.routeOptions.config?.login
    if (!login) return
    if (!(await perIp.hit(req.ip))) throw throttled(`登录尝试过于频繁，请${minutes(await perIp.retryAfter(req.ip))}分钟后再试`)
    const body: unknown = req.body
    const mobile = body && typeof body === 'object' && 'mobile' in body ? body.mobile : undefined
    if (login === 'password' && typeof mobile === 'string' && !(await perMobile.hit(mobile))) {
      throw throttled(`密码错误次数过多，请${minutes(await perMobile.retryAfter(mobile))}分钟后再试`)
    }
  })

  if (options.apiThrottle) {
    // MeEdu's `throttle:120,1` on the API: per learner (token) when logged in, else per IP.
    const api = shared.limiter('api', { limit: API_PER_MINUTE, windowMs: 60_000 })
    app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      if (!/^\/(api|addons)\//.test(req.url)) return
      const key = tokenKey(req)
      if (!(await api.hit(key))) return reply.status(200).header('Retry-After', String(await api.retryAfter(key))).send({ code: 429, message: '请稍后再试', data: [] })
    })
  }
}
