/**
 * 问答 in the console (ours: MeEdu's add-on admin is closed): learners' answers to hide, show again or
 * delete, through the content add-ons' shared review. An accepted answer (its bounty paid) is never
 * deleted: it may be hidden.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminWenda as T } from '~types/endpoints/admin/addons/wenda'
import { registerCommentReview } from '../contentConsole'
import * as store from './store/admin'

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb
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
