/**
 * A course's chapters, lessons (MeEdu's "videos") and attachments in the console (MeEdu 4.9.13:
 * CourseChapterController, CourseVideoController, CourseAttachController and their requests). The
 * drag-to-order routes are ours.
 */
import { Type, type Static } from 'typebox'
import { Enum, Flag, Id, Nullable, PaginatorAOf } from '../common'
import { AdminPaging } from './common'
import { IdsOf, Moment, Switch } from './courses'

const CourseBrief = Type.Object({ id: Type.Integer(), title: Type.String(), thumb: Type.String(), charge: Type.Integer() })

// 章节

export const CourseIdParams = Type.Object({ course_id: Id('课程') })
export const ChapterParams = Type.Object({ course_id: Id('课程'), id: Id('章节') })
export const Chapter = Type.Object({ id: Type.Integer(), course_id: Type.Integer(), title: Type.String(), sort: Type.Integer() })
export type Chapter = Static<typeof Chapter>
/** MeEdu's `GET /course_chapter/{course_id}`: the course and its chapters in order. */
export const ChapterList = Type.Object({ course: CourseBrief, chapters: Type.Array(Chapter) })
export const ChapterIdsBody = IdsOf('章节')
export const ChapterBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', title: '章节名' }),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '排序' }))
})

// 课时

/**
 * A lesson in the console (MeEdu's video; `url` is a legacy media file, `media_asset_id` the 视频库 asset it
 * plays, 0 for none, and `sort` its place: ours).
 */
export const AdminVideo = Type.Object({
  id: Type.Integer(),
  course_id: Type.Integer(),
  chapter_id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  url: Type.String(),
  media_asset_id: Type.Integer(),
  view_num: Type.Integer(),
  short_description: Type.String(),
  published_at: Type.String(),
  charge: Type.Integer(),
  duration: Type.Integer(),
  is_ban_sell: Flag,
  free_seconds: Type.Integer(),
  ban_drag: Flag,
  sort: Type.Integer(),
  chapter: Nullable(Type.Object({ id: Type.Integer(), title: Type.String() })),
  course: Nullable(CourseBrief)
})
export type AdminVideo = Static<typeof AdminVideo>

export const VideoIdsBody = IdsOf('课时')

export const VideoListQuery = Type.Object({
  ...AdminPaging.properties,
  cid: Type.Optional(Type.Integer({ minimum: 0, title: '课程' })),
  keywords: Type.Optional(Type.String({ maxLength: 120, title: '关键字' })),
  sort: Type.Optional(Enum(['id', 'sort', 'published_at', 'duration'], { title: '排序' })),
  order: Type.Optional(Enum(['asc', 'desc'], { title: '排序方式' }))
})
/** MeEdu's `GET /video`: `{ videos: paginator }`. */
export const VideoList = Type.Object({ videos: PaginatorAOf(AdminVideo) })

/**
 * MeEdu's CourseVideoRequest (its `url` optional, as MeEdu's is beside its cloud video ids). The lesson's
 * media is a 视频库 asset (`media_asset_id`, ours: its HLS ladder, a trial cut from it) or, for a lesson made
 * before the 视频库, a file of the media library's `videos/` folder in `url` (`videos/lesson-1.mp4`) with its
 * trial cut beside it (`videos/lesson-1.trial.mp4`).
 */
export const VideoBody = Type.Object({
  course_id: Id('所属课程'),
  chapter_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '所属章节' })),
  title: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S', title: '课时名称' }),
  url: Type.Optional(Type.String({ maxLength: 255, title: '视频文件' })),
  media_asset_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '视频库视频' })),
  duration: Type.Integer({ minimum: 1, maximum: 86400, title: '时长' }),
  published_at: Moment('上架时间'),
  charge: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000, title: '单独购买价格' })),
  free_seconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 86400, title: '试看秒数' })),
  ban_drag: Type.Optional(Switch('禁止快进')),
  is_ban_sell: Type.Optional(Switch('禁止单独购买'))
})
export type VideoBody = Static<typeof VideoBody>

/** MeEdu's `GET /video/{id}`: the lesson and the courses it may move to. */
export const VideoDetail = Type.Object({ video: AdminVideo, courses: Type.Array(CourseBrief) })

/** Ours: a course's outline after a drag; `items` in their new order, each with the chapter it now sits in. */
export const VideoOrderBody = Type.Object({
  course_id: Id('课程'),
  items: Type.Array(Type.Object({ id: Id('课时'), chapter_id: Type.Integer({ minimum: 0, maximum: 2147483647, title: '章节' }) }), { minItems: 1, maxItems: 1000, title: '课时' })
})

// 附件

const Attachment = Type.Object({ id: Type.Integer(), course_id: Type.Integer(), name: Type.String(), path: Type.String(), extension: Type.String(), size: Type.Integer() })
export const AttachmentQuery = Type.Object({ course_id: Id('课程') })
export const AttachmentList = Type.Object({ data: Type.Array(Attachment), course: CourseBrief })
export const AttachmentSignQuery = Type.Object({ extension: Type.String({ minLength: 1, maxLength: 10, title: '文件格式' }) })
/** Where to PUT the file (a one-hour address of this server, like MeEdu's presigned S3 URL) and the key to store it with. */
export const AttachmentSign = Type.Object({ upload_url: Type.String(), key: Type.String() })
export const AttachmentUploadParams = Type.Object({ key: Type.String({ minLength: 10, maxLength: 300, title: '上传凭证' }) })
export const AttachmentBody = Type.Object({
  key: Type.String({ minLength: 10, maxLength: 300, title: '上传凭证' }),
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', title: '附件名' }),
  course_id: Id('课程')
})
