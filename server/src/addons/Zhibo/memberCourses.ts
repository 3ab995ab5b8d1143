import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { Db } from '../../db/kysely'
import { ok } from '../../http/envelope'
import { shapeC } from '../../http/paging'
import * as C from '~types/contract/live'
import { sizeOf } from '../common'
import { boughtCoursePage, shownCourse, watchedCoursePage, type CourseRow } from './store'
import { listItem, memberCourse } from './views'
import { route } from '../../http/route'
import { live } from '~types/endpoints/live'


/**
 * The learning tab's live courses: `/member/courses` (订阅: bought, newest purchase first) and
 * `/member/courses/learned` (在学: every course with a watched session, most recently watched first).
 */
export async function memberCourseRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb
  route(app, live.memberCourses, { schema: { query: C.LiveListQuery, response: C.LiveMemberCourses }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { total, rows } = await boughtCoursePage(db, uid, req.query.page, size)
    return ok(shapeC(await Promise.all(rows.map((c) => memberCourse(db, uid, c))), total))
  })

  route(app, live.learnedCourses, { schema: { query: C.LiveListQuery, response: C.LiveMemberCourses }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { total, rows } = await watchedCoursePage(db, uid, req.query.page, size)
    return ok(shapeC(await Promise.all(rows.map((c) => memberCourse(db, uid, c))), total))
  })
}

/**
 * MeEdu's h5 live block (admin "live-v1"): config `{title, items}` with the chosen course ids (or MeEdu's
 * stored `{id}` objects), answered with the current course cards (hidden courses left out), as the vod
 * block is refreshed server-side.
 */
export async function liveBlock(db: Db, config: Record<string, unknown>): Promise<C.LiveBlockRender> {
  const ids = (Array.isArray(config.items) ? config.items : [])
    .map((i: unknown) => (typeof i === 'object' && i !== null ? (i as { id?: unknown }).id : i))
    .filter((n): n is number => Number.isInteger(n))
  // The studio's order, except that a course on air comes first (sort is stable).
  const courses = (await Promise.all(ids.map((id) => shownCourse(db, id)))).filter((c): c is CourseRow => !!c)
  const items = (await Promise.all(courses.map((c) => listItem(db, c)))).sort((a, b) => Number(b.status === 1) - Number(a.status === 1))
  return { title: typeof config.title === 'string' ? config.title : '', items }
}
