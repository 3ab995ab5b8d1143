import fs from 'fs'
import path from 'path'
import Taro from '@tarojs/taro'
import { resetRuntimeConfigForTests } from '../../src/core/runtimeConfig'
import { useSession } from '../../src/core/session'
import { ApiError } from '../../src/core/request'
import { arrivedHomeBlocks, fetchHomeBlocks } from '../../src/features/catalogue/api'
import { arrivedCourseDetail, fetchCourseDetail } from '../../src/features/course/api'
import { arrivedBook, fetchBook } from '../../src/features/book/api'
import { fetchSiteConfig, fetchTemplateConfig } from '../../src/core/siteConfig'
import { fakeNetwork, ok, type SentRequest } from '../helpers/network'
import { endpointTables } from '../../types/endpoints'

// index.html's inline scripts (src/earlyData.js, src/earlyChunks.js) run here as the browser runs them,
// then the app's own API functions must pick their answers up: this is what keeps them from drifting.

const ROOT = path.join(__dirname, '..', '..')
const source = (file: string) => fs.readFileSync(path.join(ROOT, 'src', file), 'utf8')
const API = 'http://api.test'

interface FetchCall {
  url: string
  headers: Record<string, string>
  settle(reply: { status?: number; body: unknown } | 'network' | 'hang'): Promise<void>
}

let fetches: FetchCall[]
let sent: SentRequest[]

function installFetch() {
  fetches = []
  ;(window as unknown as { fetch: unknown }).fetch = jest.fn(
    (url: string, init: { headers: Record<string, string> }) =>
      new Promise((resolve, reject) => {
        fetches.push({
          url,
          headers: init.headers,
          settle: async (reply) => {
            if (reply === 'network') reject(new TypeError('Failed to fetch'))
            else if (reply !== 'hang') {
              const text = JSON.stringify(reply.body)
              resolve({ status: reply.status ?? 200, text: () => Promise.resolve(text) })
            }
            for (let i = 0; i < 5; i++) await Promise.resolve()
          }
        })
      })
  )
}

/** Opens the app at `hash` as index.html would: config.js, then the inline early-data script. */
function boot(hash: string, config: Record<string, unknown> = {}) {
  window.location.hash = hash
  window.__STUDIO_CONFIG__ = { apiBase: API, ...config }
  resetRuntimeConfigForTests()
  new Function(source('earlyData.js'))()
}

const call = (suffix: string) => fetches.find((f) => f.url === API + suffix)!
const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel=preload]')).map((l) => [l.getAttribute('as'), l.getAttribute('href'), l.getAttribute('fetchpriority')])

const BLOCKS = '/api/v2/viewBlock/page/blocks?page_name=h5-page-index&platform=h5'
const blocks = [
  { id: 1, sign: 'slider', config_render: [{ src: 'https://cdn.test/banner-1.svg', href: '/pages/course/show?id=1' }] },
  { id: 2, sign: 'blank', config_render: { height: 8 } }
]

beforeEach(() => {
  jest.restoreAllMocks()
  document.head.innerHTML = ''
  localStorage.clear()
  useSession.getState().setToken('')
  installFetch()
  sent = fakeNetwork((p) => (p.startsWith('/api/v2/viewBlock') ? ok([{ id: 9, sign: 'blank', config_render: {} }]) : ok({}))).sent
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
})

