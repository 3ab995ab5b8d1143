/** Rows of store.ts as the API's shapes (types/contract/live.ts, ADDONS 2); a course's card reads its sessions through the store. */
import type { Db } from '../../db/kysely'
import { secondsUntil } from '../../lib/time'
import type * as C from '~types/contract/live'
import type * as Z from '~types/contract/admin/addons/zhibo'
import type { adminChatPage, adminClassById, adminCourseById, attendanceOf, signInsOf } from './store'
import { categoryOf, hasLiveCourse, nextSession, sessionTimes, teacherName, teacherOf, watchedSummary, type ChatMessageRow, type CourseRow } from './store'

const STATUS_TEXT: Record<C.LiveStatus, string> = { 0: '未开始', 1: '直播中', 2: '已结束' }

/**
 * A course's state from its sessions: live when one is live, else upcoming while one is still to come,
 * else ended; and the next session's start.
 */
async function courseState(db: Db, courseId: number): Promise<{ status: C.LiveStatus; status_text: string; next_published_at: string; count_down: number; videos_count: number }> {
  const rows = await sessionTimes(db, courseId)
  const next = rows.find((r) => r.status === 0)
  const status: C.LiveStatus = rows.some((r) => r.status === 1) ? 1 : next ? 0 : 2
  return {
    status,
    status_text: status === 2 && rows.length ? '已结课' : STATUS_TEXT[status],
    next_published_at: next?.published_at ?? '',
    count_down: next ? secondsUntil(next.published_at) : 0,
    videos_count: rows.length
  }
}

const category = async (db: Db, id: number) => (await categoryOf(db, id)) ?? { id: 0, name: '' }

export async function listItem(db: Db, c: CourseRow): Promise<C.LiveCourse> {
  return {
    id: c.id,
    title: c.title,
    thumb: c.thumb,
    charge: c.charge,
    short_description: c.short_description,
    category: await category(db, c.category_id),
    teacher_name: (await teacherName(db, c.teacher_id)) ?? '',
    ...(await courseState(db, c.id))
  }
}

export async function fullCourse(db: Db, c: CourseRow): Promise<C.LiveCourseFull> {
  return {
    id: c.id,
    title: c.title,
    thumb: c.thumb,
    charge: c.charge,
    short_description: c.short_description,
    render_desc: c.render_desc,
    status_text: (await courseState(db, c.id)).status_text,
    vip_can_view: c.vip_can_view,
    category: await category(db, c.category_id),
    teacher: await teacherOf(db, c.teacher_id)
  }
}

/** Top-level categories, each with its children. */
export function categoryTree(rows: readonly { id: number; parent_id: number; name: string }[]) {
  return rows.filter((c) => !c.parent_id).map((c) => ({ id: c.id, name: c.name, children: rows.filter((k) => k.parent_id === c.id).map((k) => ({ id: k.id, name: k.name })) }))
}

/** One row of the learner's live courses, in MeEdu's member-course shape (ADDONS 2). */
export async function memberCourse(db: Db, uid: number, c: CourseRow): Promise<C.LiveMemberCourse> {
  const watched = await watchedSummary(db, uid, c.id)
  const next = await nextSession(db, c.id)
  const { status, videos_count } = await courseState(db, c.id)
  return {
    id: c.id,
    course_id: c.id,
    video_id: watched.video_id ?? 0,
    is_subscribe: (await hasLiveCourse(db, uid, c.id)) ? 1 : 0,
    learned_count: watched.n,
    course: { id: c.id, title: c.title, thumb: c.thumb, status, videos_count, next_video: next ?? [] }
  }
}

export const chatMessageView = (r: ChatMessageRow) => ({ id: r.id, msg_body: { content: r.content, nick_name: r.nick_name, role: r.role, chat_id: r.id, user_id: r.user_id } })

// ---- The console's shapes (types/contract/admin/addons/zhibo.ts) ---------------------------------------------

type AdminCourseRow = NonNullable<Awaited<ReturnType<typeof adminCourseById>>>
type AdminClassRow = NonNullable<Awaited<ReturnType<typeof adminClassById>>>
const flag = (n: number): 0 | 1 => (n ? 1 : 0)

export const adminCourseView = (c: AdminCourseRow): Z.AdminLiveCourse => ({
  id: c.id,
  title: c.title,
  thumb: c.thumb,
  category_id: c.category_id,
  teacher_id: c.teacher_id,
  teacher_name: c.teacher_name,
  charge: c.charge,
  vip_can_view: flag(c.vip_can_view),
  short_description: c.short_description,
  render_desc: c.render_desc,
  is_show: flag(c.is_show),
  user_count: c.user_count,
  class_count: Number(c.class_count ?? 0),
  published_at: c.published_at
})

export const adminClassView = (v: AdminClassRow): Z.AdminLiveClass => ({
  id: v.id,
  course_id: v.course_id,
  course_title: v.course_title,
  teacher_name: v.teacher_name,
  title: v.title,
  published_at: v.published_at,
  planned_minutes: v.planned_minutes,
  status: v.status as C.LiveStatus,
  push_state: v.push_state,
  replay_status: v.replay_status,
  duration: v.duration
})

export const adminChatView = (m: Awaited<ReturnType<typeof adminChatPage>>['rows'][number]): Z.AdminChatMessage => ({ ...m, user_is_ban: flag(m.user_is_ban) })

/** OBS's two fields (服务器, 串流密钥) and the whole address for tools that take one. */
export const pushInfoView = (rtmpUrl: string, v: AdminClassRow, earlyStartMinutes: number): Z.LivePushInfo => ({
  rtmp_url: rtmpUrl,
  stream_key: v.stream_key ?? '',
  push_url: `${rtmpUrl}/${v.stream_key ?? ''}`,
  pushing: v.push_state === 'pushing' ? 1 : 0,
  early_start_minutes: earlyStartMinutes
})

export function attendanceView(s: Awaited<ReturnType<typeof signInsOf>>, learners: Awaited<ReturnType<typeof attendanceOf>>): Z.LiveAttendance {
  return {
    sign_ins: s.signIns.map((x) => ({
      id: x.id,
      created_at: x.created_at,
      end_at: x.end_at,
      closed: flag(x.closed),
      users: s.records.filter((r) => r.sign_in_id === x.id).map((r) => ({ id: r.id, nick_name: r.nick_name }))
    })),
    learners: learners.map((l) => ({ ...l, live_seconds: Number(l.live_seconds), vod_seconds: Number(l.vod_seconds), sign_count: Number(l.sign_count ?? 0) }))
  }
}
