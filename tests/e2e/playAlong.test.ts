/**
 * @jest-environment node
 *
 * Play along in a real browser: a track with a score (致爱丽丝: 3/4 at 180, a bar a second, 8 bars on three
 * lines), the cursor's bar and note checked against the server's time map while it plays at 1x and at 0.5x,
 * tapping bar 5 to play from it, selecting bars 3-4 as the A-B loop on the score, a track without a score
 * showing none; and on a phone in landscape (on the music stand), the score scrolling to the cursor's line.
 * Under the lesson video: a demonstration's score follows the video from where the piece starts in it and
 * marks nothing once it has ended, a tapped bar seeks the video, 选段 sets the lesson's loop, 跟着练 opens
 * listen mode; a lesson about a piece shows its score still; a lesson the learner cannot watch never asks for one.
 */
import { devices, type Page } from 'playwright-core'
import { dataIn, loggedInPhone, newContext, productPerSuite, renderQuiet, type Product } from './harness'
import type { Score } from '../../types/contract/pianoAudio'

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
/**
 * The page draws the cursor between the player's reports from the wall clock; when the media clock stalls
 * for a moment (a loaded machine: a video's frames), the cursor may be this far ahead of it.
 */
const AHEAD_MS = 150

/** What a score follows: a media element of the page, and where the score's time starts in the element's (ms). */
interface Followed {
  score: Score
  media: string
  startMs: number
}
const furElise = (): Followed => ({ score, media: '#studio-shared-audio', startMs: 0 })

const barAt = (sc: Score, ms: number) => sc.bars.filter((b) => b.on_ms <= ms).length || 1
const noteAt = (sc: Score, ms: number) => sc.notes.filter((n) => n.on_ms <= ms).pop()?.id ?? ''

/** The media's time on the score's clock and what the score marks, read in one go in the page. */
const readCursor = (page: Page, { media, startMs }: Followed) =>
  page.evaluate(
    ([selector, start]) => {
      const a = document.querySelector(selector) as HTMLMediaElement
      const s = document.querySelector('.score__sheet')
      return { ms: a.currentTime * 1000 - start, rate: a.playbackRate, bar: Number(s?.getAttribute('data-current-bar')), note: s?.getAttribute('data-current-note') ?? '' }
    },
    [media, startMs] as const
  )

/** Samples the cursor while it plays for `forMs` of wall time: each sample's bar and note are the time map's at the media's time (or up to LAG_MS before it, AHEAD_MS after it). */
async function followFor(page: Page, forMs: number, followed = furElise()) {
  const sc = followed.score
  const bars = new Set<number>()
  const samples: { ms: number; bar: number }[] = []
  const until = Date.now() + forMs
  while (Date.now() < until) {
    const c = await readCursor(page, followed)
    const lagged = c.ms - LAG_MS * c.rate
    const ahead = c.ms + AHEAD_MS * c.rate
    expect([barAt(sc, lagged), barAt(sc, c.ms), barAt(sc, ahead)]).toContain(c.bar)
    expect([noteAt(sc, lagged), noteAt(sc, c.ms), ...sc.notes.filter((n) => n.on_ms > lagged && n.on_ms <= ahead).map((n) => n.id)]).toContain(c.note)
    bars.add(c.bar)
    samples.push({ ms: Math.round(c.ms), bar: c.bar })
    // The sampling cadence (a sample every ~120 ms of the window), not a wait for the page.
    await new Promise((r) => setTimeout(r, 120))
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
    // The tools' loop tile names the bars; its sheet gives the times.
    await page.getByRole('switch', { name: '关闭A-B循环' }).getByText(/第3-4小节/).waitFor()
    const toolsSheet = page.getByRole('dialog', { name: '练习设置' })
    await page.getByRole('button', { name: '练习设置' }).tap()
    await toolsSheet.getByText('A 0:02.0').waitFor()
    await toolsSheet.getByText('B 0:04.0').waitFor()
    await toolsSheet.getByRole('button', { name: '关闭' }).tap()
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
    // The answer taken in: nothing on the page is loading any more.
    await dataIn(page)
    await expect(region.count()).resolves.toBe(0)
    await expect(page.locator('.audio-list [role=alert]').count()).resolves.toBe(0)

    expect(errors).toEqual([])
    await ctx.close()
  })

  it('on a phone in landscape, the score scrolls inside its box to keep the cursor on screen', async () => {
    const ctx = await newContext(product.browser, { ...devices['iPhone 13 landscape'], locale: 'zh-CN' })
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
      await page.waitForFunction((bar) => document.querySelector('.score__sheet')?.getAttribute('data-current-bar') === bar, n)
      // The scroll is animated: once it has come to rest with the current bar in view (two frames at one place).
      await page.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const box = document.querySelector('.score') as HTMLElement
            const top = box.scrollTop
            requestAnimationFrame(() => requestAnimationFrame(() => {
              const bar = box.querySelector('.score__bar--current')
              const [outer, inner] = [box.getBoundingClientRect(), bar?.getBoundingClientRect()]
              const middle = inner ? (inner.top + inner.bottom) / 2 : -1
              resolve(box.scrollTop === top && top > 0 && middle > outer.top && middle < outer.bottom)
            }))
          })
      )
      // Whatever bar the cursor is on by then (playback goes on: on a loaded machine the scroll and the read
      // can reach the next bar), it is on screen.
      const seen = await currentInView()
      expect(seen).toMatchObject({ visible: true })
      expect(seen!.bar).toBeGreaterThanOrEqual(Number(n))
      expect(seen!.bar).toBeLessThanOrEqual(Number(n) + 1)
      expect(seen!.scrollTop).toBeGreaterThan(0)
    }
    await ctx.close()
  })
})

