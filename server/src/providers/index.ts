import crypto from 'crypto'
import { fail } from '../http/envelope'
import type { Mode } from '../mode'
import type { SubscribeKind } from '~types/contract/subscribe'
import { SANDBOX_BLOCKED_WORDS, wechatContentCheck, wordListCheck, type ContentProviders } from './contentCheck'

/**
 * External services behind one interface (production mode: docs/decisions/production-mode.md): SMS delivery,
 * payment gateways and the WeChat mini-program session. Each is configured by environment variables; what is
 * not configured is absent, and the API neither lists nor serves it. Sandboxes exist only outside production.
 */
interface Provider {
  readonly kind: 'sms' | 'payment' | 'mini' | 'subscribe' | 'virtualPayment'
  readonly name: string
  readonly sandbox: boolean
}

interface PaymentProvider extends Provider {
  readonly kind: 'payment'
  /** MeEdu payment signs this gateway serves (`order/payments`). */
  readonly methods: readonly string[]
}

export interface MiniProvider extends Provider {
  readonly kind: 'mini'
  /** WeChat's code2session: the openid of the device's wx.login code. */
  session(code: string): Promise<string>
  /** code2session's session_key of a fresh wx.login code (signs wx.requestVirtualPayment; never leaves the server). */
  sessionKey(code: string): Promise<string>
  /** WeChat's getPhoneNumber code -> the learner's mobile. */
  phoneNumber(code: string): Promise<string>
}

export type { SubscribeKind }

/**
 * WeChat virtual payment (wx.requestVirtualPayment), the one way to sell virtual goods in the mini-program
 * on iOS (docs/decisions/wechat-virtual-payment.md): the studio's offer and its AppKey, which signs `paySig`.
 */
export interface VirtualPaymentProvider extends Provider {
  readonly kind: 'virtualPayment'
  readonly offerId: string
  /** WeChat's `env`: 0 live, 1 WeChat's sandbox. */
  readonly env: 0 | 1
  /** HMAC-SHA256(AppKey, 'requestVirtualPayment&' + signData), hex. */
  paySig(signData: string): string
}

export const hmacSha256Hex = (key: string, data: string) => crypto.createHmac('sha256', key).update(data).digest('hex')

function wechatVirtualPayment(offerId: string, appKey: string, env: 0 | 1, sandbox = false): VirtualPaymentProvider {
  return {
    kind: 'virtualPayment',
    name: sandbox ? 'sandbox virtual payment (POST /sandbox/virtual-pay/confirm pays)' : `WeChat virtual payment, offer ${offerId} (env ${env})`,
    sandbox,
    offerId,
    env,
    paySig: (signData) => hmacSha256Hex(appKey, `requestVirtualPayment&${signData}`)
  }
}

/** The sandbox's offer and AppKey (development and tests, VIRTUAL_PAY=sandbox); tests recompute paySig with it. */
export const SANDBOX_VIRTUAL_PAY_KEY = 'sandbox-virtual-pay-app-key'

/** One message, in the shape of WeChat's subscribeMessage.send. */
interface SubscribeMessage {
  touser: string
  template_id: string
  /** The mini-program page the message opens, with its query. */
  page: string
  data: Record<string, { value: string }>
}

export interface SubscribeProvider extends Provider {
  readonly kind: 'subscribe'
  /** The template id of each kind (the app asks wx.requestSubscribeMessage for these). */
  readonly templates: Readonly<Record<SubscribeKind, string>>
  send(message: SubscribeMessage): Promise<void>
}

/** The sandbox keeps what it would have sent (`GET /sandbox/subscribe/sent`). */
export interface SandboxSubscribeProvider extends SubscribeProvider {
  readonly sent: SubscribeMessage[]
}

export interface Providers {
  sms: (SmsProvider & { sandbox?: boolean }) | null
  payments: PaymentProvider[]
  mini: MiniProvider | null
  /** Subscribe messages; absent or null when not configured. */
  subscribe?: SubscribeProvider | null
  /** Content security for user text (contentCheck.ts); the sandbox word list when absent. */
  content?: ContentProviders
  /** WeChat virtual payment for iOS mini-program orders; absent or null when off (the default). */
  virtualPayment?: VirtualPaymentProvider | null
}

