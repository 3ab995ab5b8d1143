import crypto from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import type { Db } from '../db/kysely'
import type { MediaStorage } from './storage'
import type { JobQueue } from './queue'
import { TranscodeError, transcodeLadder, type Quality } from './transcode'
import * as store from './store'
import type { Asset, TargetKind } from './store'

/** Sources kept only until their ladder is made (an upload, a live recording); anything else is the studio's. */
const TRANSIENT_SOURCE = /^(uploads|recordings)\//
/** Progress is written at most this often (each write is a statement every process may read). */
const PROGRESS_EVERY_MS = 1000

/** What takes an asset once it is ready, by kind (the core's lessons; an add-on registers its own). */
export type OnReady = (asset: Asset) => Promise<void>

/**
 * The media pipeline of one server: sources go in (`submit`), the queue hands each to a worker that makes
 * the encrypted ladder into the storage, and the asset's target takes it only once it is ready, so a lesson
 * keeps playing its previous media meanwhile. A failure is kept on the asset with its reason, and `retry`
 * queues it again.
 */
export class MediaPipeline {
  private readonly targets = new Map<TargetKind, OnReady>()
  private readonly failures = new Map<TargetKind, OnReady>()
  private working = false

  constructor(
    private readonly db: Db,
    readonly storage: MediaStorage,
    readonly queue: JobQueue,
    private readonly quality?: Quality
  ) {
    this.targets.set('lesson', (a) => store.setLessonAsset(db, a.targetId, a.id, a.duration))
  }

  onReady(kind: TargetKind, take: OnReady): void {
    this.targets.set(kind, take)
  }

  /** What the target does when its asset could not be made (a lesson simply keeps its media). */
  onFailed(kind: TargetKind, told: OnReady): void {
    this.failures.set(kind, told)
  }

  /** A new asset from a source already in the storage, queued; returns its id. */
  async submit(source: string, target: { kind: TargetKind; id: number }, sourceName = ''): Promise<number> {
    const id = await store.insertAsset(this.db, { source, sourceName, targetKind: target.kind, targetId: target.id, key: crypto.randomBytes(16) })
    await this.queue.add(id, 1)
    return id
  }

  /** A failed asset queued again; false when it had not failed. */
  async retry(id: number): Promise<boolean> {
    if (!(await store.requeue(this.db, id))) return false
    const asset = await store.findAsset(this.db, id)
    await this.queue.add(id, (asset?.attempts ?? 0) + 1)
    return true
  }

  /**
   * Runs this process's worker. The in-process queue is handed again whatever a stopped process left
   * queued or half done; Redis keeps its own jobs.
   */
  async startWorker(): Promise<void> {
    if (this.working) return
    this.working = true
    this.queue.work((id) => this.process(id))
    if (this.queue.kind === 'memory') for (const id of await store.unfinishedAssets(this.db)) await this.queue.add(id, 0)
  }

  /** One job: claim, transcode, store, hand to the target; or the reason it failed. */
  async process(id: number): Promise<void> {
    const dir = `hls/${id}-${crypto.randomBytes(4).toString('hex')}/`
    if (!(await store.claimAsset(this.db, id, dir))) return
    const asset = (await store.findAsset(this.db, id))!
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'media-job-'))
    let written = 0
    const progress = (p: number) => {
      if (Date.now() - written < PROGRESS_EVERY_MS) return
      written = Date.now()
      void store.setProgress(this.db, id, p).catch(() => undefined)
    }
    try {
      const input = await this.storage.localPath(asset.source)
      if (!fs.existsSync(input)) throw new TranscodeError('源文件不存在')
      const out = path.join(work, 'out')
      const made = await transcodeLadder(input, out, asset.key, { onProgress: progress, quality: this.quality })
      for (const file of listFiles(out)) await this.storage.put(dir + file, fs.createReadStream(path.join(out, file)))
      const duration = Math.max(1, Math.round(made.probe.duration))
      await store.markReady(this.db, id, { duration, renditions: made.renditions, hasAudio: made.audio, poster: `${dir}poster.jpg` })
      const ready = (await store.findAsset(this.db, id))!
      await this.targets.get(ready.targetKind)?.(ready)
      if (TRANSIENT_SOURCE.test(asset.source)) await this.storage.delete(asset.source).catch(() => undefined)
    } catch (e) {
      await store.markFailed(this.db, id, e instanceof TranscodeError ? e.message : `转码失败：${(e as Error).message}`.slice(0, 300))
      await this.storage.delete(dir).catch(() => undefined)
      const failed = await store.findAsset(this.db, id)
      if (failed) await this.failures.get(failed.targetKind)?.(failed).catch(() => undefined)
    } finally {
      fs.rmSync(work, { recursive: true, force: true })
    }
  }

  async close(): Promise<void> {
    await this.queue.close()
  }
}

/** Every file under `root`, as relative paths with `/`. */
function listFiles(root: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(root, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name
    return e.isDirectory() ? listFiles(root, rel) : [rel]
  })
}
