import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Static } from 'typebox'
import { EmptyData, IdParams } from '../../../types/contract/common'
import * as C from '../../../types/contract/learning'
import type { AppContext } from '../context'
import type { DB } from '../db/db'
import { ok, fail, notFound, unauthorized } from '../http/envelope'
import { tokenOf } from '../auth/tokens'
import { canStudyCourse, canWatch, type VideoRow } from '../catalogue/access'
import { beijing } from '../lib/time'
import { touchCourseRecord } from './courseRecords'
import { shapeB, shapeC, pageQuery } from '../http/paging'
import { findCourse, findVideo, publicVideo, withCategory } from '../catalogue/routes'
import { ATTACHMENT_URL_SECONDS, VIDEO_URL_SECONDS, signedMediaUrl } from '../catalogue/media'
import { route } from '../http/route'
import { learning } from '../../../types/endpoints/learning'

/** Course ids of a v3/v2 member list, newest first. */
const LISTS = {
  courses: 'SELECT rowid AS id, course_id, charge, created_at, created_at AS updated_at FROM user_courses WHERE user_id = ?',
  like: 'SELECT rowid AS id, course_id, 0 AS charge, created_at, created_at AS updated_at FROM course_likes WHERE user_id = ?',
  learned: 'SELECT id, course_id, 0 AS charge, created_at, updated_at FROM course_user_records WHERE user_id = ?'
} as const

/** The record behind one entry of a member list (MeEdu returns the row itself, with its id and times). */
interface ListRow {
  id: number
  course_id: number
  charge: number
  created_at: string
  updated_at: string
}

/** A course the studio has since hidden leaves the learner's lists (it would open nowhere), not the page. */
const SHOWN = 'course_id IN (SELECT id FROM courses WHERE is_show = 1)'

function memberList(db: DB, list: keyof typeof LISTS, uid: number, page: number, size: number) {
  const from = `(${LISTS[list]}) WHERE ${SHOWN}`
  return pageQuery<ListRow>(db, { select: '*', from, order: 'updated_at DESC, id DESC', args: [uid] }, page, size)
}

/** v3 member course item (CONTRACT 2.6): progress, learned count and the last lesson watched. */
function learningItem(db: DB, uid: number, r: ListRow): C.MemberCourseItem {
  const course = db
    .prepare('SELECT id, title, thumb, charge, is_free, (SELECT COUNT(*) FROM videos WHERE course_id = courses.id) AS videos_count FROM courses WHERE id = ?')
    .get(r.course_id) as C.MemberCourseItem['course']
  const learned = (db.prepare('SELECT COUNT(*) AS n FROM video_records WHERE user_id = ? AND course_id = ? AND watched_at IS NOT NULL').get(uid, r.course_id) as { n: number }).n
  const last = db
    .prepare(
      `SELECT r.rowid AS id, r.video_id, r.watch_seconds, r.created_at, r.updated_at, r.watched_at, v.title, v.duration, v.published_at
       FROM video_records r JOIN videos v ON v.id = r.video_id WHERE r.user_id = ? AND r.course_id = ? ORDER BY r.updated_at DESC LIMIT 1`
    )
    .get(uid, r.course_id) as
    | { id: number; video_id: number; watch_seconds: number; created_at: string; updated_at: string; watched_at: string | null; title: string; duration: number; published_at: string }
    | undefined
  const progress = course.videos_count ? Math.round((learned / course.videos_count) * 100) : 0
  const watchedAt = progress >= 100 && last ? last.updated_at : null
  return {
    id: r.id,
    course_id: r.course_id,
    user_id: uid,
    is_watched: progress >= 100 ? 1 : 0,
    watched_at: watchedAt,
    progress,
    charge: r.charge,
    created_at: r.created_at,
    updated_at: r.updated_at,
    learned_count: learned,
    is_subscribe: db.prepare('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = ?').get(uid, r.course_id) ? 1 : 0,
    watch_record: last
      ? { id: last.id, is_watched: progress >= 100 ? 1 : 0, watched_at: watchedAt, progress, created_at: last.created_at, updated_at: last.updated_at }
      : [],
    course,
    last_view_video: last
      ? {
          id: last.id,
          video_id: last.video_id,
          watch_seconds: last.watch_seconds,
          created_at: last.created_at,
          updated_at: last.updated_at,
          watched_at: last.watched_at,
          video: { id: last.video_id, title: last.title, duration: last.duration, published_at: last.published_at }
        }
      : []
  }
}