/** The sandbox gateway of sandbox/routes.ts (development and tests only). */
const SANDBOX_PAYMENTS: PaymentProvider = { kind: 'payment', name: 'sandbox gateway', sandbox: true, methods: ['alipay', 'wechat-jsapi', 'wechat', 'wechat-mini'] }

/** The sandbox's session_key of a wx.login code (tests recompute `signature` with it). */
export const sandboxSessionKey = (code: string) => crypto.createHash('sha256').update(`session-key:${code}`).digest('base64')

const sandboxMini: MiniProvider = {
  kind: 'mini',
  name: 'sandbox mini-program',
  sandbox: true,
  // Deterministic, so the same device keeps its openid.
  session: async (code) => `sandbox-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 24)}`,
  sessionKey: async (code) => sandboxSessionKey(code),
  // The sandbox's getPhoneNumber code is `sandbox-phone-<mobile>`.
  phoneNumber: async (code) => {
    const m = /^sandbox-phone-(1[3-9]\d{9})$/.exec(code)
    if (!m) throw fail('手机号授权失败，请重试')
    return m[1]
  }
}

/** A fresh sandbox per server, so each test server sees only its own sends. */
function sandboxSubscribe(log: (line: string) => void = () => undefined): SandboxSubscribeProvider {
  const sent: SubscribeMessage[] = []
  return {
    kind: 'subscribe',
    name: 'sandbox subscribe messages (recorded, GET /sandbox/subscribe/sent)',
    sandbox: true,
    templates: { live_start: 'sandbox-live-start', exam_graded: 'sandbox-exam-graded', homework_reviewed: 'sandbox-homework-reviewed' },
    sent,
    async send(message) {
      sent.push(message)
      log(`[sandbox subscribe] ${message.template_id} -> ${message.touser}: ${message.page}`)
    }
  }
}

type Fetch = typeof fetch

/**
 * WeChat's server access token (cgi-bin/token), cached until five minutes before it expires. One per
 * server: asking WeChat for a new token retires the previous one, so every WeChat provider shares it.
 */
function wechatAccessToken(appId: string, secret: string, fetchImpl: Fetch) {
  let access: { token: string; until: number } | null = null
  return async (): Promise<string> => {
    if (access && access.until > Date.now()) return access.token
    const res = await fetchImpl(
      `https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(secret)}`,
      { signal: AbortSignal.timeout(5000) }
    )
    const r = (await res.json()) as Record<string, unknown>
    if (typeof r.access_token !== 'string') throw fail('微信服务暂不可用，请稍后再试')
    access = { token: r.access_token, until: Date.now() + (Number(r.expires_in) - 300) * 1000 }
    return access.token
  }
}

/**
 * SMS delivery of a verification code (verification/sms.ts makes and checks the codes). The console
 * provider (development and tests) prints the code, and the server refuses to start it in production.
 */
export interface SmsProvider {
  readonly name: string
  send(mobile: string, code: string, scene: string): void | Promise<void>
}

export const consoleSmsProvider = (log: (line: string) => void): SmsProvider => ({
  name: 'console (sandbox)',
  send(mobile, code, scene) {
    log(`[sandbox sms] to ${mobile} (${scene}): 验证码 ${code}，10分钟内有效`)
  }
})

/** The configured mini-program provider, or the answer that it is not configured. */
export function requireMini(providers: Pick<Providers, 'mini'>): MiniProvider {
  if (!providers.mini) throw fail('小程序登录未配置')
  return providers.mini
}

/** SMS through the studio's own relay (SMS_WEBHOOK_URL): POST {mobile, code, scene, text} as JSON. */
export function webhookSms(url: string, token: string | undefined, fetchImpl: Fetch = fetch): SmsProvider & { sandbox: boolean } {
  return {
    name: `webhook (${new URL(url).host})`,
    sandbox: false,
    async send(mobile, code, scene) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ mobile, code, scene, text: `验证码 ${code}，10分钟内有效` }),
        signal: AbortSignal.timeout(5000)
      })
      if (!res.ok) throw new Error(`SMS relay answered HTTP ${res.status}`)
    }
  }
}

