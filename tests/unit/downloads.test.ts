/**
 * Downloads, H5 variant: the index (one learner's list, newest first, replaced by kind and id),
 * a track stored in Cache Storage under its stable key with its size, removal, and another learner's login
 * removing the list and the cache while a logout or the same learner keeps them.
 */
import { downloadKey, othersDownloads, readIndex, sizeLabel, totalBytes, withEntry, withoutEntry, writeIndex, type DownloadEntry } from '../../src/core/downloadIndex'
import { downloadLesson, downloadListening, downloadTrack, downloadedSource, isDownloaded, isTrackDownloaded, myDownloads, removeAllDownloads, removeDownload } from '../../src/features/audio/downloads'
import { installOffline } from '../../src/platform/offline'
import { playItemKey } from '../../src/features/audio/player'
import { useSession } from '../../src/core/session'
import { readString, remove, writeString } from '../../src/core/storage'
import { resetRuntimeConfigForTests } from '../../src/core/runtimeConfig'
import type { AudioTrack } from '../../types/contract/pianoAudio'
import { fakeNetwork, fail, ok } from '../helpers/network'
import { member } from '../helpers/fixtures'

const track = (id: number, title = `曲目${id}`): AudioTrack => ({
  id, category_id: 2, title, composer: '贝多芬', level: 0, duration: 180, bpm: 72, beats_per_bar: 3, is_member: 0, is_featured: 0
})
const entry = (id: number, size = 1000): DownloadEntry => ({ kind: 'track', id, title: `曲目${id}`, local: `/offline-media/1/track/${id}`, size, savedAt: id, track: track(id) })

describe('the download index', () => {
  beforeEach(() => remove('downloads'))

  it('adds newest first, replaces the same kind and id, and starts over for another learner', () => {
    let index = withEntry(null, 1, entry(1))
    index = withEntry(index, 1, entry(2))
    expect(index.items.map((e) => e.id)).toEqual([2, 1])
    index = withEntry(index, 1, entry(1, 5000))
    expect(index.items.map((e) => [e.id, e.size])).toEqual([[1, 5000], [2, 1000]])
    expect(withEntry(index, 2, entry(3))).toEqual({ uid: 2, items: [entry(3)] })
  })

  it('removes one, sums sizes, and names what another learner must lose', () => {
    const index = { uid: 1, items: [entry(1, 1500), entry(2, 2500)] }
    expect(withoutEntry(index, 'track', 1).items.map((e) => e.id)).toEqual([2])
    expect(totalBytes(index.items)).toBe(4000)
    expect(othersDownloads(index, 1)).toEqual([])
    expect(othersDownloads(index, 2)).toEqual(index.items)
    expect(othersDownloads(null, 2)).toEqual([])
    expect(downloadKey(7, 'track', 13)).toBe('7/track/13')
  })

  it('keeps the index in storage; an empty list leaves no key; a damaged one reads as none', () => {
    writeIndex({ uid: 1, items: [entry(1)] })
    expect(readIndex()).toEqual({ uid: 1, items: [entry(1)] })
    writeIndex({ uid: 1, items: [] })
    expect(readString('downloads')).toBe('')
    expect(readIndex()).toBeNull()
    writeIndex(null)
    expect(readIndex()).toBeNull()
    writeString('downloads', '{"uid":1,')
    expect(readIndex()).toBeNull()
    writeString('downloads', '{"uid":1}')
    expect(readIndex()).toBeNull()
  })

  it('labels sizes in KB below a megabyte, MB above', () => {
    expect(sizeLabel(300)).toBe('1 KB')
    expect(sizeLabel(820 * 1024)).toBe('820 KB')
    expect(sizeLabel(3.44 * 1024 * 1024)).toBe('3.4 MB')
    expect(sizeLabel(200 * 1024 * 1024)).toBe('200.0 MB')
  })
})

/** Cache Storage as the browser has it, in memory: caches of keyed responses. */
function fakeCaches() {
  const store = new Map<string, Map<string, Response>>()
  const open = async (name: string) => {
    if (!store.has(name)) store.set(name, new Map())
    const c = store.get(name)!
    return {
      put: async (key: string, res: Response) => void c.set(key, res),
      match: async (key: string) => c.get(key),
      delete: async (key: string) => c.delete(key),
      keys: async () => [...c.keys()]
    }
  }
  return { store, api: { open, has: async (name: string) => store.has(name), delete: async (name: string) => store.delete(name) } }
}

