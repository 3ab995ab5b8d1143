import fs from 'fs'
import path from 'path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Server, EVENTS } from '@tus/server'
import { FileStore } from '@tus/file-store'
import type { AppContext } from '../context'
import { named } from '../http/plugin'
import { MEDIA_DIR } from '../lib/uploads'

/**
 * Resumable upload of lesson videos (the tus protocol, `@tus/server`): the console's tus client sends a
 * file of up to 4 GB in pieces, and a dropped connection resumes at the offset the server holds. A finished
 * upload that is a video by its first bytes goes to the media storage and into the transcoding queue for
 * its lesson (`Upload-Metadata`: `lesson_id`, `filename`); anything else is deleted and refused.
 *
 * Who may upload is the console's question: `UploadGate` is the seam its administrators and permissions
 * plug into (the permission `media.upload`). Until they are wired, the default gate refuses everyone.
 */
const UPLOAD_PATH = '/media/upload'
const MAX_UPLOAD_BYTES = 4 * 1024 ** 3
/** Where unfinished uploads wait (the local folder; a bucket store would take its place beside S3). */
const UPLOADS_DIR = path.join(MEDIA_DIR, 'uploads', 'tus')

type GateAnswer = 'ok' | 'unauthorized' | 'forbidden'
export interface UploadGate {
  admit(req: FastifyRequest, permission: string): Promise<GateAnswer>
}

/** No administrators yet: nobody uploads. */
export const closedGate: UploadGate = { admit: async () => 'forbidden' }

/**
 * Whether the first bytes are a video container: MP4/MOV (`ftyp` at 4), Matroska/WebM (EBML), FLV, AVI
 * (RIFF....AVI ), MPEG-TS (sync bytes every 188), MPEG-PS (pack header).
 */
function looksLikeVideo(head: Buffer): boolean {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') return true
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return true
  if (head.length >= 3 && head.toString('latin1', 0, 3) === 'FLV') return true
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ') return true
  if (head.length >= 377 && head[0] === 0x47 && head[188] === 0x47 && head[376] === 0x47) return true
  if (head.length >= 4 && head.readUInt32BE(0) === 0x000001ba) return true
  return false
}

const REFUSALS: Record<Exclude<GateAnswer, 'ok'>, [number, string]> = { unauthorized: [401, '请登录'], forbidden: [403, '无权限'] }

export function uploadRoutes(gate: UploadGate, maxBytes = MAX_UPLOAD_BYTES) {
  return named(async (app: FastifyInstance, ctx: AppContext) => {
    fs.mkdirSync(UPLOADS_DIR, { recursive: true })
    const refuse = (status: number, message: string) => ({ status_code: status, body: JSON.stringify({ status, message }) })
    const tus = new Server({
      path: UPLOAD_PATH,
      datastore: new FileStore({ directory: UPLOADS_DIR }),
      maxSize: maxBytes,
      respectForwardedHeaders: false,
      async onUploadCreate(_req, upload) {
        const lesson = Number(upload.metadata?.lesson_id)
        if (!Number.isSafeInteger(lesson) || lesson <= 0) throw refuse(400, '请选择课时')
        const exists = await ctx.kdb.selectFrom('videos').select('id').where('id', '=', lesson).executeTakeFirst()
        if (!exists) throw refuse(400, '课时不存在')
        return {}
      },
      async onUploadFinish(_req, upload) {
        const file = path.join(UPLOADS_DIR, upload.id)
        const head = Buffer.alloc(512)
        const fd = await fs.promises.open(file, 'r')
        const { bytesRead } = await fd.read(head, 0, head.length, 0).finally(() => fd.close())
        if (!looksLikeVideo(head.subarray(0, bytesRead))) {
          await Promise.all([fs.promises.rm(file, { force: true }), fs.promises.rm(`${file}.json`, { force: true })])
          throw refuse(415, '不是视频文件')
        }
        // Into the media storage and the queue; the lesson keeps its media until the new one is ready.
        const key = `uploads/${upload.id}`
        await ctx.media.storage.put(key, fs.createReadStream(file))
        await Promise.all([fs.promises.rm(file, { force: true }), fs.promises.rm(`${file}.json`, { force: true })])
        const assetId = await ctx.media.submit(key, { kind: 'lesson', id: Number(upload.metadata?.lesson_id) }, String(upload.metadata?.filename ?? ''))
        return { headers: { 'Media-Asset-Id': assetId } }
      }
    })
    tus.on(EVENTS.POST_TERMINATE, () => undefined)
    // The tus body is the file itself: handed to tus untouched.
    app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null))
    const handle = async (req: FastifyRequest, reply: FastifyReply) => {
      const answer = await gate.admit(req, 'media.upload')
      if (answer !== 'ok') {
        const [status, message] = REFUSALS[answer]
        return reply.status(status).send({ status, message })
      }
      reply.hijack()
      await tus.handle(req.raw, reply.raw)
    }
    app.post(UPLOAD_PATH, handle)
    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) app.route({ method, url: `${UPLOAD_PATH}/:id`, handler: handle })
  }, 'media-upload')
}
