import { defineSubscribeKind, deliverDue, thing } from '../../system/subscribe'
import type { AppContext } from '../../context'
import { beijing } from '../../lib/time'
import { fail } from '../../http/envelope'
import { findCourse } from './store'

/**
 * "Live class starts" (docs/API.md "Subscribe messages"): a learner subscribes on a live course's page to
 * its next session; the message goes once a session of that course scheduled after the subscription has
 * reached its start on the server clock.
 */
defineSubscribeKind('live_start', {
  addon: 'Zhibo',
  accept(db, _userId, courseId) {
    findCourse(db, courseId)
    const upcoming = db.prepare('SELECT 1 FROM live_videos WHERE course_id = ? AND status = 0 AND published_at > ?').get(courseId, beijing())
    if (!upcoming) throw fail('这门直播课暂无待开播的课节')
  },
  due(db, row) {
    const session = db
      .prepare('SELECT v.title, v.published_at, c.title AS course FROM live_videos v JOIN live_courses c ON c.id = v.course_id WHERE v.course_id = ? AND v.published_at > ? AND v.published_at <= ? ORDER BY v.published_at LIMIT 1')
      .get(row.target_id, row.created_at, beijing()) as { title: string; published_at: string; course: string } | undefined
    if (!session) return null
    return {
      page: `packageA/live/show?id=${row.target_id}`,
      data: { thing1: thing(session.course), thing2: thing(session.title), time3: { value: session.published_at.slice(0, 16) } }
    }
  }
})

/** Part of the add-on's tick. */
export const sendLiveStarts = (ctx: AppContext) => deliverDue(ctx, 'live_start')
