import fs from 'fs'
import path from 'path'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Server } from '@tus/server'
import { FileStore } from '@tus/file-store'
import type { AppContext } from '../../context'
import { MEDIA_DIR } from '../../lib/uploads'
import { failureOf, sendFailure } from '../../http/failures'
import { mediaUpload } from '~types/endpoints/admin/media'
import { writeAdminLog } from '../log'

/**
 * Resumable upload of lesson videos (the tus protocol, `@tus/server`): the console sends a file of up to
 * 4 GB in pieces, and a dropped connection resumes at the offset the server holds. A finished upload that
 * is a video by its first bytes goes to the media storage and into the transcoding queue for its lesson
 * (`Upload-Metadata`: `lesson_id`, `filename`); anything else is deleted and refused.
 *
 * Who may upload is decided by the console's access hook (admin/route.ts) like every console route: a staff
 * session whose role holds `mediaUpload.access`. Every answer but tus's own success is the admin envelope,
 * at the HTTP status a tus client reads (401, 403, 400, 413, ...), not MeEdu's HTTP 200.
 */
const MAX_UPLOAD_BYTES = 4 * 1024 ** 3
/** Where unfinished uploads wait (the local folder; a bucket store would take its place beside S3). */
const UPLOADS_DIR = path.join(MEDIA_DIR, 'uploads', 'tus')

const UploadParams = Type.Object({ id: Type.String() })
const envelope = (status: number, message: string) => JSON.stringify({ status, message, data: [] })
const refuse = (status: number, message: string) => ({ status_code: status, body: envelope(status, message) })

/** tus's own refusals (English text) in Chinese, by their HTTP status. */
const TUS_REFUSALS: Record<number, string> = {
  400: '上传请求不正确',
  403: '上传请求不正确',
  404: '上传记录不存在或已过期，请重新上传',
  409: '上传位置与服务器记录不一致，请继续上传',
  410: '上传记录不存在或已过期，请重新上传',
  413: '视频文件不能超过 4GB'
}

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

const removeUpload = (file: string) => Promise.all([fs.promises.rm(file, { force: true }), fs.promises.rm(`${file}.json`, { force: true })])

/** Registers the tus routes in the console's scope (its access hook applies), in a scope of their own for tus's body and answers. */
export async function uploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  fs.mkdirSync(UPLOADS_DIR, { recursive: true })
  /** Uploads finished by the request in flight: upload id -> asset id (for the admin log). */
  const finished = new Map<string, number>()
  const tus = new Server({
    path: mediaUpload.path,
    datastore: new FileStore({ directory: UPLOADS_DIR }),
    maxSize: MAX_UPLOAD_BYTES,
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
        await removeUpload(file)
        throw refuse(415, '不是视频文件')
      }
      // Into the media storage and the queue; the lesson keeps its media until the new one is ready.
      const key = `uploads/${upload.id}`
      await ctx.media.storage.put(key, fs.createReadStream(file))
      await removeUpload(file)
      const assetId = await ctx.media.submit(key, { kind: 'lesson', id: Number(upload.metadata?.lesson_id) }, String(upload.metadata?.filename ?? ''))
      finished.set(upload.id, assetId)
      return { headers: { 'Media-Asset-Id': assetId } }
    },
    onResponseError(_req, err) {
      const status = 'status_code' in err ? err.status_code : 500
      if ('body' in err && err.body.startsWith('{')) return undefined
      return { status_code: status, body: envelope(status, TUS_REFUSALS[status] ?? '服务器开小差了，请稍后再试') }
    }
  })

  await app.register(async (scope) => {
    // The tus body is the file itself: handed to tus untouched.
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null))
    // The access hook's 401 and 403 at their HTTP status too, so a tus client stops instead of reading on.
    scope.setErrorHandler((error: FastifyError, req, reply) => {
      const failure = failureOf(error, req)
      return sendFailure(reply, failure.code === 401 || failure.code === 403 ? { ...failure, http: failure.code } : failure, 'status')
    })
    const handle = async (req: FastifyRequest, reply: FastifyReply, id = '') => {
      reply.hijack()
      await tus.handle(req.raw, reply.raw)
      const assetId = finished.get(id)
      if (assetId === undefined || !req.admin) return
      finished.delete(id)
      await writeAdminLog(ctx.kdb, { adminId: req.admin.id, module: 'media', opt: 'STORE', remark: { path: req.url.split('?')[0], asset_id: assetId }, ip: req.ip })
    }
    const config = { adminAccess: mediaUpload.access }
    const typed = scope.withTypeProvider<TypeBoxTypeProvider>()
    typed.route({ method: 'POST', url: mediaUpload.path, config, handler: (req, reply) => handle(req, reply) })
    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
      typed.route({ method, url: `${mediaUpload.path}/:id`, config, schema: { params: UploadParams }, handler: (req, reply) => handle(req, reply, req.params.id) })
    }
  })
}