describe('early data (index.html asks before the app bundle arrives)', () => {
  it("asks only for the paths of the endpoint tables' GET entries, spelt as the tables spell them", () => {
    const asked = [...source('earlyData.js').matchAll(/'(\/(?:api|addons)\/[^']*)'/g)].map((m) => m[1])
    const gets = new Set(
      Object.values(endpointTables)
        .flatMap((table) => Object.values(table))
        .filter((e) => e.method === 'GET')
        .map((e) => e.path)
    )
    expect(asked).toEqual(['/api/v2/other/config', '/addons/templateOne/api/v1/config', '/api/v2/viewBlock/page/blocks', '/api/v2/course/:id', '/addons/MeeduBooks/api/v1/book/:id'])
    expect(asked.filter((p) => !gets.has(p))).toEqual([])
  })

  it('home: asks for the startup configs and the home blocks with the app headers, then preloads the first banner', async () => {
    boot('#/pages/index/index?msv=abc')
    expect(fetches.map((f) => f.url.slice(API.length)).sort()).toEqual(
      ['/addons/templateOne/api/v1/config', '/api/v2/other/config', BLOCKS].sort()
    )
    expect(call(BLOCKS).headers).toEqual({ Accept: 'application/json', 'meedu-platform': 'H5' })
    await call(BLOCKS).settle({ body: { code: 0, message: '', data: blocks } })
    expect(preloads()).toEqual([['image', 'https://cdn.test/banner-1.svg', 'high']])
  })

  it('the app takes each answer once instead of asking again; the next call goes to the network', async () => {
    boot('')
    await call(BLOCKS).settle({ body: { code: 0, message: '', data: blocks } })
    await call('/api/v2/other/config').settle({ body: { code: 0, message: '', data: { webname: '琴艺课堂' } } })
    await call('/addons/templateOne/api/v1/config').settle({ body: { code: 0, message: '', data: { aboutus: '' } } })
    await expect(fetchHomeBlocks()).resolves.toEqual(blocks)
    await expect(fetchSiteConfig()).resolves.toEqual({ webname: '琴艺课堂' })
    await expect(fetchTemplateConfig()).resolves.toEqual({ aboutus: '' })
    expect(sent).toEqual([])
    await expect(fetchHomeBlocks()).resolves.toEqual([{ id: 9, sign: 'blank', config_render: {} }])
    expect(sent.map((r) => r.url)).toEqual([`${API}/api/v2/viewBlock/page/blocks`])
  })

  it('an answer that has arrived is there for the first render; one still on its way is not', async () => {
    boot('#/pages/index/index')
    expect(arrivedHomeBlocks()).toBeUndefined()
    await call(BLOCKS).settle({ body: { code: 0, message: '', data: blocks } })
    expect(arrivedHomeBlocks()).toEqual(blocks)
    // Used up: the page's own load would now go to the network.
    expect(arrivedHomeBlocks()).toBeUndefined()
  })

  it('a course link asks for that course with the stored token and preloads its cover', async () => {
    localStorage.setItem('meedu-h5-token', JSON.stringify({ data: 'tok-1' }))
    useSession.getState().setToken('tok-1')
    boot('#/pages/course/show?id=2&msv=x')
    expect(call('/api/v2/course/2').headers.Authorization).toBe('Bearer tok-1')
    const detail = { course: { id: 2, thumb: 'https://cdn.test/course-2.svg' }, isBuy: true }
    await call('/api/v2/course/2').settle({ body: { code: 0, message: '', data: detail } })
    expect(preloads()).toEqual([['image', 'https://cdn.test/course-2.svg', 'high']])
    expect(arrivedCourseDetail(2)).toEqual(detail)
    await expect(fetchCourseDetail(2)).resolves.toEqual({})
    expect(sent).toHaveLength(1)
  })

  it('an e-book link asks for that book and preloads its cover; the detail page takes the answer', async () => {
    boot('#/packageA/book/show?id=3')
    const path = '/addons/MeeduBooks/api/v1/book/3'
    expect(fetches.map((f) => f.url.slice(API.length))).toContain(path)
    const detail = { book: { id: 3, thumb: 'https://cdn.test/book-3.svg' }, chapters: [], articles: {}, is_buy: false }
    await call(path).settle({ body: { code: 0, message: '', data: detail } })
    expect(preloads()).toEqual([['image', 'https://cdn.test/book-3.svg', 'high']])
    expect(arrivedBook(3)).toEqual(detail)
    // Used up: a reload goes to the network.
    await fetchBook(3)
    expect(sent.map((r) => r.url)).toEqual([`${API}${path}`])
  })

  it('an answer asked for with another token (logged out since) is not used', async () => {
    localStorage.setItem('meedu-h5-token', JSON.stringify({ data: 'old' }))
    boot('#/pages/course/show?id=2')
    await call('/api/v2/course/2').settle({ body: { code: 0, message: '', data: { course: {} } } })
    expect(arrivedCourseDetail(2)).toBeUndefined()
    await fetchCourseDetail(2)
    expect(sent.map((r) => r.url)).toEqual([`${API}/api/v2/course/2`])
  })

  it('a failed or unusable early answer never hides a problem: errors go through the usual path', async () => {
    boot('#/pages/index/index')
    // Lost on the way: the app simply asks again.
    await call('/api/v2/other/config').settle('network')
    await expect(fetchSiteConfig()).resolves.toEqual({})
    expect(sent).toHaveLength(1)
    // A business error is not "arrived content": the page's own load reports it.
    await call(BLOCKS).settle({ body: { code: 1, message: '首页维护中', data: null } })
    expect(arrivedHomeBlocks()).toBeUndefined()
    await expect(fetchHomeBlocks()).rejects.toMatchObject({ kind: 'business', message: '首页维护中' })
    expect(preloads()).toEqual([])
  })

  it('an early request that outlives the timeout fails as a timeout, not as a second wait', async () => {
    jest.useFakeTimers()
    try {
      boot('#/pages/index/index', { requestTimeoutMs: 5000 })
      const pending = fetchHomeBlocks()
      const caught = pending.catch((e: unknown) => e)
      jest.advanceTimersByTime(5000)
      const err = await caught
      expect(err).toBeInstanceOf(ApiError)
      expect(err).toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' })
      expect(sent).toEqual([])
    } finally {
      jest.useRealTimers()
    }
  })

  it('other pages ask only for the startup configs', () => {
    boot('#/packageA/vod/index?category_id=2')
    expect(fetches.map((f) => f.url.slice(API.length)).sort()).toEqual(['/addons/templateOne/api/v1/config', '/api/v2/other/config'])
  })
})

describe('early chunks (a deep link loads its page chunk alongside the app bundle)', () => {
  const pages = { '/pages/index/index': ['css/1.css', 'js/1.js'], '/pages/course/show': ['js/2.js'] }
  const run = (hash: string) => {
    window.location.hash = hash
    new Function(source('earlyChunks.js').replace('__PAGE_CHUNKS__', JSON.stringify(pages)))()
  }

  it.each([
    ['#/pages/course/show?id=3', [['script', '/js/2.js', null]]],
    ['', [['style', '/css/1.css', null], ['script', '/js/1.js', null]]],
    ['#/pages/unknown/page', []]
  ])('%s', (hash, expected) => {
    run(hash)
    expect(preloads()).toEqual(expected)
  })
})
