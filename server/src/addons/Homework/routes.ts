/** The Homework add-on's routes (docs/API.md "Homework"): handlers check, then call store.ts and views.ts. */
import fs from 'fs'
import crypto from 'crypto'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { transaction } from '../../db/kysely'
import { fail, notFound, ok } from '../../http/envelope'
import { route } from '../../http/route'
import { shapeA } from '../../http/paging'
import { notify } from '../../accounts/users'
import { verifiedMediaUid } from '../../catalogue/media'
import { beijing, now, parseBeijing } from '../../lib/time'
import { checkUserText } from '../../providers/contentCheck'
import { sizeOf } from '../common'
import { IdParams } from '~types/contract/common'
import * as C from '~types/contract/homework'
import { homework } from '~types/endpoints/homework'
import * as store from './store'
import { assignmentViews, maskMobile, personOf, takeMediaName, takeViews, type Viewer } from './views'
import { homeworkDir, incomingDir, requestedRange, takeStorage } from './storage'
import { receiveUpload, sniffAudio } from './upload'
import { sendReviewedHomework } from './subscribe'
import { pathOf } from '~types/endpoints/endpoint'

const STATUSES: readonly C.AssignmentStatus[] = ['todo', 'submitted', 'reviewed']
const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/
const TITLE_MAX_LENGTH = 40
const BPM_MIN = 20
const BPM_MAX = 240

/** Accepts 'YYYY-MM-DD HH:mm' or with seconds; the Beijing datetime with seconds, or null when it is no date. */
function dueDate(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2})?$/.exec(value.trim())
  if (!m) return null
  const text = `${m[1]} ${m[2]}${m[3] ?? ':00'}`
  const at = parseBeijing(text)
  return !Number.isNaN(at.getTime()) && beijing(at) === text ? text : null
}

/** The take fields of a multipart upload, checked; a refusal names what is wrong in Chinese. */
function takeFields(fields: Record<string, string>): C.TakeUploadFields {
  const ms = fields.duration_ms?.trim() ?? ''
  if (!/^\d{1,9}$/.test(ms) || Number(ms) < 1) throw fail('录音时长格式不正确')
  if (Number(ms) > C.TAKE_MAX_MS) throw fail('录音时长不能超过10分钟')
  let peaks: unknown = []
  try {
    if (fields.peaks) peaks = JSON.parse(fields.peaks)
  } catch {
    throw fail('波形数据格式不正确')
  }
  if (!Array.isArray(peaks) || peaks.length > C.TAKE_PEAKS_MAX || !peaks.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)) throw fail('波形数据格式不正确')
  const clientId = fields.client_id ?? ''
  if (!CLIENT_ID.test(clientId)) throw fail('录音编号格式不正确')
  return { duration_ms: Number(ms), peaks: peaks as number[], client_id: clientId }
}

/** A review's input, checked in the order a teacher fills it in. */
function reviewInput(body: C.ReviewBody, durationMs: number) {
  if (body.stars < 1 || body.stars > 5) throw fail('请给出1-5星的评分')
  const comment = body.comment.trim()
  if (comment.length > C.COMMENT_MAX_LENGTH) throw fail('点评内容不能超过500字')
  if (body.notes.length > C.REVIEW_NOTES_MAX) throw fail('标注最多20条')
  const notes = body.notes.map((n) => {
    if (n.at_ms < 0 || n.at_ms > durationMs) throw fail('标注时间超出录音长度')
    const text = n.text.trim()
    if (!text) throw fail('标注内容不能为空')
    if (text.length > C.NOTE_MAX_LENGTH) throw fail('标注内容不能超过100字')
    return { at_ms: n.at_ms, text }
  })
  return { stars: body.stars, comment, notes, redo: body.redo }
}

