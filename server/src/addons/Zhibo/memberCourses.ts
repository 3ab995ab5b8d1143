import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { DB } from '../../db/db'
import { ok } from '../../http/envelope'
import { pageQuery, shapeC } from '../../http/paging'
import * as C from '../../../../types/contract/live'
import { sizeOf } from '../common'
import { courseState, hasLiveCourse, listItem, type CourseRow } from './store'
import { route } from '../../http/route'
import { live } from '../../../../types/endpoints/live'


/** One row of the learner's live courses, in MeEdu's member-course shape (ADDONS 2). */
function memberCourse(db: DB, uid: number, c: CourseRow): C.LiveMemberCourse {
  const watched = db
    .prepare(
      `SELECT COUNT(DISTINCT r.video_id) AS n,
              (SELECT r2.video_id FROM live_watch_records r2 JOIN live_videos v2 ON v2.id = r2.video_id WHERE r2.user_id = ? AND v2.course_id = ?
               ORDER BY r2.updated_at DESC, r2.video_id DESC LIMIT 1) AS video_id
       FROM live_watch_records r JOIN live_videos v ON v.id = r.video_id WHERE r.user_id = ? AND v.course_id = ?`
    )
    .get(uid, c.id, uid, c.id) as { video_id: number | null; n: number }
  // The next class: the one on air, else the first still to come.
  const next = db
    .prepare('SELECT id, title, published_at FROM live_videos WHERE course_id = ? AND status IN (0, 1) ORDER BY status DESC, published_at, id LIMIT 1')
    .get(c.id) as C.LiveNextVideo | undefined
  const { status, videos_count } = courseState(db, c.id)
  return {
    id: c.id,
    course_id: c.id,
    video_id: watched.video_id ?? 0,
    is_subscribe: hasLiveCourse(db, uid, c.id) ? 1 : 0,
    learned_count: watched.n,
    course: { id: c.id, title: c.title, thumb: c.thumb, status, videos_count, next_video: next ?? [] }
  }
}

/**
 * The learning tab's live courses: `/member/courses` (订阅: bought, newest purchase first) and
 * `/member/courses/learned` (在学: every course with a watched session, most recently watched first).
 */
export async function memberCourseRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx
  route(app, live.memberCourses, { schema: { query: C.LiveListQuery, response: C.LiveMemberCourses }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { total, rows } = pageQuery<CourseRow>(
      db,
      { select: 'c.*', from: 'user_live_courses u JOIN live_courses c ON c.id = u.course_id WHERE u.user_id = ? AND c.is_show = 1', order: 'u.created_at DESC, c.id DESC', args: [uid] },
      req.query.page,
      size
    )
    return ok(shapeC(rows.map((c) => memberCourse(db, uid, c)), total))
  })

  route(app, live.learnedCourses, { schema: { query: C.LiveListQuery, response: C.LiveMemberCourses }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { total, rows } = pageQuery<CourseRow>(
      db,
      {
        select: 'c.*',
        from: `live_courses c JOIN (SELECT v.course_id, MAX(r.updated_at) AS at FROM live_watch_records r JOIN live_videos v ON v.id = r.video_id
               WHERE r.user_id = ? GROUP BY v.course_id) w ON w.course_id = c.id WHERE c.is_show = 1`,
        order: 'w.at DESC, c.id DESC',
        args: [uid]
      },
      req.query.page,
      size
    )
    return ok(shapeC(rows.map((c) => memberCourse(db, uid, c)), total))
  })
}

/**
 * MeEdu's h5 live block (admin "live-v1"): config `{title, items}` with the chosen course ids (or MeEdu's
 * stored `{id}` objects), answered with the current course cards (hidden courses left out), as the vod
 * block is refreshed server-side.
 */
export function liveBlock(db: DB, config: Record<string, unknown>): C.LiveBlockRender {
  const ids = (Array.isArray(config.items) ? config.items : [])
    .map((i: unknown) => (typeof i === 'object' && i !== null ? (i as { id?: unknown }).id : i))
    .filter((n): n is number => Number.isInteger(n))
  const items = ids
    .map((id) => db.prepare('SELECT * FROM live_courses WHERE id = ? AND is_show = 1').get(id) as CourseRow | undefined)
    .filter((c): c is CourseRow => !!c)
    .map((c) => listItem(db, c))
  return { title: typeof config.title === 'string' ? config.title : '', items }
}
