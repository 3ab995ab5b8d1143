/** @jest-environment node */
// Server hardening: paid media, login, proxies, SMS, sessions, bad input, database faults, avatars, HTTP
// hygiene.
import { serverPerTest, type TestServer, PUBLIC, sqlAll, sqlGet, sqlRun, sqlValue, sqlValues } from './helpers'
import { sqliteKysely } from '../../server/src/db/kysely'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const path = (url: string) => url.replace(PUBLIC, '')

describe('paid media (item 1)', () => {
  it('lesson files, attachments and audio are refused without a signature; covers stay open', async () => {
    const dir = (await sqlValue(s, 'SELECT dir FROM media_assets ORDER BY id LIMIT 1')) as string
    for (const url of [`/media/${dir}360p/seg-000.ts`, `/media/${dir}audio.mp3`, '/media/attachments/course-1.pdf', '/media/audio/arpeggio-c.mp3', `/media/${dir}../${dir}asset.json`]) {
      const res = await s.app.inject({ method: 'GET', url })
      expect([403, 404]).toContain(res.statusCode)
      expect(res.body.length).toBeLessThan(200)
    }
    expect((await s.app.inject({ method: 'GET', url: '/media/thumbs/course-1.svg' })).statusCode).toBe(200)
  })

  it('a signed segment URL streams with Range; tampered, re-targeted or expired signatures fail', async () => {
    const buyer = await s.login('13800138000') // the demo learner owns course 2
    const info = await s.call<{ urls: { url: string }[] }>('GET', '/api/v2/video/7/playinfo', { token: buyer })
    const master = await s.app.inject({ method: 'GET', url: path(info.data.urls[0].url) })
    const rendition = await s.app.inject({ method: 'GET', url: path(master.body.split('\n').find((l) => l.startsWith('http'))!) })
    const url = path(rendition.body.split('\n').find((l) => l.startsWith('http'))!)
    expect(url).toMatch(/^\/media\/demo\/lesson-\d\/360p\/seg-000\.ts\?uid=\d+&exp=\d+&sig=[\w-]+$/)
    const whole = await s.app.inject({ method: 'GET', url })
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['cache-control']).toContain('private')
    const part = await s.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } })
    expect(part.statusCode).toBe(206)
    expect(part.rawPayload.length).toBe(100)
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\//)

    const sig = /sig=([\w-]+)/.exec(url)![1]
    const flipped = url.replace(`sig=${sig}`, `sig=${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`)
    expect((await s.app.inject({ method: 'GET', url: flipped })).statusCode).toBe(403)
    expect((await s.app.inject({ method: 'GET', url: url.replace(/uid=\d+/, 'uid=999') })).statusCode).toBe(403)
    expect((await s.app.inject({ method: 'GET', url: url.replace(/lesson-(\d)/, (_m, n: string) => `lesson-${(Number(n) % 3) + 1}`) })).statusCode).toBe(403)
    const exp = Number(/exp=(\d+)/.exec(url)![1])
    expect((await s.app.inject({ method: 'GET', url: url.replace(/exp=\d+/, `exp=${exp + 3600}`) })).statusCode).toBe(403)
    // Expired: the same URL after its expiry.
    const later = jest.spyOn(Date, 'now').mockReturnValue((exp + 1) * 1000)
    try {
      expect((await s.app.inject({ method: 'GET', url })).statusCode).toBe(403)
    } finally {
      later.mockRestore()
    }
  })

  it('attachments only through the authorised download route, signed for the learner', async () => {
    const attachId = ((await sqlGet(s, 'SELECT id FROM attachments WHERE course_id = 1')) as { id: number }).id
    const r = await s.call<{ download_url: string }>('GET', `/api/v3/course/1/attach/${attachId}`, { token })
    expect(r.data.download_url).toMatch(new RegExp(`^${PUBLIC}/media/attachments/course-1\\.pdf\\?uid=\\d+&exp=\\d+&sig=`))
    expect((await s.app.inject({ method: 'GET', url: path(r.data.download_url) })).statusCode).toBe(200)
  })
})

