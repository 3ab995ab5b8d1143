import crypto from 'crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/kysely'
import type { AppContext } from '../context'
import { canStudyCourse } from './access'
import { fail, notFound } from '../http/envelope'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { IdParams } from '~types/contract/common'
import { attachmentById, findCourse } from './store'
import { route } from '../http/route'
import { learning } from '~types/endpoints/learning'

/**
 * Media access (docs/decisions/signed-media-urls.md). `/media/` is not a public folder: only covers and
 * banners (`thumbs/`), the console's image library (`images/`), avatars, Q&A images (`wenda/`) and trial cuts (`*.trial.mp4`) are open. Every other
 * file (full lessons, attachments, audio) is served only with a URL the API signed for one learner:
 * HMAC-SHA256 over path, user and expiry, checked before @fastify/static streams the file, so Range requests
 * (the player seeking) keep working.
 */
export const MEDIA_PREFIX = '/media/'

/** Lessons: long enough to watch and seek through a lesson; attachments: long enough to start a download. */
export const VIDEO_URL_SECONDS = 4 * 3600
export const ATTACHMENT_URL_SECONDS = 10 * 60

const PUBLIC = [/^thumbs\/[\w.-]+$/, /^images\/[\w.-]+$/, /^avatars\/[\w.-]+$/, /^wenda\/[\w.-]+$/, /^videos\/[\w.-]+\.trial\.mp4$/]

const isPublicMedia = (file: string) => PUBLIC.some((re) => re.test(file))

/**
 * The signing secret: MEDIA_SECRET when set (several servers must share it), otherwise one generated on
 * first use and kept in the database, so signed URLs survive a restart.
 */
export async function mediaSecret(db: Db, fromEnv = process.env.MEDIA_SECRET): Promise<Buffer> {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8')
  // The first process to start keeps its secret; every later one (or a racing one) reads that one.
  await db
    .insertInto('settings')
    .values({ key: 'media_secret', value: JSON.stringify(crypto.randomBytes(32).toString('base64')) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const stored = await db.selectFrom('settings').select('value').where('key', '=', 'media_secret').executeTakeFirstOrThrow()
  return Buffer.from(JSON.parse(stored.value) as string, 'base64')
}

const mac = (secret: Buffer, file: string, uid: number, exp: number) =>
  crypto.createHmac('sha256', secret).update(`${file}\n${uid}\n${exp}`).digest('base64url')

/**
 * `uid=&exp=&sig=` signing `file` for one learner (uid 0 for a visitor): the query of a media URL, and of
 * a route that serves its own files (a homework take), checked by verifiedMediaUid.
 */
export function mediaSignature(secret: Buffer, file: string, uid: number | null, seconds: number, now = Date.now()): string {
  const u = uid ?? 0
  const exp = Math.floor(now / 1000) + seconds
  return `uid=${u}&exp=${exp}&sig=${mac(secret, file, u, exp)}`
}

/** `<publicUrl>/media/<file>?uid=&exp=&sig=`; uid 0 for a visitor (free lessons). */
export function signedMediaUrl(publicUrl: string, secret: Buffer, file: string, uid: number | null, seconds: number, now = Date.now()): string {
  return `${publicUrl}${MEDIA_PREFIX}${file}?${mediaSignature(secret, file, uid, seconds, now)}`
}

/** The learner a request for `file` was signed for (0 for a visitor), or null when the signature is missing, wrong or expired. */
export function verifiedMediaUid(secret: Buffer, file: string, query: unknown, now = Date.now()): number | null {
  const q = (query && typeof query === 'object' ? query : {}) as Partial<Record<'uid' | 'exp' | 'sig', unknown>>
  const uid = Number(q.uid)
  const exp = Number(q.exp)
  const sig = typeof q.sig === 'string' ? q.sig : ''
  if (!Number.isSafeInteger(uid) || uid < 0 || !Number.isSafeInteger(exp) || exp * 1000 < now || !sig) return null
  const expected = Buffer.from(mac(secret, file, uid, exp))
  const given = Buffer.from(sig)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? uid : null
}

/** onRequest hook of the media scope: public files pass, everything else needs a valid signature. */
export function mediaGuard(secret: Buffer) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const raw = req.url.slice(MEDIA_PREFIX.length).split('?')[0]
    let file: string
    try {
      file = decodeURIComponent(raw)
    } catch {
      return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在')
    }
    if (isPublicMedia(file)) {
      reply.header('Cache-Control', 'public, max-age=604800')
      return
    }
    if (verifiedMediaUid(secret, file, req.query) === null) {
      return reply.status(403).type('text/plain; charset=utf-8').send('链接无效或已过期，请返回课程重新打开')
    }
    // A learner's own copy: never kept by shared caches.
    reply.header('Cache-Control', 'private, max-age=3600')
  }
}

/**
 * MeEdu's legacy attachment download (`GET /api/v2/course/attach/{id}/download?token=`, CONTRACT 2.3):
 * the browser opens it as a page, so it takes `?token=`; a learner who may study the course is sent on to
 * a freshly signed URL of the file.
 */
export async function attachmentDownloadRoute(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  route(app, learning.attachDownload, { schema: { params: IdParams }, auth: 'required', tokenInQuery: true }, async (req, reply) => {
    const uid = req.learner
    const attach = await attachmentById(ctx.kdb, req.params.id)
    if (!attach) throw notFound()
    if (!(await canStudyCourse(ctx.kdb, uid, await findCourse(ctx.kdb, attach.course_id)))) throw fail('请购买后下载')
    return reply.redirect(signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, attach.path, uid, ATTACHMENT_URL_SECONDS), 302)
  })
}
