/** @jest-environment node */
/**
 * Files in an S3-compatible bucket (docs/decisions/files-in-a-bucket.md): with S3_* set, avatars, Q&A
 * images, homework takes and the console's images land in the bucket (a real s3rver started here), the
 * URL the API answers serves the same bytes, private files need our signature and then a presigned GET,
 * and a refused upload writes nothing to the bucket.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { MEDIA_DIR } from '../../server/src/lib/uploads'
import { filesFrom, bucketConfigFrom, type FileStores } from '../../server/src/media/files'
import { mediaSecret, signedMediaUrl } from '../../server/src/catalogue/media'
import { adminImages } from '../../types/endpoints/admin/images'
import type { AssignmentsPage, HomeworkTake } from '../../types/contract/homework'
import { throwawayBucket, type ThrowawayBucket } from '../helpers/throwawayBucket'
import { LEARNER_MOBILE, PNG_1PX, PUBLIC, multipartBody, startServer, type TestServer } from './helpers'
import { adminCall, adminLogin } from './adminHelpers'
import { adminLessons } from '../../types/endpoints/admin/lessons'
import { pathOf } from '../../types/endpoints/endpoint'

// Homework receives uploads in a folder of its own before they go to the storage.
const HOMEWORK = fs.mkdtempSync(path.join(os.tmpdir(), 'bucket-homework-'))
process.env.HOMEWORK_DIR = HOMEWORK

const DEMO = '13800138000'
const MP3 = fs.readFileSync(path.join(__dirname, '../../server/src/addons/Homework/seed-take.mp3'))
const BIG_IMAGE = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024 + 10)])
const NOT_AN_IMAGE = Buffer.from('<svg onload=alert(1)>')

let bucket: ThrowawayBucket
let files: FileStores
let s: TestServer
let learner: string

beforeAll(async () => {
  bucket = await throwawayBucket()
  files = filesFrom(bucket.env, PUBLIC)
  s = await startServer({ files })
  learner = await s.login(LEARNER_MOBILE)
})
afterAll(async () => {
  await s.close()
  await bucket.stop()
  fs.rmSync(HOMEWORK, { recursive: true, force: true })
})

const inject = (method: 'GET' | 'POST', url: string, token: string | undefined, body?: { payload: Buffer; headers: Record<string, string> }) =>
  s.app.inject({ method, url: url.replace(PUBLIC, ''), payload: body?.payload, headers: { ...body?.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } })
const answer = (res: { body: string }) => JSON.parse(res.body) as { code?: number; status?: number; message: string; data: Record<string, unknown> }

/** Runs the uploads, expects each refused with its message, and that the bucket holds the same keys after. */
async function refusedAll(uploads: [() => Promise<{ body: string }>, string][]) {
  const before = await bucket.keys()
  for (const [act, message] of uploads) expect(answer(await act()).message).toBe(message)
  expect(await bucket.keys()).toEqual(before)
}

/** The key a `/media/` URL of ours names in the bucket. */
const keyOf = (url: string) => `media/${url.replace(`${PUBLIC}/media/`, '')}`

