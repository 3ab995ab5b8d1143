import type { AppContext } from '../../context'
import { defineSubscribeKind, deliverDue, thing } from '../../system/subscribe'
import { fail } from '../../http/envelope'
import { findAssignment, newestTake } from './store'
import { personOf } from './views'

/**
 * "Homework reviewed" (docs/API.md "Subscribe messages"): after handing in a take, the learner subscribes
 * to the assignment; the message goes once the teacher's review of a take newer than the subscription
 * arrives (the review route delivers it at once).
 */
defineSubscribeKind('homework_reviewed', {
  addon: 'Homework',
  async accept(db, userId, assignmentId) {
    const a = await findAssignment(db, assignmentId)
    if (!a || a.user_id !== userId) throw fail('作业不存在')
    if (a.status !== 'submitted') throw fail('这份作业没有等待点评的录音')
  },
  async due(db, row) {
    const take = await newestTake(db, row.target_id)
    const a = await findAssignment(db, row.target_id)
    if (!a || !take?.reviewed_at || take.reviewed_at < row.created_at) return null
    return {
      page: `packageB/homework/show?id=${a.id}`,
      data: { thing1: thing(a.title), thing2: thing((await personOf(db, a.teacher_id)).nick_name), time3: { value: take.reviewed_at.slice(0, 16) } }
    }
  }
})

/** Called by the review route, the moment a review arrives. */
export const sendReviewedHomework = (ctx: AppContext, log: (err: unknown) => void) => deliverDue(ctx, 'homework_reviewed', log)
