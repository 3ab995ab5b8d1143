import { defineSubscribeKind, deliverDue, thing } from '../../system/subscribe'
import type { AppContext } from '../../context'
import type { Db } from '../../db/kysely'
import { beijing } from '../../lib/time'
import { fail } from '../../http/envelope'
import { findCourse, hasUpcomingSession, sessionStartedSince } from './store'

/**
 * "Live class starts" (docs/API.md "Subscribe messages"): a learner subscribes on a live course's page to
 * its next session; the message goes once a session of that course scheduled after the subscription has
 * reached its start on the server clock.
 */
defineSubscribeKind('live_start', {
  addon: 'Zhibo',
  async accept(db: Db, _userId, courseId) {
    await findCourse(db, courseId)
    if (!(await hasUpcomingSession(db, courseId, beijing()))) throw fail('这门直播课暂无待开播的课节')
  },
  async due(db: Db, row) {
    const session = await sessionStartedSince(db, row.target_id, row.created_at, beijing())
    if (!session) return null
    return {
      page: `packageA/live/show?id=${row.target_id}`,
      data: { thing1: thing(session.course), thing2: thing(session.title), time3: { value: session.published_at.slice(0, 16) } }
    }
  }
})

/** Part of the add-on's tick. */
export const sendLiveStarts = (ctx: AppContext) => deliverDue(ctx, 'live_start')
