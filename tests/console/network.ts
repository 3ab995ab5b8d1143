/**
 * The console's API answered in tests: `answer({ 'GET /backend/api/v1/captcha/image': data })` makes
 * `fetch` reply with MeEdu's admin envelope (a function gets the request's body and returns data, or throws
 * `refuse(status, message)` for a refusal); every request is recorded in `calls`.
 */
export interface Call {
  method: string
  url: string
  body: unknown
  headers: Record<string, string>
}

export class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly data: unknown = []
  ) {}
}
/** A refusal in the admin envelope; `data` where it says more (the member import's refused rows). */
export const refuse = (status: number, message: string, data?: unknown) => new Refusal(status, message, data)

type Handler = unknown | ((body: unknown) => unknown)

/** What the request module reads of a fetch Response (jsdom has no Response). */
export const response = (text: string, status = 200) => ({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) }) as unknown as Response

export function answer(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = []
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    calls.push({ method, url, body, headers: (init?.headers ?? {}) as Record<string, string> })
    const key = `${method} ${url.split('?')[0]}`
    if (!(key in routes)) return response(JSON.stringify({ status: 404, message: '路由不存在', data: [] }))
    const handler = routes[key]
    const result = typeof handler === 'function' ? (handler as (b: unknown) => unknown)(body) : handler
    const envelope = result instanceof Refusal ? { status: result.status, message: result.message, data: result.data } : { status: 0, message: '', data: result }
    return response(JSON.stringify(envelope))
  }) as typeof fetch
  return calls
}
