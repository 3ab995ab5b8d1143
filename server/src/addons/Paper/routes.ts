import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { Db } from '../../db/kysely'
import { ok, fail, notFound } from '../../http/envelope'
import { signedMediaUrl } from '../../catalogue/media'
import { EnvelopeOf } from '~types/contract/common'
import * as C from '~types/contract/paper'
import { expireRecords, gradeRecord, recordOfKind, statusOf, type AccessKind } from './store/records'
import { examGoods } from './store/exams'
import { examRoutes } from './exams'
import { practiceRoutes } from './practice'
import { downloadRoutes } from './downloads'
import type { PaperTools } from './shared'
import { named } from '../../http/plugin'

/** Signed listening audio stays valid for a long exam and its review. */
const AUDIO_URL_SECONDS = 4 * 3600

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function goodsOf(db: Db, kind: AccessKind, id: number) {
  const goods = await examGoods(db, kind, id)
  if (!goods) throw notFound('商品不存在')
  return goods
}

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  // Essay photos: images this server stored through an upload endpoint (Q&A's, or the core one when present).
  const own = new RegExp(`^${escapeRe(ctx.publicUrl)}/media/(?:wenda|uploads)/[\\w-]+\\.(?:jpg|png)$`)
  const tools: PaperTools = {
    tick: () => expireRecords(ctx.kdb),
    audioUrl: (uid) => (file) => signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, file, uid, AUDIO_URL_SECONDS),
    ownImage: (url) => own.test(url),
    goods: (kind, id) => goodsOf(ctx.kdb, kind, id)
  }
  const scoped = { ...ctx, paper: tools }
  await fastify.register(named(examRoutes), scoped)
  await fastify.register(named(practiceRoutes), scoped)
  await fastify.register(named(downloadRoutes), scoped)

  // Sandbox (never in production, like /sandbox/clock/advance): a teacher grades a record's essays.
  if (ctx.mode !== 'production') {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
    app.post('/sandbox/paper/grade', { schema: { body: C.GradeBody, response: { 200: EnvelopeOf(C.SubmitResult) } } }, async (req) => {
      const r = await recordOfKind(ctx.kdb, req.body.record_id, req.body.kind)
      if (!r) throw fail('考试记录不存在')
      const graded = await gradeRecord(ctx.kdb, r, req.body.scores)
      return ok({ status: statusOf(graded), total_score: graded.score })
    })
  }
}

