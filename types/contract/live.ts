/**
 * Zhibo add-on (live classes), ADDONS.md section 2. Paths under /addons/zhibo/api/v1; the chat, sign-in,
 * watch records and attachment list sit on the secondary base (`liveApiBase`, SPEC section 7). Shapes
 * follow the fields MeEdu's own client reads; the few extra fields this storefront needs (a list item's
 * status and start time, the replay's saved position) are marked "extension" and listed in docs/API.md.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Enum, Flag, Id, ListCOf, Page, PaginatorAOf, PromoCode, SizeAlias } from './common'
import { GoodsComments } from './comments'

/** A live video (one session): 0 = not started, 1 = live, 2 = ended. */
export const LiveStatus = Type.Unsafe<0 | 1 | 2>({ type: 'integer', enum: [0, 1, 2] })
export type LiveStatus = Static<typeof LiveStatus>

const LiveCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  children: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))
})

const LiveTeacher = Type.Object({ id: Type.Integer(), name: Type.String(), avatar: Type.String(), short_desc: Type.String() })

/**
 * A course in the list (GET /courses). MeEdu's client reads id, title, thumb, charge and category.name;
 * extension: `status` (1 when a session is live, else 0 while one is still to come, else 2), the next
 * session's start (`next_published_at`, '' when none) and the seconds until it (`count_down`), the
 * teacher's name and the number of sessions.
 */
export const LiveCourse = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  thumb: Type.String(),
  charge: Type.Integer(),
  short_description: Type.String(),
  category: Type.Object({ id: Type.Integer(), name: Type.String() }),
  status: LiveStatus,
  status_text: Type.String(),
  next_published_at: Type.String(),
  count_down: Type.Integer(),
  videos_count: Type.Integer(),
  teacher_name: Type.String()
})
export type LiveCourse = Static<typeof LiveCourse>

export const LiveCoursesQuery = Type.Object({
  page: Page,
  size: Type.Optional(SizeAlias(100)),
  page_size: Type.Optional(SizeAlias(100)),
  cid: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '分类' }))
})
export type LiveCoursesQuery = Static<typeof LiveCoursesQuery>

/** GET /courses: shape N. */
export const LiveCoursesPage = Type.Object({ data: PaginatorAOf(LiveCourse), categories: Type.Array(LiveCategory) })
export type LiveCoursesPage = Static<typeof LiveCoursesPage>

/** A session in the schedule; `duration` (s) is set when it ends. Extension: `record_exists`. */
export const LiveVideo = Type.Object({
  id: Type.Integer(),
  course_id: Type.Integer(),
  chapter_id: Type.Integer(),
  title: Type.String(),
  status: LiveStatus,
  published_at: DateTime,
  duration: Type.Integer(),
  record_exists: Flag
})
export type LiveVideo = Static<typeof LiveVideo>

/** The course on its detail page. */
export const LiveCourseFull = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  thumb: Type.String(),
  charge: Type.Integer(),
  short_description: Type.String(),
  render_desc: Type.String(),
  status_text: Type.String(),
  vip_can_view: Flag,
  category: Type.Object({ id: Type.Integer(), name: Type.String() }),
  teacher: LiveTeacher
})
export type LiveCourseFull = Static<typeof LiveCourseFull>

/** GET /course/{id}: `videos` keyed by chapter id ("0" = no chapter). */
export const LiveCourseDetail = Type.Object({
  course: LiveCourseFull,
  chapters: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  videos: Type.Record(Type.String(), Type.Array(LiveVideo)),
  is_buy: Type.Boolean()
})
export type LiveCourseDetail = Static<typeof LiveCourseDetail>

export const LiveComments = GoodsComments
export type LiveComments = GoodsComments

export const LiveListQuery = Type.Object({ page: Page, size: Type.Optional(SizeAlias(100000)), page_size: Type.Optional(SizeAlias(100000)) })
export type LiveListQuery = Static<typeof LiveListQuery>

/** Cashier (ADDONS 1.5): `goods_id` is the course id; `promo_code` is sent even when empty. */
export const LivePaidBody = Type.Object({ goods_id: Type.Optional(Id('商品')), promo_code: Type.Optional(PromoCode) })
export type LivePaidBody = Static<typeof LivePaidBody>

