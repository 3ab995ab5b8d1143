/**
 * @jest-environment node
 *
 * Play along in a real browser: a track with a score (致爱丽丝: 3/4 at 180, a bar a second, 8 bars on three
 * lines), the cursor's bar and note checked against the server's time map while it plays at 1x and at 0.5x,
 * tapping bar 5 to play from it, selecting bars 3-4 as the A-B loop on the score, a track without a score
 * showing none; and on a phone in landscape (on the music stand), the score scrolling to the cursor's line.
 */
import { devices, type Page } from 'playwright-core'
import { loggedInPhone, productPerSuite, type Product } from './harness'
import type { Score } from '../../types/contract/pianoAudio'

jest.setTimeout(150_000)

const suite = productPerSuite()
let product: Product
let score: Score
beforeAll(async () => {
  product = suite.current
  score = ((await (await fetch(`${product.url}/addons/PianoAudio/api/v1/track/13/score`)).json()) as { data: Score }).data
})

/** A learner's finger (WCAG 2.5.5, Apple's 44 pt). */
const MIN_TARGET_PX = 44
/** How far the page's mark may trail the audio clock: a render after the moment, on a busy 2-core machine. */
const LAG_MS = 250

const barAt = (ms: number) => score.bars.filter((b) => b.on_ms <= ms).length || 1
const noteAt = (ms: number) => score.notes.filter((n) => n.on_ms <= ms).pop()?.id ?? ''

/** The audio's time and what the score marks, read in one go in the page. */
const readCursor = (page: Page) =>
  page.evaluate(() => {
    const a = document.getElementById('studio-shared-audio') as HTMLAudioElement
    const s = document.querySelector('.score__sheet')
    return { ms: a.currentTime * 1000, rate: a.playbackRate, bar: Number(s?.getAttribute('data-current-bar')), note: s?.getAttribute('data-current-note') ?? '' }
  })

/** Samples the cursor while it plays for `forMs` of wall time: each sample's bar and note are the time map's at the audio's time (or up to LAG_MS before it). */
async function followFor(page: Page, forMs: number) {
  const bars = new Set<number>()
  const samples: { ms: number; bar: number }[] = []
  const until = Date.now() + forMs
  while (Date.now() < until) {
    const c = await readCursor(page)
    const lagged = c.ms - LAG_MS * c.rate
    expect([barAt(lagged), barAt(c.ms)]).toContain(c.bar)
    expect([noteAt(lagged), noteAt(c.ms), ...score.notes.filter((n) => n.on_ms > lagged && n.on_ms <= c.ms).map((n) => n.id)]).toContain(c.note)
    bars.add(c.bar)
    samples.push({ ms: Math.round(c.ms), bar: c.bar })
    await page.waitForTimeout(120)
  }
  return { bars, samples }
}

const audioTime = (page: Page) => page.evaluate(() => (document.getElementById('studio-shared-audio') as HTMLAudioElement).currentTime)

/** WCAG contrast of an element's text colour on the first opaque background behind it. */
const contrastOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number)
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
    }
    const el = document.querySelector(sel) as HTMLElement
    let bg: number[] = [255, 255, 255]
    for (let e: HTMLElement | null = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor)
      if (c.length === 3 || (c.length === 4 && c[3] === 1)) {
        bg = c.slice(0, 3)
        break
      }
    }
    const [l1, l2] = [lum(rgb(getComputedStyle(el).color)), lum(bg)].sort((x, y) => y - x)
    return (l1 + 0.05) / (l2 + 0.05)
  }, selector)