describe('downloading a track (H5: Cache Storage)', () => {
  const PLAY = '/addons/PianoAudio/api/v1/track/13/playinfo'
  const SIGNED = 'http://api.test/media/audio/pa-13.mp3?uid=1&exp=9&sig=abc'
  let caches: ReturnType<typeof fakeCaches>
  const bytes = new Uint8Array(4321)

  beforeAll(() => installOffline())

  beforeEach(() => {
    jest.restoreAllMocks()
    resetRuntimeConfigForTests()
    window.__STUDIO_CONFIG__ = { apiBase: 'http://api.test' }
    remove('downloads')
    caches = fakeCaches()
    Object.assign(globalThis, { caches: caches.api })
    globalThis.fetch = jest.fn(async (url: string) =>
      url === SIGNED ? new Response(new Blob([bytes], { type: 'audio/mpeg' }), { status: 200 }) : new Response('', { status: 404 })
    ) as unknown as typeof fetch
    useSession.getState().setToken('token-1')
    useSession.getState().setUser(member({ id: 1 }))
    fakeNetwork((path) => (path === PLAY ? ok({ track: track(13, '致爱丽丝'), url: SIGNED }) : fail(404, '路由不存在')))
  })

  const stored = () => [...(caches.store.get('studio-downloads')?.keys() ?? [])]

  it('fetches the signed URL once and keeps it under the stable key, with its size in the index', async () => {
    const e = await downloadTrack(track(13, '致爱丽丝'))
    expect(e).toMatchObject({ kind: 'track', id: 13, title: '致爱丽丝', local: '/offline-media/1/track/13', size: 4321 })
    expect(globalThis.fetch).toHaveBeenCalledWith(SIGNED)
    expect(stored()).toEqual(['/offline-media/1/track/13'])
    const res = caches.store.get('studio-downloads')!.get('/offline-media/1/track/13')!
    expect(res.headers.get('Content-Length')).toBe('4321')
    expect(res.headers.get('Content-Type')).toBe('audio/mpeg')
    expect(readIndex()).toMatchObject({ uid: 1, items: [{ id: 13, size: 4321 }] })
    expect(isTrackDownloaded(13)).toBe(true)
  })

  it('a failed fetch stores nothing and says why', async () => {
    globalThis.fetch = jest.fn(async () => new Response('', { status: 500 })) as unknown as typeof fetch
    await expect(downloadTrack(track(13))).rejects.toThrow('下载失败，请检查网络后重试')
    expect(stored()).toEqual([])
    expect(readIndex()).toBeNull()
  })

  it('the server refusing the track (VIP) stores nothing and passes its reason on', async () => {
    fakeNetwork(() => fail(403, '该曲目仅限VIP会员收听'))
    await expect(downloadTrack(track(13))).rejects.toThrow('该曲目仅限VIP会员收听')
    expect(globalThis.fetch).not.toHaveBeenCalled()
    expect(readIndex()).toBeNull()
  })

  it('removes one, then all: the cache entries go with the index', async () => {
    await downloadTrack(track(13))
    writeIndex(withEntry(readIndex(), 1, entry(14)))
    await caches.api.open('studio-downloads').then((c) => c.put('/offline-media/1/track/14', new Response('x')))
    await removeDownload(myDownloads().find((e) => e.id === 13)!)
    expect(stored()).toEqual(['/offline-media/1/track/14'])
    expect(myDownloads().map((e) => e.id)).toEqual([14])
    await removeAllDownloads()
    expect(stored()).toEqual([])
    expect(readIndex()).toBeNull()
  })

  it('another learner logging in removes the downloads; a logout and the same learner again keep them', async () => {
    await downloadTrack(track(13))
    useSession.getState().clear()
    useSession.getState().setToken('token-1b')
    useSession.getState().setUser(member({ id: 1 }))
    await new Promise((r) => setTimeout(r, 0))
    expect(myDownloads().map((e) => e.id)).toEqual([13])
    expect(stored()).toEqual(['/offline-media/1/track/13'])

    useSession.getState().clear()
    useSession.getState().setToken('token-2')
    useSession.getState().setUser(member({ id: 2 }))
    await new Promise((r) => setTimeout(r, 0))
    expect(readIndex()).toBeNull()
    expect(caches.store.has('studio-downloads')).toBe(false)
  })
})