/** The chat's connection (the client fills `:courseId`, `:videoId` and `:token` into `connect_url`). */
const LiveChat = Type.Object({
  connect_url: Type.String(),
  channel: Type.String(),
  user: Type.Object({ id: Type.Integer(), nick_name: Type.String(), avatar: Type.String() })
})

/**
 * GET /course/{videoId}/play. `play_url`: the HLS playlist while live, the replay qualities after the end
 * ([] when none). `sign_in_record`: the open sign-in the learner has not answered yet, or []. `chat` is []
 * once the session has ended. Extensions: `count_down` (seconds to the start, and of a sign-in, measured by
 * the server clock), `vod_watched_seconds` (where the learner left the replay), `push_interrupted` (the
 * teacher's push dropped: the room says 主播网络不稳定 until it comes back), `replay_pending` (the recording
 * is being made into the replay: the room asks again until it is there).
 */
export const LivePlay = Type.Object({
  course: Type.Object({ id: Type.Integer(), title: Type.String(), poster: Type.String() }),
  video: Type.Object({ id: Type.Integer(), course_id: Type.Integer(), title: Type.String(), status: LiveStatus, published_at: DateTime, duration: Type.Integer() }),
  play_url: Type.Union([Type.String(), Type.Array(Type.Object({ name: Type.String(), url: Type.String() }))]),
  web_rtc_play_url: Type.String(),
  record_exists: Flag,
  record_duration: Type.Integer(),
  room_is_ban: Flag,
  user_is_ban: Flag,
  sign_in_record: Type.Union([Type.Object({ id: Type.Integer(), end_at: DateTime, count_down: Type.Integer() }), Type.Array(Type.Unknown(), { maxItems: 0 })]),
  chat: Type.Union([LiveChat, Type.Array(Type.Unknown(), { maxItems: 0 })]),
  count_down: Type.Integer(),
  vod_watched_seconds: Type.Integer(),
  push_interrupted: Flag,
  replay_pending: Flag
})
export type LivePlay = Static<typeof LivePlay>

/**
 * Ours, GET /addons/zhibo/api/v1/teacher/video/{id}/push: where the session's teacher pushes (OBS, or the
 * mini-program's 开播 page), for that teacher only. `push_url` = `rtmp_url` + `/` + `stream_key`.
 * `early_start_minutes`: how long before `published_at` the key may push.
 */
export const LivePush = Type.Object({
  video: Type.Object({ id: Type.Integer(), course_id: Type.Integer(), title: Type.String(), status: LiveStatus, published_at: DateTime }),
  rtmp_url: Type.String(),
  stream_key: Type.String(),
  push_url: Type.String(),
  early_start_minutes: Type.Integer(),
  pushing: Flag
})
export type LivePush = Static<typeof LivePush>

/** A fragment of a pushed session's stream (its number in the engine's playlist). */
export const StreamSegmentParams = Type.Object({ id: Id('直播'), n: Type.Integer({ minimum: 0, title: '分片' }) })
export type StreamSegmentParams = Static<typeof StreamSegmentParams>

export const EngineHookParams = Type.Object({ call: Enum(['publish', 'publish-done', 'record-done']) })
export type EngineHookParams = Static<typeof EngineHookParams>
/** The hook secret (checked by the route, so a missing one is a 403, not a validation answer). */
export const EngineHookQuery = Type.Object({ s: Type.Optional(Type.String({ title: '签名' })) })
export type EngineHookQuery = Static<typeof EngineHookQuery>
/** What nginx-rtmp posts (form-encoded): the stream name, and a recording's path; other fields pass. */
export const EngineHookBody = Type.Object({ name: Type.Optional(Type.String({ title: '推流名' })), path: Type.Optional(Type.String({ title: '录像路径' })) })
export type EngineHookBody = Static<typeof EngineHookBody>

export const VideoParams = Type.Object({ cid: Id('课程'), vid: Id('直播') })
export type VideoParams = Static<typeof VideoParams>
export const SignInParams = Type.Object({ cid: Id('课程'), vid: Id('直播'), id: Id('签到') })
export const AttachParams = Type.Object({ cid: Id('课程'), vid: Id('直播'), id: Id('课件') })

