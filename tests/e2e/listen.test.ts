/**
 * @jest-environment node
 *
 * Listen mode in a real browser: the learner opens exercise 1 (the C major scale,
 * ♩=80) and plays it into Chromium's fake microphone: a WAV this file synthesizes (tests/unit/playAlong/synth.ts)
 * with two deliberate wrong notes. Exactly those two turn red, the accuracy shows, and the server keeps the
 * result and the practice minutes. The latency from each note's sound to its turning green is reported
 * (p50/p95), not asserted: the machine is shared.
 */
import { demoUserId, loggedInPhone, poll, type Product } from './harness'
import { productWithMicrophone } from './fakeMicrophone'
import { RATE } from '../unit/playAlong/synth'
import { BEAT_MS, onsetMs, SCALE, scalePerformance, toPcm16, WRONG } from '../unit/playAlong/scalePerformance'

/** The performance (tests/unit/playAlong/scalePerformance.ts) from the fake microphone. */
const suite = productWithMicrophone(toPcm16(scalePerformance()), RATE)
let product: Product
beforeAll(() => {
  product = suite.current
})

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

type Probe = NonNullable<Window['__studioListen']>

/**
 * Where each green note's time went (p50/p95 over the right notes, ms). The file's audio is placed on the ear's
 * clock by the first note, which follows the count-in's silence, so its attack (found within a 3 ms block)
 * tells how much of the file Chromium played before the page's audio graph took it ("skipped"). Then per note:
 * the audio the ear needed (its decision's last sample minus the note's onset, on the ear's clock), the delivery
 * (the decision's wall time minus that last sample's earliest arrival: the blocks' lower envelope), React's
 * commit and the painted frame after the decision; and the total from the onset's earliest arrival in the page
 * to the paint. The fake device's own buffering before the page is not in it (it has no clock to read).
 */
function latencyBreakdown(probe: Probe, notes: { id: string }[]): string {
  const ms = (samples: number) => (samples / probe.sampleRate) * 1000
  const skippedMs = onsetMs(0) - probe.heard[notes[0].id].onsetMs
  const right = notes
    .map((n, i) => ({ h: probe.heard[n.id], onset: onsetMs(i) - skippedMs, green: probe.greenAt[n.id], painted: probe.paintedAt[n.id] }))
    .filter((x) => x.h && x.painted !== undefined)
  const stat = (name: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    return `${name} p50 ${percentile(sorted, 50).toFixed(1)} p95 ${percentile(sorted, 95).toFixed(1)}`
  }
  return [
    `listen mode latency breakdown (${right.length} notes, ms): file skipped ${skippedMs.toFixed(1)}`,
    stat('ear (audio needed)', right.map(({ h, onset }) => ms(h.samples) - onset)),
    stat('delivery', right.map(({ h }) => h.at - (probe.sampleZeroAt + ms(h.samples)))),
    stat('commit', right.map(({ h, green }) => green - h.at)),
    stat('paint', right.map(({ h, painted }) => painted - h.at)),
    stat('total, onset in the page to paint', right.map(({ onset, painted }) => painted - (probe.sampleZeroAt + onset))),
    `the ear's first sample in the page ${(probe.sampleZeroAt - probe.openedAt).toFixed(1)} ms from the microphone's opening`
  ].join('; ')
}

