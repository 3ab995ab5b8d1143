import { useSession } from '../../core/session'
import { downloadKey, readIndex, withEntry, withoutEntry, writeIndex, type DownloadEntry, type DownloadKind, type PlayItem } from '../../core/downloadIndex'
import { deleteDownloads, playableUrl, storeDownload } from '../../platform/downloads'
import type { AudioTrack } from '~types/contract/pianoAudio'
import { fetchLessonDownload, fetchListeningDownload, fetchTrackPlay } from './api'

/**
 * Downloading for offline practice: library tracks, the audio of lessons in a downloadable
 * course, and the listening questions of a handed-in sitting. The file through platform/downloads, the
 * list in core/downloadIndex, both the logged-in learner's. Loaded only by the pages that download or play
 * downloads. Failures reject with a Chinese message (the server's own: VIP only, not downloadable, ...).
 */

function learner(): number {
  const uid = useSession.getState().user?.id
  if (!uid) throw new Error('请登录后下载')
  return uid
}

/** Stores `item`'s audio from `url` (signed, fetched just now) and adds it to the learner's list. */
async function keep(uid: number, kind: DownloadKind, item: PlayItem, url: string): Promise<DownloadEntry> {
  const { local, size } = await storeDownload(downloadKey(uid, kind, item.id), url)
  const entry: DownloadEntry = { kind, id: item.id, title: item.title, local, size, savedAt: Date.now(), track: item }
  writeIndex(withEntry(readIndex(), uid, entry))
  return entry
}

/** A lesson's or a listening question's audio shown in the shared player like a track (no tempo, no grade). */
const asItem = (id: number, title: string, subtitle: string, duration: number, practice: PlayItem['practice']): PlayItem => ({
  id, category_id: 0, title, composer: subtitle, level: 0, duration, bpm: 0, beats_per_bar: 0, is_member: 0, is_featured: 0, practice
})

export async function downloadTrack(track: AudioTrack): Promise<DownloadEntry> {
  const uid = learner()
  const { url } = await fetchTrackPlay(track.id)
  return keep(uid, 'track', track, url)
}

/** A lesson of a downloadable course: its practice settings and minutes are the lesson player's. */
export async function downloadLesson(lesson: { id: number; title: string }, courseTitle: string): Promise<DownloadEntry> {
  const uid = learner()
  const { url, duration } = await fetchLessonDownload(lesson.id)
  return keep(uid, 'lesson', asItem(lesson.id, lesson.title, courseTitle, duration, { key: `lesson:${lesson.id}`, log: { source: 'lesson', id: lesson.id } }), url)
}

/**
 * Every listening question of a handed-in sitting, one download each, in the sitting's order (the server
 * decides whether the sitting may give them: docs/decisions/downloads.md). Exam listening is not piano
 * practice: its time is not logged.
 */
export async function downloadListening(kind: 'paper' | 'mock', recordId: number): Promise<DownloadEntry[]> {
  const uid = learner()
  const { title, items } = await fetchListeningDownload(kind, recordId)
  const saved: DownloadEntry[] = []
  for (const q of items) {
    const item = asItem(q.question_id, `${title} · 第${q.number}题`, '听力练习', q.duration, { key: `listening:${q.question_id}`, log: null })
    saved.push(await keep(uid, 'listening', item, q.url))
  }
  return saved
}

/** This device's downloads, newest first. */
export const myDownloads = (): DownloadEntry[] => readIndex()?.items ?? []

export const isDownloaded = (kind: DownloadKind, id: number): boolean => myDownloads().some((e) => e.kind === kind && e.id === id)
export const isTrackDownloaded = (id: number): boolean => isDownloaded('track', id)

export async function removeDownload(entry: DownloadEntry): Promise<void> {
  await deleteDownloads([entry.local])
  const index = readIndex()
  if (index) writeIndex(withoutEntry(index, entry.kind, entry.id))
}

export async function removeAllDownloads(): Promise<void> {
  await deleteDownloads(myDownloads().map((e) => e.local))
  writeIndex(null)
}

/** The player's source for the items of `entries` (its queue is their `track`s): their stored copy, never the network. */
export const downloadedSource =
  (entries: readonly DownloadEntry[]) =>
  (item: PlayItem): Promise<string> => {
    const entry = entries.find((e) => e.track === item)
    return entry ? playableUrl(entry.local) : Promise.reject(new Error('这一项已不在“我的下载”中'))
  }
