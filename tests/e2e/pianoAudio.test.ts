/**
 * @jest-environment node
 *
 * The piano audio library in a real browser, as a learner practises with it: plays a famous piece,
 * slows it to 0.75x with the pitch kept, loops bars 3-4 and hears it come back to A at B three times,
 * starts the metronome at 80 bpm (its scheduled clicks measured on the audio clock), leaves the page and
 * comes back with the music still playing, and finds today's practice minutes on the learning tab;
 * checked against the database.
 */
import { demoUserId, loggedInPhone, poll, productPerSuite, type Product } from './harness'
import { beijing } from '../../server/src/lib/time'

const suite = productPerSuite()
let product: Product
beforeAll(() => {
  product = suite.current
})

interface AudioState {
  src: string
  paused: boolean
  time: number
  rate: number
  preservesPitch: boolean
}

describe('practising with the piano audio library', () => {
  it('plays, slows down with the pitch kept, loops bars 3-4, keeps time with the metronome, plays on across pages, logs the minutes', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const audio = () =>
      page.evaluate(() => {
        const a = document.getElementById('studio-shared-audio') as HTMLAudioElement | null
        return a ? { src: a.src, paused: a.paused, time: a.currentTime, rate: a.playbackRate, preservesPitch: a.preservesPitch } : null
      }) as Promise<AudioState | null>

    // The library, a category, a track.
    await page.goto(`${product.url}/#/packageB/pianoAudio/index`)
    await page.getByText('世界名曲').first().tap()
    await page.waitForURL(/#\/packageB\/pianoAudio\/audioList\?category_id=2/)
    const firstPlayed = Date.now()
    await page.locator('.audio-list .track-row:visible', { hasText: '致爱丽丝' }).tap()
    await page.waitForFunction(() => {
      const a = document.getElementById('studio-shared-audio') as HTMLAudioElement | null
      return !!a && !a.paused && a.currentTime > 0.1
    })
    const playing = (await audio())!
    expect(playing.src).toMatch(/\/media\/audio\/pa-13\.mp3\?uid=\d+&exp=\d+&sig=/)
    const player = page.getByRole('region', { name: '播放器' })
    await player.getByText('致爱丽丝').waitFor()

    // 0.75x, the pitch kept.
    await page.getByRole('button', { name: '速度 0.75x' }).tap()
    await expect(audio()).resolves.toMatchObject({ rate: 0.75, preservesPitch: true, paused: false })
    await player.getByText('0.75x').first().waitFor()

    // Bars 3-4 of 致爱丽丝 (180 bpm, 3/4: a bar is 1 s): A 0:02.0, B 0:04.0, set in the tools' sheet.
    await page.getByRole('button', { name: '练习设置' }).tap()
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: '结束小节加一' }).tap()
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: '起始小节加一' }).tap()
    // The position is sampled in the page every 10 ms from the moment the loop is set.
    await page.evaluate(() => {
      const a = document.getElementById('studio-shared-audio') as HTMLAudioElement
      const w = window as unknown as { __samples: number[] }
      w.__samples = []
      setInterval(() => w.__samples.push(a.currentTime), 10)
    })
    await page.getByRole('button', { name: '循环这几小节' }).tap()
    await page.getByText('A 0:02.0').waitFor()
    await page.getByText('B 0:04.0').waitFor()
    await page.getByText('已循环 3 次').waitFor()
    const samples = await page.evaluate(() => (window as unknown as { __samples: number[] }).__samples)
    // Each return: from near B straight back to A. Playback never runs on past B.
    let returns = 0
    for (let i = 1; i < samples.length; i++) if (samples[i - 1] >= 3.8 && samples[i] >= 2 && samples[i] < 2.2) returns++
    expect(returns).toBeGreaterThanOrEqual(3)
    const afterStart = samples.slice(samples.findIndex((t) => t >= 2 && t < 4))
    expect(Math.max(...afterStart)).toBeLessThan(4.15)
    expect(Math.min(...afterStart.slice(1))).toBeGreaterThanOrEqual(1.99)

    // The metronome at 80 bpm: 20 intervals on the audio clock, each within 2 ms of 750 ms.
    const bpm = page.getByLabel('每分钟拍数')
    await expect(bpm.innerText()).resolves.toBe('180')
    for (let i = 0; i < 20; i++) await page.getByRole('button', { name: '速度减五' }).tap()
    await expect(bpm.innerText()).resolves.toBe('80')
    // Started from its tile in the row, under the sheet.
    await page.getByRole('button', { name: '关闭' }).tap()
    await page.getByRole('button', { name: '开始节拍器' }).tap()
    await page.waitForFunction(() => (window.__studioMetronome?.ticks.length ?? 0) >= 21)
    const { ticks, now } = await page.evaluate(() => ({ ticks: [...window.__studioMetronome!.ticks], now: window.__studioMetronome!.now() }))
    const intervals = ticks.slice(1, 21).map((t, i) => (t - ticks[i]) * 1000)
    expect(intervals).toHaveLength(20)
    for (const ms of intervals) expect(Math.abs(ms - 750)).toBeLessThan(2)
    // Scheduled ahead of the clock by the lookahead only: the clicks are being played in real time.
    expect(ticks[ticks.length - 1] - now).toBeLessThan(0.9)
    expect(now - ticks[0]).toBeGreaterThan(14)
    await page.getByRole('button', { name: '停止节拍器' }).tap()

    // Away and back: the music plays on; the mini player bar shows it elsewhere and leads back.
    const before = (await audio())!
    await page.goBack()
    await page.waitForURL(/#\/packageB\/pianoAudio\/index/)
    const bar = page.getByRole('region', { name: '正在播放' })
    await bar.getByText('致爱丽丝').waitFor()
    // Playing on: a second more of it heard while away.
    const away = (await poll(audio, (a) => !!a && a.time > before.time + 1))!
    expect(away).toMatchObject({ src: before.src, paused: false, rate: 0.75 })
    await bar.getByText('致爱丽丝').tap()
    await page.waitForURL(/#\/packageB\/pianoAudio\/audioList\?category_id=2/)
    await page.getByRole('region', { name: '播放器' }).getByText('致爱丽丝').waitFor()
    const back = (await audio())!
    expect(back).toMatchObject({ src: before.src, paused: false })
    expect(back.time).toBeGreaterThanOrEqual(1.99)
    expect(back.time).toBeLessThan(4.15)

    // Paused: the time counted is reported at once. How long this took depends on the machine, so the
    // minutes expected are the stored seconds', bounded by the time the music really could have played.
    await page.getByRole('region', { name: '播放器' }).getByRole('button', { name: '暂停' }).tap()
    await poll(audio, (a) => !!a && a.paused)
    const practised = () =>
      (product.db.prepare('SELECT seconds FROM practice_days WHERE user_id = ? AND day = ?').get(demoUserId(product), beijing().slice(0, 10)) as { seconds: number } | undefined)?.seconds ?? 0
    // Settled: the last report has landed when two reads a second apart agree.
    const settled = async () => {
      const first = practised()
      await new Promise((r) => setTimeout(r, 1000))
      return first === practised() ? first : -1
    }
    const stored = await poll(settled, (s) => s >= 20)
    expect(stored).toBeGreaterThanOrEqual(20)
    expect(stored).toBeLessThanOrEqual(Math.ceil((Date.now() - firstPlayed) / 1000))

    // Today's practice minutes on the learning tab: what the server stored.
    await page.evaluate(() => {
      location.hash = '#/pages/course/index'
    })
    const log = page.getByRole('region', { name: '练琴记录' })
    await log.getByText(`今日练习 ${Math.ceil(stored / 60)} 分钟`).waitFor()
    await log.getByText('连续练琴 4 天').waitFor()
    expect(practised()).toBe(stored)
    expect(errors).toEqual([])
    await ctx.close()
  })
})
