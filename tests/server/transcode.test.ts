/** @jest-environment node */
// The transcoding queue (server/src/media/pipeline.ts): a source becomes an encrypted ladder, the lesson
// keeps its previous media until the new one is ready; a failure is kept with its reason and retried.
import fs from 'fs'
import os from 'os'
import path from 'path'
import { execFileSync } from 'child_process'
import { startServer, type TestServer, PUBLIC, sqlRun, sqlValue } from './helpers'
import { MediaPipeline } from '../../server/src/media/pipeline'
import { memoryQueue } from '../../server/src/media/queue'
import { localStorage, type MediaStorage } from '../../server/src/media/storage'
import { findAsset } from '../../server/src/media/store'

jest.setTimeout(60_000)

let s: TestServer
let root: string
let storage: MediaStorage
let pipeline: MediaPipeline
beforeEach(async () => {
  s = await startServer()
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-store-'))
  storage = localStorage(root, PUBLIC)
  pipeline = new MediaPipeline(s.kdb, storage, memoryQueue())
})
afterEach(async () => {
  await pipeline.close()
  await s.close()
  fs.rmSync(root, { recursive: true, force: true })
})

/** A 2-second 320x180 test pattern with a tone (tiny: the suite must stay fast). */
function tinyVideo(): Buffer {
  const file = path.join(root, 'made.mp4')
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=320x180:r=10:d=2', '-f', 'lavfi', '-i', 'sine=f=440:d=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', file])
  return fs.readFileSync(file)
}

const lessonAssetId = async (lesson: number) => (await sqlValue(s, 'SELECT media_asset_id FROM videos WHERE id = ?', lesson)) as number

describe('the transcoding queue', () => {
  it('makes the ladder; the lesson keeps its previous media until the new one is ready, then plays it at its real length', async () => {
    const before = await lessonAssetId(1)
    await storage.put('uploads/lesson-1.mp4', tinyVideo())
    const id = await pipeline.submit('uploads/lesson-1.mp4', { kind: 'lesson', id: 1 }, '第一课.mp4')
    // Queued, not yet worked: the lesson still plays what it had.
    expect((await findAsset(s.kdb, id))?.status).toBe('queued')
    expect(await lessonAssetId(1)).toBe(before)

    await pipeline.startWorker()
    await pipeline.queue.idle()
    const asset = (await findAsset(s.kdb, id))!
    expect(asset).toMatchObject({ status: 'ready', progress: 100, duration: 2, hasAudio: true, error: '', attempts: 1 })
    // A 180-line source gets the lowest rung only: nothing is made above the source.
    expect(asset.renditions.map((r) => r.name)).toEqual(['360p'])
    expect(fs.existsSync(path.join(root, asset.dir, '360p', 'seg-000.ts'))).toBe(true)
    expect(fs.existsSync(path.join(root, asset.poster))).toBe(true)
    // The upload is gone once its ladder exists.
    expect(await storage.exists('uploads/lesson-1.mp4')).toBe(false)
    expect(await lessonAssetId(1)).toBe(id)
    expect((await sqlValue(s, 'SELECT duration FROM videos WHERE id = 1'))).toBe(2)
    const info = await s.call<{ urls: { url: string; duration: number }[] }>('GET', '/api/v2/video/1/playinfo')
    expect(info.data.urls[0].url).toContain(`/media/hls/${id}/master.m3u8?`)
    expect(info.data.urls[0].duration).toBe(2)
  })

  it('reports a failed transcode with its reason, keeps the lesson as it was, and runs it again on retry', async () => {
    const before = await lessonAssetId(2)
    await storage.put('uploads/bad.mp4', Buffer.from('these bytes are not a video at all'))
    const id = await pipeline.submit('uploads/bad.mp4', { kind: 'lesson', id: 2 })
    await pipeline.startWorker()
    await pipeline.queue.idle()
    expect(await findAsset(s.kdb, id)).toMatchObject({ status: 'failed', error: '文件不是可识别的视频', attempts: 1 })
    expect(await lessonAssetId(2)).toBe(before)
    // The failed source is kept for the retry; nothing half-made is left.
    expect(await storage.exists('uploads/bad.mp4')).toBe(true)
    expect(fs.readdirSync(root).filter((d) => d === 'hls').flatMap((d) => fs.readdirSync(path.join(root, d)))).toEqual([])

    expect(await pipeline.retry(id)).toBe(true)
    await pipeline.queue.idle()
    expect(await findAsset(s.kdb, id)).toMatchObject({ status: 'failed', attempts: 2 })
    // Only a failed job is retried.
    await storage.put('uploads/bad.mp4', tinyVideo())
    expect(await pipeline.retry(id)).toBe(true)
    await pipeline.queue.idle()
    expect(await findAsset(s.kdb, id)).toMatchObject({ status: 'ready', attempts: 3 })
    expect(await pipeline.retry(id)).toBe(false)
    expect(await lessonAssetId(2)).toBe(id)
  })

  it('a process that stopped mid-job hands its queued and half-done assets to the next worker', async () => {
    await storage.put('uploads/left.mp4', tinyVideo())
    const id = await pipeline.submit('uploads/left.mp4', { kind: 'lesson', id: 3 })
    await sqlRun(s, "UPDATE media_assets SET status = 'processing' WHERE id = ?", id)
    // A new process: a new in-process queue, empty; its worker finds the asset in the database.
    const next = new MediaPipeline(s.kdb, storage, memoryQueue())
    // startWorker has queued the asset by the time it resolves, so idle waits for its job.
    await next.startWorker()
    await next.queue.idle()
    expect((await findAsset(s.kdb, id))?.status).toBe('ready')
    await next.close()
  })
})
