/**
 * Practice copies of the listening audio (ours; docs/decisions/downloads.md). The server counts a listening
 * question's plays per sitting (`max_plays`), so a copy on the device is given only for a sitting the learner
 * handed in, while no sitting of that exam is open, and while the learner still holds the exam (bought,
 * invited or free). Nothing is written: not a play, not a record.
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { ok, fail, notFound } from '../../http/envelope'
import { route } from '../../http/route'
import * as C from '~types/contract/paper'
import { exam } from '~types/endpoints/exam'
import { canJoin, hasOpenSitting, ownRecord } from './store/records'
import { examGoods, listeningOf } from './store/exams'
import type { PaperTools } from './shared'

export async function downloadRoutes(fastify: FastifyInstance, ctx: AppContext & { paper: PaperTools }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { kdb: db, paper: tools } = ctx

  route(app, exam.listeningDownload, { schema: { query: C.ListeningDownloadQuery, response: C.ListeningDownload }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { kind, record_id: rid } = req.query
    const r = await ownRecord(db, uid, kind, rid)
    const goods = await examGoods(db, kind, r.exam_id)
    if (!goods) throw notFound('试卷不存在')
    if (!(await canJoin(db, uid, kind, goods))) throw fail('请先购买后再下载')
    if (r.state === 'doing') throw fail('交卷后才能下载听力音频')
    if (await hasOpenSitting(db, uid, kind, r.exam_id)) throw fail('考试进行中，交卷后才能下载听力音频')
    const ids = JSON.parse(r.question_ids) as number[]
    const items = await listeningOf(db, ids)
    if (!items.length) throw fail('本次考试没有听力题')
    const sign = tools.audioUrl(uid)
    return ok({
      title: goods.name,
      items: items.map((q) => ({ question_id: q.id, number: ids.indexOf(q.id) + 1, duration: q.audio_seconds, url: sign(q.audio_file) }))
    })
  })
}