export async function homeworkRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb
  const dir = homeworkDir()
  // The server's file storage (a folder here, or the bucket: docs/decisions/files-in-a-bucket.md).
  const storage = takeStorage(ctx.files, dir)
  const viewer = (uid: number): Viewer => ({ db, publicUrl: ctx.publicUrl, mediaSecret: ctx.mediaSecret, uid })
  const requireTeacher = async (uid: number) => {
    if (!(await store.isTeacher(db, uid))) throw fail('仅老师可以使用此功能')
  }

  route(app, homework.summary, { schema: { response: C.HomeworkSummary }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const counts = await store.learnerCounts(db, uid)
    const teacher = await store.isTeacher(db, uid)
    return ok({ is_teacher: teacher, todo: counts.todo, submitted: counts.submitted, reviewed_unread: counts.unread, to_review: teacher ? await store.pendingCount(db, uid) : 0 })
  })

  route(app, homework.assignments, { schema: { query: C.AssignmentsQuery, response: C.AssignmentsPage }, auth: 'required' }, async (req) => {
    const { status, page } = req.query
    if (!STATUSES.includes(status)) throw fail('作业状态不正确')
    const size = sizeOf(req.query, 10)
    const { total, rows } = await store.learnerAssignments(db, req.learner, status, page, size)
    return ok(shapeA(await assignmentViews(db, rows), total, page, size, `${ctx.publicUrl}${pathOf(homework.assignments)}`))
  })

  // The learner's own assignment (opening it marks its reviews read), or the teacher's view of a learner's copy.
  route(app, homework.assignment, { schema: { params: IdParams, query: C.AssignmentQuery, response: C.AssignmentDetail }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const a = await store.findAssignment(db, req.params.id)
    const own = a?.user_id === uid
    const teaching = a?.teacher_id === uid && req.query.user_id === a.user_id
    if (!a || !(own || teaching)) throw notFound('作业不存在')
    if (own) await store.markReviewsRead(db, a.id, beijing())
    return ok({ assignment: (await assignmentViews(db, [a]))[0], takes: await takeViews(viewer(uid), await store.assignmentTakes(db, a.id)) })
  })

  // Takes: the audio streamed to a temp file (at most 20 MB), judged by its bytes, then stored; any
  // refusal removes the temp file and writes nothing. A retry of the same client_id answers the same take.
  await app.register(multipart, { limits: { fileSize: C.TAKE_MAX_BYTES, files: 1, fields: 5, fieldSize: 16 * 1024 }, throwFileSizeLimit: false })
  route(app, homework.submitTake, { schema: { params: IdParams, response: C.HomeworkTake }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const a = await store.findAssignment(db, req.params.id)
    if (!a || a.user_id !== uid) throw notFound('作业不存在')
    const upload = await receiveUpload(req, incomingDir(dir))
    try {
      const fields = takeFields(upload.fields)
      const again = await store.takeByClientId(db, uid, fields.client_id)
      if (again) {
        if (again.assignment_id !== a.id) throw fail('录音编号格式不正确')
        return ok((await takeViews(viewer(uid), [again]))[0])
      }
      const kind = sniffAudio(upload.head)
      if (!kind) throw fail('录音文件格式不支持，请上传音频')
      const key = `takes/${uid}/${crypto.randomUUID()}.${kind.ext}`
      await storage.put(key, fs.createReadStream(upload.file))
      let id: number
      try {
        const take = {
          assignment_id: a.id,
          user_id: uid,
          client_id: fields.client_id,
          storage_key: key,
          mime: kind.mime,
          size: upload.size,
          duration_ms: fields.duration_ms,
          peaks: JSON.stringify(fields.peaks),
          created_at: beijing()
        }
        id = await transaction(db, (trx) => store.insertTake(trx, take))
      } catch (err) {
        await storage.delete(key)
        // The same take sent twice at once: the other request stored it; answer that one.
        const raced = await store.takeByClientId(db, uid, fields.client_id)
        if (raced?.assignment_id === a.id) return ok((await takeViews(viewer(uid), [raced]))[0])
        throw err
      }
      return ok((await takeViews(viewer(uid), [(await store.findTake(db, id))!]))[0])
    } finally {
      await fs.promises.rm(upload.file, { force: true })
    }
  })

  // The audio, by a URL signed for the take's learner or the assignment's teacher; Range for seeking.
  route(app, homework.takeAudio, { schema: { params: IdParams, query: C.TakeAudioQuery } }, async (req, reply) => {
    const take = await store.findTake(db, req.params.id)
    const uid = verifiedMediaUid(ctx.mediaSecret, takeMediaName(req.params.id), req.query)
    const a = take && (await store.findAssignment(db, take.assignment_id))
    if (!take || !a || uid === null || (uid !== take.user_id && uid !== a.teacher_id)) {
      return reply.status(403).type('text/plain; charset=utf-8').send('链接无效或已过期，请重新打开作业')
    }
    const range = requestedRange(req.headers.range, take.size)
    reply.header('Accept-Ranges', 'bytes').header('Cache-Control', 'private, max-age=3600')
    if (range === null) return reply.status(416).header('Content-Range', `bytes */${take.size}`).send()
    const body = await storage.open(take.storage_key, range).catch(() => null)
    if (!body) return reply.status(404).type('text/plain; charset=utf-8').send('录音文件不存在')
    reply.type(take.mime)
    if (!range) return reply.header('Content-Length', take.size).send(body)
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${take.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(body)
  })

  // Teachers

  const teacherTake = async (uid: number, id: number) => {
    const take = await store.findTake(db, id)
    const a = take && (await store.findAssignment(db, take.assignment_id))
    if (!take || !a || a.teacher_id !== uid) throw notFound('录音不存在')
    return { take, a }
  }

  route(app, homework.teacherTakes, { schema: { query: C.PagingQuery, response: C.TeacherTakesPage }, auth: 'required' }, async (req) => {
    const uid = req.learner
    await requireTeacher(uid)
    const size = sizeOf(req.query, 10)
    const { total, rows } = await store.pendingTakes(db, uid, req.query.page, size)
    const takes = await takeViews(viewer(uid), rows)
    const items = []
    for (const [i, t] of rows.entries()) {
      items.push({ take: takes[i], assignment: (await assignmentViews(db, [(await store.findAssignment(db, t.assignment_id))!]))[0], learner: await personOf(db, t.user_id) })
    }
    return ok(shapeA(items, total, req.query.page, size, `${ctx.publicUrl}${pathOf(homework.teacherTakes)}`))
  })

  route(app, homework.teacherTake, { schema: { params: IdParams, response: C.TeacherTakeDetail }, auth: 'required' }, async (req) => {
    const uid = req.learner
    await requireTeacher(uid)
    const { take, a } = await teacherTake(uid, req.params.id)
    const v = viewer(uid)
    return ok({
      take: (await takeViews(v, [take]))[0],
      assignment: (await assignmentViews(db, [a]))[0],
      learner: await personOf(db, take.user_id),
      history: await takeViews(v, await store.earlierTakes(db, take))
    })
  })

  route(app, homework.review, { schema: { params: IdParams, body: C.ReviewBody, response: C.HomeworkTake }, auth: 'required' }, async (req) => {
    const uid = req.learner
    await requireTeacher(uid)
    const { take, a } = await teacherTake(uid, req.params.id)
    const input = reviewInput(req.body, take.duration_ms)
    const refusal = (status: C.TakeStatus) => (status === 'replaced' ? '这条录音已被新的录音替换' : '这条录音已经点评过了')
    if (take.status !== 'submitted') throw fail(refusal(take.status))
    await checkUserText(ctx, uid, [input.comment, ...input.notes.map((n) => n.text)].filter(Boolean), 2)
    // Checked again inside the write: a new take or another review may have come during the content check.
    const review = { take_id: take.id, teacher_id: uid, ...input, created_at: beijing() }
    if (!(await transaction(db, (trx) => store.insertReview(trx, review)))) throw fail(refusal((await store.findTake(db, take.id))!.status))
    await notify(db, take.user_id, `老师点评了你的作业《${a.title}》`)
    await sendReviewedHomework(ctx, (err) => req.log.error({ err }, 'homework subscribe message failed'))
    return ok((await takeViews(viewer(uid), [(await store.findTake(db, take.id))!]))[0])
  })

  route(app, homework.learners, { schema: { query: C.LearnersQuery, response: C.TeacherLearnersPage }, auth: 'required' }, async (req) => {
    const uid = req.learner
    await requireTeacher(uid)
    const size = sizeOf(req.query, 20)
    const { total, rows } = await store.teacherLearners(db, uid, req.query.keywords?.trim() ?? '', req.query.page, size)
    const items = rows.map((u) => ({ ...u, mobile: maskMobile(u.mobile) }))
    return ok(shapeA(items, total, req.query.page, size, `${ctx.publicUrl}${pathOf(homework.learners)}`))
  })

  route(app, homework.courses, { schema: { response: C.TeacherCourses }, auth: 'required' }, async (req) => {
    await requireTeacher(req.learner)
    return ok(await store.teacherCourses(db, req.learner))
  })

  route(app, homework.assign, { schema: { body: C.AssignBody, response: C.AssignResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    await requireTeacher(uid)
    const b = req.body
    const title = b.title.trim()
    if (!title) throw fail('请填写作业标题')
    if (title.length > TITLE_MAX_LENGTH) throw fail('标题不能超过40字')
    const userId = b.user_id ?? 0
    const courseId = b.course_id ?? 0
    if (!userId === !courseId) throw fail('请选择学员或课程')
    let learners: number[]
    if (userId) {
      if (!(await store.isTeachersLearner(db, uid, userId))) throw fail('学员不存在')
      learners = [userId]
    } else {
      if (!(await store.lecturesCourse(db, uid, courseId))) throw fail('课程不存在')
      learners = (await store.courseBuyers(db, courseId)).filter((id) => id !== uid)
      if (!learners.length) throw fail('这门课程还没有学员')
    }
    const bpm = b.target_bpm ?? 0
    if (bpm !== 0 && (bpm < BPM_MIN || bpm > BPM_MAX)) throw fail('目标速度应在20-240之间')
    let due = ''
    if (b.due_at?.trim()) {
      const at = dueDate(b.due_at)
      if (!at) throw fail('截止时间格式不正确')
      if (at <= beijing(now())) throw fail('截止时间应晚于现在')
      due = at
    }
    const trackId = b.track_id ?? 0
    if (trackId && (await store.trackTitle(db, trackId)) === null) throw fail('曲目不存在')
    const videoId = b.video_id ?? 0
    const video = videoId ? await store.findVideo(db, videoId) : undefined
    if (videoId && !video) throw fail('课时不存在')
    const note = (b.note ?? '').trim()
    await checkUserText(ctx, uid, [title, note].filter(Boolean), 3)
    const id = await transaction(db, async (trx) => {
      const first = await store.insertAssignments(
        trx,
        { teacher_id: uid, title, kind: b.kind, bars: (b.bars ?? '').trim(), target_bpm: bpm, due_at: due, note, track_id: trackId, course_id: courseId || (video?.course_id ?? 0), video_id: videoId, created_at: beijing() },
        learners
      )
      for (const learner of learners) await notify(trx, learner, `老师布置了新作业《${title}》`)
      return first
    })
    return ok({ id, learners: learners.length })
  })
}
