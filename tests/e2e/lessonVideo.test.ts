/**
 * @jest-environment node
 *
 * Lessons as encrypted HLS in a real browser: a learner who may watch plays the ladder (hls.js picks a
 * rendition; the key request carries the learner's token and is answered; the segments decrypt and play);
 * a trial learner is stopped at the trial point and never fetches a segment past the cut.
 */
import type { Page, Request } from 'playwright-core'
import { loggedInPhone, phoneWithToken, poll, productPerSuite, type Product } from './harness'
import { issueToken } from '../../server/src/auth/tokens'
import { createUser } from '../../server/src/accounts/users'

jest.setTimeout(90_000)

const suite = productPerSuite()
let product: Product
beforeAll(() => {
  product = suite.current
})

/** The lesson's HLS requests: playlists, the key (with whether it carried a token) and segments. */
function watchHls(page: Page) {
  const seen: { url: string; auth: boolean; status?: number }[] = []
  page.on('requestfinished', async (r: Request) => {
    if (!r.url().includes('/media/')) return
    const res = await r.response()
    seen.push({ url: r.url(), auth: !!(await r.allHeaders()).authorization, status: res?.status() })
  })
  return {
    keys: () => seen.filter((s) => /\/media\/hls\/\d+\/key\?/.test(s.url)),
    segments: () => seen.filter((s) => /\.ts\?/.test(s.url)).map((s) => /\/(\d{3}p)\/seg-(\d{3})\.ts/.exec(s.url)!.slice(1).join('/')),
    playlists: () => seen.filter((s) => /\.m3u8\?/.test(s.url))
  }
}

const video = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector('video') as HTMLVideoElement | null
    return v ? { time: v.currentTime, paused: v.paused, width: v.videoWidth, src: v.currentSrc } : null
  })

async function play(page: Page, at = 0) {
  await page.locator('video').waitFor()
  await page.evaluate(`(async () => {
    const v = document.querySelector('video')
    v.muted = true
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }))
    ${at ? `v.currentTime = ${at}` : ''}
    // Taro's video attaches hls.js a second time when its source arrives after it mounted: a play()
    // that this interrupts is tapped again, as a learner would.
    for (let i = 0; ; i++) {
      try { await v.play(); return } catch (e) { if (e.name !== 'AbortError' || i > 5) throw e; await new Promise((r) => setTimeout(r, 300)) }
    }
  })()`)
}

describe('an encrypted lesson', () => {
  it('plays the ladder for a learner who may watch: the key goes to them alone, with their token', async () => {
    // The demo learner owns course 2; lesson 7 is its first.
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    const hls = watchHls(page)
    await page.goto(`${product.url}/#/pages/course/video?id=7`)
    await play(page)
    const playing = await poll(() => video(page), (v) => !!v && v.time > 2.5, 30_000)
    expect(playing?.time).toBeGreaterThan(2.5)
    // Media Source Extensions: the page never holds the playlist's URL as a plain source.
    expect(playing?.src.startsWith('blob:')).toBe(true)
    expect(playing?.width).toBeGreaterThanOrEqual(640)
    expect(hls.playlists().map((p) => /\/(master|\d{3}p\/index)\.m3u8/.exec(p.url)![1])[0]).toBe('master')
    expect(hls.keys().length).toBeGreaterThanOrEqual(1)
    expect(hls.keys().every((k) => k.auth && k.status === 200)).toBe(true)
    expect(hls.segments().length).toBeGreaterThanOrEqual(1)
    await ctx.close()
  })

  it('stops a trial learner at the trial point, and nothing past the cut is fetched', async () => {
    // A learner who bought nothing: lesson 7 has an 8 s trial.
    const learner = await createUser(product.kdb, '13700137888')
    const ctx = await phoneWithToken(product, await issueToken(product.kdb, learner.id, 'h5'))
    const page = await ctx.newPage()
    const hls = watchHls(page)
    await page.goto(`${product.url}/#/pages/course/video?id=7`)
    await page.getByText('可试看8秒').waitFor()
    await play(page, 5)
    await page.getByText('试看结束').waitFor({ timeout: 20_000 })
    await expect(page.locator('video').count()).resolves.toBe(0)
    // Segments of 6 s: the cut lists the two that start before 8 s, never the third.
    expect(hls.segments().length).toBeGreaterThanOrEqual(1)
    expect(hls.segments().every((s) => /\/00[01]$/.test(s))).toBe(true)
    expect(hls.keys().every((k) => k.status === 200)).toBe(true)
    await ctx.close()
  })
})
