/**
 * @jest-environment node
 *
 * 钢琴曲库 across the console and the app, in Chromium: the studio owner adds a track with its recording (a
 * 10-second MP3 made by ffmpeg here), uploads its MusicXML score (欢乐颂, 4 bars of 4/4 at 120) and sees the
 * engraving, taps the bars along the recording with the space bar, nudges one, saves; the learner's player then
 * shows the score with the cursor on the bar the tapped map says is playing, where the engraving's own times
 * would say another.
 */
import { execFileSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import type { Page } from 'playwright-core'
import { DIST_ADMIN, loggedInPhone, productPerSuite } from './harness'
import { consoleLogIn } from './consoleLogIn'
import { MEDIA_DIR } from '../../server/src/lib/uploads'

const product = productPerSuite()
const TITLE = '欢乐颂（老师录音）'
const SCORE_FILE = path.join(__dirname, '..', 'fixtures', 'ode-to-joy.musicxml')
let audioFile: string
/** The uploaded recording in the media folder, removed after the journey. */
let uploadedMedia: string | undefined

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST_ADMIN, 'index.html'))) throw new Error('dist/admin missing: run `npm run build:console` first')
  // A 10-second recording: a tone, as a teacher's take would be (ffmpeg is installed by .ci/run).
  audioFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'piano-')), '欢乐颂.mp3')
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=10', '-ac', '1', '-b:a', '64k', audioFile])
})

afterAll(() => {
  fs.rmSync(path.dirname(audioFile), { recursive: true, force: true })
  if (uploadedMedia) fs.rmSync(path.join(MEDIA_DIR, uploadedMedia), { force: true })
})

/** Presses the space bar once the console's player has reached `seconds`. */
async function tapAt(page: Page, seconds: number) {
  await page.waitForFunction((s) => (document.querySelector('audio[aria-label="录音"]') as HTMLAudioElement).currentTime >= s, seconds)
  await page.keyboard.press('Space')
}

it('an owner uploads a piece with its recording and taps its bars; the learner’s cursor follows the tapped bars', async () => {
  const { db, url } = product.current
  const desk = await product.current.desktop()
  const staff = await desk.newPage()
  await consoleLogIn(product.current, staff)

  // 曲目 → 添加曲目: the recording uploaded, its length read by the browser.
  await staff.goto(`${url}/admin/addons/piano-audio/tracks`)
  await staff.getByRole('button', { name: /添加曲目/ }).click()
  const dialog = staff.getByRole('dialog', { name: '添加曲目' })
  await dialog.getByLabel('分类').click()
  await staff.getByTitle('世界名曲').click()
  await dialog.getByLabel('曲目名称').fill(TITLE)
  await dialog.getByLabel('作曲').fill('贝多芬')
  await dialog.locator('input[type=file]').setInputFiles(audioFile)
  await dialog.getByLabel('试听').waitFor()
  await staff.waitForFunction(() => (document.querySelector('input#duration') as HTMLInputElement | null)?.value === '10')
  await dialog.getByLabel('级别').fill('1')
  await dialog.getByRole('button', { name: /保\s*存/ }).click()

  // A new track goes on to 乐谱与打点: the MusicXML uploaded, engraved as the app shows it.
  await staff.waitForURL(/\/admin\/addons\/piano-audio\/tracks\/\d+\/score$/)
  const trackId = Number(/tracks\/(\d+)\/score/.exec(staff.url())![1])
  uploadedMedia = db.prepare('SELECT media FROM audio_tracks WHERE id = ?').pluck().get(trackId) as string
  expect(uploadedMedia).toMatch(/^audio\/uploads\//)
  await staff.getByText('还没有乐谱', { exact: false }).waitFor()
  await staff.locator('input[type=file]').setInputFiles(SCORE_FILE)
  await staff.getByText('共 4 小节，1 页', { exact: false }).waitFor()
  await staff.waitForFunction(() => ((document.querySelector('img[alt="乐谱第 1 页"]') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0)

  // Taps along the recording: one space a bar, the bars filling as tapped.
  await staff.evaluate(() => (document.querySelector('audio[aria-label="录音"]') as HTMLAudioElement).play())
  const bars = staff.getByRole('list', { name: '小节' })
  await tapAt(staff, 0.5)
  await bars.getByRole('listitem', { name: /^第 1 小节 0\.\d\d 秒$/ }).waitFor()
  await tapAt(staff, 2.6)
  await tapAt(staff, 4.7)
  await tapAt(staff, 6.8)
  await staff.getByText('已打点 4 / 4 小节').waitFor()
  await staff.evaluate(() => (document.querySelector('audio[aria-label="录音"]') as HTMLAudioElement).pause())
  // 推后 50ms on bar 2: its shown time (to 10 ms) moves by 0.05 s, give or take the rounding.
  const secondsOf = async () => Number(/([\d.]+) 秒$/.exec((await bars.getByRole('listitem').nth(1).getAttribute('aria-label'))!)![1])
  const shown2 = await secondsOf()
  await bars.getByRole('listitem').nth(1).click()
  await staff.getByRole('button', { name: /推后 50ms/ }).click()
  await bars.getByRole('listitem', { name: `第 2 小节 ${shown2.toFixed(2)} 秒` }).waitFor({ state: 'detached' })
  expect(Math.abs((await secondsOf()) - shown2 - 0.05)).toBeLessThanOrEqual(0.011)
  await staff.getByRole('button', { name: '保存打点' }).click()
  await staff.getByText('已保存', { exact: false }).waitFor()
  await desk.close()

  const barMs = JSON.parse(db.prepare('SELECT bar_ms FROM audio_scores WHERE track_id = ?').pluck().get(trackId) as string) as number[]
  expect(barMs).toHaveLength(4)
  expect(Math.abs(barMs[1] - (shown2 * 1000 + 50))).toBeLessThanOrEqual(5)
  expect(barMs[0]).toBeGreaterThanOrEqual(500)
  expect(barMs[3]).toBeGreaterThanOrEqual(6800)

  // The learner plays the track: the score is there, and at a moment of bar 1 by the tapped map (past 2 s,
  // where the engraving's own times have bar 2 begun) the cursor is on bar 1; then on bar 3 in bar 3.
  const phone = await loggedInPhone(product.current)
  const app = await phone.newPage()
  await app.goto(`${url}/#/packageB/pianoAudio/audioList?category_id=2`)
  await app.locator('.audio-list .track-row:visible', { hasText: TITLE }).tap()
  await app.getByRole('region', { name: '乐谱' }).waitFor()
  await app.waitForFunction(() => (document.getElementById('studio-shared-audio') as HTMLAudioElement).currentTime > 0.05)
  const sheet = app.locator('.score__sheet')
  /** The learner's player paused at `ms` of the recording; the bar the cursor then marks (after the seek's position report). */
  const barSeenAt = async (ms: number, expected: number) => {
    await app.evaluate((s) => {
      const a = document.getElementById('studio-shared-audio') as HTMLAudioElement
      a.pause()
      a.currentTime = s
    }, ms / 1000)
    await app.locator(`.score__sheet[data-current-bar="${expected}"]`).waitFor()
    return Number(await sheet.getAttribute('data-current-bar'))
  }
  const early = Math.max(2100, barMs[1] - 200)
  expect(early).toBeLessThan(barMs[1])
  expect(await barSeenAt(early, 1)).toBe(1)
  expect(await barSeenAt(barMs[2] + 100, 3)).toBe(3)
  await phone.close()
})