/** WeChat mini-program (WECHAT_MINI_APPID, WECHAT_MINI_SECRET): code2session and getPhoneNumber. */
export function wechatMini(appId: string, secret: string, fetchImpl: Fetch = fetch, accessToken = wechatAccessToken(appId, secret, fetchImpl)): MiniProvider {
  const json = async (url: string, init?: RequestInit) => {
    const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(5000) })
    return (await res.json()) as Record<string, unknown>
  }
  const code2session = async (code: string) => {
    const q = new URLSearchParams({ appid: appId, secret, js_code: code, grant_type: 'authorization_code' })
    const r = await json(`https://api.weixin.qq.com/sns/jscode2session?${q}`)
    if (typeof r.openid !== 'string') throw fail('微信登录失败，请重试')
    return r
  }
  return {
    kind: 'mini',
    name: `WeChat mini-program ${appId}`,
    sandbox: false,
    async session(code) {
      return (await code2session(code)).openid as string
    },
    async sessionKey(code) {
      const key = (await code2session(code)).session_key
      if (typeof key !== 'string' || !key) throw fail('微信登录失败，请重试')
      return key
    },
    async phoneNumber(code) {
      const r = await json(`https://api.weixin.qq.com/wxa/business/getuserphonenumber?access_token=${await accessToken()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code })
      })
      const phone = (r.phone_info as { purePhoneNumber?: string } | undefined)?.purePhoneNumber
      if (!phone || !/^1[3-9]\d{9}$/.test(phone)) throw fail('手机号授权失败，请重试')
      return phone
    }
  }
}

/**
 * WeChat subscribe messages (subscribeMessage.send) of the mini-program WECHAT_MINI_APPID, with the
 * templates the studio chose in its admin (WECHAT_SUBSCRIBE_LIVE_TEMPLATE, WECHAT_SUBSCRIBE_EXAM_TEMPLATE, WECHAT_SUBSCRIBE_HOMEWORK_TEMPLATE).
 */
export function wechatSubscribe(
  appId: string,
  secret: string,
  templates: Record<SubscribeKind, string>,
  fetchImpl: Fetch = fetch,
  accessToken = wechatAccessToken(appId, secret, fetchImpl)
): SubscribeProvider {
  return {
    kind: 'subscribe',
    name: `WeChat subscribe messages ${appId}`,
    sandbox: false,
    templates,
    async send(message) {
      const res = await fetchImpl(`https://api.weixin.qq.com/cgi-bin/message/subscribe/send?access_token=${await accessToken()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...message, miniprogram_state: 'formal', lang: 'zh_CN' }),
        signal: AbortSignal.timeout(5000)
      })
      const r = (await res.json()) as { errcode?: number; errmsg?: string }
      if (r.errcode) throw new Error(`subscribeMessage.send answered ${r.errcode} ${r.errmsg ?? ''}`)
    }
  }
}

