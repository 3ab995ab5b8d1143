/** Course and lesson comments (MeEdu 4.9.13: CourseCommentController, VideoCommentController; the review is ours). */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { adminComments } from '~types/endpoints/admin/comments'
import * as C from '~types/contract/admin/comments'
import { EmptyData } from '~types/contract/common'
import { fail } from '../../http/envelope'
import { adminRoute } from '../route'
import type { Staff } from '../sessions'
import { mobileFor, paginated } from '../forms'
import * as store from './store'
import { courseCommentView, videoCommentView } from './views'

const EMPTY: [] = []

export async function commentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  /** MeEdu's answer: the page of comments and `users`, each author once, keyed by id. */
  const withUsers = async <T extends { user_id: number }>(req: FastifyRequest & { admin: Staff }, rows: T[], total: number, q: { page?: number; size?: number }) => {
    const users = await store.authors(db, [...new Set(rows.map((r) => r.user_id))])
    return {
      data: paginated(req, ctx.publicUrl, rows, total, q.page ?? 1, q.size ?? 10),
      users: Object.fromEntries(users.map((u) => [String(u.id), { ...u, mobile: mobileFor(req.admin, u.mobile) }]))
    }
  }

  adminRoute(app, db, adminComments.courseComments, { schema: { query: C.CourseCommentQuery, response: C.CourseCommentList } }, async (req) => {
    const { page = 1, size = 10, ...filter } = req.query
    const { rows, total } = await store.courseComments(db, filter, page, size)
    return withUsers(req, rows.map(courseCommentView), total, req.query)
  })

  adminRoute(app, db, adminComments.videoComments, { schema: { query: C.VideoCommentQuery, response: C.VideoCommentList } }, async (req) => {
    const { page = 1, size = 10, ...filter } = req.query
    const { rows, total } = await store.videoComments(db, filter, page, size)
    return withUsers(req, rows.map(videoCommentView), total, req.query)
  })

  /** Every id a comment on `target`, or nothing is changed. */
  const known = async (target: 'course' | 'video', ids: number[]) => {
    const unique = [...new Set(ids)]
    if ((await store.knownComments(db, target, unique)).length !== unique.length) throw fail('评论不存在')
    return unique
  }

  for (const [target, del, check, module] of [
    ['course', adminComments.deleteCourseComments, adminComments.checkCourseComments, 'vod-comment'],
    ['video', adminComments.deleteVideoComments, adminComments.checkVideoComments, 'vod-video-comment']
  ] as const) {
    adminRoute(app, db, del, { schema: { body: C.CommentIdsBody, response: EmptyData }, log: { module, opt: 'DESTROY' } }, async (req) => {
      await store.deleteComments(db, await known(target, req.body.ids))
      return EMPTY
    })
    adminRoute(app, db, check, { schema: { body: C.CommentCheckBody, response: EmptyData }, log: { module, opt: 'UPDATE' } }, async (req) => {
      await store.checkComments(db, await known(target, req.body.ids), req.body.action)
      return EMPTY
    })
  }
}
