import { readJson, writeJson, remove } from './storage'
import type { AudioTrack, PracticeSource } from '~types/contract/pianoAudio'

/**
 * What was downloaded on this device, and for whom: one learner's list at a time, kept in
 * storage on both builds. The files themselves are platform/downloads'; features/audio/downloads adds and
 * removes; platform/offline drops another learner's when someone else logs in.
 */

/** H5: the Cache Storage cache of the downloaded files (also named in config/serviceWorker.ts). */
export const DOWNLOADS_CACHE = 'studio-downloads'
/** A library track, a lesson's audio (a downloadable course), a listening question of a handed-in sitting. */
export type DownloadKind = 'track' | 'lesson' | 'listening'

/**
 * What the shared player plays: a library track, or a lesson's or a listening question's audio shown as
 * one. `practice` says whose practice settings these are and where its time goes in the practice log
 * (null: not logged); a library track's own when absent.
 */
export interface PlayItem extends AudioTrack {
  practice?: { key: string; log: { source: PracticeSource; id: number } | null }
}

export interface DownloadEntry {
  kind: DownloadKind
  id: number
  title: string
  /** Where platform/downloads keeps the file. */
  local: string
  size: number
  savedAt: number
  /** What the shared player shows and its practice tools use (tempo, bar). */
  track: PlayItem
}

export interface DownloadIndex {
  /** The learner the downloads belong to. */
  uid: number
  items: DownloadEntry[]
}

/** The stable key of a download: the same whatever the signed URL it came from. */
export const downloadKey = (uid: number, kind: DownloadKind, id: number) => `${uid}/${kind}/${id}`

export function readIndex(): DownloadIndex | null {
  const index = readJson<DownloadIndex | null>('downloads', null)
  return index && Array.isArray(index.items) ? index : null
}

export function writeIndex(index: DownloadIndex | null): void {
  if (index && index.items.length) writeJson('downloads', index)
  else remove('downloads')
}

/** `index` with `entry` added, or in place of the same kind and id; a list of another learner is replaced. */
export function withEntry(index: DownloadIndex | null, uid: number, entry: DownloadEntry): DownloadIndex {
  const items = index?.uid === uid ? index.items.filter((e) => !(e.kind === entry.kind && e.id === entry.id)) : []
  return { uid, items: [entry, ...items] }
}

export function withoutEntry(index: DownloadIndex, kind: DownloadKind, id: number): DownloadIndex {
  return { ...index, items: index.items.filter((e) => !(e.kind === kind && e.id === id)) }
}

export const totalBytes = (items: readonly DownloadEntry[]) => items.reduce((sum, e) => sum + e.size, 0)

/** Downloads that must go when `uid` logs in: everything of another learner. */
export function othersDownloads(index: DownloadIndex | null, uid: number): DownloadEntry[] {
  return index && index.uid !== uid ? index.items : []
}

/** A size as the downloads page shows it: `820 KB`, `3.4 MB`. */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
