import fs from 'fs'
import path from 'path'
import crypto from 'crypto'
import type { Readable } from 'stream'
import { pipeline } from 'stream/promises'

/** Bytes `start` to `end` of an object, both inclusive (an HTTP byte range). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where takes are kept (docs/decisions/homework-storage.md): local disk by default; a studio that wants object
 * storage implements these three calls over its bucket (put = upload, open = a ranged GET, remove =
 * delete) and nothing else changes: keys are opaque names the database keeps, and the server streams the
 * bytes to the player itself, so signatures and access rules stay ours.
 */
export interface TakeStorage {
  /** Stores `body` under `key`; on failure nothing is left under the key. */
  put(key: string, body: Readable): Promise<void>
  /** The object's bytes, or only `range` of them. */
  open(key: string, range?: ByteRange): Promise<Readable>
  /** Removes the object; a missing one is no error. */
  remove(key: string): Promise<void>
}

/** Keys are ours (`takes/<learner>/<uuid>.<ext>`): plain segments, never `..` or an absolute path. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/

/** Takes on the server's own disk, under a folder outside the public media folder. */
export class LocalDiskStorage implements TakeStorage {
  constructor(readonly root: string) {}

  private file(key: string): string {
    if (!KEY.test(key)) throw new Error(`bad take storage key: ${key}`)
    return path.join(this.root, key)
  }

  async put(key: string, body: Readable): Promise<void> {
    const file = this.file(key)
    await fs.promises.mkdir(path.dirname(file), { recursive: true })
    // Written beside the target and renamed into place, so a reader never sees half a file.
    const partial = `${file}.${crypto.randomUUID()}.part`
    try {
      await pipeline(body, fs.createWriteStream(partial, { flags: 'wx' }))
      await fs.promises.rename(partial, file)
    } catch (err) {
      await fs.promises.rm(partial, { force: true })
      throw err
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.file(key)
    await fs.promises.access(file)
    return fs.createReadStream(file, range ? { start: range.start, end: range.end } : {})
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.file(key), { force: true })
  }

  /** The demo seed only: places a committed file under `key` (the seed runs synchronously). */
  copyFileSync(key: string, source: string): void {
    const file = this.file(key)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.copyFileSync(source, file)
  }
}

/**
 * The add-on's folder: HOMEWORK_DIR, by default server/data/homework (beside the database, never under
 * the public media folder): `takes/` is the local storage, `incoming/` holds uploads being received.
 */
export function homeworkDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.HOMEWORK_DIR || path.join(__dirname, '..', '..', '..', 'data', 'homework')
}

export const takesDir = (dir = homeworkDir()) => path.join(dir, 'takes')
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
