/** @jest-environment node */
// Lessons as encrypted HLS ladders (server/src/catalogue/hls.ts): the playlists and the key, each signed for one
// learner; the key only to that learner, before it expires; a trial is the ladder cut at its point.
import crypto from 'crypto'
import { serverPerTest, type TestServer, PUBLIC } from './helpers'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const path = (url: string) => url.replace(PUBLIC, '')
const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) => s.app.inject({ method: 'GET', url: path(url), headers, remoteAddress })
const urlsOf = (playlist: string) => playlist.split('\n').filter((l) => l && !l.startsWith('#'))
const keyUrlOf = (playlist: string) => /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)"/.exec(playlist)![1]

async function playInfo(lesson: number, auth?: string, headers: Record<string, string> = {}) {
  const r = await s.call<{ urls: { url: string; format: string; name: string; duration: number }[] }>('GET', `/api/v2/video/${lesson}/playinfo`, { token: auth, headers })
  expect(r.code).toBe(0)
  return r.data.urls[0]
}

/** The master playlist's first rendition: its playlist text. */
async function rendition(master: string, headers: Record<string, string> = {}, remoteAddress?: string) {
  const m = await get(master, headers, remoteAddress)
  expect(m.statusCode).toBe(200)
  expect(m.headers['content-type']).toContain('mpegurl')
  const variants = urlsOf(m.body)
  const r = await get(variants[0], headers, remoteAddress)
  expect(r.statusCode).toBe(200)
  return { variants, master: m.body, playlist: r.body }
}

const assetKey = async (s: TestServer, lesson: number) => {
  const { aes_key } = await s.kdb.selectFrom('videos as v').innerJoin('media_assets as a', 'a.id', 'v.media_asset_id').select('a.aes_key').where('v.id', '=', lesson).executeTakeFirstOrThrow()
  return Buffer.from(aes_key, 'hex')
}

describe('a lesson on the ladder', () => {
  it('plays the encrypted ladder: three renditions, segments that decrypt with the key only the learner gets', async () => {
    const info = await playInfo(1, token)
    expect(info).toMatchObject({ format: 'm3u8', name: '自适应', duration: 20 })
    expect(info.url).toMatch(/\/media\/hls\/\d+\/master\.m3u8\?uid=\d+&exp=\d+&sig=[\w-]+&t=0&b=t$/)
    const { variants, master, playlist } = await rendition(info.url)
    expect(variants.map((v) => /hls\/\d+\/(\w+)\/index/.exec(v)![1])).toEqual(['360p', '540p', '720p'])
    expect(master).toContain('RESOLUTION=1280x720')
    const segments = urlsOf(playlist)
    expect(segments).toHaveLength(4)
    expect(playlist).toContain('#EXT-X-ENDLIST')

    const key = await get(keyUrlOf(playlist), { authorization: `Bearer ${token}` })
    expect(key.statusCode).toBe(200)
    expect(key.rawPayload).toEqual(await assetKey(s, 1))
    expect(key.headers['cache-control']).toContain('no-store')

    // The segment is ciphertext; with the key and the sequence-number IV it is MPEG-TS.
    const seg = await get(segments[0])
    expect(seg.statusCode).toBe(200)
    expect(seg.rawPayload[0] === 0x47 && seg.rawPayload[188] === 0x47).toBe(false)
    const decipher = crypto.createDecipheriv('aes-128-cbc', key.rawPayload, Buffer.alloc(16))
    const plain = Buffer.concat([decipher.update(seg.rawPayload), decipher.final()])
    expect([plain[0], plain[188], plain[376]]).toEqual([0x47, 0x47, 0x47])
  })

  it('the key URL is refused to another learner, a visitor and after its five minutes; a changed segment URL fails', async () => {
    const { playlist } = await rendition((await playInfo(1, token)).url)
    const keyUrl = keyUrlOf(playlist)
    const other = await s.login('13800138000')
    expect((await get(keyUrl, { authorization: `Bearer ${other}` })).statusCode).toBe(403)
    expect((await get(keyUrl)).statusCode).toBe(403)
    expect((await get(keyUrl.replace(/b=t$/, 'b=a'))).statusCode).toBe(403)
    expect((await get(keyUrl, { authorization: `Bearer ${token}` })).statusCode).toBe(200)
    const exp = Number(/exp=(\d+)/.exec(keyUrl)![1])
    expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(300_000)
    const later = jest.spyOn(Date, 'now').mockReturnValue((exp + 1) * 1000)
    try {
      expect((await get(keyUrl, { authorization: `Bearer ${token}` })).statusCode).toBe(403)
    } finally {
      later.mockRestore()
    }
    const segment = urlsOf(playlist)[0]
    expect((await get(segment.replace('seg-000', 'seg-001'))).statusCode).toBe(403)
    expect((await get(segment.replace(/uid=\d+/, 'uid=1'))).statusCode).toBe(403)
  })

  it('the committed ladder is never served raw: its key file and playlists need a signature', async () => {
    const { dir } = await s.kdb.selectFrom('media_assets').select('dir').orderBy('id').limit(1).executeTakeFirstOrThrow()
    for (const file of ['asset.json', '360p/stream.m3u8', '360p/seg-000.ts', 'audio.mp3']) expect((await s.app.inject({ method: 'GET', url: `/media/${dir}${file}` })).statusCode).toBe(403)
    expect((await s.app.inject({ method: 'GET', url: '/media/hls/1/key?uid=0&exp=9999999999&sig=x&t=0&b=a' })).statusCode).toBe(403)
  })
})