describe('login (items 2 and 3)', () => {
  const attempt = (mobile: string, password: string, headers: Record<string, string> = {}) =>
    s.call('POST', '/api/v2/login/password', { body: { mobile, password }, headers })

  it('hashes off the event loop: other requests are answered while a login is being checked', async () => {
    const order: string[] = []
    const logins = Array.from({ length: 4 }, () => attempt('13800138000', 'wrong-password').then(() => order.push('login')))
    await s.call('GET', '/api/v2/courses').then(() => order.push('courses'))
    await Promise.all(logins)
    expect(order[0]).toBe('courses')
  })

  it('an unknown account costs the same scrypt as a known one (no account probing by timing)', async () => {
    const time = async (mobile: string) => {
      const t = process.hrtime.bigint()
      await attempt(mobile, 'wrong-password')
      return Number(process.hrtime.bigint() - t) / 1e6
    }
    await time('13800138000')
    const known = Math.min(await time('13800138000'), await time('13800138000'))
    const unknown = Math.min(await time('13511112222'), await time('13511113333'))
    expect(unknown).toBeGreaterThan(known / 3)
  })

  it('limits password guesses per mobile, answered as MeEdu throttles (code 429)', async () => {
    for (let i = 0; i < 10; i++) expect(await attempt('13800138000', `guess-${i}`)).toMatchObject({ code: 1, message: '手机号或密码错误' })
    const limited = await attempt('13800138000', 'piano123')
    expect(limited.status).toBe(200)
    expect(limited.code).toBe(429)
    expect(limited.message).toMatch(/密码错误次数过多/)
    expect((await attempt('13900139000', 'x')).code).toBe(1) // another account is not affected
  })

  it('limits logins per IP, and a forged X-Forwarded-For does not escape it unless TRUST_PROXY is set', async () => {
    let last = 0
    for (let i = 0; i < 31; i++) last = (await attempt(`135${String(10000000 + i)}`, 'x', { 'x-forwarded-for': `10.0.0.${i}` })).code
    expect(last).toBe(429)
  })
})

