import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Static } from 'typebox'
import { CommentBody, EmptyData, Flag, IdParams } from '../../../types/contract/common'
import * as C from '../../../types/contract/catalogue'
import type { AppContext } from '../context'
import type { DB } from '../db/db'
import { checkUserText } from '../providers/contentCheck'
import { ok, notFound, fail } from '../http/envelope'
import { canStudyCourse, canWatch, type CourseRow, type VideoRow } from './access'
import { beijing } from '../lib/time'
import { touchCourseRecord } from '../learning/courseRecords'
import { shapeA, shapeC, offsetOf, pageQuery } from '../http/paging'
import { plainText, renderText } from '../lib/text'
import { route } from '../http/route'
import { catalogue } from '../../../types/endpoints/catalogue'

/** MeEdu's CommentRequest: a comment of at least 6 characters. */
const COMMENT_MIN = 6

const COURSE_LIST_FIELDS = `c.id, c.title, c.slug, c.thumb, c.charge, c.short_description, c.published_at, c.is_rec, c.is_show,
  c.user_count, c.category_id, c.is_free, c.created_at,
  (SELECT COUNT(*) FROM videos v WHERE v.course_id = c.id) AS videos_count,
  cat.name AS category_name, cat.parent_id AS category_parent_id`

type Course = C.Course
type CourseDetail = C.CourseDetail
type ListRow = Omit<Course, 'category'> & { category_name: string; category_parent_id: number }

/** A list row with its category folded in (one query for the page, not one per course). */
function listCourse(r: ListRow): Course {
  const { category_name, category_parent_id, ...course } = r
  return { ...course, category: { id: r.category_id, name: category_name, parent_id: category_parent_id, children: [] } }
}

export function withCategory<T extends { category_id: number }>(db: DB, course: T): T & { category: Course['category'] } {
  const cat = db.prepare('SELECT id, name, parent_id FROM categories WHERE id = ?').get(course.category_id) as { id: number; name: string; parent_id: number } | undefined
  return { ...course, category: cat ? { ...cat, children: [] } : null }
}

export function findCourse(db: DB, id: number): CourseRow {
  // Hidden courses and courses to be published later do not exist for learners (MeEdu's course scopes).
  const c = db.prepare('SELECT * FROM courses WHERE id = ? AND is_show = 1 AND published_at <= ?').get(id, beijing()) as CourseRow | undefined
  if (!c) throw notFound()
  return c
}

export function findVideo(db: DB, id: number): VideoRow {
  const v = db.prepare('SELECT * FROM videos WHERE id = ? AND published_at <= ?').get(id, beijing()) as VideoRow | undefined
  if (!v) throw notFound()
  return v
}

/** Video object as MeEdu sends it (MODEL_VIDEO_FIELD): never the media path. */
export function publicVideo(v: VideoRow) {
  const { media: _media, sort: _sort, ...rest } = v
  return rest
}

/** Chapters and videos keyed by chapter id (key 0: videos without a chapter), as MeEdu sends them. */
function chaptersAndVideos(db: DB, courseId: number) {
  const chapters = db.prepare('SELECT id, course_id, title FROM chapters WHERE course_id = ? ORDER BY sort, id').all(courseId) as Static<typeof C.Chapter>[]
  const videos = db.prepare('SELECT * FROM videos WHERE course_id = ? AND published_at <= ? ORDER BY sort, id').all(courseId, beijing()) as VideoRow[]
  const byChapter: Record<string, ReturnType<typeof publicVideo>[]> = {}
  for (const v of videos) (byChapter[v.chapter_id] ??= []).push(publicVideo(v))
  return { chapters, videos: byChapter }
}

type Progress = Static<typeof C.WatchProgress>

/** The learner's records in a course by lesson id; `[]` when there are none (MeEdu sends PHP's empty array). */
function progressOf(db: DB, userId: number | null, courseId: number): Record<string, Progress> | [] {
  if (userId === null) return []
  const rows = db
    .prepare('SELECT rowid AS id, user_id, course_id, video_id, watch_seconds, watched_at, created_at, updated_at FROM video_records WHERE user_id = ? AND course_id = ?')
    .all(userId, courseId) as Progress[]
  return rows.length ? Object.fromEntries(rows.map((r) => [String(r.video_id), r])) : []
}