describe('a trial', () => {
  it('is the ladder cut at the trial point: only the segments that start before it, for a visitor bound to their address', async () => {
    const info = await playInfo(7)
    expect(info).toMatchObject({ format: 'm3u8', name: '试看', duration: 8 })
    expect(info.url).toMatch(/uid=0&.*&t=8&b=a$/)
    const { playlist } = await rendition(info.url)
    expect(urlsOf(playlist)).toHaveLength(2)
    expect(playlist.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true)
    // The trial cannot be widened: t is inside the signature.
    expect((await get(info.url.replace('t=8', 't=0'))).statusCode).toBe(403)
    // Its key works from the visitor's address only.
    expect((await get(keyUrlOf(playlist))).statusCode).toBe(200)
    expect((await get(keyUrlOf(playlist), {}, '203.0.113.7')).statusCode).toBe(403)
    // A copied playlist fails from another address too.
    expect((await get(info.url, {}, '203.0.113.7')).statusCode).toBe(403)
  })
})

describe("WeChat's own player", () => {
  it('sends no token: the mini-program gets address-bound URLs, the key refused from elsewhere', async () => {
    const info = await playInfo(1, token, { 'meedu-platform': 'MINI' })
    expect(info.url).toMatch(/&b=a$/)
    const { playlist } = await rendition(info.url)
    expect((await get(keyUrlOf(playlist))).statusCode).toBe(200)
    expect((await get(keyUrlOf(playlist), {}, '198.51.100.4')).statusCode).toBe(403)
  })
})

describe('听音频', () => {
  it("a downloadable course's lesson audio is the ladder's sound track, signed for the learner", async () => {
    // The demo learner owns course 2, which the studio made downloadable.
    const owner = await s.login('13800138000')
    const { id: lesson } = await s.kdb.selectFrom('videos as v').innerJoin('courses as c', 'c.id', 'v.course_id').select('v.id').where('c.id', '=', 2).where('c.downloadable', '=', 1).orderBy('v.id').limit(1).executeTakeFirstOrThrow()
    const r = await s.call<{ url: string; duration: number }>('GET', `/api/v2/video/${lesson}/download`, { token: owner })
    expect(r.data.url).toMatch(/\/media\/demo\/lesson-\d\/audio\.mp3\?uid=\d+&exp=\d+&sig=/)
    const file = await get(r.data.url)
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.length).toBeGreaterThan(10_000)
  })
})
