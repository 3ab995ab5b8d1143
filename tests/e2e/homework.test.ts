/**
 * @jest-environment node
 *
 * Homework in a real browser: the teacher assigns an exercise to the demo learner;
 * the learner records it through Chromium's fake microphone (a WAV of piano-like tones this file writes),
 * listens back, submits; the teacher plays the take, drops a note at 0:03 and gives four stars; the learner
 * sees the note on the take's waveform, taps it, and the shared player plays from about 3 s. Checked
 * against the database as well as on screen.
 */
import type { Page } from 'playwright-core'
import { demoUserId, loggedInPhone, poll, type Product } from './harness'
import { productWithMicrophone } from './fakeMicrophone'

const RATE = 44_100

/** Six seconds of decaying piano-like notes (a C major arpeggio with overtones), 16-bit mono PCM. */
function pianoPcm(): Buffer {
  const seconds = 6
  const notes = [261.63, 329.63, 392, 523.25]
  const samples = new Int16Array(RATE * seconds)
  for (let i = 0; i < samples.length; i++) {
    const t = i / RATE
    const at = t % 0.75
    const f = notes[Math.floor(t / 0.75) % notes.length]
    const v = Math.exp(-3 * at) * (Math.sin(2 * Math.PI * f * t) + 0.4 * Math.sin(4 * Math.PI * f * t) + 0.2 * Math.sin(6 * Math.PI * f * t))
    samples[i] = Math.round(v * 0.45 * 32767)
  }
  return Buffer.from(samples.buffer)
}

const suite = productWithMicrophone(pianoPcm(), RATE)
let product: Product
beforeAll(() => {
  product = suite.current
})

const TITLE = '哈农练习第一条'
const NOTE = '这里左手要轻一点'

const audioState = (page: Page) =>
  page.evaluate(() => {
    const a = document.getElementById('studio-shared-audio') as HTMLAudioElement | null
    return a ? { src: a.src, paused: a.paused, time: a.currentTime } : null
  })