describe('listen mode through the fake microphone', () => {
  it('marks exactly the two wrong notes red, shows the accuracy, and the server keeps the result and the minutes', async () => {
    const uid = demoUserId(product)
    // The score as the page will read it: the notes the WAV plays, at the score's tempo.
    const score = (await product.app.inject({ method: 'GET', url: '/addons/PianoAudio/api/v1/exercise/1/score' })).json() as {
      data: { bpm: number; notes: { id: string; midi: number; on_ms: number; bar: number }[] }
    }
    expect(score.data.bpm).toBe(80)
    expect(score.data.notes.map((n) => n.midi)).toEqual(SCALE)
    expect(score.data.notes.map((n) => n.on_ms)).toEqual(SCALE.map((_, i) => i * BEAT_MS))
    const wrongIds = Object.keys(WRONG).map((i) => score.data.notes[Number(i)].id)
    const secondsBefore = (product.db.prepare('SELECT COALESCE(SUM(seconds), 0) FROM practice_days WHERE user_id = ?').pluck().get(uid) as number) ?? 0

    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    // The way in: the piano audio page's 跟弹练习.
    await page.goto(`${product.url}/#/packageB/pianoAudio/index`)
    await page.getByRole('link', { name: /C大调音阶/ }).tap()
    await page.waitForURL(/pianoAudio\/listen\?id=1/)
    await page.locator('.score__page').first().waitFor()
    await page.getByText('开始', { exact: true }).tap()
    await page.getByText(/^预备/).waitFor()
    // Live: the first note turns green while the learner is still playing.
    await page.locator(`.score__mark--right[data-note="${score.data.notes[0].id}"]`).waitFor()
    expect(await page.getByText('请弹奏').count()).toBe(1)

    await page.getByRole('region', { name: '跟弹结果' }).waitFor()
    const marks = await page.locator('.score__mark').evaluateAll((els) => els.map((e) => [e.getAttribute('data-note'), e.getAttribute('data-mark')]))
    const red = marks.filter(([, m]) => m === 'wrong').map(([id]) => id)
    expect(red.sort()).toEqual([...wrongIds].sort())
    expect(marks.filter(([, m]) => m === 'right')).toHaveLength(14)
    expect(marks.filter(([, m]) => m === 'missed')).toHaveLength(0)
    expect(await page.getByTestId('listen-accuracy').textContent()).toBe('88%')
    // The bars with a wrong note, each a button that listens again over it.
    for (const bars of ['第2小节', '第4小节']) expect(await page.getByRole('button', { name: bars }).count()).toBe(1)
    await page.getByText('成绩已记入练琴记录').waitFor()

    // The server: the result, and the session's minutes in the practice log (through the offline queue).
    const result = product.db.prepare('SELECT exercise_id, accuracy, spread_ms FROM listen_results WHERE user_id = ?').all(uid) as { exercise_id: number; accuracy: number; spread_ms: number }[]
    expect(result).toEqual([{ exercise_id: 1, accuracy: 88, spread_ms: expect.any(Number) }])
    const secondsAfter = await poll(
      () => product.db.prepare('SELECT COALESCE(SUM(seconds), 0) FROM practice_days WHERE user_id = ?').pluck().get(uid) as number,
      (s) => s > secondsBefore
    )
    // A bar of count-in and sixteen crotchets at ♩=80: about 15 s of practice.
    expect(secondsAfter - secondsBefore).toBeGreaterThanOrEqual(12)
    expect(secondsAfter - secondsBefore).toBeLessThanOrEqual(20)

    // Latency, sound to green: each right note's sound is at its place in the file after the microphone opened.
    const probe = (await page.evaluate(() => window.__studioListen))!
    const latencies = score.data.notes
      .map((n, i) => (probe.greenAt[n.id] === undefined ? null : probe.greenAt[n.id] - (probe.openedAt + onsetMs(i))))
      .filter((v): v is number => v !== null)
      .sort((a, b) => a - b)
    expect(latencies).toHaveLength(14)
    console.info(
      `listen mode latency, sound to green (${latencies.length} notes, fake microphone, shared machine): p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies[latencies.length - 1].toFixed(0)} ms; timing spread ${result[0].spread_ms} ms, sample rate ${probe.sampleRate}`
    )
    console.info(latencyBreakdown(probe, score.data.notes))
    expect(errors).toEqual([])

    // The practice card on the learning tab shows the exercise's accuracy.
    await page.goto(`${product.url}/#/pages/course/index`)
    const card = page.getByRole('region', { name: '跟弹准确率' })
    await card.waitFor()
    expect(await card.textContent()).toContain('88%')
    await ctx.close()
  })
})
