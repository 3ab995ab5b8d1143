import fs from 'fs'
import path from 'path'
import { pipeline } from 'stream/promises'
import { Readable } from 'stream'

/**
 * Where media files live, behind one small interface: the local folder (one machine) now, a bucket
 * (several machines) beside it later. Keys are relative paths with `/` (`hls/12/360p/seg-000.ts`).
 */
export interface MediaStorage {
  readonly kind: string
  put(key: string, data: Buffer | Readable): Promise<void>
  get(key: string): Readable
  /** Removes a file, or everything under a key ending in `/`. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  /**
   * The URL a client fetches the file at, given the signature query this server made for it
   * (`uid=&exp=&sig=`): served by this server for the folder, a presigned URL for a bucket.
   */
  url(key: string, signature: string): string
  /** A path on this machine to read it from (ffmpeg's input), copied down first where needed. */
  localPath(key: string): Promise<string>
}

/** Refuses keys that would leave the root (`..`, absolute paths, backslashes). */
function safeKey(key: string): string {
  const clean = key.replace(/^\/+/, '')
  if (!clean || clean.includes('\\') || clean.split('/').some((p) => p === '..' || p === '.')) throw new Error(`bad media key: ${key}`)
  return clean
}

/** The local media folder, served by this server under `/media/` (app.ts; media.ts checks the signature). */
export function localStorage(root: string, publicUrl: string): MediaStorage {
  const full = (key: string) => path.join(root, safeKey(key))
  return {
    kind: 'local',
    async put(key, data) {
      const file = full(key)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      // Written beside and renamed: a reader never sees half a file.
      const tmp = `${file}.part-${process.pid}`
      if (Buffer.isBuffer(data)) await fs.promises.writeFile(tmp, data)
      else await pipeline(data, fs.createWriteStream(tmp))
      await fs.promises.rename(tmp, file)
    },
    get: (key) => fs.createReadStream(full(key)),
    async delete(key) {
      await fs.promises.rm(full(key), { recursive: key.endsWith('/'), force: true })
    },
    exists: (key) => fs.promises.access(full(key)).then(() => true, () => false),
    url: (key, signature) => `${publicUrl}/media/${safeKey(key)}${signature ? `?${signature}` : ''}`,
    localPath: async (key) => full(key)
  }
}
