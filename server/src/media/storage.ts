import fs from 'fs'
import path from 'path'
import { pipeline } from 'stream/promises'
import { Readable } from 'stream'

/** Bytes `start` to `end` of an object, both inclusive (an HTTP byte range). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where the server's files live, behind one small interface: a folder on this machine (one machine) or a
 * bucket (several machines, bucket.ts). Keys are relative paths with `/` (`hls/12/360p/seg-000.ts`).
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3'
  /** Stores the bytes under `key`; a reader never sees half a file. The type is guessed from the key when not given. */
  put(key: string, data: Buffer | Readable, contentType?: string): Promise<void>
  get(key: string): Readable
  /** The object's bytes, or only `range` of them; rejects when it is missing. */
  open(key: string, range?: ByteRange): Promise<Readable>
  /** Removes a file, or everything under a key ending in `/`; a missing one is no error. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  /** The object's size in bytes, or null when it is missing. */
  size(key: string): Promise<number | null>
  /** Moves an object to another key (a checked upload into its place); rejects when `from` is missing. */
  move(from: string, to: string): Promise<void>
  /**
   * The URL a client fetches the file at, given the signature query this server made for it
   * (`uid=&exp=&sig=`): always this server's `/media/`, which checks the signature (and, for a bucket,
   * sends the client on to a presigned URL).
   */
  url(key: string, signature: string): string
  /** A short-lived URL straight to the object (a bucket's presigned GET); null for a folder (served by this server). */
  directUrl(key: string, seconds: number): Promise<string | null>
  /** A path on this machine to read it from (ffmpeg's input), copied down first where needed. */
  localPath(key: string): Promise<string>
}

/** Refuses keys that would leave the root (`..`, absolute paths, backslashes). */
export function safeKey(key: string): string {
  const clean = key.replace(/^\/+/, '')
  if (!clean || clean.includes('\\') || clean.split('/').some((p) => p === '..' || p === '.')) throw new Error(`bad media key: ${key}`)
  return clean
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  pdf: 'application/pdf',
  json: 'application/json'
}

/** The Content-Type a bucket keeps for a key, from its extension (what @fastify/static would send for the file). */
export const contentTypeOf = (key: string): string => TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream'

/** The media URL of a key on this server: the one shape every storage hands out. */
export const mediaUrl = (publicUrl: string, key: string, signature: string) => `${publicUrl}/media/${safeKey(key)}${signature ? `?${signature}` : ''}`

/** A local folder, served by this server under `/media/` when it is the media folder (app.ts; media.ts checks the signature). */
export function localStorage(root: string, publicUrl: string): MediaStorage {
  const full = (key: string) => path.join(root, safeKey(key))
  return {
    kind: 'local',
    async put(key, data) {
      const file = full(key)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      // Written beside and renamed: a reader never sees half a file.
      const tmp = `${file}.part-${process.pid}-${Math.random().toString(36).slice(2)}`
      try {
        if (Buffer.isBuffer(data)) await fs.promises.writeFile(tmp, data)
        else await pipeline(data, fs.createWriteStream(tmp))
        await fs.promises.rename(tmp, file)
      } catch (err) {
        await fs.promises.rm(tmp, { force: true })
        throw err
      }
    },
    get: (key) => fs.createReadStream(full(key)),
    async open(key, range) {
      const file = full(key)
      await fs.promises.access(file)
      return fs.createReadStream(file, range ? { start: range.start, end: range.end } : {})
    },
    async delete(key) {
      await fs.promises.rm(full(key), { recursive: key.endsWith('/'), force: true })
    },
    exists: (key) => fs.promises.access(full(key)).then(() => true, () => false),
    size: (key) => fs.promises.stat(full(key)).then((st) => st.size, () => null),
    async move(from, to) {
      await fs.promises.mkdir(path.dirname(full(to)), { recursive: true })
      await fs.promises.rename(full(from), full(to))
    },
    url: (key, signature) => mediaUrl(publicUrl, key, signature),
    directUrl: () => Promise.resolve(null),
    localPath: async (key) => full(key)
  }
}
