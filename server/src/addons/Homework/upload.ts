import fs from 'fs'
import path from 'path'
import crypto from 'crypto'
import { pipeline } from 'stream/promises'
import type { FastifyRequest } from 'fastify'
import { fail } from '../../http/envelope'
import { TAKE_MAX_BYTES } from '~types/contract/homework'

/** An audio container the server accepts, judged by its first bytes (never by the name or the declared type). */
export interface AudioKind {
  mime: string
  ext: string
}

const ascii = (b: Buffer, at: number, text: string) => b.subarray(at, at + text.length).toString('latin1') === text

/**
 * m4a/aac (ISO `ftyp`, or raw ADTS), mp3 (ID3 tag or an MPEG audio frame), webm/opus (EBML), Ogg/Opus
 * (what Firefox's MediaRecorder makes), wav (RIFF/WAVE); null for anything else.
 */
export function sniffAudio(head: Buffer): AudioKind | null {
  if (head.length >= 12 && ascii(head, 4, 'ftyp')) return { mime: 'audio/mp4', ext: 'm4a' }
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return { mime: 'audio/webm', ext: 'webm' }
  if (head.length >= 12 && ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return { mime: 'audio/wav', ext: 'wav' }
  if (ascii(head, 0, 'OggS')) return { mime: 'audio/ogg', ext: 'ogg' }
  if (ascii(head, 0, 'ID3')) return { mime: 'audio/mpeg', ext: 'mp3' }
  if (head.length >= 2 && head[0] === 0xff) {
    // ADTS (AAC) has layer bits 00; an MPEG audio frame has 11 sync bits and a layer.
    if ((head[1] & 0xf6) === 0xf0) return { mime: 'audio/aac', ext: 'aac' }
    if ((head[1] & 0xe0) === 0xe0 && (head[1] & 0x06) !== 0) return { mime: 'audio/mpeg', ext: 'mp3' }
  }
  return null
}

/** What an upload left on disk: the temp file (the caller removes it), its size and first bytes, and the text fields. */
export interface ReceivedUpload {
  file: string
  size: number
  head: Buffer
  fields: Record<string, string>
}

const HEAD_BYTES = 16

/**
 * Streams the multipart `file` to a temp file in `dir` (never into memory), with the text fields. Refuses,
 * leaving no file behind: no file, a second file, or more than TAKE_MAX_BYTES (the multipart limit cuts the
 * stream there, so a huge upload is never stored whole).
 */
export async function receiveUpload(req: FastifyRequest, dir: string): Promise<ReceivedUpload> {
  if (!req.isMultipart()) throw fail('请选择要提交的录音')
  await fs.promises.mkdir(dir, { recursive: true })
  const fields: Record<string, string> = {}
  let received: ReceivedUpload | null = null
  let temp: string | null = null
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value)
        continue
      }
      if (part.fieldname !== 'file' || received) {
        part.file.resume()
        throw fail('请选择要提交的录音')
      }
      temp = path.join(dir, `${crypto.randomUUID()}.upload`)
      await pipeline(part.file, fs.createWriteStream(temp, { flags: 'wx' }))
      if (part.file.truncated) throw fail('录音文件不能超过20MB')
      const size = (await fs.promises.stat(temp)).size
      const handle = await fs.promises.open(temp, 'r')
      const head = Buffer.alloc(Math.min(HEAD_BYTES, size))
      await handle.read(head, 0, head.length, 0).finally(() => handle.close())
      received = { file: temp, size, head, fields }
    }
    if (!received || received.size === 0) throw fail('请选择要提交的录音')
    if (received.size > TAKE_MAX_BYTES) throw fail('录音文件不能超过20MB')
    return received
  } catch (err) {
    if (temp) await fs.promises.rm(temp, { force: true })
    throw err
  }
}