describe('with S3_* set', () => {
  it('an avatar lands in the bucket, not the media folder, and its URL serves the same bytes; the replaced one is deleted', async () => {
    const upload = () => inject('POST', '/api/v2/member/detail/avatar', learner, multipartBody('file', 'a.png', 'image/png', PNG_1PX))
    expect(answer(await upload()).code).toBe(0)
    const first = (await s.call<{ avatar: string }>('GET', '/api/v2/member/detail', { token: learner })).data.avatar
    expect(first).toMatch(/^http:\/\/studio\.test\/media\/avatars\/[\w-]+\.png$/)
    expect(await bucket.keys()).toContain(keyOf(first))
    expect(fs.existsSync(path.join(MEDIA_DIR, first.replace(`${PUBLIC}/media/`, '')))).toBe(false)
    const served = await inject('GET', first, undefined)
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png'])
    expect(served.rawPayload.equals(await bucket.bytes(keyOf(first)))).toBe(true)

    expect(answer(await upload()).code).toBe(0)
    const second = (await s.call<{ avatar: string }>('GET', '/api/v2/member/detail', { token: learner })).data.avatar
    const keys = await bucket.keys()
    expect([keys.includes(keyOf(second)), keys.includes(keyOf(first))]).toEqual([true, false])
  })

  it('a Q&A image lands in the bucket and is served by its public URL', async () => {
    const res = answer(await inject('POST', '/addons/Wenda/api/v1/upload/image', learner, multipartBody('file', 'score.png', 'image/png', PNG_1PX)))
    expect(res.code).toBe(0)
    const url = res.data.url as string
    expect(url).toMatch(/^http:\/\/studio\.test\/media\/wenda\/[\w-]+\.png$/)
    expect(await bucket.keys()).toContain(keyOf(url))
    const served = await inject('GET', url, undefined)
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(await bucket.bytes(keyOf(url)))).toBe(true)
  })

  it('a console image lands in the bucket, is served, and deleting it removes the object', async () => {
    const root = await adminLogin(s)
    const res = answer(await inject('POST', `${adminImages.upload.path}?scene=cover`, root, multipartBody('file', 'cover.png', 'image/png', PNG_1PX)))
    expect(res.status).toBe(0)
    const url = res.data.url as string
    expect(await bucket.keys()).toContain(keyOf(url))
    const served = await inject('GET', url, undefined)
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png'])
    expect(served.rawPayload.equals(await bucket.bytes(keyOf(url)))).toBe(true)
    const deleted = await s.app.inject({ method: 'POST', url: adminImages.deleteImages.path, headers: { authorization: `Bearer ${root}` }, payload: { ids: [res.data.media_image_id] } })
    expect((JSON.parse(deleted.body) as { status: number }).status).toBe(0)
    expect(await bucket.keys()).not.toContain(keyOf(url))
  })

  it('a homework take lands under homework/ in the bucket; its signed URL plays the same bytes, a range too', async () => {
    const demo = await s.login(DEMO)
    const [todo] = (await s.call<AssignmentsPage>('GET', '/addons/Homework/api/v1/assignments?status=todo&size=50', { token: demo })).data.data
    const boundary = '----bucket-take'
    const fields = { duration_ms: '7200', peaks: '[10,80,40]', client_id: `bucket-take-${Date.now()}` }
    const payload = Buffer.concat([
      ...Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="take.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`),
      MP3,
      Buffer.from(`\r\n--${boundary}--\r\n`)
    ])
    const take = await inject('POST', `/addons/Homework/api/v1/assignment/${todo.id}/take`, demo, { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } })
    const body = JSON.parse(take.body) as { code: number; data: HomeworkTake }
    expect(body.code).toBe(0)
    const demoId = (await s.kdb.selectFrom('users').select('id').where('mobile', '=', DEMO).executeTakeFirstOrThrow()).id
    const key = (await bucket.keys()).find((k) => k.startsWith(`homework/takes/${demoId}/`))
    expect(key).toMatch(/\.mp3$/)
    expect((await bucket.bytes(key!)).equals(MP3)).toBe(true)
    const whole = await inject('GET', body.data.url, undefined)
    expect([whole.statusCode, whole.headers['content-type']]).toEqual([200, 'audio/mpeg'])
    expect(whole.rawPayload.equals(MP3)).toBe(true)
    const part = await s.app.inject({ method: 'GET', url: body.data.url.replace(PUBLIC, ''), headers: { range: 'bytes=10-19' } })
    expect([part.statusCode, part.headers['content-range']]).toEqual([206, `bytes 10-19/${MP3.length}`])
    expect(part.rawPayload.equals(MP3.subarray(10, 20))).toBe(true)

    // Not audio: refused, and nothing reaches the bucket.
    const notAudio = Buffer.from(payload.toString('latin1').replace(MP3.toString('latin1'), 'just some notes, not audio at all\n').replace(fields.client_id, `${fields.client_id}-x`), 'latin1')
    await refusedAll([[() => inject('POST', `/addons/Homework/api/v1/assignment/${todo.id}/take`, demo, { payload: notAudio, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }), '录音文件格式不支持，请上传音频']])
  })

  it('a lesson attachment is checked, then kept in the bucket (pending, then stored); the learner downloads it by a presigned GET', async () => {
    const root = await adminLogin(s)
    const call = <T = unknown>(method: string, url: string, body?: unknown) => adminCall<T>(s, method, url, { token: root, body })
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')
    const { key, upload_url } = (await call<{ key: string; upload_url: string }>('GET', `${adminLessons.attachmentSign.path}?extension=pdf`)).data
    const put = (bytes: Buffer) => s.app.inject({ method: 'PUT', url: upload_url.replace(PUBLIC, ''), headers: { 'content-type': 'application/pdf' }, payload: bytes })
    await refusedAll([[() => put(Buffer.from('<html>not a pdf</html>')), '文件内容与格式不符']])
    expect(answer(await put(PDF)).status).toBe(0)
    const id = key.split('.')[0]
    expect(await bucket.keys()).toContain(`media/attachments/uploads/pending-${id}.pdf`)
    expect((await call('POST', adminLessons.createAttachment.path, { key, name: '哈农练习谱', course_id: 1 })).status).toBe(0)
    const keys = await bucket.keys()
    expect([keys.includes(`media/attachments/uploads/${id}.pdf`), keys.includes(`media/attachments/uploads/pending-${id}.pdf`)]).toEqual([true, false])

    const list = await call<{ data: { id: number; name: string; size: number }[] }>('GET', `${adminLessons.attachments.path}?course_id=1`)
    const added = list.data.data.find((a) => a.name === '哈农练习谱')!
    expect(added.size).toBe(PDF.length)
    const { download_url } = (await s.call<{ download_url: string }>('GET', `/api/v3/course/1/attach/${added.id}`, { token: learner })).data
    const res = await inject('GET', download_url, undefined)
    expect(res.statusCode).toBe(302)
    expect(Buffer.from(await (await fetch(String(res.headers.location))).arrayBuffer()).equals(PDF)).toBe(true)
    expect((await call('DELETE', pathOf(adminLessons.deleteAttachment, { id: added.id }))).status).toBe(0)
    expect(await bucket.keys()).not.toContain(`media/attachments/uploads/${id}.pdf`)
  })

  it('a private file needs our signature, then goes on to a short presigned GET of the bucket', async () => {
    await files.media.put('attachments/uploads/notes.pdf', Buffer.from('%PDF-1.4 fingering notes'))
    expect((await inject('GET', `${PUBLIC}/media/attachments/uploads/notes.pdf`, undefined)).statusCode).toBe(403)
    const signed = signedMediaUrl(PUBLIC, await mediaSecret(s.kdb), 'attachments/uploads/notes.pdf', 0, 600)
    const res = await inject('GET', signed, undefined)
    expect(res.statusCode).toBe(302)
    const presigned = new URL(String(res.headers.location))
    expect(presigned.origin).toBe(bucket.env.S3_ENDPOINT)
    expect(presigned.searchParams.get('X-Amz-Expires')).toBe('300')
    const fetched = await fetch(presigned)
    expect(Buffer.from(await fetched.arrayBuffer()).toString()).toBe('%PDF-1.4 fingering notes')
    expect((await inject('GET', `${PUBLIC}/media/images/missing.png`, undefined)).statusCode).toBe(404)
  })

  it('refused uploads (wrong type, too big) write nothing to the bucket', async () => {
    const root = await adminLogin(s)
    const avatar = (bytes: Buffer) => () => inject('POST', '/api/v2/member/detail/avatar', learner, multipartBody('file', 'a.png', 'image/png', bytes))
    const wenda = (bytes: Buffer) => () => inject('POST', '/addons/Wenda/api/v1/upload/image', learner, multipartBody('file', 'a.png', 'image/png', bytes))
    const consoleImage = (bytes: Buffer) => () => inject('POST', `${adminImages.upload.path}?scene=cover`, root, multipartBody('file', 'a.png', 'image/png', bytes))
    await refusedAll([
      [avatar(NOT_AN_IMAGE), '头像只支持 JPG、PNG、GIF、WEBP 图片'],
      [avatar(BIG_IMAGE), '头像图片不能超过1MB'],
      [wenda(NOT_AN_IMAGE), '只支持 JPG、PNG、GIF、WEBP 图片'],
      [wenda(BIG_IMAGE), '图片不能超过2MB'],
      [consoleImage(NOT_AN_IMAGE), '请上传图片文件（JPG、PNG、GIF、WEBP）'],
      [consoleImage(Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024 + 10)])), '图片不能超过5MB']
    ])
  })
})

describe('the S3_* configuration', () => {
  it('no S3_BUCKET: the local folders; a half-set configuration is refused', () => {
    expect(bucketConfigFrom({})).toBeNull()
    expect(filesFrom({}, PUBLIC).kind).toBe('local')
    expect(() => bucketConfigFrom({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_ENDPOINT set without S3_BUCKET')
    expect(() => bucketConfigFrom({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together')
    expect(bucketConfigFrom({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ bucket: 'b', region: 'us-east-1', forcePathStyle: true, endpoint: undefined })
  })
})