describe('homework: assign, record, review, feedback on the waveform', () => {
  it('the teacher assigns, the learner records and submits, the teacher notes 0:03 with four stars, the learner hears that moment', async () => {
    const learnerId = demoUserId(product)
    const learnerName = product.db.prepare('SELECT nick_name FROM users WHERE id = ?').pluck().get(learnerId) as string

    // The teacher assigns from the app.
    const teacherCtx = await loggedInPhone(product, '13900000001', 'piano123')
    const teacher = await teacherCtx.newPage()
    await teacher.goto(`${product.url}/#/packageB/homework/assign`)
    await teacher.getByPlaceholder('如：小奏鸣曲 第一乐章').fill(TITLE)
    await teacher.getByRole('radio', { name: '练习' }).tap()
    await teacher.getByPlaceholder('选填，如：1-16').fill('1-8')
    await teacher.getByPlaceholder('选填，20-240').fill('90')
    await teacher.getByRole('button', { name: learnerName }).first().tap()
    await teacher.getByText('布置作业', { exact: true }).last().tap()
    const given = () => product.db.prepare('SELECT id, kind, bars, target_bpm, user_id FROM homework_assignments WHERE title = ?').get(TITLE)
    await poll(given, (row) => !!row)
    const assignment = given() as {
      id: number
      kind: string
      bars: string
      target_bpm: number
      user_id: number
    }
    expect(assignment).toMatchObject({ kind: 'exercise', bars: '1-8', target_bpm: 90, user_id: learnerId })

    // The learner finds it, records through the fake microphone, listens back, submits.
    const learnerCtx = await loggedInPhone(product)
    const learner = await learnerCtx.newPage()
    const errors: string[] = []
    learner.on('pageerror', (e) => errors.push(e.message))
    await learner.goto(`${product.url}/#/packageB/homework/index`)
    await learner.getByRole('link', { name: new RegExp(TITLE) }).tap()
    await learner.waitForURL(new RegExp(`homework/show\\?id=${assignment.id}`))
    await learner.getByText('开始录音', { exact: true }).tap()
    await learner.getByText('预备拍… 90拍/分').waitFor()
    await learner.getByText(/^录音中/).waitFor()
    const loudest = await poll(
      () => learner.getByRole('meter', { name: '音量' }).getAttribute('aria-valuenow').then(Number),
      (v) => v > 10
    )
    expect(loudest).toBeGreaterThan(10)
    await learner.getByText('录音中 00:05').waitFor()
    await learner.getByText('停止', { exact: true }).tap()
    await learner.getByRole('img', { name: /录音波形，时长00:0[5-7]/ }).waitFor()
    await learner.getByText('试听', { exact: true }).tap()
    const listening = await poll(() => audioState(learner), (a) => !!a && !a.paused && a.time > 0.5)
    expect(listening!.src).toMatch(/^blob:/)
    await learner.getByText('提交', { exact: true }).tap()
    await learner.getByText('已交的录音').waitFor()
    await learner.getByText('等待老师点评', { exact: true }).waitFor()
    const take = product.db.prepare('SELECT id, mime, size, duration_ms, peaks, client_id, status FROM homework_takes WHERE assignment_id = ?').get(assignment.id) as {
      id: number
      mime: string
      size: number
      duration_ms: number
      peaks: string
      client_id: string
      status: string
    }
    expect(take).toMatchObject({ status: 'submitted', mime: expect.stringMatching(/webm|ogg|mp4/) })
    expect(take.duration_ms).toBeGreaterThan(4500)
    expect(take.size).toBeGreaterThan(1000)
    const peaks = JSON.parse(take.peaks) as number[]
    expect(peaks.length).toBeGreaterThan(20)
    expect(peaks.length).toBeLessThanOrEqual(400)
    expect(Math.max(...peaks)).toBeGreaterThan(10)
    expect(take.client_id).toMatch(/^take-/)

    // The teacher plays it, stops at about 3 s, drops a note there, four stars.
    await teacher.goto(`${product.url}/#/packageB/homework/review`)
    await teacher.getByRole('link', { name: new RegExp(TITLE) }).tap()
    await teacher.waitForURL(new RegExp(`homework/take\\?id=${take.id}`))
    await teacher.getByText('播放', { exact: true }).tap()
    await poll(() => audioState(teacher), (a) => !!a && a.time >= 3)
    await teacher.getByText('暂停', { exact: true }).tap()
    await teacher.getByText('标注', { exact: true }).tap()
    await teacher.getByPlaceholder('这里要注意什么').fill(NOTE)
    await teacher.getByRole('radio', { name: '4星' }).tap()
    await teacher.getByRole('textbox', { name: '写给学员的话（选填）' }).fill('节奏稳，注意左手力度')
    await teacher.getByText('提交点评', { exact: true }).tap()
    const review = await poll(() => product.db.prepare('SELECT stars, comment, redo FROM homework_reviews WHERE take_id = ?').get(take.id), (row) => !!row)
    expect(review).toEqual({ stars: 4, comment: '节奏稳，注意左手力度', redo: 0 })
    const notes = product.db.prepare('SELECT at_ms, text FROM homework_review_notes WHERE take_id = ?').all(take.id) as { at_ms: number; text: string }[]
    expect(notes).toHaveLength(1)
    expect(notes[0].text).toBe(NOTE)
    expect(notes[0].at_ms).toBeGreaterThanOrEqual(3000)
    expect(notes[0].at_ms).toBeLessThan(4000)

    // The learner sees the review and the note on the waveform; tapping it plays from that moment.
    await learner.goto(`${product.url}/#/packageB/homework/show?id=${assignment.id}`)
    await learner.reload()
    await learner.getByText('老师已点评').waitFor()
    await learner.getByRole('img', { name: '4星' }).waitFor()
    await learner.getByText('节奏稳，注意左手力度').waitFor()
    await learner.getByRole('button', { name: `标注 00:03 ${NOTE}` }).tap()
    const heard = await poll(() => audioState(learner), (a) => !!a && !a.paused && a.time >= 3)
    expect(heard!.src).toMatch(new RegExp(`/addons/Homework/api/v1/take/${take.id}/audio\\?uid=\\d+&exp=\\d+&sig=`))
    expect(heard!.time).toBeGreaterThanOrEqual(notes[0].at_ms / 1000 - 0.05)
    expect(heard!.time).toBeLessThan(notes[0].at_ms / 1000 + 1.5)
    expect(errors).toEqual([])
    await teacherCtx.close()
    await learnerCtx.close()
  })
})
