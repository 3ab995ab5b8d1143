import { KEPT_TAKES_CACHE } from '../core/keptTakes'

/**
 * H5: a take waiting for upload is kept as its blob in Cache Storage (the same store as the downloads, its
 * own cache), under `/pending-takes/<client id>`: a blob URL dies with the tab. Uploads read it through a
 * blob URL made once per take and session. Interface: TakeFilesCapability.
 */
const PREFIX = '/pending-takes/'
const urls = new Map<string, string>()

export async function keepTakeFile(clientId: string, path: string): Promise<string> {
  if (typeof caches === 'undefined') throw new Error('当前浏览器无法保存录音，请勿关闭页面直到上传完成')
  const blob = await (await fetch(path)).blob()
  const kept = PREFIX + clientId
  try {
    await (await caches.open(KEPT_TAKES_CACHE)).put(kept, new Response(blob, { headers: { 'Content-Type': blob.type || 'audio/webm' } }))
  } catch {
    throw new Error('设备存储空间不足，录音只能在本次打开时重试')
  }
  urls.set(kept, path)
  return kept
}

export async function takeFileUrl(kept: string): Promise<string> {
  const known = urls.get(kept)
  if (known) return known
  const res = typeof caches === 'undefined' ? undefined : await (await caches.open(KEPT_TAKES_CACHE)).match(kept)
  if (!res) throw new Error('录音文件已不在本机，请删除后重新录制')
  const url = URL.createObjectURL(await res.blob())
  urls.set(kept, url)
  return url
}

export async function deleteTakeFiles(kept: string[]): Promise<void> {
  // The blob a URL holds stays in memory until it is revoked (up to 20 MB a take).
  for (const k of kept) {
    const url = urls.get(k)
    if (url) URL.revokeObjectURL(url)
    urls.delete(k)
  }
  if (typeof caches === 'undefined' || !(await caches.has(KEPT_TAKES_CACHE))) return
  const cache = await caches.open(KEPT_TAKES_CACHE)
  await Promise.all(kept.map((k) => cache.delete(k)))
}
