import crypto from 'crypto'
import type { SmsProvider } from '../sms'
import { consoleSmsProvider } from '../sms'
import { fail } from '../envelope'
import type { Mode } from '../mode'

/**
 * External services behind one interface (issue 8, production mode): SMS delivery, payment gateways and
 * the WeChat mini-program session. Each is configured by environment variables; what is not configured
 * is absent, and the API neither lists nor serves it. Sandboxes exist only outside production.
 */
interface Provider {
  readonly kind: 'sms' | 'payment' | 'mini'
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
  /** WeChat's getPhoneNumber code -> the learner's mobile. */
  phoneNumber(code: string): Promise<string>
}

export interface Providers {
  sms: (SmsProvider & { sandbox?: boolean }) | null
  payments: PaymentProvider[]
  mini: MiniProvider | null
}

/** The sandbox gateway of routes/sandbox.ts (development and tests only). */
const SANDBOX_PAYMENTS: PaymentProvider = { kind: 'payment', name: 'sandbox gateway', sandbox: true, methods: ['alipay', 'wechat-jsapi', 'wechat', 'wechat-mini'] }

const sandboxMini: MiniProvider = {
  kind: 'mini',
  name: 'sandbox mini-program',
  sandbox: true,
  // Deterministic, so the same device keeps its openid.
  session: async (code) => `sandbox-${crypto.createHash('sha256').update(code).digest('hex').slice(0, 24)}`,
  // The sandbox's getPhoneNumber code is `sandbox-phone-<mobile>`.
  phoneNumber: async (code) => {
    const m = /^sandbox-phone-(1[3-9]\d{9})$/.exec(code)
    if (!m) throw fail('手机号授权失败，请重试')
    return m[1]
  }
}

type Fetch = typeof fetch

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
export function wechatMini(appId: string, secret: string, fetchImpl: Fetch = fetch): MiniProvider {
  let access: { token: string; until: number } | null = null
  const json = async (url: string, init?: RequestInit) => {
    const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(5000) })
    return (await res.json()) as Record<string, unknown>
  }
  const accessToken = async () => {
    if (access && access.until > Date.now()) return access.token
    const r = await json(`https://api.weixin.qq.com/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(secret)}`)
    if (typeof r.access_token !== 'string') throw fail('微信服务暂不可用，请稍后再试')
    access = { token: r.access_token, until: Date.now() + (Number(r.expires_in) - 300) * 1000 }
    return access.token
  }
  return {
    kind: 'mini',
    name: `WeChat mini-program ${appId}`,
    sandbox: false,
    async session(code) {
      const q = new URLSearchParams({ appid: appId, secret, js_code: code, grant_type: 'authorization_code' })
      const r = await json(`https://api.weixin.qq.com/sns/jscode2session?${q}`)
      if (typeof r.openid !== 'string') throw fail('微信登录失败，请重试')
      return r.openid
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

/** Providers from the environment; outside production, sandboxes stand in for what is not configured. */
export function providersFromEnv(env: Readonly<Record<string, string | undefined>>, mode: Mode, log: (line: string) => void = console.log): Providers {
  const sandbox = mode !== 'production'
  const sms = env.SMS_WEBHOOK_URL ? webhookSms(env.SMS_WEBHOOK_URL, env.SMS_WEBHOOK_TOKEN) : sandbox ? { ...consoleSmsProvider(log), sandbox: true } : null
  const mini = env.WECHAT_MINI_APPID && env.WECHAT_MINI_SECRET ? wechatMini(env.WECHAT_MINI_APPID, env.WECHAT_MINI_SECRET) : sandbox ? sandboxMini : null
  // No real payment gateway adapter yet (Alipay, WeChat Pay): production offers hand pay only.
  const payments = sandbox ? [SANDBOX_PAYMENTS] : []
  return { sms, payments, mini }
}

/** One line per service for the start-up banner: what is on, and what is off and therefore hidden. */
export function describeProviders(p: Providers): string[] {
  return [
    `SMS:            ${p.sms ? p.sms.name : 'not configured (SMS login, registration and codes are off; set SMS_WEBHOOK_URL)'}`,
    `Payments:       ${p.payments.length ? p.payments.map((g) => `${g.name} (${g.methods.join(', ')})`).join('; ') : 'hand pay only (no gateway configured)'}`,
    `Mini-program:   ${p.mini ? p.mini.name : 'not configured (set WECHAT_MINI_APPID and WECHAT_MINI_SECRET)'}`
  ]
}
