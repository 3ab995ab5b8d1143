import Taro from '@tarojs/taro'

/** What a fake server does with one request. */
export type Reply =
  | { status?: number; body: unknown }
  | { raw: string; status?: number }
  | 'network-error'
  | 'timeout-error'
  | 'hang'

export interface SentRequest {
  url: string
  method: string
  data: unknown
  header: Record<string, string>
}

/**
 * Replaces Taro.request with a scripted double: `route(path, method)` answers each call. Records every
 * request. Behaves like Taro: calls success/fail and returns a promise with `abort`.
 */
export function fakeNetwork(route: (path: string, req: SentRequest) => Reply) {
  const sent: SentRequest[] = []
  const spy = jest.spyOn(Taro, 'request').mockImplementation(((opts: Taro.request.Option) => {
    const req: SentRequest = {
      url: opts.url,
      method: opts.method ?? 'GET',
      data: opts.data,
      header: (opts.header ?? {}) as Record<string, string>
    }
    sent.push(req)
    const path = opts.url.replace(/^https?:\/\/[^/]+/, '')
    const reply = route(path, req)
    let aborted = false
    const p = new Promise((resolve, reject) => {
      setTimeout(() => {
        if (aborted) return
        if (reply === 'hang') return
        if (reply === 'network-error' || reply === 'timeout-error') {
          const err = { errMsg: reply === 'network-error' ? 'request:fail' : 'request:fail timeout' }
          opts.fail?.(err as never)
          reject(err)
          return
        }
        const res = {
          statusCode: reply.status ?? 200,
          data: 'raw' in reply ? reply.raw : JSON.stringify(reply.body),
          header: {},
          errMsg: 'request:ok'
        }
        opts.success?.(res as never)
        resolve(res)
      }, 0)
    }) as Promise<unknown> & { abort: () => void }
    p.abort = () => {
      aborted = true
    }
    return p
  }) as never)
  return { sent, spy }
}

export const ok = (data: unknown) => ({ body: { code: 0, message: '', data } })
export const fail = (code: number, message: string) => ({ body: { code, message, data: [] } })
