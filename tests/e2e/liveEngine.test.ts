/**
 * @jest-environment node
 *
 * A live class on the real engine (nginx with the RTMP module, as `npm start` runs it): ffmpeg pushes a test
 * pattern with a burnt-in clock to the class's RTMP address with its key; the learner's waiting room starts
 * playing without a reload; the push drops and the room says 主播网络不稳定, then plays on when the push comes
 * back; the push ends and the room says 已结束; the recording becomes the replay, which appears by itself
 * and plays (encrypted, its key requested with the learner's token).
 */
import { spawn, type ChildProcess } from 'child_process'
import type { Page } from 'playwright-core'
import { loggedInPhone, poll, productPerSuite, type Product } from './harness'
import { beijing, now } from '../../server/src/lib/time'

jest.setTimeout(180_000)

const suite = productPerSuite({ liveEngine: true })
let product: Product
beforeAll(() => {
  product = suite.current
})

// Session 3: course 1 (free), 第3讲; moved to start now, with a key of its own.
const VIDEO = 3
const KEY = `e2e${Date.now().toString(36)}`

/** Every push this suite started, stopped after it whatever happened. */
const pushers = new Set<ChildProcess>()
afterAll(() => {
  for (const p of pushers) if (p.exitCode === null) p.kill('SIGKILL')
})

/** ffmpeg pushing a small test pattern with the wall clock burnt in (what a teacher's OBS would send). */
function push(): ChildProcess {
  const clock = "drawtext=text='%{localtime\\:%T}':fontcolor=white:fontsize=28:box=1:boxcolor=black@0.6:x=10:y=10"
  const args = [
    '-nostdin', '-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=15', '-f', 'lavfi', '-i', 'sine=f=440',
    '-vf', clock, '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '32k', '-ar', '44100', '-f', 'flv', `${product.engine!.config.rtmpUrl}/${KEY}`
  ]
  const p = spawn('ffmpeg', args, { stdio: 'ignore' })
  pushers.add(p)
  return p
}

/** Stops a push as OBS does when the teacher clicks stop (ffmpeg closes the RTMP stream on SIGINT). */
const stop = (p: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (p.exitCode !== null) return resolve()
    p.once('exit', () => resolve())
    p.kill('SIGINT')
  })

const player = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector('video.live-player__video') as HTMLVideoElement | null
    return v ? { live: v.dataset.live, time: v.currentTime, paused: v.paused } : null
  })

const row = () => product.db.prepare('SELECT status, push_state, replay_status FROM live_videos WHERE id = ?').get(VIDEO) as { status: number; push_state: string; replay_status: string }

describe('a live class pushed to the engine', () => {
  it('goes live in the waiting room, survives a drop, ends, and its replay appears and plays', async () => {
    product.db.prepare('UPDATE live_videos SET published_at = ?, stream_key = ? WHERE id = ?').run(beijing(now()), KEY, VIDEO)
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const keys: { auth: boolean; status: number }[] = []
    page.on('response', async (r) => {
      if (/\/media\/hls\/\d+\/key\?/.test(r.url())) keys.push({ auth: !!(await r.request().allHeaders()).authorization, status: r.status() })
    })

    await page.goto(`${product.url}/#/packageA/live/video?id=${VIDEO}`)
    await page.getByText('待讲师开播，点击刷新').waitFor()
    await poll(() => fetch(`${product.url}/sandbox/live/video/${VIDEO}/room`).then((r) => r.json() as Promise<{ data: { connected: number } }>), (r) => r.data.connected === 1)

    // The teacher starts pushing: the room turns to the stream by itself.
    let pusher = push()
    await page.locator('video.live-player__video[data-live="1"]').waitFor({ timeout: 30_000 })
    const started = await poll(() => player(page), (v) => !!v && v.time > 1, 40_000)
    expect(started?.time).toBeGreaterThan(1)
    expect(row()).toMatchObject({ status: 1, push_state: 'pushing' })

    // The push drops: 主播网络不稳定; it comes back and the picture goes on.
    await stop(pusher)
    await page.getByText('主播网络不稳定，请稍候…').waitFor({ timeout: 15_000 })
    expect(row().push_state).toBe('interrupted')
    pusher = push()
    await page.getByText('主播网络不稳定，请稍候…').waitFor({ state: 'detached', timeout: 30_000 })
    const before = (await player(page))?.time ?? 0
    const resumed = await poll(() => player(page), (v) => !!v && v.time > before + 1, 40_000)
    expect(resumed?.time).toBeGreaterThan(before + 1)

    // The push ends for good (a short grace for the test): 已结束, then the replay by itself.
    product.db.prepare("INSERT INTO settings (key, value) VALUES ('live', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(JSON.stringify({ reconnect_grace_seconds: 2 }))
    await stop(pusher)
    await page.getByText('已结束', { exact: false }).first().waitFor({ timeout: 30_000 })
    expect(row().status).toBe(2)
    await page
      .locator('video.live-player__video[data-live="0"]')
      .waitFor({ timeout: 90_000 })
      .catch((e: unknown) => {
        // What the replay was waiting for, in the failure.
        const state = { session: row(), recordings: product.db.prepare('SELECT path FROM live_recordings WHERE video_id = ?').all(VIDEO), assets: product.db.prepare('SELECT id, status, error, source FROM media_assets WHERE target_kind = ?').all('live_replay') }
        throw new Error(`${(e as Error).message}\n${JSON.stringify(state)}`)
      })
    expect(row().replay_status).toBe('published')
    await page.evaluate(() => {
      const v = document.querySelector('video.live-player__video') as HTMLVideoElement
      v.muted = true
      return v.play().catch(() => undefined)
    })
    const replay = await poll(() => player(page), (v) => !!v && v.time > 1, 30_000)
    expect(replay?.time).toBeGreaterThan(1)
    expect(keys.length).toBeGreaterThanOrEqual(1)
    expect(keys.every((k) => k.auth && k.status === 200)).toBe(true)
    expect(errors).toEqual([])
    await ctx.close()
    // The session is over: no push is taken on its key.
    const late = push()
    await new Promise<void>((resolve) => late.once('exit', () => resolve()))
    expect(late.exitCode).not.toBe(0)
    expect(row().status).toBe(2)
  })
})
