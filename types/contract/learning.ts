/** Playback, progress and the learner's course lists (CONTRACT 2.4 and 2.6). */
import { Type, type Static } from 'typebox'
import { Enum, Flag, ListCOf, Nullable, OrEmpty, Page, PaginatorBOf, SizeOf } from './common'
import { Course, CourseNoCount, Video } from './catalogue'

/** Item of GET /api/v3/member/courses, /courses/learned, /courses/like. */
export const MemberCourseItem = Type.Object({
  /** The list's own record (the purchase, the favourite, the learning record), as MeEdu returns the row. */
  id: Type.Integer(),
  course_id: Type.Integer(),
  user_id: Type.Integer(),
  charge: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** When every lesson was watched; null until then. */
  watched_at: Nullable(Type.String()),
  learned_count: Type.Integer(),
  is_subscribe: Type.Optional(Flag),
  /** The course's progress (MeEdu's course watch record, 0-100) and whether every lesson is watched. */
  is_watched: Flag,
  progress: Type.Integer(),
  /** `[]` when the learner has not started the course (MeEdu sends PHP's empty array). */
  watch_record: OrEmpty(
    Type.Object({
      id: Type.Integer(),
      is_watched: Flag,
      watched_at: Nullable(Type.String()),
      progress: Type.Integer(),
      created_at: Type.String(),
      updated_at: Type.String()
    })
  ),
  course: Type.Object({ id: Type.Integer(), title: Type.String(), thumb: Type.String(), videos_count: Type.Integer(), charge: Type.Integer(), is_free: Flag }),
  /** `[]` when no lesson was watched yet. */
  last_view_video: OrEmpty(
    Type.Object({
      id: Type.Integer(),
      video_id: Type.Integer(),
      watch_seconds: Type.Integer(),
      created_at: Type.String(),
      updated_at: Type.String(),
      watched_at: Nullable(Type.String()),
      video: Type.Object({ id: Type.Integer(), title: Type.String(), duration: Type.Integer(), published_at: Type.String() })
    })
  )
})
export type MemberCourseItem = Omit<Static<typeof MemberCourseItem>, 'course'> & {
  course: Pick<Static<typeof Course>, 'id' | 'title' | 'thumb' | 'videos_count' | 'charge' | 'is_free'>
}

/**
 * Purchased-course preload (SPEC section 7, "template user courses"), our definition:
 * GET /addons/templateOne/api/v1/user/courses?type=vod&page=1&size=100 -> ListC<PurchasedCourse>.
 */
const PurchasedCourse = Type.Object({ id: Type.Integer(), type: Type.Literal('vod'), title: Type.String() })

/** GET /api/v2/video/{id}/playinfo */
export const PlayInfo = Type.Object({ urls: Type.Array(Type.Object({ url: Type.String(), format: Type.String(), name: Type.String(), duration: Type.Integer() })) })
export type PlayInfo = Static<typeof PlayInfo>

/** Ours, GET /api/v2/video/{id}/download: the lesson's audio, signed for the learner, to keep on the device. */
export const LessonDownload = Type.Object({ url: Type.String(), duration: Type.Integer() })
export type LessonDownload = Static<typeof LessonDownload>

/** GET /api/v3/member/learned/course/{id}: every lesson with the learner's record. */
export const LearnedLesson = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  published_at: Type.String(),
  duration: Type.Integer(),
  watch_record: Nullable(Type.Object({ watch_seconds: Type.Integer(), watched_at: Nullable(Type.String()), created_at: Type.String() }))
})

export const PlayInfoQuery = Type.Object({ is_try: Type.Optional(Enum([0, 1], { title: '试看' })) })
export const RecordBody = Type.Object({ duration: Type.Integer({ minimum: 0, maximum: 86400, title: '时长' }) })
export const V2ListQuery = Type.Object({ page: Page, page_size: SizeOf(100, 5) })
export const V3ListQuery = Type.Object({ page: Page, size: SizeOf(100, 10) })
export const PurchasedQuery = Type.Object({ type: Enum(['vod'], { default: 'vod', title: '类型' }), page: Page, size: SizeOf(100, 100) })
export const AttachParams = Type.Object({ courseId: Type.Integer({ minimum: 1, maximum: 2147483647, title: 'ID' }), id: Type.Integer({ minimum: 1, maximum: 2147483647, title: 'ID' }) })
export const AttachDownload = Type.Object({ download_url: Type.String() })

export const MemberCoursesV3 = ListCOf(MemberCourseItem)
export const MemberCoursesV2 = PaginatorBOf(CourseNoCount)
/** GET /api/v2/member/videos: the lessons bought one by one (shape B, video objects). */
export const MemberVideosV2 = PaginatorBOf(Video)
export const PurchasedCourses = ListCOf(PurchasedCourse)
