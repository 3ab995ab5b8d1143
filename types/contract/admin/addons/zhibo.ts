/**
 * 直播 in the console (ours: MeEdu's add-on admin is closed): live courses, their classes on a calendar,
 * each class's push address and key (rotated on demand), its chat to moderate, its sign-ins and attendance,
 * and its replay to publish.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Enum, Flag, Id } from '../../common'
import { AdminListOf, AdminPaging, DateOnly } from '../common'
import { ImageUrl, Switch } from '../courses'

import { LIVE_LIMITS } from '../../../admin/liveLimits'

export const AdminLiveCourse = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  thumb: Type.String(),
  category_id: Type.Integer(),
  teacher_id: Type.Integer(),
  teacher_name: Type.String(),
  /** Price in yuan; 0 free. */
  charge: Type.Integer(),
  vip_can_view: Flag,
  short_description: Type.String(),
  /** Rich text (sanitized by the server). */
  render_desc: Type.String(),
  is_show: Flag,
  user_count: Type.Integer(),
  class_count: Type.Integer(),
  published_at: DateTime
})
export type AdminLiveCourse = Static<typeof AdminLiveCourse>

export const LiveCourseListQuery = Type.Object({
  ...AdminPaging.properties,
  /** Titles containing it. */
  keywords: Type.Optional(Type.String({ maxLength: 60, title: '关键字' }))
})
export const LiveCourseList = AdminListOf(AdminLiveCourse)

export const LiveCourseBody = Type.Object(
  {
    title: Type.String({ maxLength: LIVE_LIMITS.maxTitle, title: '课程名称' }),
    thumb: ImageUrl('封面'),
    category_id: Id('分类'),
    teacher_id: Id('讲师'),
    charge: Type.Integer({ minimum: 0, maximum: LIVE_LIMITS.maxCharge, title: '价格' }),
    vip_can_view: Switch('VIP免费'),
    short_description: Type.Optional(Type.String({ maxLength: LIVE_LIMITS.maxShort, title: '简介' })),
    render_desc: Type.Optional(Type.String({ maxLength: LIVE_LIMITS.maxDesc, title: '详情' })),
    is_show: Switch('上架')
  },
  { additionalProperties: false }
)
export type LiveCourseBody = Static<typeof LiveCourseBody>

/** What the forms pick from: teachers, categories and courses. */
export const LiveOptions = Type.Object({
  teachers: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  categories: Type.Array(Type.Object({ id: Type.Integer(), parent_id: Type.Integer(), name: Type.String() })),
  courses: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), teacher_name: Type.String() }))
})
export type LiveOptions = Static<typeof LiveOptions>

/** A class's state: 0 未开始, 1 直播中, 2 已结束 (MeEdu's); the push and replay as the engine left them. */
export const AdminLiveClass = Type.Object({
  id: Type.Integer(),
  course_id: Type.Integer(),
  course_title: Type.String(),
  teacher_name: Type.String(),
  title: Type.String(),
  /** The scheduled start, "YYYY-MM-DD HH:MM:SS" (Beijing time). */
  published_at: DateTime,
  planned_minutes: Type.Integer(),
  status: Enum([0, 1, 2] as const),
  /** '' not pushing, 'pushing', 'interrupted'. */
  push_state: Type.String(),
  /** '' none, 'processing', 'published', 'held' (waits for 发布回放), 'failed'. */
  replay_status: Type.String(),
  /** Seconds it really ran (0 before it ends). */
  duration: Type.Integer()
})
export type AdminLiveClass = Static<typeof AdminLiveClass>

/** The calendar's range: classes starting on days `from` to `to` (inclusive), of one course or all. */
export const LiveClassQuery = Type.Object({
  from: DateOnly,
  to: DateOnly,
  course_id: Type.Optional(Id('课程'))
})
export const LiveClassList = Type.Object({ data: Type.Array(AdminLiveClass) })

/** A class's start: "YYYY-MM-DD HH:mm" or with seconds (Beijing time). */
const START_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?$'

export const LiveClassBody = Type.Object(
  {
    course_id: Id('课程'),
    title: Type.String({ maxLength: LIVE_LIMITS.maxTitle, title: '课次名称' }),
    published_at: Type.String({ pattern: START_PATTERN, title: '开始时间' }),
    planned_minutes: Type.Integer({ minimum: LIVE_LIMITS.minMinutes, maximum: LIVE_LIMITS.maxMinutes, title: '时长' })
  },
  { additionalProperties: false }
)
export type LiveClassBody = Static<typeof LiveClassBody>

/** Where the teacher pushes (OBS: 服务器 = rtmp_url, 串流密钥 = stream_key). */
export const LivePushInfo = Type.Object({
  rtmp_url: Type.String(),
  stream_key: Type.String(),
  push_url: Type.String(),
  pushing: Flag,
  early_start_minutes: Type.Integer()
})
export type LivePushInfo = Static<typeof LivePushInfo>

export const AdminChatMessage = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  nick_name: Type.String(),
  role: Type.String(),
  content: Type.String(),
  created_at: DateTime,
  /** The learner is muted in this class. */
  user_is_ban: Flag
})
export type AdminChatMessage = Static<typeof AdminChatMessage>
export const ChatMessageQuery = Type.Object({ ...AdminPaging.properties })
export const AdminChatList = AdminListOf(AdminChatMessage)

export const ChatMessageParams = Type.Object({ id: Id(), message_id: Id('消息') })
export type ChatMessageParams = Static<typeof ChatMessageParams>

export const MuteBody = Type.Object({ user_id: Id('学员'), on: Switch('禁言') }, { additionalProperties: false })
export type MuteBody = Static<typeof MuteBody>

/** Each sign-in the teacher opened, who answered it; each learner who came, how long, how many sign-ins. */
export const LiveAttendance = Type.Object({
  sign_ins: Type.Array(
    Type.Object({ id: Type.Integer(), created_at: DateTime, end_at: DateTime, closed: Flag, users: Type.Array(Type.Object({ id: Type.Integer(), nick_name: Type.String() })) })
  ),
  learners: Type.Array(
    Type.Object({ user_id: Type.Integer(), nick_name: Type.String(), mobile: Type.String(), live_seconds: Type.Integer(), vod_seconds: Type.Integer(), sign_count: Type.Integer() })
  )
})
export type LiveAttendance = Static<typeof LiveAttendance>
