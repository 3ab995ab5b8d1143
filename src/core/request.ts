import Taro from '@tarojs/taro'
import type { Envelope } from '~types/contract/common'
import { pathOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf } from '~types/endpoints/endpoint'
import { runtimeConfig } from './runtimeConfig'
import { currentToken } from './session'
import { deviceSystem, platformName } from '../host/device'
import { handleUnauthorized } from './unauthorized'
import { takeEarlyAnswer, claimArrivedEarlyAnswer } from '../host/earlyData'
import type { EarlyFailure } from '../host/types'
import { LOADING_DELAY_MS } from '../utils/constants'
import { toast } from './toast'

type Method = Endpoint['method']

export interface CallOptions {
  /** Default POST (SPEC section 7). */
  method?: Method
  data?: Record<string, unknown>
  /** Show 请求中... after 800 ms while waiting (default off). */
  loading?: boolean
  /** Do not toast the failure: the caller shows it (a page's error state). */
  silent?: boolean
  /** Which API base: the main one or the live add-on's service. */
  base?: 'main' | 'live'
  /** Send this token instead of the session's (the parked token while binding a mobile). */
  token?: string
}

export type ApiErrorKind = 'business' | 'unauthorized' | 'http' | 'network' | 'timeout' | 'malformed'

/** Every rejected call rejects with this; `message` is always fit to show a learner. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code?: number,
    readonly status?: number
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const Messages = {
  network: '网络连接失败，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  malformed: '服务器返回的数据有误，请稍后重试',
  unauthorized: '请重新登录',
  business: '操作失败，请稍后重试',
  http: (status: number) => `服务器开小差了（${status}），请稍后重试`
} as const

/** Idempotent GETs retry a network failure at most this often; other methods never retry. */
export const GET_RETRIES = 2
const RETRY_BACKOFF_MS = 400

interface RawResponse {
  statusCode: number
  data: unknown
}

function buildUrl(path: string, base: 'main' | 'live'): string {
  if (/^https?:\/\//.test(path)) return path
  const cfg = runtimeConfig()
  return (base === 'live' ? cfg.liveApiBase : cfg.apiBase) + path
}

export function headers(token: string): Record<string, string> {
  const h: Record<string, string> = {
    Accept: 'application/json',
    'meedu-platform': platformName()
  }
  // The mini-program's system, so the server can apply WeChat's iOS rule
  // (docs/decisions/ios-virtual-goods.md); H5 sends none.
  const system = deviceSystem()
  if (system) h['x-device-system'] = system
  if (token) h.Authorization = `Bearer ${token}`
  return h
}

/**
 * Drops undefined and null values: Taro's H5 request would send them as the strings "undefined"/"null"
 * in a query, so an optional filter left unset would become a bad parameter.
 */
function cleanParams(data: CallOptions['data']): CallOptions['data'] {
  if (!data) return data
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null))
}

/**
 * One answer: on H5 a first-screen GET may already have been asked for by index.html (the platform's
 * earlyData); it is used once, and a network failure there falls back to asking again.
 */
function send(url: string, method: Method, data: CallOptions['data'], token: string): Promise<RawResponse> {
  const early = method === 'GET' ? takeEarlyAnswer(url, data, token) : undefined
  if (!early) return exchange(url, method, data, token)
  return early.catch((failure: EarlyFailure) => {
    if (failure === 'timeout') throw new ApiError('timeout', Messages.timeout)
    return exchange(url, method, data, token)
  })
}

