/** @jest-environment node */
// Issue 8: paid media, login, proxies, SMS, sessions, bad input, database faults, avatars, HTTP hygiene.
import { serverPerTest, type TestServer, PUBLIC } from './helpers'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const path = (url: string) => url.replace(PUBLIC, '')

describe('paid media (item 1)', () => {
  it('the old public URLs of full lessons and attachments are refused; trial cuts and covers stay open', async () => {
    for (const url of ['/media/videos/lesson-1.mp4', '/media/attachments/course-1.pdf', '/media/audio/arpeggio-c.mp3', '/media/videos/../videos/lesson-2.mp4']) {
      const res = await s.app.inject({ method: 'GET', url })
      expect([403, 404]).toContain(res.statusCode)
      expect(res.body.length).toBeLessThan(200)
    }
    expect((await s.app.inject({ method: 'GET', url: '/media/videos/lesson-1.trial.mp4' })).statusCode).toBe(200)
    expect((await s.app.inject({ method: 'GET', url: '/media/thumbs/course-1.svg' })).statusCode).toBe(200)
  })

  it('a signed lesson URL streams with Range; tampered, re-targeted or expired signatures fail', async () => {
    const buyer = await s.login('13800138000') // the demo learner owns course 2
    const info = await s.call<{ urls: { url: string }[] }>('GET', '/api/v2/video/7/playinfo', { token: buyer })
    const url = path(info.data.urls[0].url)
    expect(url).toMatch(/^\/media\/videos\/lesson-\d\.mp4\?uid=\d+&exp=\d+&sig=[\w-]+$/)
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
    expect((await s.app.inject({ method: 'GET', url: url.replace(/lesson-\d\.mp4/, 'lesson-9.mp4').replace(/lesson-9/, url.includes('lesson-1') ? 'lesson-2' : 'lesson-1') })).statusCode).toBe(403)
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
    const attachId = (s.db.prepare('SELECT id FROM attachments WHERE course_id = 1').get() as { id: number }).id
    const r = await s.call<{ download_url: string }>('GET', `/api/v3/course/1/attach/${attachId}`, { token })
    expect(r.data.download_url).toMatch(new RegExp(`^${PUBLIC}/media/attachments/course-1\\.pdf\\?uid=\\d+&exp=\\d+&sig=`))
    expect((await s.app.inject({ method: 'GET', url: path(r.data.download_url) })).statusCode).toBe(200)
  })
})