/** Providers from the environment; outside production, sandboxes stand in for what is not configured. */
export function providersFromEnv(env: Readonly<Record<string, string | undefined>>, mode: Mode, log: (line: string) => void = console.log): Providers {
  const sandbox = mode !== 'production'
  const sms = env.SMS_WEBHOOK_URL ? webhookSms(env.SMS_WEBHOOK_URL, env.SMS_WEBHOOK_TOKEN) : sandbox ? { ...consoleSmsProvider(log), sandbox: true } : null
  const token = env.WECHAT_MINI_APPID && env.WECHAT_MINI_SECRET ? wechatAccessToken(env.WECHAT_MINI_APPID, env.WECHAT_MINI_SECRET, fetch) : null
  const mini = token ? wechatMini(env.WECHAT_MINI_APPID!, env.WECHAT_MINI_SECRET!, fetch, token) : sandbox ? sandboxMini : null
  // User text: WeChat's check for learners with a mini-program openid, the word list for everyone else.
  const ownWords = (env.CONTENT_BLOCKED_WORDS ?? '').split(',').map((w) => w.trim()).filter(Boolean)
  const content: ContentProviders = {
    wechat: token ? wechatContentCheck(token) : null,
    words: wordListCheck([...SANDBOX_BLOCKED_WORDS, ...ownWords], `word list (${SANDBOX_BLOCKED_WORDS.length + ownWords.length} words)`)
  }
  // No real payment gateway adapter yet (Alipay, WeChat Pay): production offers hand pay only.
  const payments = sandbox ? [SANDBOX_PAYMENTS] : []
  const templates = {
    live_start: env.WECHAT_SUBSCRIBE_LIVE_TEMPLATE ?? '',
    exam_graded: env.WECHAT_SUBSCRIBE_EXAM_TEMPLATE ?? '',
    homework_reviewed: env.WECHAT_SUBSCRIBE_HOMEWORK_TEMPLATE ?? ''
  }
  const subscribe =
    token && Object.values(templates).some(Boolean)
      ? wechatSubscribe(env.WECHAT_MINI_APPID!, env.WECHAT_MINI_SECRET!, templates, fetch, token)
      : sandbox
        ? sandboxSubscribe(mode === 'test' ? undefined : log)
        : null
  // Virtual payment is off unless configured: the real offer with the mini-program, or the sandbox when asked for.
  const virtualPayment =
    token && env.WECHAT_VIRTUAL_PAY_OFFER_ID && env.WECHAT_VIRTUAL_PAY_APP_KEY
      ? wechatVirtualPayment(env.WECHAT_VIRTUAL_PAY_OFFER_ID, env.WECHAT_VIRTUAL_PAY_APP_KEY, env.WECHAT_VIRTUAL_PAY_ENV === '1' ? 1 : 0)
      : sandbox && env.VIRTUAL_PAY === 'sandbox'
        ? wechatVirtualPayment('sandbox-offer', SANDBOX_VIRTUAL_PAY_KEY, 1, true)
        : null
  // The content check is left out when nothing is configured: it then uses the sandbox word list (contentCheck.ts).
  // Virtual payment is left out when off, like the content check: the providers stay as they were.
  return { sms, payments, mini, subscribe, ...(virtualPayment ? { virtualPayment } : {}), ...(content.wechat || ownWords.length ? { content } : {}) }
}

/** One line per service for the start-up banner: what is on, and what is off and therefore hidden. */
export function describeProviders(p: Providers): string[] {
  return [
    `SMS:            ${p.sms ? p.sms.name : 'not configured (SMS login, registration and codes are off; set SMS_WEBHOOK_URL)'}`,
    `Payments:       ${p.payments.length ? p.payments.map((g) => `${g.name} (${g.methods.join(', ')})`).join('; ') : 'hand pay only (no gateway configured)'}`,
    `Mini-program:   ${p.mini ? p.mini.name : 'not configured (set WECHAT_MINI_APPID and WECHAT_MINI_SECRET)'}`,
    `Subscribe msgs: ${p.subscribe ? p.subscribe.name : 'not configured (set WECHAT_SUBSCRIBE_LIVE_TEMPLATE / WECHAT_SUBSCRIBE_EXAM_TEMPLATE / WECHAT_SUBSCRIBE_HOMEWORK_TEMPLATE with the mini-program)'}`,
    `Virtual pay:    ${p.virtualPayment ? p.virtualPayment.name : 'off (iOS mini-program hides prices; set WECHAT_VIRTUAL_PAY_OFFER_ID and WECHAT_VIRTUAL_PAY_APP_KEY with the mini-program)'}`,
    `Content check:  ${p.content?.wechat ? `${p.content.wechat.name} (mini-program learners); ` : ''}${p.content?.words.name ?? 'word list (sandbox)'}${p.content?.wechat ? ' (everyone else)' : ''}`
  ]
}
