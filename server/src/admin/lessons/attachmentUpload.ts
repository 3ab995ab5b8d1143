/**
 * Attachments arrive as MeEdu's admin client sends them to S3: the sign route hands out an upload address
 * with a key, the client PUTs the file's bytes there, then stores the key with a name. Here the address is
 * this server's and the key carries what S3's signature would (a random id, the extension, the expiry, who
 * asked), signed with the media key: no state until the bytes arrive. The bytes are checked against the
 * extension's signature (a PDF starts with %PDF, an Office file is a zip or an OLE file, text has no NUL).
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import { pipeline } from 'stream/promises'
import { Transform, type Readable } from 'stream'
import { ATTACHMENT_TYPES, type AttachmentExtension } from '~types/admin/catalogue'
import { imageExtension } from '../../lib/uploads'

/** An upload address lives an hour (MeEdu's presigned URLs: six). */
const SIGN_SECONDS = 3600
/** A pending upload never stored is swept after a day. */
const PENDING_MAX_AGE_MS = 86400_000

export interface UploadKey {
  id: string
  ext: AttachmentExtension
  adminId: number
}

const mac = (secret: Buffer, payload: string) => crypto.createHmac('sha256', secret).update(`attach\n${payload}`).digest('base64url')

export const isAttachmentExtension = (ext: string): ext is AttachmentExtension => Object.prototype.hasOwnProperty.call(ATTACHMENT_TYPES, ext)

export function signUpload(secret: Buffer, ext: AttachmentExtension, adminId: number, nowMs = Date.now()): string {
  const payload = `${crypto.randomBytes(12).toString('hex')}.${ext}.${Math.floor(nowMs / 1000) + SIGN_SECONDS}.${adminId}`
  return `${payload}.${mac(secret, payload)}`
}

/** The key's content when its signature holds and it has not expired, else null. */
export function readUploadKey(secret: Buffer, key: string, nowMs = Date.now()): UploadKey | null {
  const parts = key.split('.')
  if (parts.length !== 5) return null
  const [id, ext, exp, admin, sig] = parts
  const expected = mac(secret, parts.slice(0, 4).join('.'))
  if (sig.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) return null
  if (!/^[0-9a-f]{24}$/.test(id) || !isAttachmentExtension(ext) || Number(exp) * 1000 < nowMs) return null
  return { id, ext, adminId: Number(admin) }
}

/** A checked upload waiting for its key to be stored, relative to the media folder (or the bucket's media). */
export const pendingKey = (k: UploadKey) => `attachments/uploads/pending-${k.id}.${k.ext}`
/** Where an upload is received and checked on this machine: the pending key in the media folder. */
export const pendingFile = (mediaDir: string, k: UploadKey) => path.join(mediaDir, pendingKey(k))
/** Where a stored attachment lives, relative to the media folder (what `attachments.path` holds). */
export const storedPath = (k: UploadKey) => `attachments/uploads/${k.id}.${k.ext}`

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])

/** Whether a file's first bytes are what its extension says. */
function bytesMatch(head: Buffer, ext: AttachmentExtension): boolean {
  const starts = (text: string) => head.subarray(0, text.length).toString('latin1') === text
  switch (ext) {
    case 'pdf':
      return starts('%PDF-')
    case 'zip':
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return starts('PK\x03\x04') || starts('PK\x05\x06')
    case 'rar':
      return starts('Rar!\x1a\x07')
    case 'doc':
    case 'xls':
    case 'ppt':
      return head.subarray(0, 8).equals(OLE)
    case 'jpg':
    case 'jpeg':
      return imageExtension(head) === 'jpg'
    case 'png':
    case 'gif':
      return imageExtension(head) === ext
    default:
      // txt, md, csv: text has no NUL byte.
      return head.length > 0 && !head.includes(0)
  }
}

/**
 * Streams an upload to its pending file, at most `max` bytes. Keeps it and answers its size, or removes it
 * and answers why: larger than `max`, empty, or not what its extension says.
 */
export async function receivePending(body: Readable, file: string, ext: AttachmentExtension, max: number): Promise<{ size: number } | { problem: 'too large' | 'empty' | 'mismatch' }> {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  sweepPending(path.dirname(file))
  let size = 0
  let head = Buffer.alloc(0)
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length
      if (head.length < 8192) head = Buffer.concat([head, chunk]).subarray(0, 8192)
      if (size > max) done(new Error('too large'))
      else done(null, chunk)
    }
  })
  const problem = await pipeline(body, counter, fs.createWriteStream(file)).then(
    () => (!size ? 'empty' : bytesMatch(head, ext) ? null : 'mismatch'),
    // Cut short: over the limit, or the client went away mid-upload.
    (e: unknown) => (e instanceof Error && e.message === 'too large' ? ('too large' as const) : ('empty' as const))
  )
  if (!problem) return { size }
  fs.rmSync(file, { force: true })
  return { problem }
}

/** Pending uploads left for more than a day go (a client that never stored its key). */
function sweepPending(dir: string): void {
  const old = Date.now() - PENDING_MAX_AGE_MS
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith('pending-')) continue
    const file = path.join(dir, name)
    if (fs.statSync(file).mtimeMs < old) fs.rmSync(file, { force: true })
  }
}
