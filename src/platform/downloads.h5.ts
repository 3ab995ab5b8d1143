import { DOWNLOADS_CACHE as CACHE } from '../core/downloadIndex'
import type { StoredFile } from './types'

/**
 * H5 downloads: Cache Storage. A file is fetched with its signed URL and kept under a stable
 * same-origin key, `/offline-media/<uid>/<kind>/<id>` (the signature changes with every playinfo). The
 * service worker answers those keys from this cache, Range requests included, so the `<audio>` element
 * seeks and loops offline (config/serviceWorker.ts); a page the worker does not control plays a blob URL
 * of the same entry. Interface: DownloadsCapability (platform/types.ts).
 */
const PREFIX = '/offline-media/'

export const downloadLimit: number | null = null

function unsupported(): Error {
  return new Error('当前浏览器不支持离线下载')
}

export async function storeDownload(key: string, url: string): Promise<StoredFile> {
  if (typeof caches === 'undefined') throw unsupported()
  const res = await fetch(url).catch(() => null)
  if (!res?.ok) throw new Error('下载失败，请检查网络后重试')
  const blob = await res.blob()
  const local = PREFIX + key
  const type = blob.type || res.headers.get('Content-Type') || 'audio/mpeg'
  try {
    const cache = await caches.open(CACHE)
    await cache.put(local, new Response(blob, { headers: { 'Content-Type': type, 'Content-Length': String(blob.size) } }))
  } catch {
    // QuotaExceededError: the browser's share of the disk is used up.
    throw new Error('设备存储空间不足，请先删除一些下载')
  }
  return { local, size: blob.size }
}

export async function playableUrl(local: string): Promise<string> {
  if (navigator.serviceWorker?.controller) return local
  if (typeof caches === 'undefined') throw unsupported()
  const res = await (await caches.open(CACHE)).match(local)
  if (!res) throw new Error('下载的文件已不在本机，请重新下载')
  return URL.createObjectURL(await res.blob())
}

export async function deleteDownloads(locals: string[]): Promise<void> {
  if (typeof caches === 'undefined' || !(await caches.has(CACHE))) return
  const cache = await caches.open(CACHE)
  await Promise.all(locals.map((l) => cache.delete(l)))
}