describe('trusted proxies (item 3)', () => {
  it('honours X-Forwarded-For only from a configured proxy', async () => {
    const { buildApp, parseTrustProxy } = await import('../../server/src/app')
    expect(parseTrustProxy(undefined)).toBeUndefined()
    expect(typeof parseTrustProxy('1')).toBe('function')
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1')
    const seen: string[] = []
    for (const trustProxy of [undefined, '127.0.0.1']) {
      const app = await buildApp({ ...s.store, mode: 'test', publicUrl: PUBLIC, trustProxy, sms: { name: 't', send() {} } })
      app.get('/ip-probe', async (req) => req.ip)
      seen.push((await app.inject({ method: 'GET', url: '/ip-probe', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).body)
      await app.close()
    }
    expect(seen).toEqual(['127.0.0.1', '203.0.113.9'])
  })
})

describe('SMS without an image captcha (item 4)', () => {
  const send = async (mobile: string, scene: string, t = token) => {
    await sqlRun(s, 'UPDATE sms_codes SET created_at = created_at - 120000') // past the resend limit
    return s.call('POST', '/api/v2/captcha/smsWithoutCaptcha', { token: t, body: { mobile, scene } })
  }

  it('never to a stranger: only the own number, and a new number only after verifying the old one', async () => {
    for (const [mobile, scene] of [['13512345678', 'mobile_bind'], ['13512345679', 'password_reset'], ['13800138000', 'password_reset']]) {
      expect((await send(mobile, scene)).code).toBe(1)
    }
    expect(s.sms.filter((m) => m.mobile !== '13700137000')).toHaveLength(0)
    expect((await send('13700137000', 'password_reset')).code).toBe(0)
    expect((await send('13700137000', 'mobile_bind')).code).toBe(0)
    const code = s.sms.filter((m) => m.mobile === '13700137000').pop()!.code
    expect((await s.call('POST', '/api/v2/member/verify', { token, body: { mobile: '13700137000', mobile_code: code } })).code).toBe(0)
    expect((await send('13512345678', 'mobile_bind')).code).toBe(0)
    // Even then, a handful of new numbers, not an SMS cannon.
    const results = []
    for (let i = 0; i < 5; i++) results.push((await send(`1361234560${i}`, 'mobile_bind')).code)
    expect(results.filter((c) => c === 0).length).toBeLessThanOrEqual(2)
  })
})

describe('sessions (item 5)', () => {
  it('a password change ends every other session, the current one stays', async () => {
    await sqlRun(s, 'UPDATE sms_codes SET created_at = created_at - 120000')
    const other = await s.login('13700137000')
    await sqlRun(s, 'UPDATE sms_codes SET created_at = created_at - 120000')
    await s.call('POST', '/api/v2/captcha/smsWithoutCaptcha', { token, body: { mobile: '13700137000', scene: 'password_reset' } })
    const code = s.sms.pop()!.code
    expect((await s.call('POST', '/api/v2/member/detail/password', { token, body: { mobile: '13700137000', mobile_code: code, password: 'newpass1' } })).code).toBe(0)
    expect((await s.call('GET', '/api/v2/member/detail', { token: other })).code).toBe(401)
    expect((await s.call('GET', '/api/v2/member/detail', { token })).code).toBe(0)
  })

  it('a mobile change ends every other session', async () => {
    await sqlRun(s, 'UPDATE sms_codes SET created_at = created_at - 120000')
    const other = await s.login('13700137000')
    const sms = async (mobile: string) => {
      await sqlRun(s, 'UPDATE sms_codes SET created_at = created_at - 120000')
      expect((await s.call('POST', '/api/v2/captcha/smsWithoutCaptcha', { token, body: { mobile, scene: 'mobile_bind' } })).code).toBe(0)
      return s.sms.pop()!.code
    }
    const v = await s.call<{ sign: string }>('POST', '/api/v2/member/verify', { token, body: { mobile: '13700137000', mobile_code: await sms('13700137000') } })
    const code = await sms('13200132000')
    expect((await s.call('PUT', '/api/v2/member/mobile', { token, body: { mobile: '13200132000', mobile_code: code, sign: v.data.sign } })).code).toBe(0)
    expect((await s.call('GET', '/api/v2/member/detail', { token: other })).code).toBe(401)
    expect((await s.call('GET', '/api/v2/member/detail', { token })).code).toBe(0)
  })
})

/** The fuzz test's net for a hang (jest's 5 minutes is too tight for tens of thousands of requests on a loaded machine). */
const FUZZ_LIMIT_MS = 20 * 60_000

describe('bad input (item 6)', () => {
  const isEnvelope = (body: string) => {
    try {
      const j = JSON.parse(body)
      // The console's API (MeEdu's admin envelope) says `status` where the learner API says `code`.
      const outcome = j.code ?? j.status
      return typeof outcome === 'number' && typeof j.message === 'string' && 'data' in j && (outcome === 0 || j.message.length > 0)
    } catch {
      return false
    }
  }

  it('Infinity, 1e400, malformed encoding and long URLs get the envelope with a clear message', async () => {
    for (const [url, message] of [
      ['/api/v2/courses?page=Infinity', '页码格式不正确'],
      ['/api/v2/courses?page=-Infinity', '页码格式不正确'],
      ['/api/v2/courses?page_size=1e400', '每页数量格式不正确'],
      ['/api/v2/course/1e400', '资源不存在'], // a path id that is no id: no such record (MeEdu's 404)
      ['/api/v2/course/%E0%A4%A', '请求地址格式不正确'],
      [`/api/v2/courses?keywords=${'琴'.repeat(5000)}`, '请求地址过长']
    ]) {
      const r = await s.call('GET', url)
      expect([url, r.status, r.message]).toEqual([url, 200, message])
    }
    const record = await s.app.inject({ method: 'POST', url: '/api/v2/video/1/record', payload: '{"duration": -1e400}', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } })
    expect(JSON.parse(record.body)).toMatchObject({ code: 1, message: '数值超出范围' })
    const asString = await s.call('POST', '/api/v2/video/1/record', { token, body: { duration: 'Infinity' } })
    expect(asString).toMatchObject({ code: 1 })
    expect((await sqlGet(s, 'SELECT COUNT(*) AS n FROM video_records WHERE watch_seconds < 0'))).toEqual({ n: 0 })
  })

  it('a real socket: a URL over Node’s header limit is answered with the envelope', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = s.app.server.address() as { port: number }
    const res = await fetch(`http://127.0.0.1:${port}/api/v2/courses?q=${'a'.repeat(20_000)}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ code: 414, message: '请求地址过长', data: [] })
  })

  it('fuzz: every registered route, every bad value: no 500, every JSON answer is the envelope', async () => {
    const { routesOf } = await import('../../server/src/http/input')
    const routes = routesOf(s.app).filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/media'))
    expect(routes.length).toBeGreaterThan(40)
    const BAD = ['Infinity', '-Infinity', '1e400', 'NaN', '-1', '0', '%E0%A4%A', '%00', 'abc', '9'.repeat(40), '琴', '']
    const BODIES = ['{"x":1e400}', '{', '[]', 'null', '{"__proto__":{"a":1}}', JSON.stringify({ page: 'Infinity', id: -1, duration: 1e308 * 10 })]
    let requests = 0
    for (const route of routes) {
      const props = Object.keys(route.schema?.querystring?.properties ?? {}).concat(Object.keys(route.schema?.body?.properties ?? {}))
      for (const bad of BAD) {
        const path = route.url.replace(/:(\w+)/g, () => bad || 'x').replace(/\*$/, bad)
        const query = props.map((p) => `${p}=${bad}`).join('&')
        const url = `${path}${query ? `?${query}` : ''}`
        const payloads = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : [...BODIES, JSON.stringify(Object.fromEntries(props.map((p) => [p, bad])))]
        for (const payload of payloads) {
          for (const auth of [undefined, `Bearer ${token}`]) {
            const res = await s.app.inject({ method: route.method as never, url, payload, headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) } })
            requests++
            const where = `${route.method} ${url} ${payload ?? ''} -> ${res.statusCode} ${res.body.slice(0, 120)}`
            expect(res.statusCode < 500 ? 'ok' : where).toBe('ok')
            const json = String(res.headers['content-type'] ?? '').includes('json')
            if (json || /^\/(api|addons)\//.test(route.url)) {
              const fine = res.statusCode === 200 ? !json || isEnvelope(res.body) : res.statusCode >= 300 && res.statusCode < 400
              expect(fine || (!json && String(res.headers['content-type']).includes('html')) ? 'ok' : where).toBe('ok')
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(1000)
    // Bounded by its loops (every route x 12 values x up to 7 bodies x 2 callers: tens of thousands of
    // requests, growing with every route), not by a clock: 41 s at load average 12 (2026-11-29). Its own
    // limit only catches a hang, and is generous for a loaded machine.
  }, FUZZ_LIMIT_MS)
})

describe('database faults and logging (item 7)', () => {
  const tmpDb = async () => {
    const fs = await import('fs')
    const os = await import('os')
    const p = await import('path')
    const dir = fs.mkdtempSync(p.join(os.tmpdir(), 'studio-fault-'))
    return { file: p.join(dir, 'studio.db'), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) }
  }

  it('fails fast at start on a database that cannot be written', async () => {
    const Database = (await import('better-sqlite3')).default
    const { assertWritable, migrate, openDatabase } = await import('../../server/src/db/db')
    const { file, cleanup } = await tmpDb()
    try {
      const db = openDatabase(file)
      migrate(db)
      expect(() => assertWritable(db)).not.toThrow()
      db.close()
      const readOnly = new Database(file, { readonly: true })
      expect(() => assertWritable(readOnly, file)).toThrow(/is not writable/)
      readOnly.close()
    } finally {
      cleanup()
    }
  })

  it('lock contention is answered quickly with a retryable envelope, reads keep working', async () => {
    const Database = (await import('better-sqlite3')).default
    const { migrate, openDatabase } = await import('../../server/src/db/db')
    const { seed } = await import('../../server/src/seed/seed')
    const { buildApp } = await import('../../server/src/app')
    const { file, cleanup } = await tmpDb()
    const db = openDatabase(file)
    migrate(db)
    await seed(sqliteKysely(db), PUBLIC)
    const lines: string[] = []
    const app = await buildApp({ db, mode: 'test', publicUrl: PUBLIC, sms: { name: 't', send() {} }, logStream: { write: (l) => void lines.push(l) } })
    const other = new Database(file)
    try {
      const login = await app.inject({ method: 'POST', url: '/api/v2/login/password', payload: { mobile: '13800138000', password: 'piano123' } })
      const demo = JSON.parse(login.body).data.token as string
      other.exec('BEGIN IMMEDIATE') // another writer holds the lock
      const t = Date.now()
      const like = await app.inject({ method: 'GET', url: '/api/v2/course/1/like', headers: { authorization: `Bearer ${demo}` } })
      expect(Date.now() - t).toBeLessThan(1500)
      expect(like.statusCode).toBe(200)
      expect(JSON.parse(like.body)).toEqual({ code: 429, message: '系统繁忙，请稍后再试', data: [] })
      expect(like.headers['retry-after']).toBe('1')
      expect(JSON.parse((await app.inject({ method: 'GET', url: '/api/v2/courses' })).body).code).toBe(0)
      other.exec('ROLLBACK')
      expect(JSON.parse((await app.inject({ method: 'GET', url: '/api/v2/course/1/like', headers: { authorization: `Bearer ${demo}` } })).body).code).toBe(0)
    } finally {
      other.close()
      await app.close()
      db.close()
      cleanup()
    }
  })

  it('server errors are logged without LOG=1, structured, without tokens', async () => {
    const { buildApp } = await import('../../server/src/app')
    const lines: string[] = []
    const app = await buildApp({ ...s.store, mode: 'test', publicUrl: PUBLIC, sms: { name: 't', send() {} }, logStream: { write: (l) => void lines.push(l) } })
    app.get('/api/v2/boom', async () => {
      throw new Error('boom in handler')
    })
    const res = await app.inject({ method: 'GET', url: '/api/v2/boom?token=secret-token-123', headers: { authorization: 'Bearer secret-header-456' } })
    await app.close()
    expect(JSON.parse(res.body)).toMatchObject({ code: 500 })
    const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message: string } })
    expect(logged.some((l) => l.level === 50 && l.err?.message === 'boom in handler')).toBe(true)
    expect(lines.join('\n')).not.toMatch(/secret-token-123|secret-header-456/)
  })
})

describe('avatars (item 8)', () => {
  const GIF_HTML = Buffer.concat([
    Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex'),
    Buffer.from('<html><script>alert(document.cookie)</script></html>')
  ])
  const upload = async (content: Buffer) => {
    const boundary = '----studio-avatar'
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.gif"\r\nContent-Type: image/gif\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`)
    ])
    const res = await s.app.inject({ method: 'POST', url: '/api/v2/member/detail/avatar', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` } })
    return JSON.parse(res.body) as { code: number; message: string }
  }
  const avatarFile = async () => {
    const url = (await s.call<{ avatar: string }>('GET', '/api/v2/member/detail', { token })).data.avatar
    const { MEDIA_DIR } = await import('../../server/src/lib/uploads')
    return { url, file: `${MEDIA_DIR}/${url.replace(`${PUBLIC}/media/`, '')}` }
  }

  it('a GIF/HTML polyglot is re-encoded: the stored file is only an image', async () => {
    const fs = await import('fs')
    expect((await upload(GIF_HTML)).code).toBe(0)
    const { url, file } = await avatarFile()
    const stored = fs.readFileSync(file)
    expect(stored.includes('<script')).toBe(false)
    expect(stored.subarray(1, 4).toString()).toBe('PNG')
    const served = await s.app.inject({ method: 'GET', url: url.replace(PUBLIC, '') })
    expect(served.headers['content-type']).toBe('image/png')
    expect((await upload(Buffer.from('GIF89a<html><script>alert(1)</script>'))).code).toBe(1)
    fs.rmSync(file, { force: true })
  })

  it('the replaced file is deleted, and uploads are limited', async () => {
    const fs = await import('fs')
    expect((await upload(GIF_HTML)).code).toBe(0)
    const first = (await avatarFile()).file
    expect(fs.existsSync(first)).toBe(true)
    expect((await upload(GIF_HTML)).code).toBe(0)
    expect(fs.existsSync(first)).toBe(false)
    const codes: number[] = []
    for (let i = 0; i < 10; i++) codes.push((await upload(GIF_HTML)).code)
    expect(codes).toContain(429)
    fs.rmSync((await avatarFile()).file, { force: true })
  })
})

describe('HTTP hygiene (item 10)', () => {
  it('security headers on API answers and the app page; the CSP hashes the page’s inline scripts', async () => {
    const fs = await import('fs')
    const os = await import('os')
    const p = await import('path')
    const crypto = await import('crypto')
    const dir = fs.mkdtempSync(p.join(os.tmpdir(), 'studio-h5-'))
    const inline = 'window.__EARLY__=1'
    fs.writeFileSync(p.join(dir, 'index.html'), `<!doctype html><script>${inline}</script><script src="./config.js"></script><style>body{margin:0}</style><div id="app"></div>`)
    const { buildApp } = await import('../../server/src/app')
    const app = await buildApp({ ...s.store, mode: 'test', publicUrl: PUBLIC, staticDir: dir, corsOrigins: ['http://h5.test'], sms: { name: 't', send() {} } })
    try {
      for (const url of ['/api/v2/courses', '/']) {
        const res = await app.inject({ method: 'GET', url })
        expect(res.headers['x-content-type-options']).toBe('nosniff')
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
        const csp = String(res.headers['content-security-policy'])
        expect(csp).toContain("frame-ancestors 'self'")
        expect(csp).toContain(`'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}'`)
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      }
      const preflight = await app.inject({ method: 'OPTIONS', url: '/api/v2/member/mobile', headers: { origin: 'http://h5.test', 'access-control-request-method': 'PUT' } })
      expect(String(preflight.headers['access-control-allow-methods'])).toMatch(/PUT/)
      expect(String(preflight.headers['access-control-allow-methods'])).toMatch(/DELETE/)
    } finally {
      await app.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('?token= only on the routes a browser opens as a page', async () => {
    expect((await s.call('GET', `/api/v2/member/detail?token=${token}`)).code).toBe(401)
    expect((await s.call('GET', `/api/v2/order/payments?scene=h5&token=${token}`)).code).toBe(401)
    expect((await s.call('GET', `/api/v2/order/pay/redirect?order_id=none&payment=alipay&token=${token}`)).message).toBe('订单不存在')
  })
})

describe('production mode (item 11)', () => {
  const production = async () => {
    const { buildApp } = await import('../../server/src/app')
    const { migrate, openDatabase } = await import('../../server/src/db/db')
    const { seedContent } = await import('../../server/src/seed/seed')
    const { providersFromEnv } = await import('../../server/src/providers')
    const db = openDatabase(':memory:')
    migrate(db)
    await seedContent(sqliteKysely(db), PUBLIC)
    const providers = providersFromEnv({}, 'production')
    const app = await buildApp({ db, mode: 'production', publicUrl: PUBLIC, providers })
    const call = async (method: string, url: string, body?: unknown, auth?: string) => {
      const res = await app.inject({ method: method as never, url, payload: body as never, headers: auth ? { authorization: `Bearer ${auth}` } : {} })
      return JSON.parse(res.body) as { code: number; message: string; data: never }
    }
    return { app, db, call, providers }
  }

  it('with no providers: catalogue and password login work, SMS/payments/mini are neither listed nor reachable', async () => {
    const { app, db, call, providers } = await production()
    try {
      expect(providers).toEqual({ sms: null, payments: [], mini: null, subscribe: null })
      expect((await call('GET', '/api/v2/courses')).data).toMatchObject({ total: 9 })
      // No demo learner, no promo codes in production content.
      expect(db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 0 })
      expect(db.prepare('SELECT COUNT(*) AS n FROM promo_codes').get()).toEqual({ n: 0 })
      const { hashPassword } = await import('../../server/src/auth/tokens')
      db.prepare("INSERT INTO users (mobile, nick_name, password_hash, created_at) VALUES ('13600136000', '学员', ?, '2026-01-01 00:00:00')").run(hashPassword('secret-pass'))
      const login = await call('POST', '/api/v2/login/password', { mobile: '13600136000', password: 'secret-pass' })
      expect(login.code).toBe(0)
      const token = (login.data as { token: string }).token
      for (const scene of ['h5', 'wechat', 'pc', 'mini']) {
        const methods = (await call('GET', `/api/v2/order/payments?scene=${scene}`, undefined, token)).data as { sign: string }[]
        expect(methods.every((m) => m.sign === 'handPay')).toBe(true)
      }
      expect((await call('GET', '/api/v2/order/pay/redirect?order_id=1&payment=alipay')).code).toBe(404)
      const captcha = (await call('GET', '/api/v2/captcha/image')).data as { key: string }
      const answer = (db.prepare('SELECT answer FROM captchas WHERE key = ?').get(captcha.key) as { answer: string }).answer
      expect(await call('POST', '/api/v2/captcha/sms', { mobile: '13600136000', image_key: captcha.key, image_captcha: answer, scene: 'login' })).toMatchObject({ code: 1, message: '短信服务暂未开通，请使用密码登录' })
      expect(await call('GET', '/addons/templateOne/api/v1/mini/session?code=x')).toMatchObject({ code: 1, message: '小程序登录未配置' })
    } finally {
      await app.close()
      db.close()
    }
  })

  it('configured providers are used and described', async () => {
    const { providersFromEnv, describeProviders, webhookSms, wechatMini } = await import('../../server/src/providers')
    const p = providersFromEnv({ SMS_WEBHOOK_URL: 'https://sms.example.com/send', WECHAT_MINI_APPID: 'wxabc', WECHAT_MINI_SECRET: 's' }, 'production')
    expect(describeProviders(p).join('\n')).toMatch(/SMS: +webhook \(sms\.example\.com\)[\s\S]*hand pay only[\s\S]*WeChat mini-program wxabc/)
    const sent: unknown[] = []
    const fakeFetch = (async (url: string, init: RequestInit) => {
      sent.push([url, init.body])
      if (url.includes('jscode2session')) return new Response(JSON.stringify({ openid: 'o-1' }))
      if (url.includes('cgi-bin/token')) return new Response(JSON.stringify({ access_token: 'at', expires_in: 7200 }))
      if (url.includes('getuserphonenumber')) return new Response(JSON.stringify({ phone_info: { purePhoneNumber: '13600136000' } }))
      return new Response('{}')
    }) as unknown as typeof fetch
    await webhookSms('https://sms.example.com/send', 't', fakeFetch).send('13600136000', '123456', 'login')
    expect(JSON.parse(String((sent[0] as unknown[])[1]))).toMatchObject({ mobile: '13600136000', code: '123456' })
    const mini = wechatMini('wxabc', 's', fakeFetch)
    expect(await mini.session('c')).toBe('o-1')
    expect(await mini.phoneNumber('p')).toBe('13600136000')
  })
})

describe('payment notifications', () => {
  type Order = { order_id: string }
  const notify = (orderNo: string, txn: string) => s.call<{ delivered: boolean }>('POST', '/sandbox/gateway/notify', { body: { order_id: orderNo, txn_id: txn } })
  const silence = () => jest.spyOn(console, 'error').mockImplementation(() => undefined)

  it('money for a cancelled order is flagged for refund, visibly, and delivers nothing', async () => {
    const quiet = silence()
    const o = await s.call<Order>('POST', '/api/v2/order/course', { token, body: { course_id: 4 } })
    await s.app.inject({ method: 'POST', url: '/sandbox/gateway/cancel', payload: `order_id=${o.data.order_id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect((await notify(o.data.order_id, 'late-txn')).data.delivered).toBe(false)
    expect((await notify(o.data.order_id, 'late-txn')).data.delivered).toBe(false)
    expect((await sqlAll(s, 'SELECT amount, reason, refunded_at FROM payment_refunds'))).toEqual([{ amount: 299, reason: '订单已取消', refunded_at: null }])
    const orders = await s.call<{ data: { order_id: string; status_text: string }[] }>('GET', '/api/v2/member/orders', { token })
    expect(orders.data.data.find((x) => x.order_id === o.data.order_id)!.status_text).toBe('已取消（待退款）')
    const messages = await s.call<{ data: { data: { message: string } }[] }>('GET', '/api/v2/member/messages', { token })
    expect(messages.data.data[0].data.message).toMatch(/将原路退回/)
    expect(quiet).toHaveBeenCalledWith(expect.stringContaining('payment needs a refund'))
    expect((await s.call('GET', '/api/v2/course/4', { token })).data).toMatchObject({ isBuy: false })
    quiet.mockRestore()
  })

  it('deduplicated per order and transaction: the same transaction id on another order still delivers', async () => {
    const quiet = silence()
    const a = await s.call<Order>('POST', '/api/v2/order/course', { token, body: { course_id: 4 } })
    const b = await s.call<Order>('POST', '/api/v2/order/course', { token, body: { course_id: 5 } })
    expect((await notify(a.data.order_id, 'gw-1')).data.delivered).toBe(true)
    expect((await notify(b.data.order_id, 'gw-1')).data.delivered).toBe(true)
    expect((await notify(b.data.order_id, 'gw-1')).data.delivered).toBe(false)
    // A second, different payment of a paid order is owed back.
    expect((await notify(b.data.order_id, 'gw-2')).data.delivered).toBe(false)
    expect((await sqlAll(s, 'SELECT txn_id, reason FROM payment_refunds'))).toEqual([{ txn_id: 'gw-2', reason: '订单重复支付' }])
    quiet.mockRestore()
  })
})

describe('comments and nicknames', () => {
  it('comments are stored as text and returned as escaped HTML: no stored XSS', async () => {
    const post = (content: string) => s.call('POST', '/api/v2/course/1/comment', { token, body: { content } })
    expect((await post('<img src=x onerror=alert(1)>很好的入门课')).code).toBe(0)
    expect((await post('<p>第一行</p><p>1 < 2 && 3 > 2</p>')).code).toBe(0)
    expect((await post('<p></p>')).code).toBe(1)
    const stored = (await sqlValues(s, "SELECT content FROM comments WHERE target = 'course' AND target_id = 1 ORDER BY id DESC LIMIT 2"))
    expect(stored).toEqual(['第一行\n1 < 2 && 3 > 2', '很好的入门课'])
    const list = await s.call<{ comments: { render_content: string }[] }>('GET', '/api/v2/course/1/comments')
    expect(list.data.comments.slice(0, 2).map((c) => c.render_content)).toEqual(['第一行<br>1 &lt; 2 &amp;&amp; 3 &gt; 2', '很好的入门课'])
    expect(list.raw).not.toMatch(/onerror/)
  })

  it('nicknames with control or direction-override characters are refused', async () => {
    for (const nick of ['abc\u202Egnp.exe', '琴\u0000友', 'x\u2066y', 'a\u200Fb']) {
      expect(await s.call('POST', '/api/v2/member/detail/nickname', { token, body: { nick_name: nick } })).toMatchObject({ code: 1, message: '昵称不能包含特殊字符' })
    }
    expect((await s.call('POST', '/api/v2/member/detail/nickname', { token, body: { nick_name: '肖邦迷 2' } })).code).toBe(0)
  })
})

describe('legacy attachment download (item 1)', () => {
  it('takes ?token=, checks the learner may study the course, then redirects to a signed URL', async () => {
    const free = ((await sqlGet(s, 'SELECT id FROM attachments WHERE course_id = 1')) as { id: number }).id
    const paid = ((await sqlGet(s, 'SELECT id FROM attachments WHERE course_id = 3')) as { id: number }).id
    expect((await s.call('GET', `/api/v2/course/attach/${free}/download`)).code).toBe(401)
    expect(await s.call('GET', `/api/v2/course/attach/${paid}/download?token=${token}`)).toMatchObject({ code: 1, message: '请购买后下载' })
    const r = await s.call('GET', `/api/v2/course/attach/${free}/download?token=${token}`)
    expect(r.status).toBe(302)
    const location = String(r.headers.location)
    expect(location).toMatch(/\/media\/attachments\/course-1\.pdf\?uid=\d+&exp=\d+&sig=/)
    expect((await s.app.inject({ method: 'GET', url: location.replace(PUBLIC, '') })).statusCode).toBe(200)
  })
})

describe("MeEdu's API throttle (item 2)", () => {
  it('120 requests a minute per learner or IP, answered code 429 请稍后再试; off in tests unless enabled', async () => {
    const { buildApp } = await import('../../server/src/app')
    const app = await buildApp({ ...s.store, mode: 'test', publicUrl: PUBLIC, apiThrottle: true, sms: { name: 't', send() {} } })
    try {
      const get = async (auth?: string) => JSON.parse((await app.inject({ method: 'GET', url: '/api/v2/course_categories', headers: auth ? { authorization: `Bearer ${auth}` } : {} })).body) as { code: number; message: string }
      for (let i = 0; i < 120; i++) expect((await get()).code).toBe(0)
      const limited = await app.inject({ method: 'GET', url: '/api/v2/course_categories' })
      expect(limited.statusCode).toBe(200)
      expect(JSON.parse(limited.body)).toEqual({ code: 429, message: '请稍后再试', data: [] })
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect((await get(token)).code).toBe(0) // a logged-in learner counts on their own
    } finally {
      await app.close()
    }
    for (let i = 0; i < 130; i++) expect((await s.call('GET', '/api/v2/course_categories')).code).toBe(0)
  })
})
