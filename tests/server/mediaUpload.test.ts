/** @jest-environment node */
// Resumable upload of lesson video (tus, server/src/media/upload.ts) behind the console's gate: refusals
// (not an administrator, over the size, not a video by its bytes), an upload that resumes after a drop,
// and the job it becomes in the console's list.
import fs from 'fs'
import os from 'os'
import path from 'path'
import { execFileSync } from 'child_process'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import { migrate, openDatabase, type DB } from '../../server/src/db/db'
import { seed } from '../../server/src/seed/seed'
import type { UploadGate } from '../../server/src/media/upload'
import { MEDIA_DIR } from '../../server/src/lib/uploads'

jest.setTimeout(60_000)

const ADMIN = 'Bearer an-administrator-with-media.upload'
/** The console's side of the seam, as a test double: an administrator, a learner (no permission), nobody. */
const gate: UploadGate & { asked: string[] } = {
  asked: [],
  async admit(req, permission) {
    gate.asked.push(permission)
    const auth = req.headers.authorization
    return auth === ADMIN ? 'ok' : auth ? 'forbidden' : 'unauthorized'
  }
}

let app: FastifyInstance
let db: DB
let base: string
beforeAll(async () => {
  db = openDatabase(':memory:')
  migrate(db)
  seed(db, 'http://studio.test')
  app = await buildApp({ db, mode: 'test', sms: { name: 'test', send() {} }, publicUrl: 'http://studio.test', uploadGate: gate, maxUploadBytes: 1024 * 1024 })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address() as { port: number }
  base = `http://127.0.0.1:${address.port}`
})
afterAll(async () => {
  await app.close()
  db.close()
})

const b64 = (s: string) => Buffer.from(s).toString('base64')
const TUS = { 'Tus-Resumable': '1.0.0' }

async function create(length: number, lesson: number, auth = ADMIN) {
  return fetch(`${base}/media/upload`, {
    method: 'POST',
    headers: { ...TUS, authorization: auth, 'Upload-Length': String(length), 'Upload-Metadata': `lesson_id ${b64(String(lesson))},filename ${b64('第一课.mp4')}` }
  })
}

const patch = (location: string, offset: number, bytes: Buffer) =>
  fetch(new URL(location, base), { method: 'PATCH', headers: { ...TUS, authorization: ADMIN, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, body: new Uint8Array(bytes) })

function tinyVideo(): Buffer {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'upload-')), 'v.mp4')
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=320x180:r=10:d=2', '-f', 'lavfi', '-i', 'sine=d=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file])
  return fs.readFileSync(file)
}

const assets = () => db.prepare('SELECT COUNT(*) FROM media_assets').pluck().get() as number

describe('who may upload', () => {
  it('refuses a visitor (401) and a learner without the permission (403); the gate is asked for media.upload', async () => {
    const before = assets()
    expect((await create(100, 1, '')).status).toBe(401)
    const learner = await create(100, 1, 'Bearer a-learner')
    expect(learner.status).toBe(403)
    expect(await learner.json()).toEqual({ status: 403, message: '无权限' })
    expect((await fetch(`${base}/backend/api/v1/media/jobs`)).status).toBe(401)
    expect(gate.asked.every((p) => p === 'media.upload')).toBe(true)
    expect(assets()).toBe(before)
  })
})

describe('what may be uploaded', () => {
  it('refuses a file over the size before a byte is sent, and a lesson that does not exist', async () => {
    expect((await create(2 * 1024 * 1024, 1)).status).toBe(413)
    const missing = await create(100, 99999)
    expect(missing.status).toBe(400)
    expect(await missing.text()).toContain('课时不存在')
  })

  it('refuses what is not a video by its bytes, whatever it is called, and keeps nothing', async () => {
    const before = assets()
    const bytes = Buffer.from('%PDF-1.4 a practice sheet, not a lesson video '.repeat(20))
    const created = await create(bytes.length, 1)
    expect(created.status).toBe(201)
    const done = await patch(created.headers.get('location')!, 0, bytes)
    expect(done.status).toBe(415)
    expect(await done.text()).toContain('不是视频文件')
    expect(assets()).toBe(before)
    expect(fs.existsSync(path.join(MEDIA_DIR, 'uploads', 'tus', path.basename(created.headers.get('location')!)))).toBe(false)
  })
})

describe('a resumed upload', () => {
  it('continues at the offset the server holds after a drop, then becomes a job that gives the lesson its ladder', async () => {
    const video = tinyVideo()
    const created = await create(video.length, 4)
    expect(created.status).toBe(201)
    const location = created.headers.get('location')!
    const half = Math.floor(video.length / 2)
    expect((await patch(location, 0, video.subarray(0, half))).status).toBe(204)
    // The connection dropped: the client asks where to go on from.
    const head = await fetch(new URL(location, base), { method: 'HEAD', headers: { ...TUS, authorization: ADMIN } })
    expect(head.headers.get('upload-offset')).toBe(String(half))
    // A piece sent at the wrong offset is refused.
    expect((await patch(location, 0, video.subarray(0, 10))).status).toBe(409)
    const done = await patch(location, half, video.subarray(half))
    expect(done.status).toBe(204)
    const assetId = Number(done.headers.get('media-asset-id'))
    expect(assetId).toBeGreaterThan(0)

    const deadline = Date.now() + 40_000
    const status = () => db.prepare('SELECT status FROM media_assets WHERE id = ?').pluck().get(assetId) as string
    while (!['ready', 'failed'].includes(status()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    expect(status()).toBe('ready')
    expect(db.prepare('SELECT media_asset_id FROM videos WHERE id = 4').pluck().get()).toBe(assetId)

    const jobs = await fetch(`${base}/backend/api/v1/media/jobs?page=1&size=5`, { headers: { authorization: ADMIN } })
    const body = (await jobs.json()) as { data: { data: { id: number; status: string; source_name: string; target_id: number }[] } }
    expect(body.data.data[0]).toMatchObject({ id: assetId, status: 'ready', source_name: '第一课.mp4', target_id: 4 })
    // Only a failed job is retried.
    const retry = await fetch(`${base}/backend/api/v1/media/jobs/${assetId}/retry`, { method: 'POST', headers: { authorization: ADMIN } })
    expect(((await retry.json()) as { message: string }).message).toBe('只有失败的任务可以重试')
    const dir = db.prepare('SELECT dir FROM media_assets WHERE id = ?').pluck().get(assetId) as string
    fs.rmSync(path.join(MEDIA_DIR, dir), { recursive: true, force: true })
  })
})
