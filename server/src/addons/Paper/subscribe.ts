import type { AppContext } from '../../context'
import { defineSubscribeKind, deliverDue, thing } from '../../system/subscribe'
import { fail } from '../../http/envelope'
import { beijing } from '../../lib/time'
import { examTitle, gradedRecord, recordStateOf } from './store/records'

/**
 * "Exam graded" (docs/API.md "Subscribe messages"): after handing in a paper (or mock paper) whose essays
 * a teacher grades later, the learner subscribes to that sitting; the message goes once it is graded.
 */
defineSubscribeKind('exam_graded', {
  addon: 'Paper',
  async accept(db, userId, recordId) {
    const r = await recordStateOf(db, recordId, userId)
    if (!r) throw fail('考试记录不存在')
    if (r.state !== 'grading') throw fail('这次考试无需等待阅卷')
  },
  async due(db, row) {
    const r = await gradedRecord(db, row.target_id)
    if (!r) return null
    const title = (await examTitle(db, r.kind, r.exam_id)) ?? '考试'
    return {
      page: `packageA/paper/show?id=${r.exam_id}${r.kind === 'mock' ? '&kind=mock' : ''}`,
      data: { thing1: thing(title), number2: { value: String(r.score) }, time3: { value: beijing().slice(0, 16) } }
    }
  }
})

/** Part of the add-on's tick. */
export const sendGradedExams = (ctx: AppContext) => deliverDue(ctx, 'exam_graded')