/** One HTTP exchange with our own timer, so timeouts behave the same on both builds. */
function exchange(url: string, method: Method, data: CallOptions['data'], token: string): Promise<RawResponse> {
  const timeoutMs = runtimeConfig().requestTimeoutMs
  return new Promise<RawResponse>((resolve, reject) => {
    let settled = false
    // Declared before the request: a runtime may call success or fail synchronously (before a `const` below
    // it would exist), and then no timer is started at all.
    let timer: ReturnType<typeof setTimeout> | undefined = undefined
    const task = Taro.request({
      url,
      method,
      data,
      header: headers(token),
      // Parse ourselves: malformed JSON must reject clearly on both builds.
      dataType: 'text',
      responseType: 'text',
      timeout: timeoutMs + 1000,
      success: (res) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        resolve({ statusCode: res.statusCode, data: res.data })
      },
      fail: (err) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        const msg = String((err as { errMsg?: string })?.errMsg ?? err ?? '')
        reject(new ApiError(/timeout/i.test(msg) ? 'timeout' : 'network', /timeout/i.test(msg) ? Messages.timeout : Messages.network))
      }
    })
    // Taro's promise also rejects on fail; the callbacks above already handled it.
    Promise.resolve(task).catch(() => undefined)
    if (settled) return
    timer = setTimeout(() => {
      if (settled) return
      settled = true
      try {
        ;(task as unknown as { abort?: () => void }).abort?.()
      } catch {
        // Already finished.
      }
      reject(new ApiError('timeout', Messages.timeout))
    }, timeoutMs)
  })
}

function parseEnvelope<T>(raw: RawResponse): Envelope<T> {
  let body: unknown = raw.data
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body)
    } catch {
      throw new ApiError('malformed', Messages.malformed, undefined, raw.statusCode)
    }
  }
  if (!body || typeof body !== 'object' || typeof (body as Envelope<T>).code !== 'number') {
    throw new ApiError('malformed', Messages.malformed, undefined, raw.statusCode)
  }
  return body as Envelope<T>
}

export function toResult<T>(raw: RawResponse): T {
  if (raw.statusCode === 401) throw new ApiError('unauthorized', Messages.unauthorized, 401, 401)
  if (raw.statusCode !== 200) {
    // A JSON error body still carries the server's words; prefer them.
    let message: string = Messages.http(raw.statusCode)
    try {
      const env = parseEnvelope<T>(raw)
      if (env.code === 401) throw new ApiError('unauthorized', env.message || Messages.unauthorized, 401, raw.statusCode)
      if (env.message) message = env.message
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'unauthorized') throw e
    }
    throw new ApiError('http', message, undefined, raw.statusCode)
  }
  const env = parseEnvelope<T>(raw)
  if (env.code === 0) return env.data
  if (env.code === 401) throw new ApiError('unauthorized', env.message || Messages.unauthorized, 401, 200)
  throw new ApiError('business', env.message || Messages.business, env.code, 200)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * The one failure path of calls and uploads (core/upload.ts): any rejection becomes an ApiError, a 401 ends
 * the session (and goes to login from a page that needs an account), and the message is toasted when `shown`.
 */
export function failure(e: unknown, shown: boolean): ApiError {
  const err = e instanceof ApiError ? e : new ApiError('network', Messages.network)
  if (err.kind === 'unauthorized') handleUnauthorized()
  if (shown) toast(err.message)
  return err
}

/** A query's failure the caller cannot show in place (no page state to put it in): toast it as a command would. */
export function toastFailure(e: unknown): never {
  throw failure(e, true)
}

/**
 * The transport under both verbs. Resolves `data` on HTTP 200 with code 0; otherwise rejects with an
 * ApiError whose message is shown as a toast (unless `silent`). A 401 also clears the session and sends
 * the learner to login (unless the current page is open to anonymous visitors).
 */
export async function request<T>(path: string, options: CallOptions = {}): Promise<T> {
  const method = options.method ?? 'POST'
  const url = buildUrl(path, options.base ?? 'main')
  const token = options.token ?? currentToken()
  let loadingShown = false
  const loadingTimer = options.loading
    ? setTimeout(() => {
        loadingShown = true
        Taro.showLoading({ title: '请求中...', mask: true })
      }, LOADING_DELAY_MS)
    : undefined
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        return toResult<T>(await send(url, method, cleanParams(options.data), token))
      } catch (e) {
        const retryable = method === 'GET' && e instanceof ApiError && e.kind === 'network' && attempt < GET_RETRIES
        if (!retryable) throw e
        await sleep(RETRY_BACKOFF_MS * 2 ** attempt)
      }
    }
  } catch (e) {
    throw failure(e, !options.silent)
  } finally {
    if (loadingTimer) clearTimeout(loadingTimer)
    if (loadingShown) Taro.hideLoading()
  }
}