export async function learningRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  route(app, learning.playInfo, { schema: { params: IdParams, query: C.PlayInfoQuery, response: C.PlayInfo } }, async (req) => {
      // Visitors may play free lessons and trial cuts before logging in (docs/DECISIONS.md); a token,
      // when sent, must still be valid.
      const uid = req.learner
      if (uid === null && tokenOf(req)) throw unauthorized()
      const video = findVideo(db, req.params.id)
      const course = findCourse(db, video.course_id)
      const full = canWatch(db, uid, course, video.id)
      if (!full && video.free_seconds <= 0) throw fail('请购买后观看')
      // The trial is a separate cut of the first free_seconds (media/<name>.trial.mp4), never the full file.
      const file = full ? video.media : video.media.replace(/\.mp4$/, '.trial.mp4')
      const duration = full ? video.duration : Math.min(video.free_seconds, video.duration)
      const url = full ? signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, file, uid, VIDEO_URL_SECONDS) : `${ctx.publicUrl}/media/${file}`
      return ok({ urls: [{ url, format: 'mp4', name: full ? '标清' : '试看', duration }] })
    })

  // Progress (MeEdu's VideoBus::userVideoWatchDurationRecord): `duration` is the position reached in
  // seconds; 0 is refused. A learner who may not watch the whole lesson (a trial) is answered success and
  // nothing is written. Progress never goes backwards; the lesson is watched (watched_at) once the
  // position reaches its duration, as MeEdu's `duration <= position`, and a watched lesson keeps its
  // record. Every record keeps the course at the top of the learner's learned list and history.
  route(app, learning.recordWatch, { schema: { params: IdParams, body: C.RecordBody, response: EmptyData }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const video = findVideo(db, req.params.id)
      const course = findCourse(db, video.course_id)
      if (req.body.duration <= 0) throw fail('请填写观看时长')
      if (!canWatch(db, uid, course, video.id)) return ok([])
      const seconds = req.body.duration
      const now = beijing()
      const watched = seconds >= video.duration ? now : null
      db.prepare(
        `INSERT INTO video_records (user_id, video_id, course_id, watch_seconds, watched_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(user_id, video_id) DO UPDATE SET watch_seconds = MAX(video_records.watch_seconds, excluded.watch_seconds),
           updated_at = excluded.updated_at, watched_at = excluded.watched_at
         WHERE video_records.watched_at IS NULL`
      ).run(uid, video.id, course.id, seconds, watched, now, now)
      touchCourseRecord(db, uid, course.id, now)
      return ok([])
    })

  route(app, learning.learnedLessons, { schema: { params: IdParams, response: Type.Array(C.LearnedLesson) }, auth: 'required' }, async (req) => {
    const uid = req.learner
    findCourse(db, req.params.id)
    const rows = db
      .prepare(
        `SELECT v.id, v.title, v.published_at, v.duration, r.watch_seconds, r.watched_at, r.created_at AS record_created_at
         FROM videos v LEFT JOIN video_records r ON r.video_id = v.id AND r.user_id = ? WHERE v.course_id = ? ORDER BY v.sort, v.id`
      )
      .all(uid, req.params.id) as (Omit<Static<typeof C.LearnedLesson>, 'watch_record'> & { watch_seconds: number; watched_at: string | null; record_created_at: string | null })[]
    return ok(
      rows.map(({ watch_seconds, watched_at, record_created_at, ...v }) => ({
        ...v,
        watch_record: record_created_at ? { watch_seconds, watched_at, created_at: record_created_at } : null
      }))
    )
  })

  // My courses, favourites and history: each list in v3 (shape C) and v2 (shape B) form.
  for (const [list, v3, v2] of [
    ['courses', learning.memberCourses, learning.memberCoursesV2],
    ['like', learning.likedCourses, learning.likedCoursesV2],
    ['learned', learning.learnedCourses, learning.historyCoursesV2]
  ] as const) {
    route(app, v3, { schema: { query: C.V3ListQuery, response: C.MemberCoursesV3 }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const { page, size } = req.query
      const { total, rows } = memberList(db, list, uid, page, size)
      return ok(shapeC(rows.map((r) => learningItem(db, uid, r)), total))
    })
    route(app, v2, { schema: { query: C.V2ListQuery, response: C.MemberCoursesV2 }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const { page, page_size } = req.query
      const { total, rows } = memberList(db, list, uid, page, page_size)
      const courses = rows.map((r) => withCategory(db, findCourse(db, r.course_id)))
      return ok(shapeB(courses.map(({ render_desc: _r, ...c }) => c), total, page))
    })
  }

  // Lessons bought one by one (MeEdu's MemberController@videos): video objects, shape B, newest first.
  route(app, learning.memberVideos, { schema: { query: C.V2ListQuery, response: C.MemberVideosV2 }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { page, page_size } = req.query
    const { total, rows } = pageQuery<VideoRow>(
      db,
      { select: 'v.*', from: 'user_videos uv JOIN videos v ON v.id = uv.video_id WHERE uv.user_id = ?', order: 'uv.created_at DESC, v.id DESC', args: [uid] },
      page,
      page_size
    )
    return ok(shapeB(rows.map(publicVideo), total, page))
  })

  // Startup preload of bought recorded courses (docs/API.md): ids and titles, one page of up to 100.
  route(app, learning.purchasedCourses, { schema: { query: C.PurchasedQuery, response: C.PurchasedCourses }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const { page, size } = req.query
      const { total, rows } = pageQuery<C.PurchasedCourse>(
        db,
        { select: "c.id, 'vod' AS type, c.title", from: 'user_courses uc JOIN courses c ON c.id = uc.course_id WHERE uc.user_id = ?', order: 'uc.created_at DESC', args: [uid] },
        page,
        size
      )
      return ok(shapeC(rows, total))
    })

  // Attachment download (v4.9.11+): a URL the browser can open; only for learners who can study the course.
  route(app, learning.attachDownloadUrl, { schema: { params: C.AttachParams, response: C.AttachDownload }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const course = findCourse(db, req.params.courseId)
      const attach = db.prepare('SELECT path FROM attachments WHERE id = ? AND course_id = ?').get(req.params.id, course.id) as { path: string } | undefined
      if (!attach) throw notFound()
      if (!canStudyCourse(db, uid, course)) throw fail('请购买后下载')
      return ok({ download_url: signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, attach.path, uid, ATTACHMENT_URL_SECONDS) })
    })
}
