import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { EmptyData, IdParams } from '~types/contract/common'
import * as C from '~types/contract/learning'
import type { AppContext } from '../context'
import { ok, fail, notFound, unauthorized } from '../http/envelope'
import { tokenOf } from '../auth/tokens'
import { canStudyCourse, canWatch } from '../catalogue/access'
import { beijing } from '../lib/time'
import { touchCourseRecord } from '../catalogue/courseRecords'
import { shapeB, shapeC } from '../http/paging'
import { findCourse, findVideo, withCategory } from '../catalogue/store'
import { publicVideo } from '../catalogue/views'
import { ATTACHMENT_URL_SECONDS, VIDEO_URL_SECONDS, mediaSignature, signedMediaUrl } from '../catalogue/media'
import { lessonAsset } from '../media/store'
import { bindingFor, masterUrl } from '../catalogue/hls'
import { route } from '../http/route'
import { attachmentOf, boughtVideoPage, learningOf, lessonsWithRecords, memberList, purchasedCoursePage, recordWatch } from './store'
import { learnedLessonView, learningItemView } from './views'
import { learning } from '~types/endpoints/learning'

export async function learningRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  route(app, learning.playInfo, { schema: { params: IdParams, query: C.PlayInfoQuery, response: C.PlayInfo } }, async (req) => {
      // Visitors may play free lessons and trial cuts before logging in (docs/decisions/anonymous-pages.md); a
      // token, when sent, must still be valid.
      const uid = req.learner
      if (uid === null && tokenOf(req)) throw unauthorized()
      const video = await findVideo(db, req.params.id)
      const course = await findCourse(db, video.course_id)
      const full = await canWatch(db, uid, course, video.id)
      if (!full && video.free_seconds <= 0) throw fail('请购买后观看')
      // A lesson on the ladder: the encrypted HLS for this learner; a trial is the same ladder cut at its point.
      const asset = await lessonAsset(db, video.id)
      if (asset) {
        const trial = full ? 0 : Math.min(video.free_seconds, asset.duration)
        const url = masterUrl(ctx, asset, { uid, trial, binding: bindingFor(req, uid), address: req.ip })
        return ok({ urls: [{ url, format: 'm3u8', name: full ? '自适应' : '试看', duration: full ? video.duration : trial }] })
      }
      // A lesson's legacy file: the trial is a separate cut of the first free_seconds (media/<name>.trial.mp4), never the full file.
      const file = full ? video.media : video.media.replace(/\.mp4$/, '.trial.mp4')
      const duration = full ? video.duration : Math.min(video.free_seconds, video.duration)
      const url = full ? signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, file, uid, VIDEO_URL_SECONDS) : `${ctx.publicUrl}/media/${file}`
      return ok({ urls: [{ url, format: 'mp4', name: full ? '标清' : '试看', duration }] })
    })

  // Ours: a lesson's audio to keep on the device, where the studio made the course downloadable
  // (courses.downloadable) and the learner may watch the whole lesson. The file is the lesson's sound alone
  // (media/<name>.mp3 beside the video), signed for the learner like playinfo's.
  route(app, learning.lessonDownload, { schema: { params: IdParams, response: C.LessonDownload }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const video = await findVideo(db, req.params.id)
    const course = await findCourse(db, video.course_id)
    if (course.downloadable !== 1) throw fail('该课程不支持下载')
    if (!(await canWatch(db, uid, course, video.id))) throw fail('请购买后下载')
    // The ladder's sound track (made with it); a legacy lesson's sits beside its file.
    const asset = await lessonAsset(db, video.id)
    if (asset?.hasAudio) {
      const key = `${asset.dir}audio.mp3`
      return ok({ url: ctx.media.storage.url(key, mediaSignature(ctx.mediaSecret, key, uid, VIDEO_URL_SECONDS)), duration: video.duration })
    }
    if (asset) throw fail('该课时没有音频')
    const file = video.media.replace(/\.mp4$/, '.mp3')
    return ok({ url: signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, file, uid, VIDEO_URL_SECONDS), duration: video.duration })
  })

  // Progress (MeEdu's VideoBus::userVideoWatchDurationRecord): `duration` is the position reached in
  // seconds; 0 is refused. A learner who may not watch the whole lesson (a trial) is answered success and
  // nothing is written. Progress never goes backwards; the lesson is watched (watched_at) once the
  // position reaches its duration, as MeEdu's `duration <= position`, and a watched lesson keeps its
  // record. Every record keeps the course at the top of the learner's learned list and history.
  route(app, learning.recordWatch, { schema: { params: IdParams, body: C.RecordBody, response: EmptyData }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const video = await findVideo(db, req.params.id)
      const course = await findCourse(db, video.course_id)
      if (req.body.duration <= 0) throw fail('请填写观看时长')
      if (!(await canWatch(db, uid, course, video.id))) return ok([])
      const seconds = req.body.duration
      const now = beijing()
      const watched = seconds >= video.duration ? now : null
      await recordWatch(db, uid, video.id, course.id, seconds, watched, now)
      await touchCourseRecord(db, uid, course.id, now)
      return ok([])
    })

  route(app, learning.learnedLessons, { schema: { params: IdParams, response: Type.Array(C.LearnedLesson) }, auth: 'required' }, async (req) => {
    const uid = req.learner
    await findCourse(db, req.params.id)
    return ok((await lessonsWithRecords(db, uid, req.params.id)).map(learnedLessonView))
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
      const { total, rows } = await memberList(db, list, uid, page, size)
      const items = []
      for (const r of rows) items.push(learningItemView(uid, r, await learningOf(db, uid, r.course_id)))
      return ok(shapeC(items, total))
    })
    route(app, v2, { schema: { query: C.V2ListQuery, response: C.MemberCoursesV2 }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const { page, page_size } = req.query
      const { total, rows } = await memberList(db, list, uid, page, page_size)
      const courses = []
      for (const r of rows) courses.push(await withCategory(db, await findCourse(db, r.course_id)))
      return ok(shapeB(courses.map(({ render_desc: _r, ...c }) => c), total, page))
    })
  }

  // Lessons bought one by one (MeEdu's MemberController@videos): video objects, shape B, newest first.
  route(app, learning.memberVideos, { schema: { query: C.V2ListQuery, response: C.MemberVideosV2 }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { page, page_size } = req.query
    const { total, rows } = await boughtVideoPage(db, uid, page, page_size)
    return ok(shapeB(rows.map(publicVideo), total, page))
  })

  // Startup preload of bought recorded courses (docs/API.md): ids and titles, one page of up to 100.
  route(app, learning.purchasedCourses, { schema: { query: C.PurchasedQuery, response: C.PurchasedCourses }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const { page, size } = req.query
      const { total, rows } = await purchasedCoursePage(db, uid, page, size)
      return ok(shapeC(rows, total))
    })

  // Attachment download (v4.9.11+): a URL the browser can open; only for learners who can study the course.
  route(app, learning.attachDownloadUrl, { schema: { params: C.AttachParams, response: C.AttachDownload }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const course = await findCourse(db, req.params.courseId)
      const attach = await attachmentOf(db, course.id, req.params.id)
      if (!attach) throw notFound()
      if (!(await canStudyCourse(db, uid, course))) throw fail('请购买后下载')
      return ok({ download_url: signedMediaUrl(ctx.publicUrl, ctx.mediaSecret, attach.path, uid, ATTACHMENT_URL_SECONDS) })
    })
}