/** Where a call goes and as whom: shared by both verbs. */
interface Target {
  /** The main API or the live add-on's service. */
  base?: 'main' | 'live'
  /** Send this token instead of the session's (the parked token while binding a mobile). */
  token?: string
}

/**
 * The parts of a call to `E`, typed from its entry: the path parameters (required when the path has
 * any), the query of a GET, the body of the others.
 */
export type Parts<E> = { query?: QueryOf<E>; body?: BodyOf<E> } & (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> })

/** A verb's arguments after the entry: the parts may be left out only when the path has no parameters. */
type Args<E, O> = ParamsOf<E> extends undefined ? [parts?: Parts<E>, options?: O] : [parts: Parts<E>, options?: O]

/** The full URL of an entry the client opens rather than reads (a download, an authorise page, an upload). */
export const urlOf = (e: Endpoint, params?: object) => buildUrl(pathOf(e, params), 'main')

/** One call to an entry: its method, its filled path, and its data (no entry has both a query and a body). */
const call = <E extends Endpoint>(e: E, parts: Parts<E> | undefined, options: Omit<CallOptions, 'method' | 'data'>) =>
  request<ResponseOf<E>>(pathOf(e, parts?.params), { ...options, method: e.method, data: (parts?.query ?? parts?.body) as CallOptions['data'] })

/**
 * A read: never toasts, because the page shows the error in place (AsyncView's error with 重试); a GET
 * retries a network failure (GET_RETRIES). MeEdu answers a few reads only over POST (hand-pay text, a
 * question's collect status): their entries say so.
 */
export const query = <E extends Endpoint>(e: E, ...[parts, options = {}]: Args<E, Target>) =>
  call(e, parts, { base: options.base, token: options.token, silent: true })

/**
 * What a command shows while it runs and when it fails:
 * - `full` (default): 请求中... after 800 ms, and a toast of the failure;
 * - `toast`: a quick tap whose answer shows in place (a toggle, a vote, an answer): the toast, no spinner;
 * - `spinner`: the caller shows the failure its own way (a clearer message): the spinner, no toast;
 * - `none`: a background write the learner did not tap (progress, watch time): never interrupts.
 * A call with less than `full` says why in a comment.
 */
type Feedback = 'full' | 'toast' | 'spinner' | 'none'

export interface CommandOptions extends Target {
  feedback?: Feedback
}

/**
 * An action the learner asked for: the delayed spinner while it runs, its failure toasted (`feedback`).
 * The method is the entry's (MeEdu does a few actions over GET: a like toggle, marking messages read).
 */
export const command = <E extends Endpoint>(e: E, ...[parts, options = {}]: Args<E, CommandOptions>) => {
  const feedback = options.feedback ?? 'full'
  return call(e, parts, {
    base: options.base,
    token: options.token,
    loading: feedback === 'full' || feedback === 'spinner',
    silent: feedback === 'spinner' || feedback === 'none'
  })
}

/** The transport's own shorthands (its tests); the app calls entries through `query` and `command`. */
export const get = <T>(path: string, data?: CallOptions['data'], options: Omit<CallOptions, 'method' | 'data'> = {}) =>
  request<T>(path, { ...options, method: 'GET', data })

export const post = <T>(path: string, data?: CallOptions['data'], options: Omit<CallOptions, 'method' | 'data'> = {}) =>
  request<T>(path, { ...options, method: 'POST', data })

/**
 * A page's first data without waiting: the successful answer index.html already received for this GET
 * (H5, src/earlyData.js), or undefined, and the page loads as usual. Lets the first render show content.
 */
export function arrivedEarly<E extends Endpoint>(e: E, ...[parts]: Args<E, never>): ResponseOf<E> | undefined {
  let result: ResponseOf<E> | undefined
  claimArrivedEarlyAnswer(urlOf(e, parts?.params), cleanParams(parts?.query as CallOptions['data']), currentToken(), (raw) => {
    try {
      result = toResult<ResponseOf<E>>(raw)
      return true
    } catch {
      return false
    }
  })
  return result
}
