/**
 * 问答 in the console (ours: MeEdu's add-on admin is closed): questions with their bounties and who was paid
 * (read only: the bounty moves only by the asker's accept), and learners' answers to hide, show again or
 * delete, through the content add-ons' shared review. An accepted answer (its bounty paid) is never
 * deleted: it may be hidden.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminWenda as T } from '~types/endpoints/admin/addons/wenda'
import { registerCommentReview } from '../contentConsole'
import { adminRoute } from '../../admin/route'
import { mobileFor } from '../../admin/forms'
import { AdminWendaQuestionList, WendaQuestionQuery } from '~types/contract/admin/addons/contentReview'
import * as store from './store/admin'
import { adminQuestionView } from './views'

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  adminRoute(app, db, T.questions, { schema: { query: WendaQuestionQuery, response: AdminWendaQuestionList } }, async (req) => {
    const { page = 1, size = 10, status } = req.query
    const { rows, total } = await store.questionPage(db, { status, keywords: req.query.keywords?.trim() || undefined }, page, size)
    const data = rows.map((q) => adminQuestionView(q, mobileFor(req.admin, q.mobile ?? '')))
    return { data, total }
  })

  registerCommentReview(app, ctx, { list: T.answers, review: T.reviewAnswers }, {
    comments: 'wenda_answers',
    goodsColumn: 'question_id',
    goods: 'wenda_questions',
    goodsTitle: 'title',
    threaded: false,
    dependents: [
      { table: 'wenda_votes', column: 'answer_id' },
      { table: 'wenda_answer_comments', column: 'answer_id' }
    ],
    module: 'addons.Wenda',
    afterChange: (ids) => store.recountAnswers(db, ids),
    refuseDelete: async (ids) => ((await store.acceptedAmong(db, ids)) ? '已被采纳的回答不能删除（悬赏已发放），可以隐藏' : undefined)
  })
}
