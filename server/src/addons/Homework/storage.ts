import path from 'path'
import type { FileStores } from '../../media/files'
import type { ByteRange, MediaStorage } from '../../media/storage'

/**
 * Where takes are kept (docs/decisions/homework-storage.md): the server's file storage (media/files.ts), in
 * a folder outside the public media folder or under `homework/` in the bucket. Keys are opaque names the
 * database keeps, and the server streams the bytes to the player itself, so signatures and access rules stay ours.
 */
export const takeStorage = (files: FileStores, dir = homeworkDir()): MediaStorage => files.area(takesDir(dir), 'homework/')

/**
 * The add-on's folder: HOMEWORK_DIR, by default server/data/homework (beside the database, never under
 * the public media folder): `takes/` is the local storage, `incoming/` holds uploads being received.
 */
export function homeworkDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.HOMEWORK_DIR || path.join(__dirname, '..', '..', '..', 'data', 'homework')
}

const takesDir = (dir = homeworkDir()) => path.join(dir, 'takes')
export const incomingDir = (dir = homeworkDir()) => path.join(dir, 'incoming')

/**
 * The one range of a `Range: bytes=...` header over an object of `size` bytes: `undefined` to send it
 * whole (no header, or several ranges, which players never ask for), `null` when it cannot be satisfied
 * (416). A few lines rather than a dependency: @fastify/static's range serving (media.ts) reads only files
 * on the local disk, and takes may live in object storage.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | null | undefined {
  if (!header) return undefined
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!m) return header.includes(',') ? undefined : null
  const [, from, to] = m
  if (from === '' && to === '') return null
  let start: number
  let end: number
  if (from === '') {
    start = Math.max(0, size - Number(to))
    end = size - 1
  } else {
    start = Number(from)
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  }
  return start > end || start >= size ? null : { start, end }
}
