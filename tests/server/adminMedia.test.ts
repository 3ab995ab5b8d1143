/** @jest-environment node */
// 视频库 (server/src/admin/media): a staff member with MeEdu's video-upload permission uploads a lesson video
// by tus (resuming after a drop), the queue makes it an encrypted HLS ladder, and the lesson plays it, key
// and all, only for a learner who bought the course. Refusals in the admin envelope; bad input in Chinese
// with nothing written.
import fs from 'fs'
import os from 'os'
import path from 'path'
import { execFileSync } from 'child_process'
import { adminMedia, mediaUpload } from '../../types/endpoints/admin/media'
import { MEDIA_DIR } from '../../server/src/lib/uploads'
import { LEARNER_MOBILE, notifyPaid, PUBLIC, rowCount, startServer, type TestServer, sqlGet, sqlValue } from './helpers'
import { adminCall, adminLogin, expectRefusals, staffWith } from './adminHelpers'

let s: TestServer
let base: string
let uploader: string
let viewer: string
let learner: string
beforeAll(async () => {
  s = await startServer()
  await s.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(s.app.server.address() as { port: number }).port}`
  const root = await adminLogin(s)
  uploader = await staffWith(s, root, ['video.upload.tencent.token', 'media.video.list'])
  viewer = await staffWith(s, root, ['media.video.list'])
  learner = await s.login(LEARNER_MOBILE)
})
afterAll(async () => {
  await s.close()
})

const UPLOADS = path.join(MEDIA_DIR, 'uploads', 'tus')
const uploadsNow = () => (fs.existsSync(UPLOADS) ? fs.readdirSync(UPLOADS).sort() : [])
const b64 = (text: string) => Buffer.from(text).toString('base64')
const TUS = { 'Tus-Resumable': '1.0.0' }
const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})

function create(length: number, metadata: Record<string, string>, token?: string) {
  const meta = Object.entries(metadata).map(([k, v]) => `${k} ${b64(v)}`).join(',')
  return fetch(`${base}${mediaUpload.path}`, { method: 'POST', headers: { ...TUS, ...bearer(token), 'Upload-Length': String(length), 'Upload-Metadata': meta } })
}
const patch = (location: string, offset: number, bytes: Buffer, token = uploader) =>
  fetch(new URL(location, base), { method: 'PATCH', headers: { ...TUS, ...bearer(token), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, body: new Uint8Array(bytes) })
const envelopeOf = async (res: Response) => ({ http: res.status, ...((await res.json()) as { status: number; message: string }) })

/** A 3-second 320x180 clip with sound, made by ffmpeg for the test. */
function shortVideo(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-'))
  const file = path.join(dir, 'v.mp4')
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=320x180:r=10:d=3', '-f', 'lavfi', '-i', 'sine=d=3', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file])
  const bytes = fs.readFileSync(file)
  fs.rmSync(dir, { recursive: true, force: true })
  return bytes
}

/** A lesson of a paid course without a trial that the learner has not bought. */
const unboughtLesson = async () =>
  await sqlGet(s, `SELECT v.id, v.course_id AS courseId FROM videos v JOIN courses c ON c.id = v.course_id
       WHERE c.is_free = 0 AND c.charge > 0 AND v.free_seconds = 0
         AND c.id NOT IN (SELECT course_id FROM user_courses WHERE user_id = (SELECT id FROM users WHERE mobile = ?))
       ORDER BY v.id LIMIT 1`, LEARNER_MOBILE) as { id: number; courseId: number }

/** Reads the asset's row every tenth of a second until its job is over (ready or failed); jest's limit is the net. */
async function jobOver(assetId: number): Promise<string> {
  const status = async () => (await sqlValue(s, 'SELECT status FROM media_assets WHERE id = ?', assetId)) as string
  while (!['ready', 'failed'].includes(await status())) await new Promise((r) => setTimeout(r, 100))
  return await status()
}

describe('who may upload and see the jobs', () => {
  it("the console's refusals: no session or a learner's token 401, a role without the permission 403", async () => {
    const unpermitted = await staffWith(s, await adminLogin(s), [])
    await expectRefusals(s, adminMedia.assets, learner, unpermitted)
    await expectRefusals(s, adminMedia.retry, learner, unpermitted)
    expect((await adminCall(s, 'GET', adminMedia.assets.path, { token: viewer })).status).toBe(0)
  })

  it('the upload, in the admin envelope at the status a tus client reads; nothing is written', async () => {
    const [assets, files] = [await rowCount(s, 'media_assets'), uploadsNow()]
    const lesson = { lesson_id: String((await unboughtLesson()).id), filename: 'a.mp4' }
    expect(await envelopeOf(await create(100, lesson))).toEqual({ http: 401, status: 401, message: '请登录', data: [] })
    expect(await envelopeOf(await create(100, lesson, learner))).toEqual({ http: 401, status: 401, message: '请登录', data: [] })
    // Seeing the library is not adding to it.
    expect(await envelopeOf(await create(100, lesson, viewer))).toEqual({ http: 403, status: 403, message: '无权限', data: [] })
    const resume = await fetch(`${base}${mediaUpload.path}/some-upload`, { method: 'HEAD', headers: { ...TUS, ...bearer(viewer) } })
    expect(resume.status).toBe(403)
    expect(await rowCount(s, 'media_assets')).toBe(assets)
    expect(uploadsNow()).toEqual(files)
  })
})

describe('bad input', () => {
  it('is refused in Chinese before a byte is kept: over 4 GB, no lesson, a lesson that does not exist', async () => {
    const [assets, files] = [await rowCount(s, 'media_assets'), uploadsNow()]
    const lessonId = String((await unboughtLesson()).id)
    expect(await envelopeOf(await create(5 * 1024 ** 3, { lesson_id: lessonId }, uploader))).toMatchObject({ http: 413, status: 413, message: '视频文件不能超过 4GB' })
    expect(await envelopeOf(await create(100, { filename: 'a.mp4' }, uploader))).toMatchObject({ http: 400, message: '请选择课时' })
    expect(await envelopeOf(await create(100, { lesson_id: '99999' }, uploader))).toMatchObject({ http: 400, message: '课时不存在' })
    expect(await adminCall(s, 'GET', `${adminMedia.assets.path}?size=1000`, { token: uploader })).toMatchObject({ status: 1, message: expect.stringMatching(/[\u4e00-\u9fa5]/) })
    expect(await rowCount(s, 'media_assets')).toBe(assets)
    expect(uploadsNow()).toEqual(files)
  })

  it('what is not a video by its bytes is refused and deleted, whatever it is called; a piece at the wrong offset too', async () => {
    const assets = await rowCount(s, 'media_assets')
    const bytes = Buffer.from('%PDF-1.4 a practice sheet, not a lesson video '.repeat(20))
    const created = await create(bytes.length, { lesson_id: String((await unboughtLesson()).id), filename: '第一课.mp4' }, uploader)
    expect(created.status).toBe(201)
    const location = created.headers.get('location')!
    expect(await envelopeOf(await patch(location, 5, bytes.subarray(0, 10)))).toMatchObject({ http: 409, message: '上传位置与服务器记录不一致，请继续上传' })
    expect(await envelopeOf(await patch(location, 0, bytes))).toMatchObject({ http: 415, message: '不是视频文件' })
    expect(await rowCount(s, 'media_assets')).toBe(assets)
    expect(uploadsNow()).not.toContain(path.basename(location))
  })
})

describe('an upload becomes the lesson', () => {
  it('resumes after a drop, transcodes, and plays the HLS ladder with its key only for a learner who bought the course', async () => {
    const lesson = await unboughtLesson()
    expect((await s.call('GET', `/api/v2/video/${lesson.id}/playinfo`, { token: learner })).message).toBe('请购买后观看')

    const video = shortVideo()
    const created = await create(video.length, { lesson_id: String(lesson.id), filename: '第一课.mp4' }, uploader)
    expect(created.status).toBe(201)
    const location = created.headers.get('location')!
    const half = Math.floor(video.length / 2)
    expect((await patch(location, 0, video.subarray(0, half))).status).toBe(204)
    // The connection dropped: the client asks where to go on from.
    const head = await fetch(new URL(location, base), { method: 'HEAD', headers: { ...TUS, ...bearer(uploader) } })
    expect(head.headers.get('upload-offset')).toBe(String(half))
    const done = await patch(location, half, video.subarray(half))
    expect(done.status).toBe(204)
    const assetId = Number(done.headers.get('media-asset-id'))
    expect(assetId).toBeGreaterThan(0)
    expect((await sqlValue(s, "SELECT opt FROM administrator_logs WHERE module = 'media' ORDER BY id DESC LIMIT 1"))).toBe('STORE')

    expect(await jobOver(assetId)).toBe('ready')
    expect((await sqlValue(s, 'SELECT media_asset_id FROM videos WHERE id = ?', lesson.id))).toBe(assetId)
    const list = await adminCall<{ data: { id: number; status: string; progress: number; source_name: string; target_id: number; renditions: string[]; hls_url: string }[] }>(s, 'GET', `${adminMedia.assets.path}?page=1&size=5`, { token: viewer })
    const listed = list.data.data.find((a) => a.id === assetId)!
    expect(listed).toMatchObject({ status: 'ready', progress: 100, source_name: '第一课.mp4', target_id: lesson.id, renditions: ['360p'] })
    expect(listed.hls_url).toMatch(new RegExp(`^${PUBLIC}/media/hls/${assetId}/master\\.m3u8\\?`))
    // Only a failed job is redone.
    expect(await adminCall(s, 'POST', adminMedia.retry.path.replace(':id', String(assetId)), { token: uploader })).toMatchObject({ status: 1, message: '只有失败的任务可以重试' })

    // Not bought: still refused. Bought through the cashier: the ladder, and its key for this learner alone.
    expect((await s.call('GET', `/api/v2/video/${lesson.id}/playinfo`, { token: learner })).message).toBe('请购买后观看')
    const order = await s.call<{ order_id: string }>('POST', '/api/v2/order/course', { token: learner, body: { course_id: lesson.courseId } })
    expect(order.code).toBe(0)
    await notifyPaid(s, order.data.order_id)
    const info = await s.call<{ urls: { url: string; format: string; name: string }[] }>('GET', `/api/v2/video/${lesson.id}/playinfo`, { token: learner })
    expect(info.data.urls[0]).toMatchObject({ format: 'm3u8', name: '自适应' })
    const get = (url: string, token?: string) => s.app.inject({ method: 'GET', url: url.replace(PUBLIC, ''), headers: bearer(token) })
    const master = await get(info.data.urls[0].url)
    // A 180p source gets the ladder's lowest rung only (no rung above the source but the lowest).
    expect(master.body.match(/#EXT-X-STREAM-INF/g)).toHaveLength(1)
    const rendition = await get(master.body.split('\n').find((l) => l.includes('/index.m3u8'))!)
    const keyUrl = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)"/.exec(rendition.body)![1]
    const key = await get(keyUrl, learner)
    expect(key.statusCode).toBe(200)
    expect(key.rawPayload.toString('hex')).toBe((await sqlValue(s, 'SELECT aes_key FROM media_assets WHERE id = ?', assetId)))
    expect((await get(keyUrl, await s.login('13800138000'))).statusCode).toBe(403)
    expect((await get(keyUrl)).statusCode).toBe(403)

    const dir = (await sqlValue(s, 'SELECT dir FROM media_assets WHERE id = ?', assetId)) as string
    fs.rmSync(path.join(MEDIA_DIR, dir), { recursive: true, force: true })
  })
})
