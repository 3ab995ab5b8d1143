/** @jest-environment node */
// Live classes on the engine (server/src/addons/Zhibo/pushes.ts): the engine's calls, as nginx-rtmp makes
// them (form-encoded POSTs with the stream name), drive the session; only the class's current key inside
// its window may push; a drop waits for the teacher; the recording becomes the replay.
import fs from 'fs'
import path from 'path'
import { execFileSync } from 'child_process'
import { serverPerTest, type TestServer } from './helpers'
import { hookSecret } from '../../server/src/addons/Zhibo/engine'
import { mediaSecret } from '../../server/src/catalogue/media'
import { addSeconds, beijing, now } from '../../server/src/lib/time'
import { MEDIA_DIR } from '../../server/src/lib/uploads'
import { writeSetting } from '../../server/src/system/settings'

jest.setTimeout(60_000)

const ctx = serverPerTest()
let s: TestServer
let token: string
let engineSecret: string
beforeEach(async () => {
  ;({ s, token } = ctx)
  engineSecret = hookSecret(await mediaSecret(s.kdb))
})

// Session 3: course 1 (free), 第3讲, scheduled in two days.
const VIDEO = 3
const hook = (call: string, form: Record<string, string>, secret = engineSecret) =>
  s.app.inject({
    method: 'POST',
    url: `/addons/zhibo/engine/${call}?s=${secret}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ app: 'live', addr: '127.0.0.1', call: call.replace('-', '_'), ...form }).toString()
  })
const play = (auth = token) => s.call<{ video: { status: number; duration: number }; play_url: string | { url: string }[]; push_interrupted: number; replay_pending: number }>('GET', `/addons/zhibo/api/v1/course/${VIDEO}/play`, { token: auth })
const row = () => s.kdb.selectFrom('live_videos').select(['status', 'push_state', 'stream_key', 'replay_status', 'record_exists', 'started_at']).where('id', '=', VIDEO).executeTakeFirstOrThrow()
const startsIn = (minutes: number) => s.kdb.updateTable('live_videos').set({ published_at: beijing(addSeconds(now(), minutes * 60)) }).where('id', '=', VIDEO).execute()
const setLive = (value: Record<string, unknown>) => writeSetting(s.kdb, 'live', value)
const replayDir = async () =>
  (await s.kdb.selectFrom('live_videos as v').innerJoin('media_assets as a', 'a.id', 'v.replay_asset_id').select('a.dir').where('v.id', '=', VIDEO).executeTakeFirstOrThrow()).dir

/** The teacher of course 2 (林致远) is linked to a member account; course 1's teacher is given one here. */
async function teacherKey(): Promise<{ key: string; teacher: string }> {
  const teacher = await s.login('13900000002')
  const { id: uid } = await s.kdb.selectFrom('users').select('id').where('mobile', '=', '13900000002').executeTakeFirstOrThrow()
  const { teacher_id: teacherId } = await s.kdb.selectFrom('live_courses').select('teacher_id').where('id', '=', 1).executeTakeFirstOrThrow()
  await s.kdb.updateTable('live_teachers').set({ user_id: uid }).where('id', '=', teacherId).execute()
  const r = await s.call<{ rtmp_url: string; stream_key: string; push_url: string }>('GET', `/addons/zhibo/api/v1/teacher/video/${VIDEO}/push`, { token: teacher })
  expect(r.code).toBe(0)
  expect(r.data.push_url).toBe(`${r.data.rtmp_url}/${r.data.stream_key}`)
  return { key: r.data.stream_key, teacher }
}

describe('who may push', () => {
  it("refuses the engine's calls without this server's secret, a wrong key, and a key outside its window", async () => {
    const { key } = await teacherKey()
    expect((await hook('publish', { name: key }, 'not-the-secret')).statusCode).toBe(403)
    expect((await hook('publish', { name: 'a-guessed-key' })).statusCode).toBe(403)
    // Scheduled in two days: too early (30 minutes before is the default).
    const early = await hook('publish', { name: key })
    expect(early.statusCode).toBe(403)
    expect(early.body).toBe('开播前30分钟内才能推流')
    await startsIn(-300)
    expect((await hook('publish', { name: key })).body).toBe('已超过本节直播的推流时间')
    expect(await row()).toMatchObject({ status: 0, push_state: '' })
    // The early start is a setting.
    await startsIn(45)
    await setLive({ early_start_minutes: 60 })
    expect((await hook('publish', { name: key })).statusCode).toBe(200)
    expect(await row()).toMatchObject({ status: 1, push_state: 'pushing' })
    // One push at a time on a key.
    expect((await hook('publish', { name: key })).statusCode).toBe(403)
  })

  it('the push address goes to the session\'s own teacher only; a learner is refused', async () => {
    await teacherKey()
    expect(await s.call('GET', `/addons/zhibo/api/v1/teacher/video/${VIDEO}/push`, { token })).toMatchObject({ code: 1, message: '您不是本节直播的讲师' })
    expect(await s.call('GET', `/addons/zhibo/api/v1/teacher/video/${VIDEO}/push`)).toMatchObject({ code: 401 })
  })
})

describe('the push drives the room', () => {
  it('live on the first push; 主播网络不稳定 on a drop; resumed within the grace; ended after it; then no push is taken', async () => {
    const { key } = await teacherKey()
    await startsIn(5)
    expect((await play()).data.video.status).toBe(0)
    expect((await hook('publish', { name: key })).statusCode).toBe(200)
    const live = await play()
    expect(live.data.video.status).toBe(1)
    expect(live.data.play_url).toMatch(/\/addons\/zhibo\/stream\/3\.m3u8\?uid=\d+&exp=\d+&sig=/)
    expect(live.data.push_interrupted).toBe(0)

    await hook('publish-done', { name: key })
    expect((await play()).data).toMatchObject({ video: { status: 1 }, push_interrupted: 1 })
    expect((await hook('publish', { name: key })).statusCode).toBe(200)
    expect((await play()).data).toMatchObject({ video: { status: 1 }, push_interrupted: 0 })

    // Dropped again, and the teacher stays away past the grace (60 s by default).
    await hook('publish-done', { name: key })
    await s.kdb.updateTable('live_videos').set({ interrupted_at: beijing(addSeconds(now(), -61)) }).where('id', '=', VIDEO).execute()
    await s.call('POST', '/sandbox/clock/advance', { body: { seconds: 1 } })
    await new Promise((r) => setTimeout(r, 50))
    const ended = await play()
    expect(ended.data.video.status).toBe(2)
    expect(ended.data.play_url).toEqual([])
    expect((await hook('publish', { name: key })).body).toBe('本节直播已结束')
  })
})

describe('the replay', () => {
  it("the session's recording goes through the lesson pipeline and is published as an encrypted ladder", async () => {
    const { key, teacher } = await teacherKey()
    await startsIn(0)
    expect((await hook('publish', { name: key })).statusCode).toBe(200)
    // The teacher ends the class while still pushing: ended now, the replay once the recording is closed.
    expect(await s.call('POST', `/addons/zhibo/api/v1/teacher/video/${VIDEO}/end`, { token: teacher })).toMatchObject({ code: 0 })
    expect((await play()).data.video.status).toBe(2)
    const dir = path.join(MEDIA_DIR, 'recordings')
    fs.mkdirSync(dir, { recursive: true })
    const file = path.join(dir, `${key}-${Date.now()}.flv`)
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=320x180:r=10:d=3', '-f', 'lavfi', '-i', 'sine=d=3', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', '-f', 'flv', file])
    await hook('publish-done', { name: key })
    // A file the engine was not told to write is not taken.
    await hook('record-done', { name: key, path: '/etc/passwd' })
    await hook('record-done', { name: key, path: file })
    expect((await play()).data.replay_pending).toBe(1)

    const deadline = Date.now() + 40_000
    while ((await row()).replay_status === 'processing' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    expect(await row()).toMatchObject({ replay_status: 'published', record_exists: 1 })
    const replay = await play()
    expect(replay.data).toMatchObject({ video: { status: 2, duration: 3 }, replay_pending: 0 })
    expect((replay.data.play_url as { url: string }[])[0].url).toMatch(/\/media\/hls\/\d+\/master\.m3u8\?/)
    // The recording is gone once its ladder exists.
    expect(fs.existsSync(file)).toBe(false)
    const assetDir = await replayDir()
    fs.rmSync(path.join(MEDIA_DIR, assetDir), { recursive: true, force: true })
  })

  it('waits for the administrator when the studio holds replays', async () => {
    const { key } = await teacherKey()
    await setLive({ replay: 'hold', reconnect_grace_seconds: 0 })
    await startsIn(0)
    await hook('publish', { name: key })
    const file = path.join(MEDIA_DIR, 'recordings', `${key}-held.flv`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=320x180:r=10:d=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-f', 'flv', file])
    await hook('publish-done', { name: key })
    await hook('record-done', { name: key, path: file })
    await s.call('POST', '/sandbox/clock/advance', { body: { seconds: 1 } })
    const deadline = Date.now() + 40_000
    while ((await row()).replay_status !== 'held' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    expect(await row()).toMatchObject({ status: 2, replay_status: 'held', record_exists: 0 })
    expect((await play()).data.play_url).toEqual([])
    const assetDir = await replayDir()
    fs.rmSync(path.join(MEDIA_DIR, assetDir), { recursive: true, force: true })
  })
})
