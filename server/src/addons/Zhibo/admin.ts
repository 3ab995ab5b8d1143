/**
 * 直播 in the console (ours: MeEdu's add-on admin is closed): live courses; their classes on a calendar,
 * never two of one teacher at once; each class's push address and key, rotated on demand (the old key is
 * refused by the engine's publish check from then on); its chat to moderate, as the learners' rooms see it;
 * its sign-ins and attendance; a replay held for the administrator published.
 */
import crypto from 'crypto'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminZhibo as T } from '~types/endpoints/admin/addons/zhibo'
import * as Z from '~types/contract/admin/addons/zhibo'
import { EmptyData, IdParams } from '~types/contract/common'
import { LIVE_LIMITS } from '~types/admin/liveLimits'
import { fail, notFound } from '../../http/envelope'
import { cleanRichText } from '../../lib/richText'
import { beijing, now, parseBeijing } from '../../lib/time'
import { adminRoute } from '../../admin/route'
import { maskLearnerData } from '../../admin/mask'
import { hubOf } from './hub'
import { liveSettings } from './pushes'
import * as store from './store'
import { adminChatView, adminClassView, adminCourseView, attendanceView, pushInfoView } from './views'

const EMPTY: [] = []
const LOG = { module: 'addons.Zhibo' } as const
const DAY_MS = 86_400_000

/** "YYYY-MM-DD HH:mm[:ss]" as stored, or the refusal when it names no real moment. */
function startOf(text: string): string {
  const full = text.length === 16 ? `${text}:00` : text
  const at = parseBeijing(full)
  if (Number.isNaN(at.getTime()) || beijing(at) !== full) throw fail('开始时间格式不正确')
  return full
}

