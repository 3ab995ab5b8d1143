import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context'
import { ok, fail } from '../http/envelope'
import { named } from '../http/plugin'
import { EmptyData, EnvelopeOf, IdParams } from '~types/contract/common'
import { MediaJobs, MediaJobsQuery } from '~types/contract/media'
import { mediaJobs } from '~types/endpoints/mediaJobs'
import { assetPage } from './store'
import type { UploadGate } from './upload'

/**
 * The queue's jobs for the console: the list (state, progress, a failure's reason) and a failed job's
 * retry, behind the same gate as the upload. Registered by hand from the table entries until the console's
 * admin routes (their envelope and permission hook) take them.
 */
export function jobRoutes(gate: UploadGate) {
  return named(async (fastify: FastifyInstance, ctx: AppContext) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
    const guard = async (req: FastifyRequest, reply: FastifyReply) => {
      const answer = await gate.admit(req, 'media.upload')
      if (answer === 'unauthorized') return reply.status(401).send({ code: 401, message: '请登录', data: [] })
      if (answer === 'forbidden') return reply.status(403).send({ code: 403, message: '无权限', data: [] })
    }
    app.get(mediaJobs.list.path, { preHandler: guard, schema: { querystring: MediaJobsQuery, response: { 200: EnvelopeOf(MediaJobs) } } }, async (req) => {
      const { total, rows } = await assetPage(ctx.kdb, req.query.page, req.query.size)
      return ok({
        total,
        data: rows.map((a) => ({
          id: a.id, status: a.status, progress: a.progress, error: a.error, attempts: a.attempts, duration: a.duration, source_name: a.sourceName,
          target_kind: a.targetKind, target_id: a.targetId, renditions: a.renditions.map((r) => r.name), created_at: a.createdAt, updated_at: a.updatedAt
        }))
      })
    })
    app.post(mediaJobs.retry.path, { preHandler: guard, schema: { params: IdParams, response: { 200: EnvelopeOf(EmptyData) } } }, async (req) => {
      if (!(await ctx.media.retry(req.params.id))) throw fail('只有失败的任务可以重试')
      return ok([])
    })
  }, 'media-jobs')
}