describe('downloading a lesson and a sitting’s listening (H5)', () => {
  const LESSON = '/api/v2/video/7/download'
  const LISTENING = '/addons/Paper/api/v1/audio/download'
  const file = (name: string) => `http://api.test/media/${name}?uid=1&exp=9&sig=abc`
  let caches: ReturnType<typeof fakeCaches>

  beforeEach(() => {
    jest.restoreAllMocks()
    resetRuntimeConfigForTests()
    window.__STUDIO_CONFIG__ = { apiBase: 'http://api.test' }
    remove('downloads')
    caches = fakeCaches()
    Object.assign(globalThis, { caches: caches.api })
    globalThis.fetch = jest.fn(async (url: string) => new Response(new Blob([new Uint8Array(url.length * 10)], { type: 'audio/mpeg' }), { status: 200 })) as unknown as typeof fetch
    useSession.getState().setToken('token-1')
    useSession.getState().setUser(member({ id: 1 }))
  })

  it('a lesson: stored under its own kind, shown with its course, its practice the lesson player’s', async () => {
    const net = fakeNetwork((path) => (path === LESSON ? ok({ url: file('videos/lesson-2.mp3'), duration: 20 }) : fail(404, '路由不存在')))
    const e = await downloadLesson({ id: 7, title: '第1-10条：单手练习' }, '拜厄钢琴基本教程精讲')
    expect(net.sent.map((r) => r.url.replace('http://api.test', ''))).toEqual([LESSON])
    expect(e).toMatchObject({ kind: 'lesson', id: 7, title: '第1-10条：单手练习', local: '/offline-media/1/lesson/7' })
    expect(e.track).toMatchObject({ id: 7, composer: '拜厄钢琴基本教程精讲', duration: 20, bpm: 0, practice: { key: 'lesson:7', log: { source: 'lesson', id: 7 } } })
    expect(playItemKey(e.track)).toBe('lesson:7')
    expect(playItemKey(track(7))).toBe('audio:7')
    expect(isDownloaded('lesson', 7)).toBe(true)
    expect(isTrackDownloaded(7)).toBe(false)
  })

  it('a lesson the server refuses (not downloadable) stores nothing and passes the reason on', async () => {
    fakeNetwork(() => fail(400, '该课程不支持下载'))
    await expect(downloadLesson({ id: 7, title: '课时' }, '课程')).rejects.toThrow('该课程不支持下载')
    expect(globalThis.fetch).not.toHaveBeenCalled()
    expect(readIndex()).toBeNull()
  })

  it('a sitting’s listening: one download per question in the sitting’s order, not logged as practice; played from the stored copy', async () => {
    const items = [
      { question_id: 41, number: 2, duration: 4, url: file('audio/exam/interval-M3.mp3') },
      { question_id: 45, number: 5, duration: 3, url: file('audio/exam/chord-minor.mp3') }
    ]
    const net = fakeNetwork((path) => (path.startsWith(LISTENING) ? ok({ title: '听音练耳专项模考', items }) : fail(404, '路由不存在')))
    const saved = await downloadListening('mock', 12)
    expect(net.sent[0]).toMatchObject({ url: `http://api.test${LISTENING}`, method: 'GET', data: { kind: 'mock', record_id: 12 } })
    expect(saved.map((e) => [e.kind, e.id, e.title, e.local])).toEqual([
      ['listening', 41, '听音练耳专项模考 · 第2题', '/offline-media/1/listening/41'],
      ['listening', 45, '听音练耳专项模考 · 第5题', '/offline-media/1/listening/45']
    ])
    expect(saved[0].track.practice).toEqual({ key: 'listening:41', log: null })
    expect(myDownloads().map((e) => e.id)).toEqual([45, 41])
    const entries = myDownloads()
    Object.assign(navigator, { serviceWorker: { controller: {} } })
    await expect(downloadedSource(entries)(entries[1].track)).resolves.toBe('/offline-media/1/listening/41')
    await expect(downloadedSource(entries)(track(41))).rejects.toThrow('这一项已不在“我的下载”中')
  })
})