const boughtVideos = (db: DB, userId: number | null, courseId: number) =>
  userId === null
    ? []
    : (db.prepare('SELECT uv.video_id FROM user_videos uv JOIN videos v ON v.id = uv.video_id WHERE uv.user_id = ? AND v.course_id = ?').pluck().all(userId, courseId) as number[])

function commentsOf(db: DB, target: 'course' | 'video', id: number) {
  const comments = db
    .prepare("SELECT id, user_id, content AS render_content, created_at, '' AS ip, '' AS ip_province FROM comments WHERE target = ? AND target_id = ? ORDER BY id DESC LIMIT 200")
    .all(target, id) as Static<typeof C.CourseComments>['comments']
  const ids = [...new Set(comments.map((c) => c.user_id))]
  const users = ids.length
    ? (db.prepare(`SELECT id, avatar, nick_name FROM users WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as { id: number; avatar: string; nick_name: string }[])
    : []
  // Stored as text; MeEdu clients insert render_content as HTML (text.ts).
  return { comments: comments.map((c) => ({ ...c, render_content: renderText(c.render_content) })), users: Object.fromEntries(users.map((u) => [u.id, u])) }
}

export async function catalogueRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  route(app, catalogue.categories, { schema: { response: C.Categories } }, async () => {
    const all = db.prepare('SELECT id, name, parent_id FROM categories ORDER BY sort, id').all() as { id: number; name: string; parent_id: number }[]
    return ok(all.filter((c) => c.parent_id === 0).map((c) => ({ ...c, children: all.filter((x) => x.parent_id === c.id) })))
  })

  route(app, catalogue.courses, { schema: { query: C.CoursesQuery, response: C.CoursesPage } }, async (req) => {
      const q = req.query
      const where = ['c.is_show = 1', 'c.published_at <= ?']
      const args: unknown[] = [beijing()]
      if (q.category_id) {
        where.push('(c.category_id = ? OR c.category_id IN (SELECT id FROM categories WHERE parent_id = ?))')
        args.push(q.category_id, q.category_id)
      }
      if (q.scene === 'free') where.push('c.is_free = 1')
      if (q.scene === 'rec') where.push('c.is_rec = 1')
      const order = q.scene === 'sub' ? 'c.user_count DESC, c.id DESC' : 'c.published_at DESC, c.id DESC'
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM courses c WHERE ${where.join(' AND ')}`).get(...args) as { n: number }).n
      const rows = db
        .prepare(`SELECT ${COURSE_LIST_FIELDS} FROM courses c JOIN categories cat ON cat.id = c.category_id WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ? OFFSET ?`)
        .all(...args, q.page_size, offsetOf(q.page, q.page_size)) as ListRow[]
      return ok(shapeA(rows.map(listCourse), total, q.page, q.page_size, `${ctx.publicUrl}/api/v2/courses`))
    })

  route(app, catalogue.courseDetail, { schema: { params: IdParams, response: C.CourseDetail } }, async (req) => {
    const uid = req.learner
    const course = findCourse(db, req.params.id)
    const { chapters, videos } = chaptersAndVideos(db, course.id)
    const videosCount = Object.values(videos).reduce((n, l) => n + l.length, 0)
    return ok({
      course: withCategory(db, { ...course, videos_count: videosCount }),
      chapters,
      videos,
      // MeEdu's isBuyCourse: bought, a free course, or an active VIP (a visitor: false).
      isBuy: uid !== null && canStudyCourse(db, uid, course),
      isCollect: uid !== null && !!db.prepare('SELECT 1 FROM course_likes WHERE user_id = ? AND course_id = ?').get(uid, course.id),
      videoWatchedProgress: progressOf(db, uid, course.id),
      attach: db.prepare('SELECT id, name, size, extension FROM attachments WHERE course_id = ?').all(course.id) as CourseDetail['attach'],
      buyVideos: boughtVideos(db, uid, course.id)
    })
  })

  // Comments on courses and lessons: read by anyone; posted as plain text by a learner who may study it
  // (MeEdu's courseCanComment / videoCanComment), at least COMMENT_MIN characters of text.
  const commentTargets = {
    course: (id: number) => findCourse(db, id),
    video: (id: number) => findVideo(db, id)
  }
  const mayComment = (target: 'course' | 'video', id: number, uid: number) => {
    if (target === 'course') return canStudyCourse(db, uid, findCourse(db, id))
    const video = findVideo(db, id)
    return canWatch(db, uid, findCourse(db, video.course_id), video.id)
  }
  const commentEndpoints = {
    course: { list: catalogue.courseComments, post: catalogue.commentCourse },
    video: { list: catalogue.videoComments, post: catalogue.commentVideo }
  }
  for (const [target, find] of Object.entries(commentTargets) as ['course' | 'video', (id: number) => unknown][]) {
    route(app, commentEndpoints[target].list, { schema: { params: IdParams, response: C.CourseComments } }, async (req) => {
      find(req.params.id)
      return ok(commentsOf(db, target, req.params.id))
    })
    route(app, commentEndpoints[target].post, { schema: { params: IdParams, body: CommentBody, response: EmptyData }, auth: 'required' }, async (req) => {
      const uid = req.learner
      if (!mayComment(target, req.params.id, uid)) throw fail(target === 'course' ? '购买课程后才能评论' : '购买后才能评论')
      const content = plainText(req.body.content)
      if (!content) throw fail('请输入评论内容')
      if ([...content].length < COMMENT_MIN) throw fail(`评论内容不能少于${COMMENT_MIN}个字`)
      await checkUserText(ctx, uid, [content], 2)
      db.prepare('INSERT INTO comments (target, target_id, user_id, content, created_at) VALUES (?, ?, ?, ?, ?)').run(target, req.params.id, uid, content, beijing())
      return ok([])
    })
  }

  // Toggles the favourite; data is the new state as MeEdu answers it: 1 liked, 0 not (CONTRACT 2.3).
  route(app, catalogue.likeCourse, { schema: { params: IdParams, response: Flag }, auth: 'required' }, async (req) => {
    const uid = req.learner
    findCourse(db, req.params.id)
    return ok(
      db.transaction(() => {
        const removed = db.prepare('DELETE FROM course_likes WHERE user_id = ? AND course_id = ?').run(uid, req.params.id).changes
        if (removed) return 0 as const
        db.prepare('INSERT INTO course_likes (user_id, course_id, created_at) VALUES (?, ?, ?)').run(uid, req.params.id, beijing())
        return 1 as const
      })()
    )
  })

  route(app, catalogue.videoDetail, { schema: { params: IdParams, response: C.VideoDetail } }, async (req) => {
    const uid = req.learner
    const video = findVideo(db, req.params.id)
    const course = findCourse(db, video.course_id)
    const { chapters, videos } = chaptersAndVideos(db, course.id)
    const isWatch = canWatch(db, uid, course, video.id)
    // Opening a lesson one may watch puts the course in the learning history (MeEdu's VideoController@detail).
    if (isWatch && uid !== null) touchCourseRecord(db, uid, course.id)
    return ok({
      video: publicVideo(video),
      videos,
      chapters,
      course: withCategory(db, { ...course, videos_count: Object.values(videos).reduce((n, l) => n + l.length, 0) }),
      is_watch: isWatch,
      video_watched_progress: progressOf(db, uid, course.id),
      buy_videos: boughtVideos(db, uid, course.id)
    })
  })

  type RoleRow = Omit<C.Role, 'desc_rows'> & { desc_rows: string }
  const role = (r: RoleRow): C.Role => ({ ...r, desc_rows: JSON.parse(r.desc_rows) as string[] })
  route(app, catalogue.roles, { schema: { response: Type.Array(C.Role) } }, async () =>
    ok((db.prepare('SELECT id, name, charge, expire_days, desc_rows FROM roles ORDER BY sort, id').all() as RoleRow[]).map(role)))
  route(app, catalogue.role, { schema: { params: IdParams, response: C.Role } }, async (req) => {
    const r = db.prepare('SELECT id, name, charge, expire_days, desc_rows FROM roles WHERE id = ?').get(req.params.id) as RoleRow | undefined
    if (!r) throw notFound()
    return ok(role(r))
  })

  // MeEdu's v2 title search (SearchController@index): up to 10 published courses, newest first.
  route(app, catalogue.searchV2, { schema: { query: C.SearchV2Query, response: C.SearchV2 } }, async (req) => {
    const keywords = (req.query.keywords ?? '').trim()
    if (!keywords) throw fail('请输入关键字')
    const rows = db
      .prepare(
        `SELECT ${COURSE_LIST_FIELDS} FROM courses c JOIN categories cat ON cat.id = c.category_id
         WHERE c.is_show = 1 AND c.published_at <= ? AND c.title LIKE ? ESCAPE '\\' ORDER BY c.published_at DESC, c.id DESC LIMIT 10`
      )
      .all(beijing(), likePattern(keywords)) as ListRow[]
    return ok({ data: rows.map(listCourse), keywords })
  })

  // MeEdu's video list (VideoController@paginate): published lessons of shown courses, newest first.
  route(app, catalogue.videos, { schema: { query: C.VideosQuery, response: C.VideosPage } }, async (req) => {
    const { page, page_size } = req.query
    const now = beijing()
    const { total, rows } = pageQuery<VideoRow>(
      db,
      { select: 'v.*', from: 'videos v JOIN courses c ON c.id = v.course_id WHERE v.published_at <= ? AND c.is_show = 1 AND c.published_at <= ?', order: 'v.published_at DESC, v.id DESC', args: [now, now] },
      page,
      page_size
    )
    return ok(shapeA(rows.map(publicVideo), total, page, page_size, `${ctx.publicUrl}/api/v2/videos`))
  })

  // Search over courses and lessons (v3, shape C); `p` is the matched snippet, the match in <em>.
  route(app, catalogue.search, { schema: { query: C.SearchQuery, response: C.SearchPage } }, async (req) => {
      const q = req.query
      const kw = (q.keywords ?? '').trim()
      if (!kw) throw fail('请输入关键字')
      const like = likePattern(kw)
      const all = !q.type || q.type === '0'
      const wantCourses = all || q.type === 'vod'
      const wantVideos = all || q.type === 'video'
      const parts: string[] = []
      if (wantCourses)
        parts.push(`SELECT id, id AS resource_id, 'vod' AS resource_type, title, short_description AS short_desc, short_description AS desc, thumb, charge, published_at
          FROM courses WHERE is_show = 1 AND published_at <= @now AND (title LIKE @like ESCAPE '\\' OR short_description LIKE @like ESCAPE '\\')`)
      if (wantVideos)
        parts.push(`SELECT v.id, v.id AS resource_id, 'video' AS resource_type, v.title, c.title AS short_desc, c.title AS desc, c.thumb, v.charge, v.published_at
          FROM videos v JOIN courses c ON c.id = v.course_id WHERE c.is_show = 1 AND c.published_at <= @now AND v.published_at <= @now AND v.title LIKE @like ESCAPE '\\'`)
      if (!parts.length) return ok(shapeC([], 0))
      const union = parts.join(' UNION ALL ')
      const now = beijing()
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${union})`).get({ like, now }) as { n: number }).n
      const rows = db
        .prepare(`SELECT * FROM (${union}) ORDER BY published_at DESC LIMIT @size OFFSET @offset`)
        .all({ like, now, size: q.size, offset: offsetOf(q.page, q.size) }) as Omit<C.SearchHit, 'p'>[]
      return ok(shapeC(rows.map((r) => ({ ...r, p: highlight(`${r.title} ${r.short_desc}`, kw) })), total))
    })
}

/** A LIKE pattern matching `kw` anywhere, its own % and _ taken literally (ESCAPE '\\'). */
const likePattern = (kw: string) => `%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Escapes the text, then wraps each case-insensitive match in <em>. */
function highlight(text: string, kw: string): string {
  const safe = escapeHtml(text)
  const needle = escapeHtml(kw).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return safe.replace(new RegExp(needle, 'gi'), (m) => `<em>${m}</em>`)
}