/** The longest chat message, in characters. */
export const CHAT_MAX_LENGTH = 200

/** The length rule (at most CHAT_MAX_LENGTH after cleaning) is checked by the server with its own message. */
export const ChatSendBody = Type.Object({
  content: Type.String({ maxLength: 2000, title: '消息' }),
  duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 86400, title: '播放进度' }))
})
export type ChatSendBody = Static<typeof ChatSendBody>

/** A chat message as stored and pushed (`v` of a `message` frame is this, as a JSON string). */
export const ChatMsgBody = Type.Object({
  content: Type.String(),
  nick_name: Type.String(),
  role: Enum(['user', 'teacher', 'assistant']),
  chat_id: Type.Integer(),
  user_id: Type.Integer()
})
export type ChatMsgBody = Static<typeof ChatMsgBody>

/** GET chat/msg: shape C, newest first. */
export const ChatMessages = ListCOf(Type.Object({ id: Type.Integer(), msg_body: ChatMsgBody }))
export type ChatMessages = Static<typeof ChatMessages>

export const WatchRecordBody = Type.Object({ duration: Type.Integer({ minimum: 0, maximum: 86400, title: '播放进度' }) })
export type WatchRecordBody = Static<typeof WatchRecordBody>

/** GET attach/index: shape A (a bare array). */
export const LiveAttachment = Type.Object({ id: Type.Integer(), name: Type.String(), course_id: Type.Integer(), video_id: Type.Integer() })
export type LiveAttachment = Static<typeof LiveAttachment>

/**
 * Frames pushed over the chat WebSocket (ADDONS 2): `{t, v?, u?, params?}`. Extension: `room-start` (the
 * session went live: a waiting room switches to the stream without polling), `stream-interrupted` and
 * `stream-resumed` (the teacher's push dropped, and came back within the grace), `pong`, and `error` (a
 * frame this server could not take; `v` says why, in Chinese).
 */
export type ChatFrame =
  | { t: 'message'; v: string }
  | { t: 'connect'; u: { id: number; nickname: string } }
  | { t: 'sign-in-created'; params: { id: number; end_at: string; count_down: number } }
  | { t: 'sign-in-closed'; params: { id: number } }
  | { t: 'room-ban' | 'room-un-ban' | 'room-over' | 'room-start' | 'stream-interrupted' | 'stream-resumed' | 'pong' }
  | { t: 'room-user-ban' | 'room-user-un-ban'; params: number[] }
  | { t: 'message-deleted'; params: { ids: number[] } }
  | { t: 'error'; v: string }

/** Home block `h5-live-v1` config_render: config `{title, items: [courseId]}` hydrated with the list's course cards. */
export const LiveBlockRender = Type.Object({ title: Type.String(), items: Type.Array(LiveCourse) })
export type LiveBlockRender = Static<typeof LiveBlockRender>

/** The next session of a member course (`[]` when none is still to come). */
export const LiveNextVideo = Type.Object({ id: Type.Integer(), title: Type.String(), published_at: DateTime })
export type LiveNextVideo = Static<typeof LiveNextVideo>

/**
 * GET /member/courses (订阅) and /member/courses/learned (在学): shape C. `id` is the course id (one row per
 * course), `video_id` the session last watched (0 when none), `learned_count` the sessions watched,
 * `course.status` 2 = 已结课 (every session ended).
 */
export const LiveMemberCourse = Type.Object({
  id: Type.Integer(),
  course_id: Type.Integer(),
  video_id: Type.Integer(),
  is_subscribe: Flag,
  learned_count: Type.Integer(),
  course: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    thumb: Type.String(),
    status: LiveStatus,
    videos_count: Type.Integer(),
    next_video: Type.Union([LiveNextVideo, Type.Array(Type.Unknown(), { maxItems: 0 })])
  })
})
export type LiveMemberCourse = Static<typeof LiveMemberCourse>
export const LiveMemberCourses = ListCOf(LiveMemberCourse)
export type LiveMemberCourses = Static<typeof LiveMemberCourses>
