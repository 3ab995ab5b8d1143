import { useSession } from '../../core/session'
import { downloadKey, readIndex, withEntry, withoutEntry, writeIndex, type DownloadEntry } from '../../core/downloadIndex'
import { deleteDownloads, playableUrl, storeDownload } from '../../platform/downloads'
import type { AudioTrack } from '../../../types/api'
import { fetchTrackPlay } from './api'

/**
 * Downloading library tracks for offline practice (issue 26): the file through platform/downloads, the
 * list in core/downloadIndex, both the logged-in learner's. Loaded only by the pages that download or play
 * downloads. Failures reject with a Chinese message (the server's own for a track that needs VIP).
 */
export async function downloadTrack(track: AudioTrack): Promise<DownloadEntry> {
  const uid = useSession.getState().user?.id
  if (!uid) throw new Error('请登录后下载')
  const { url } = await fetchTrackPlay(track.id)
  const { local, size } = await storeDownload(downloadKey(uid, 'track', track.id), url)
  const entry: DownloadEntry = { kind: 'track', id: track.id, title: track.title, local, size, savedAt: Date.now(), track }
  writeIndex(withEntry(readIndex(), uid, entry))
  return entry
}

/** This device's downloads, newest first. */
export const myDownloads = (): DownloadEntry[] => readIndex()?.items ?? []

export const isTrackDownloaded = (id: number): boolean => myDownloads().some((e) => e.kind === 'track' && e.id === id)

export async function removeDownload(entry: DownloadEntry): Promise<void> {
  await deleteDownloads([entry.local])
  const index = readIndex()
  if (index) writeIndex(withoutEntry(index, entry.kind, entry.id))
}

export async function removeAllDownloads(): Promise<void> {
  await deleteDownloads(myDownloads().map((e) => e.local))
  writeIndex(null)
}

/** The player's source for tracks of `entries`: their stored copy, never the network. */
export const downloadedSource =
  (entries: readonly DownloadEntry[]) =>
  (track: AudioTrack): Promise<string> => {
    const entry = entries.find((e) => e.kind === 'track' && e.id === track.id)
    return entry ? playableUrl(entry.local) : Promise.reject(new Error('这首曲目已不在“我的下载”中'))
  }
