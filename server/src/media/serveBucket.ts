import type { FastifyInstance } from 'fastify'
import { isMissingObject } from './bucket'
import { contentTypeOf, type MediaStorage } from './storage'

/** How long a presigned GET lives: enough to start a download or a segment, not to be shared. */
const PRESIGNED_SECONDS = 5 * 60

/** Images are streamed by this server (one stable, cacheable URL); anything else may be big and ranged. */
const STREAMED = /\.(jpe?g|png|gif|webp|svg)$/i

/**
 * `/media/*` over a bucket, behind the same guard as the folder (media.ts: public files pass, the rest need
 * our signature): images are streamed from the bucket, everything else (lessons, segments, attachments,
 * audio) is sent on to a short presigned GET, so the bucket answers the player's Range requests itself.
 */
export function registerBucketMedia(scope: FastifyInstance, storage: MediaStorage, prefix: string): void {
  scope.get(`${prefix}*`, async (req, reply) => {
    const raw = req.url.slice(prefix.length).split('?')[0]
    let key: string
    try {
      key = decodeURIComponent(raw)
      if (!STREAMED.test(key)) return reply.redirect((await storage.directUrl(key, PRESIGNED_SECONDS))!, 302)
      const body = await storage.open(key)
      return reply.type(contentTypeOf(key)).send(body)
    } catch (e) {
      if (e instanceof URIError || isMissingObject(e) || (e instanceof Error && e.message.startsWith('bad media key'))) {
        return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在')
      }
      throw e
    }
  })
}