/** "YYYY-MM-DD" as a moment, or the refusal. */
function dayOf(text: string, label: string): Date {
  const at = parseBeijing(`${text} 00:00:00`)
  if (Number.isNaN(at.getTime()) || beijing(at).slice(0, 10) !== text) throw fail(`${label}格式不正确`)
  return at
}

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb
  const hub = hubOf(ctx.shared)

  const existingCourse = async (id: number) => {
    const c = await store.adminCourseById(db, id)
    if (!c) throw notFound('直播课程不存在')
    return c
  }

  const existingClass = async (id: number) => {
    const v = await store.adminClassById(db, id)
    if (!v) throw notFound('直播课次不存在')
    return v
  }

  /** The course as stored, its teacher and category checked; the description sanitized. */
  const courseFields = async (b: Z.LiveCourseBody): Promise<store.LiveCourseFields> => {
    const title = b.title.trim()
    if (!title) throw fail('请填写课程名称')
    if (!(await store.teacherExists(db, b.teacher_id))) throw fail('所选讲师不存在')
    if (!(await store.categoryExists(db, b.category_id))) throw fail('所选分类不存在')
    if (b.vip_can_view && b.charge <= 0) throw fail('免费课程无需设置VIP免费')
    return {
      title,
      thumb: b.thumb,
      category_id: b.category_id,
      teacher_id: b.teacher_id,
      charge: b.charge,
      vip_can_view: b.vip_can_view,
      short_description: (b.short_description ?? '').trim(),
      render_desc: cleanRichText(b.render_desc ?? ''),
      is_show: b.is_show
    }
  }

  /**
   * The class as stored: its course exists, it starts in the future, and its teacher has no other class not
   * ended that overlaps it (a teacher cannot push two classes at once).
   */
  const classFields = async (b: Z.LiveClassBody, except = 0): Promise<store.LiveClassFields> => {
    const title = b.title.trim()
    if (!title) throw fail('请填写课次名称')
    const course = await existingCourse(b.course_id).catch(() => {
      throw fail('所选直播课程不存在')
    })
    const published_at = startOf(b.published_at)
    const start = parseBeijing(published_at).getTime()
    if (start <= now().getTime()) throw fail('开始时间须晚于现在')
    const end = start + b.planned_minutes * 60_000
    // Classes last at most LIVE_LIMITS.maxMinutes: any overlapping one starts within that before this one ends.
    const around = await store.teacherClassesBetween(db, course.teacher_id, beijing(new Date(start - LIVE_LIMITS.maxMinutes * 60_000)), beijing(new Date(end)), except)
    const clash = around.find((v) => parseBeijing(v.published_at).getTime() + v.planned_minutes * 60_000 > start)
    if (clash) throw fail(`讲师${course.teacher_name}在该时段已有直播：${clash.course_title} ${clash.title}（${clash.published_at.slice(0, 16)}）`)
    return { course_id: course.id, title, published_at, planned_minutes: b.planned_minutes }
  }

  // ---- courses -------------------------------------------------------------------------------------------

  adminRoute(app, db, T.courses, { schema: { query: Z.LiveCourseListQuery, response: Z.LiveCourseList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.adminCoursePage(db, req.query.keywords?.trim() || undefined, page, size)
    return { data: rows.map(adminCourseView), total }
  })

  adminRoute(app, db, T.options, { schema: { response: Z.LiveOptions } }, async () => store.liveOptions(db))

  adminRoute(app, db, T.createCourse, { schema: { body: Z.LiveCourseBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    await store.createLiveCourse(db, await courseFields(req.body), beijing())
    return EMPTY
  })

  adminRoute(app, db, T.course, { schema: { params: IdParams, response: Z.AdminLiveCourse } }, async (req) => adminCourseView(await existingCourse(req.params.id)))

  adminRoute(app, db, T.updateCourse, { schema: { params: IdParams, body: Z.LiveCourseBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const c = await existingCourse(req.params.id)
    await store.updateLiveCourse(db, c.id, await courseFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.deleteCourse, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    const c = await existingCourse(req.params.id)
    if (!(await store.deleteEmptyCourse(db, c.id))) throw fail('该课程已有课次、学员或评论，不能删除，请改为下架')
    return EMPTY
  })

  // ---- classes on the calendar ---------------------------------------------------------------------------

  adminRoute(app, db, T.classes, { schema: { query: Z.LiveClassQuery, response: Z.LiveClassList } }, async (req) => {
    const from = dayOf(req.query.from, '开始日期')
    const to = dayOf(req.query.to, '结束日期')
    const days = Math.round((to.getTime() - from.getTime()) / DAY_MS)
    if (days < 0) throw fail('结束日期不能早于开始日期')
    if (days >= LIVE_LIMITS.maxCalendarDays) throw fail(`日期范围不能超过${LIVE_LIMITS.maxCalendarDays}天`)
    const rows = await store.classesBetween(db, beijing(from), beijing(new Date(to.getTime() + DAY_MS)), req.query.course_id)
    return { data: rows.map(adminClassView) }
  })

  adminRoute(app, db, T.createClass, { schema: { body: Z.LiveClassBody, response: Z.AdminLiveClass }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    const id = await store.createClass(db, await classFields(req.body))
    return adminClassView(await existingClass(id))
  })

  adminRoute(app, db, T.liveClass, { schema: { params: IdParams, response: Z.AdminLiveClass } }, async (req) => adminClassView(await existingClass(req.params.id)))

  adminRoute(app, db, T.updateClass, { schema: { params: IdParams, body: Z.LiveClassBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const v = await existingClass(req.params.id)
    if (v.status !== 0) throw fail('直播已开始或已结束，不能修改')
    if (!(await store.updateUpcomingClass(db, v.id, await classFields(req.body, v.id)))) throw fail('直播已开始或已结束，不能修改')
    return EMPTY
  })

  adminRoute(app, db, T.deleteClass, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    const v = await existingClass(req.params.id)
    if (v.status !== 0) throw fail('直播已开始或已结束，不能删除')
    if (!(await store.deleteUpcomingClass(db, v.id))) throw fail('该课次已开始或挂有课件，不能删除')
    return EMPTY
  })

  // ---- the push address and key --------------------------------------------------------------------------

  const pushInfo = async (id: number) => {
    const v = await existingClass(id)
    return pushInfoView(ctx.liveEngine.rtmpUrl, v, (await liveSettings(ctx)).early_start_minutes)
  }

  adminRoute(app, db, T.push, { schema: { params: IdParams, response: Z.LivePushInfo } }, async (req) => {
    const v = await existingClass(req.params.id)
    // The key is made on first sight, as the teacher's 开播 page makes it; a lost race keeps the winner's.
    if (!v.stream_key) await store.rotateStreamKey(db, v.id, null, crypto.randomBytes(12).toString('hex'))
    return pushInfo(v.id)
  })

  adminRoute(app, db, T.rotateKey, { schema: { params: IdParams, response: Z.LivePushInfo }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const v = await existingClass(req.params.id)
    if (v.status === 2) throw fail('直播已结束，无需重置推流码')
    if (v.push_state === 'pushing') throw fail('正在推流中，请先停止推流再重置推流码')
    if (!(await store.rotateStreamKey(db, v.id, v.stream_key, crypto.randomBytes(12).toString('hex')))) throw fail('推流码刚被重置或已开始推流，请刷新后再试')
    return pushInfo(v.id)
  })

  // ---- chat ----------------------------------------------------------------------------------------------

  adminRoute(app, db, T.chat, { schema: { params: IdParams, query: Z.ChatMessageQuery, response: Z.AdminChatList } }, async (req) => {
    const v = await existingClass(req.params.id)
    const { page = 1, size = 20 } = req.query
    const { rows, total } = await store.adminChatPage(db, v.id, page, size)
    return { data: rows.map(adminChatView), total }
  })

  adminRoute(app, db, T.deleteMessage, { schema: { params: Z.ChatMessageParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    const v = await existingClass(req.params.id)
    if (!(await store.deleteChatMessage(db, v.id, req.params.message_id))) throw notFound('消息不存在')
    // Every room open on the class drops it (the history no longer has it either).
    hub.broadcast(v.id, { t: 'message-deleted', params: { ids: [req.params.message_id] } })
    return EMPTY
  })

  adminRoute(app, db, T.mute, { schema: { params: IdParams, body: Z.MuteBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const v = await existingClass(req.params.id)
    const { user_id: userId, on } = req.body
    if (!(await store.memberExists(db, userId))) throw fail('学员不存在')
    await store.muteLearner(db, v.id, userId, on === 1, beijing())
    hub.broadcast(v.id, { t: on ? 'room-user-ban' : 'room-user-un-ban', params: [userId] })
    return EMPTY
  })

  // ---- sign-ins, attendance, the replay ------------------------------------------------------------------

  adminRoute(app, db, T.attendance, { schema: { params: IdParams, response: Z.LiveAttendance } }, async (req) => {
    const v = await existingClass(req.params.id)
    return maskLearnerData(req.admin, attendanceView(await store.signInsOf(db, v.id), await store.attendanceOf(db, v.id)))
  })

  adminRoute(app, db, T.publishReplay, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const v = await existingClass(req.params.id)
    if (await store.publishHeldReplay(db, v.id)) return EMPTY
    const reason: Record<string, string> = { published: '回放已发布', processing: '回放正在生成，请稍后', failed: '回放生成失败，无法发布' }
    throw fail(reason[v.replay_status] ?? '本节直播暂无回放')
  })
}