describe('the score under the player', () => {
  it('follows playback at 1x and 0.5x, seeks by bar, sets the loop from two tapped bars; a track without a score shows none', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))

    await page.goto(`${product.url}/#/packageB/pianoAudio/audioList?category_id=2`)
    await page.locator('.audio-list .track-row:visible', { hasText: '致爱丽丝' }).tap()
    const region = page.getByRole('region', { name: '乐谱' })
    await region.waitFor()
    // The server's engraving, drawn: the SVG page loaded, every bar a finger-sized button.
    const picture = region.locator('img').first()
    await expect(picture.getAttribute('src')).resolves.toBe(score.pages[0].svg)
    await page.waitForFunction(() => ((document.querySelector('.score img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0)
    const bars = region.getByRole('button', { name: /^第\d+小节$/ })
    await expect(bars.count()).resolves.toBe(score.bars.length)
    for (const box of await bars.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.width).toBeGreaterThanOrEqual(MIN_TARGET_PX)
      expect(box.height).toBeGreaterThanOrEqual(MIN_TARGET_PX)
    }
    expect(await contrastOf(page, '.track-score__hint')).toBeGreaterThanOrEqual(4.5)
    expect(await contrastOf(page, '.track-score__select')).toBeGreaterThanOrEqual(4.5)

    // At 1x: from the start, a few seconds of samples, each matching the time map.
    await page.waitForFunction(() => (document.getElementById('studio-shared-audio') as HTMLAudioElement).currentTime > 0.05)
    const atFull = await followFor(page, 3200)
    expect(atFull.bars.size).toBeGreaterThanOrEqual(3)

    // At 0.5x the cursor still reads the recording's time (its notes come half as fast).
    await page.getByRole('button', { name: '速度 0.5x' }).tap()
    await page.waitForFunction(() => (document.getElementById('studio-shared-audio') as HTMLAudioElement).playbackRate === 0.5)
    const atHalf = await followFor(page, 3000)
    expect(atHalf.bars.size).toBeGreaterThanOrEqual(1)
    const span = atHalf.samples[atHalf.samples.length - 1].ms - atHalf.samples[0].ms
    expect(span).toBeGreaterThan(1000) // ~1.4 s of recording in ~2.9 s of sampling
    expect(span).toBeLessThan(2200)

    // Tap bar 5: playback goes to its start (4 s) and the cursor is there.
    await region.getByRole('button', { name: '第5小节' }).tap()
    const seekedTo = await audioTime(page)
    expect(seekedTo).toBeGreaterThanOrEqual(score.bars[4].on_ms / 1000)
    expect(seekedTo).toBeLessThan(score.bars[4].on_ms / 1000 + 0.5)
    await page.waitForFunction(() => document.querySelector('.score__sheet')?.getAttribute('data-current-bar') === '5')

    // 选段: bar 3 then bar 4 -> the practice tools' loop is A 0:02.0, B 0:04.0 (bar 3's start, bar 4's end).
    await region.getByRole('button', { name: '选段' }).tap()
    await region.getByText('点起始小节').waitFor()
    await region.getByRole('button', { name: '第3小节' }).tap()
    await region.getByText('从第3小节起，点结束小节').waitFor()
    await expect(region.locator('.score__bar--picked').getAttribute('data-bar')).resolves.toBe('3')
    await region.getByRole('button', { name: '第4小节' }).tap()
    const [a, b] = [score.bars[2].on_ms / 1000, score.bars[4].on_ms / 1000]
    expect([a, b]).toEqual([2, 4])
    await page.getByText('A 0:02.0').waitFor()
    await page.getByText('B 0:04.0').waitFor()
    await region.getByText('点小节从那里播放').waitFor()
    await expect(region.locator('.score__bar--loop').evaluateAll((els) => els.map((e) => e.getAttribute('data-bar')))).resolves.toEqual(['3', '4'])
    // Playback was at bar 5, outside the new loop: it goes to A and stays between A and B.
    await page.waitForFunction(([from, to]) => {
      const t = (document.getElementById('studio-shared-audio') as HTMLAudioElement).currentTime
      return t >= from && t < to
    }, [a, b + 0.15])
    const inLoop = await followFor(page, 2500)
    for (const s of inLoop.samples) expect([3, 4]).toContain(s.bar)

    // A track without a score (梦幻曲): no score, and no error.
    const noScore = page.waitForResponse((r) => r.url().includes('/track/14/score'))
    await page.locator('.audio-list .track-row:visible', { hasText: '梦幻曲' }).tap()
    await page.getByRole('region', { name: '播放器' }).getByText('梦幻曲').waitFor()
    expect(((await (await noScore).json()) as { message: string }).message).toBe('这首曲目还没有乐谱')
    await page.waitForTimeout(300)
    await expect(region.count()).resolves.toBe(0)
    await expect(page.locator('.audio-list [role=alert]').count()).resolves.toBe(0)

    expect(errors).toEqual([])
    await ctx.close()
  })

  it('on a phone in landscape, the score scrolls inside its box to keep the cursor on screen', async () => {
    const ctx = await product.browser.newContext({ ...devices['iPhone 13 landscape'], locale: 'zh-CN' })
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/packageB/pianoAudio/audioList?category_id=2`)
    await page.locator('.audio-list .track-row:visible', { hasText: '致爱丽丝' }).tap()
    await page.locator('.score img').waitFor()
    const box = page.locator('.score')
    await expect(box.evaluate((e) => e.scrollHeight > e.clientHeight + 50)).resolves.toBe(true)
    // The current bar is inside the score's visible box whenever the cursor has moved to a new line.
    const currentInView = () =>
      box.evaluate((e) => {
        const bar = e.querySelector('.score__bar--current')
        if (!bar) return null
        const [outer, inner] = [e.getBoundingClientRect(), bar.getBoundingClientRect()]
        // Its staff, the middle of its tap band, is what must show.
        const middle = (inner.top + inner.bottom) / 2
        return { bar: Number(bar.getAttribute('data-bar')), scrollTop: e.scrollTop, visible: middle > outer.top && middle < outer.bottom }
      })
    for (const n of ['4', '7']) {
      await page.waitForFunction((bar) => document.querySelector('.score__sheet')?.getAttribute('data-current-bar') === bar, n, { timeout: 10_000 })
      await page.waitForTimeout(600) // the scroll is animated
      const seen = await currentInView()
      expect(seen).toMatchObject({ bar: Number(n), visible: true })
      expect(seen!.scrollTop).toBeGreaterThan(0)
    }
    await ctx.close()
  })
})
