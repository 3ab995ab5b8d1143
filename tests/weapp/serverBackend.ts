import fs from 'fs'
import path from 'path'
import { multipartBody, startServer, type TestServer } from '../server/helpers'
import type { WxRequest, WxUpload } from './miniRuntime'

/** wx.request and wx.uploadFile answered by the reference server in-process (fastify.inject): a test server or a running product's. */
export function viaServer(s: Pick<TestServer, 'app'>) {
  return async (req: WxRequest) => {
    const url = req.url.replace(/^https?:\/\/[^/]+/, '')
    // wx.uploadFile: a multipart POST of the form fields and the file, as WeChat sends it.
    if ('file' in req) {
      const { field, name, bytes } = (req as WxUpload).file
      const form = multipartBody(field, name, 'application/octet-stream', bytes, req.data as Record<string, string>)
      const res = await s.app.inject({ method: 'POST', url, headers: { ...req.header, ...form.headers }, payload: form.payload })
      return { statusCode: res.statusCode, data: res.body }
    }
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

/**
 * A fresh reference server for each test of the calling file, and a check that the weapp build exists:
 * `const ctx = serverPerWeappTest(ROOT)`, then `ctx.s` inside tests.
 */
export function serverPerWeappTest(root: string): { s: TestServer } {
  const ctx = {} as { s: TestServer }
  beforeAll(() => {
    if (!fs.existsSync(path.join(root, 'app.js'))) throw new Error('dist/weapp missing: run `npm run build:weapp` first')
  })
  beforeEach(async () => {
    ctx.s = await startServer()
  })
  afterEach(async () => {
    await ctx.s.app.close()
    ctx.s.db.close()
  })
  return ctx
}