/** Starts the lesson video muted from `at` seconds (a string: babel would rewrite an async function with helpers the page lacks). */
async function playVideoFrom(page: Page, at: number) {
  await page.locator('video').waitFor()
  await page.evaluate(`(async () => {
    const v = document.querySelector('video')
    v.muted = true
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }))
    v.currentTime = ${at}
    await v.play()
  })()`)
}

/** How far past B a lesson's loop may run before it turns: one throttled time update of Taro's H5 video (250 ms), and a render. */
const OVERSHOOT_MS = 400

const videoTime = (page: Page) => page.evaluate(() => (document.querySelector('video') as HTMLVideoElement).currentTime)

/** A seeded lesson's id and its link (server/src/addons/PianoAudio/seed.ts). */
const linkedLesson = (title: string) =>
  product.db.prepare('SELECT l.video_id AS id, l.track_id, l.sync_ms, l.exercise_id FROM lesson_scores l JOIN videos v ON v.id = l.video_id WHERE v.title = ?').get(title) as {
    id: number
    track_id: number
    sync_ms: number | null
    exercise_id: number | null
  }

describe('the score under the lesson video', () => {
  it('a demonstration: the cursor follows the video from where the piece starts, a tapped bar seeks the video, 选段 sets the lesson loop, 跟着练 opens listen mode', async () => {
    // 拜厄 第51-60条：三拍子 (the demo learner bought the course): the Bach minuet from 2 s into the video.
    const lesson = linkedLesson('第51-60条：三拍子')
    expect(lesson.sync_ms).toBe(2000)
    const minuet = ((await (await fetch(`${product.url}/addons/PianoAudio/api/v1/track/${lesson.track_id}/score`)).json()) as { data: Score }).data
    const followed: Followed = { score: minuet, media: 'video', startMs: lesson.sync_ms! }
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))

    await page.goto(`${product.url}/#/pages/course/video?id=${lesson.id}`)
    const region = page.getByRole('region', { name: '乐谱' })
    await region.waitFor()
    await page.getByText('乐谱 · G大调小步舞曲').waitFor()
    await expect(region.locator('img').first().getAttribute('src')).resolves.toBe(minuet.pages[0].svg)
    const bars = region.getByRole('button', { name: /^第\d+小节$/ })
    await expect(bars.count()).resolves.toBe(minuet.bars.length)
    const hint = region.locator('.track-score__hint')
    await expect(hint.textContent()).resolves.toBe('乐曲从 00:02 开始')

    // From before the piece: the cursor waits on bar 1, then each sample matches the time map at the video's time - 2 s.
    // (0.9 s before it: from 0.3 s before, a loaded machine's first sample could already fall inside the piece.)
    await playVideoFrom(page, 1.0)
    await page.waitForFunction(() => (document.querySelector('video') as HTMLVideoElement).currentTime > 1.1)
    const played = await followFor(page, 5100, followed)
    expect(played.bars.size).toBeGreaterThanOrEqual(3)
    expect(played.samples.some((x) => x.ms < 0)).toBe(true)

    // After the piece the video plays on (the teacher talks): no bar or note is marked, and the hint says the piece has ended.
    const end = (lesson.sync_ms! + minuet.duration_ms) / 1000
    expect(end).toBeLessThan(19)
    await playVideoFrom(page, end - 0.6)
    await page.waitForFunction((t) => (document.querySelector('video') as HTMLVideoElement).currentTime > t, end + 0.3)
    await page.waitForFunction(() => document.querySelector('.score__sheet')?.getAttribute('data-current-bar') === '0')
    await expect(region.locator('.score__bar--current, .score__cursor').count()).resolves.toBe(0)
    await expect(region.locator('.score__sheet').getAttribute('data-current-note')).resolves.toBe('')
    await expect(hint.textContent()).resolves.toBe('乐曲已结束，点小节回看')

    // Tap bar 3 (after the piece): the video goes to 2 s + bar 3's start (3 s) = 5 s, and the cursor is there.
    await page.evaluate(() => (document.querySelector('video') as HTMLVideoElement).pause())
    await region.getByRole('button', { name: '第3小节' }).tap()
    const seekedTo = await videoTime(page)
    expect(seekedTo).toBeGreaterThanOrEqual(2 + minuet.bars[2].on_ms / 1000)
    expect(seekedTo).toBeLessThan(2 + minuet.bars[2].on_ms / 1000 + 0.3)
    await page.waitForFunction(() => document.querySelector('.score__sheet')?.getAttribute('data-current-bar') === '3')

    // 选段 bars 1-2: the lesson's A-B loop is 0:02.0 to 0:05.0 of the video (bar 1's start, bar 2's end).
    await region.getByRole('button', { name: '选段' }).tap()
    await region.getByRole('button', { name: '第2小节' }).tap()
    await region.getByRole('button', { name: '第1小节' }).tap()
    await expect(region.locator('.score__bar--loop').evaluateAll((els) => els.map((e) => e.getAttribute('data-bar')))).resolves.toEqual(['1', '2'])
    await page.getByRole('button', { name: '练习设置' }).tap()
    await page.getByText('A 0:02.0').waitFor()
    await page.getByText('B 0:05.0').waitFor()
    // The video was at bar 3 (5 s, the loop's end): it goes to A and, playing, stays between A and B.
    await page.evaluate(() => (document.querySelector('video') as HTMLVideoElement).play())
    await page.waitForFunction(() => {
      const t = (document.querySelector('video') as HTMLVideoElement).currentTime
      return t >= 2 && t < 5.15
    })
    // The loop turns on the video's time updates, which Taro's H5 video throttles to ~4 a second: the video may
    // run a little past B (bar 3's first moments, which the cursor then shows, as the time map says) before it turns.
    const looped = await followFor(page, 3500, followed)
    const endOfBar2 = minuet.bars[2].on_ms
    for (const x of looped.samples) {
      expect(x.ms).toBeGreaterThanOrEqual(-50)
      expect(x.ms).toBeLessThan(endOfBar2 + OVERSHOOT_MS)
      // Before bar 3 (by more than the cursor may run ahead of a stalling video clock) it shows bar 1 or 2.
      if (x.ms + AHEAD_MS < endOfBar2) expect([1, 2]).toContain(x.bar)
    }

    // 跟着练 (the tools' sheet closed first): listen mode on the minuet's exercise; the video stops.
    await page.getByRole('dialog', { name: '练习设置' }).getByRole('button', { name: '关闭' }).tap()
    await page.getByRole('button', { name: '跟着练' }).tap()
    await page.waitForURL(new RegExp(`#/packageB/pianoAudio/listen\\?id=${lesson.exercise_id}`))
    await expect(page.evaluate(() => (document.querySelector('video') as HTMLVideoElement | null)?.paused ?? true)).resolves.toBe(true)
    expect(errors).toEqual([])
    await ctx.close()
  })

  it('a lesson about a piece shows its score still; a lesson the learner cannot watch never asks for one', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    const asked: string[] = []
    page.on('request', (r) => {
      if (/\/lesson\/\d+\/score/.test(r.url())) asked.push(r.url())
    })
    const about = linkedLesson('调号与临时记号')
    expect(about.sync_ms).toBeNull()
    await page.goto(`${product.url}/#/pages/course/video?id=${about.id}`)
    const region = page.getByRole('region', { name: '乐谱' })
    await region.getByText('本节讲解这首曲子，乐谱不随视频移动').waitFor()
    await page.getByText('乐谱 · G大调音阶').waitFor()
    await playVideoFrom(page, 3)
    // A second of the lesson played, with the score beside it.
    await page.waitForFunction(() => (document.querySelector('video') as HTMLVideoElement).currentTime > 4)
    await expect(region.locator('.score__bar--current').count()).resolves.toBe(0)
    await expect(region.getByRole('button', { name: /^第\d+小节$/ }).count()).resolves.toBe(0)
    await expect(page.getByRole('button', { name: '跟着练' }).count()).resolves.toBe(0)
    expect(asked).toHaveLength(1)

    // 考级 乐曲：《小步舞曲》 has a score, but the demo learner did not buy that course.
    const paid = linkedLesson('乐曲：《小步舞曲》')
    await page.goto(`${product.url}/#/pages/course/video?id=${paid.id}`)
    await page.getByText('购买后观看').or(page.getByText(/后观看$/)).first().waitFor()
    await renderQuiet(page)
    expect(asked).toHaveLength(1)
    await expect(page.getByRole('region', { name: '乐谱' }).count()).resolves.toBe(0)
    await ctx.close()
  })
})
