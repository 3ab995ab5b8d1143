import type { Selectable } from 'kysely'
import type { Db } from '../db/kysely'
import type { Database } from '../db/schema'
import type { Rendition } from './transcode'
import { beijing } from '../lib/time'

/** What takes an asset once it is ready: a lesson, or a live class's replay (`target_id` its session). */
export type TargetKind = '' | 'lesson' | 'live_replay'
type AssetStatus = 'queued' | 'processing' | 'ready' | 'failed'

type AssetRow = Selectable<Database['media_assets']>

export interface Asset {
  id: number
  status: AssetStatus
  source: string
  sourceName: string
  dir: string
  hasAudio: boolean
  targetKind: TargetKind
  targetId: number
  progress: number
  error: string
  attempts: number
  duration: number
  renditions: Rendition[]
  poster: string
  key: Buffer
  createdAt: string
  updatedAt: string
}

const assetOf = (r: AssetRow): Asset => ({
  id: r.id,
  status: r.status as AssetStatus,
  source: r.source,
  sourceName: r.source_name,
  dir: r.dir,
  hasAudio: r.has_audio === 1,
  targetKind: r.target_kind as TargetKind,
  targetId: r.target_id,
  progress: r.progress,
  error: r.error,
  attempts: r.attempts,
  duration: r.duration,
  renditions: JSON.parse(r.rungs) as Rendition[],
  poster: r.poster,
  key: Buffer.from(r.aes_key, 'hex'),
  createdAt: r.created_at,
  updatedAt: r.updated_at
})

export async function findAsset(db: Db, id: number): Promise<Asset | undefined> {
  const row = await db.selectFrom('media_assets').selectAll().where('id', '=', id).executeTakeFirst()
  return row && assetOf(row)
}

/** A new asset waiting for the queue: its source already in the storage. Returns its id. */
export async function insertAsset(db: Db, a: { source: string; sourceName: string; targetKind: TargetKind; targetId: number; key: Buffer }): Promise<number> {
  const at = beijing()
  const row = await db
    .insertInto('media_assets')
    .values({ source: a.source, source_name: a.sourceName, target_kind: a.targetKind, target_id: a.targetId, aes_key: a.key.toString('hex'), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * Claims a queued (or, after a restart, a processing) asset for a worker: only one claim wins, so a job
 * that two workers were handed runs once. Returns whether this worker has it.
 */
export async function claimAsset(db: Db, id: number, dir: string): Promise<boolean> {
  const r = await db
    .updateTable('media_assets')
    .set((eb) => ({ status: 'processing', dir, progress: 0, error: '', attempts: eb('attempts', '+', 1), updated_at: beijing() }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

export async function setProgress(db: Db, id: number, progress: number): Promise<void> {
  await db.updateTable('media_assets').set({ progress, updated_at: beijing() }).where('id', '=', id).where('status', '=', 'processing').execute()
}

export async function markReady(db: Db, id: number, done: { duration: number; renditions: Rendition[]; hasAudio: boolean; poster: string }): Promise<void> {
  await db
    .updateTable('media_assets')
    .set({ status: 'ready', progress: 100, duration: done.duration, rungs: JSON.stringify(done.renditions), has_audio: done.hasAudio ? 1 : 0, poster: done.poster, updated_at: beijing() })
    .where('id', '=', id)
    .execute()
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db.updateTable('media_assets').set({ status: 'failed', error, updated_at: beijing() }).where('id', '=', id).execute()
}

/** A failed asset back in the queue (the console's retry); false when it was not failed. */
export async function requeue(db: Db, id: number): Promise<boolean> {
  const r = await db.updateTable('media_assets').set({ status: 'queued', progress: 0, error: '', updated_at: beijing() }).where('id', '=', id).where('status', '=', 'failed').executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/**
 * Assets a stopped process left behind: `processing` ones go back to `queued` (their worker is gone),
 * and every queued id is returned to be handed to the queue again. Used by the in-process queue at start.
 */
export async function unfinishedAssets(db: Db): Promise<number[]> {
  await db.updateTable('media_assets').set({ status: 'queued', updated_at: beijing() }).where('status', '=', 'processing').execute()
  const rows = await db.selectFrom('media_assets').select('id').where('status', '=', 'queued').orderBy('id').execute()
  return rows.map((r) => r.id)
}

/** The jobs, newest first (the console's list). */
export async function assetPage(db: Db, page: number, size: number): Promise<{ total: number; rows: Asset[] }> {
  const total = await db.selectFrom('media_assets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await db.selectFrom('media_assets').selectAll().orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute()
  return { total: Number(total.n), rows: rows.map(assetOf) }
}

/** The lesson now plays the asset, at its real duration. */
export async function setLessonAsset(db: Db, lessonId: number, assetId: number, duration: number): Promise<void> {
  await db.updateTable('videos').set({ media_asset_id: assetId, duration }).where('id', '=', lessonId).execute()
}

/** The lesson's playing asset, when it has one. */
export async function lessonAsset(db: Db, lessonId: number): Promise<Asset | undefined> {
  const row = await db
    .selectFrom('videos')
    .innerJoin('media_assets', 'media_assets.id', 'videos.media_asset_id')
    .selectAll('media_assets')
    .where('videos.id', '=', lessonId)
    .where('media_assets.status', '=', 'ready')
    .executeTakeFirst()
  return row && assetOf(row)
}
