import type { TestServer } from '../server/helpers'
import type { WxRequest } from './miniRuntime'

/** wx.request answered by the reference server in-process (fastify.inject). */
export function viaServer(s: TestServer) {
  return async (req: WxRequest) => {
    const url = req.url.replace(/^https?:\/\/[^/]+/, '')
    const isGet = req.method.toUpperCase() === 'GET'
    const query =
      isGet && req.data && Object.keys(req.data as object).length ? `${url.includes('?') ? '&' : '?'}${new URLSearchParams(req.data as Record<string, string>)}` : ''
    const res = await s.app.inject({
      method: req.method as never,
      url: url + query,
      headers: { ...req.header, ...(isGet ? {} : { 'content-type': 'application/json' }) },
      payload: isGet ? undefined : JSON.stringify(req.data ?? {})
    })
    return { statusCode: res.statusCode, data: res.body }
  }
}
