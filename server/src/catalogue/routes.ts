import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { CommentBody, EmptyData, Flag, IdParams } from '~types/contract/common'
import * as C from '~types/contract/catalogue'
import type { AppContext } from '../context'
import { checkUserText } from '../providers/contentCheck'
import { ok, notFound, fail } from '../http/envelope'
import { canStudyCourse, canWatch } from './access'
import { touchCourseRecord } from './courseRecords'
import { shapeA, shapeC } from '../http/paging'
import { plainText } from '../lib/text'
import { route } from '../http/route'
import { addComment, allCategories, allRoles, attachmentsOf, boughtVideos, chaptersOf, commentsOf, coursePage, coursesTitled, findCourse, findVideo, likesCourse, progressOf, publishedVideosOf, roleOf, search, toggleLike, videoPage, withCategory } from './store'
import { categoryTree, commentsView, highlight, listCourse, publicVideo, roleView, videosByChapter } from './views'
import { catalogue } from '~types/endpoints/catalogue'
import { pathOf } from '~types/endpoints/endpoint'

/** MeEdu's CommentRequest: a comment of at least 6 characters. */
const COMMENT_MIN = 6

export async function catalogueRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb
  const contents = async (courseId: number) => ({ chapters: await chaptersOf(db, courseId), videos: videosByChapter(await publishedVideosOf(db, courseId)) })

  route(app, catalogue.categories, { schema: { response: C.Categories }, publicCache: true }, async () => {
    return ok(categoryTree(await allCategories(db)))
  })

  route(app, catalogue.courses, { schema: { query: C.CoursesQuery, response: C.CoursesPage }, publicCache: true }, async (req) => {
      const q = req.query
      const { total, rows } = await coursePage(db, q)
      return ok(shapeA(rows.map(listCourse), total, q.page, q.page_size, `${ctx.publicUrl}${pathOf(catalogue.courses)}`))
    })

  route(app, catalogue.courseDetail, { schema: { params: IdParams, response: C.CourseDetail }, publicCache: true }, async (req) => {
    const uid = req.learner
    const course = await findCourse(db, req.params.id)
    const { chapters, videos } = await contents(course.id)
    const videosCount = Object.values(videos).reduce((n, l) => n + l.length, 0)
    return ok({
      course: await withCategory(db, { ...course, videos_count: videosCount }),
      chapters,
      videos,
      // MeEdu's isBuyCourse: bought, a free course, or an active VIP (a visitor: false).
      isBuy: uid !== null && (await canStudyCourse(db, uid, course)),
      isCollect: uid !== null && (await likesCourse(db, uid, course.id)),
      videoWatchedProgress: await progressOf(db, uid, course.id),
      attach: await attachmentsOf(db, course.id),
      buyVideos: await boughtVideos(db, uid, course.id)
    })
  })

  // Comments on courses and lessons: read by anyone; posted as plain text by a learner who may study it
  // (MeEdu's courseCanComment / videoCanComment), at least COMMENT_MIN characters of text.
  const commentTargets = {
    course: (id: number) => findCourse(db, id),
    video: (id: number) => findVideo(db, id)
  }
  const mayComment = async (target: 'course' | 'video', id: number, uid: number) => {
    if (target === 'course') return canStudyCourse(db, uid, await findCourse(db, id))
    const video = await findVideo(db, id)
    return canWatch(db, uid, await findCourse(db, video.course_id), video.id)
  }
  const commentEndpoints = {
    course: { list: catalogue.courseComments, post: catalogue.commentCourse },
    video: { list: catalogue.videoComments, post: catalogue.commentVideo }
  }
  for (const [target, find] of Object.entries(commentTargets) as ['course' | 'video', (id: number) => Promise<unknown>][]) {
    route(app, commentEndpoints[target].list, { schema: { params: IdParams, response: C.CourseComments } }, async (req) => {
      await find(req.params.id)
      return ok(commentsView(await commentsOf(db, target, req.params.id)))
    })
    route(app, commentEndpoints[target].post, { schema: { params: IdParams, body: CommentBody, response: EmptyData }, auth: 'required' }, async (req) => {
      const uid = req.learner
      if (!(await mayComment(target, req.params.id, uid))) throw fail(target === 'course' ? '购买课程后才能评论' : '购买后才能评论')
      const content = plainText(req.body.content)
      if (!content) throw fail('请输入评论内容')
      if ([...content].length < COMMENT_MIN) throw fail(`评论内容不能少于${COMMENT_MIN}个字`)
      await checkUserText(ctx, uid, [content], 2)
      await addComment(db, target, req.params.id, uid, content)
      return ok([])
    })
  }

  // Toggles the favourite; data is the new state as MeEdu answers it: 1 liked, 0 not (CONTRACT 2.3).
  route(app, catalogue.likeCourse, { schema: { params: IdParams, response: Flag }, auth: 'required' }, async (req) => {
    const uid = req.learner
    await findCourse(db, req.params.id)
    return ok((await toggleLike(db, uid, req.params.id)) ? (1 as const) : (0 as const))
  })

  route(app, catalogue.videoDetail, { schema: { params: IdParams, response: C.VideoDetail } }, async (req) => {
    const uid = req.learner
    const video = await findVideo(db, req.params.id)
    const course = await findCourse(db, video.course_id)
    const { chapters, videos } = await contents(course.id)
    const isWatch = await canWatch(db, uid, course, video.id)
    // Opening a lesson one may watch puts the course in the learning history (MeEdu's VideoController@detail).
    if (isWatch && uid !== null) await touchCourseRecord(db, uid, course.id)
    return ok({
      video: publicVideo(video),
      videos,
      chapters,
      course: await withCategory(db, { ...course, videos_count: Object.values(videos).reduce((n, l) => n + l.length, 0) }),
      is_watch: isWatch,
      video_watched_progress: await progressOf(db, uid, course.id),
      buy_videos: await boughtVideos(db, uid, course.id)
    })
  })

  route(app, catalogue.roles, { schema: { response: Type.Array(C.Role) } }, async () => ok((await allRoles(db)).map(roleView)))
  route(app, catalogue.role, { schema: { params: IdParams, response: C.Role } }, async (req) => {
    const r = await roleOf(db, req.params.id)
    if (!r) throw notFound()
    return ok(roleView(r))
  })

  // MeEdu's v2 title search (SearchController@index): up to 10 published courses, newest first.
  route(app, catalogue.searchV2, { schema: { query: C.SearchV2Query, response: C.SearchV2 } }, async (req) => {
    const keywords = (req.query.keywords ?? '').trim()
    if (!keywords) throw fail('请输入关键字')
    const rows = await coursesTitled(db, keywords)
    return ok({ data: rows.map(listCourse), keywords })
  })

  // MeEdu's video list (VideoController@paginate): published lessons of shown courses, newest first.
  route(app, catalogue.videos, { schema: { query: C.VideosQuery, response: C.VideosPage } }, async (req) => {
    const { page, page_size } = req.query
    const { total, rows } = await videoPage(db, page, page_size)
    return ok(shapeA(rows.map(publicVideo), total, page, page_size, `${ctx.publicUrl}${pathOf(catalogue.videos)}`))
  })

  // Search over courses and lessons (v3, shape C); `p` is the matched snippet, the match in <em>.
  route(app, catalogue.search, { schema: { query: C.SearchQuery, response: C.SearchPage } }, async (req) => {
      const q = req.query
      const kw = (q.keywords ?? '').trim()
      if (!kw) throw fail('请输入关键字')
      const all = !q.type || q.type === '0'
      const found = await search(db, kw, { courses: all || q.type === 'vod', videos: all || q.type === 'video' }, q.page, q.size)
      if (!found) return ok(shapeC([], 0))
      const { total, rows } = found
      return ok(shapeC(rows.map((r) => ({ ...r, p: highlight(`${r.title} ${r.short_desc}`, kw) })), total))
    })
}
