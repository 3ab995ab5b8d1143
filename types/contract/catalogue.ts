/** Courses, lessons, categories, roles, comments and search (CONTRACT 2.3-2.5). */
import { Type, type Static } from 'typebox'
import { Enum, Flag, ListCOf, Nullable, OrEmpty, Page, PaginatorAOf, SizeOf } from './common'

/** Video (lesson) object (MODEL_VIDEO_FIELD). */
export const Video = Type.Object({
  id: Type.Integer(),
  course_id: Type.Integer(),
  chapter_id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  view_num: Type.Integer(),
  published_at: Type.String(),
  charge: Type.Integer(),
  /** Seconds. */
  duration: Type.Integer(),
  is_ban_sell: Flag,
  /** Trial seconds; 0 means no trial. */
  free_seconds: Type.Integer(),
  ban_drag: Flag
})
export type Video = Static<typeof Video>

/** Categories nest one level in MeEdu (parent -> children). */
const CategoryLeaf = Type.Object({ id: Type.Integer(), name: Type.String(), parent_id: Type.Integer(), children: Type.Optional(Type.Array(Type.Unknown())) })
const CourseCategorySchema = Type.Object({ ...CategoryLeaf.properties, children: Type.Optional(Type.Array(CategoryLeaf)) })

/** Course object (MODEL_COURSE_FIELD); render_desc only on detail. */
export const Course = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  thumb: Type.String(),
  charge: Type.Integer(),
  short_description: Type.String(),
  render_desc: Type.Optional(Type.String()),
  seo_keywords: Type.Optional(Type.String()),
  seo_description: Type.Optional(Type.String()),
  published_at: Type.String(),
  is_rec: Flag,
  is_show: Flag,
  user_count: Type.Integer(),
  category_id: Type.Integer(),
  is_free: Flag,
  videos_count: Type.Integer(),
  created_at: Type.Optional(Type.String()),
  /** MeEdu after 4.9.13, on a course's detail: 1 = an active VIP studies it free (every course in 4.9.13). */
  is_vip_free: Type.Optional(Flag),
  /** Ours, on a course's detail: 1 = learners who may study it may keep its lessons' audio on the device. */
  downloadable: Type.Optional(Flag),
  category: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), parent_id: Type.Optional(Type.Integer()), children: Type.Optional(Type.Array(Type.Unknown())) }))
})
export type Course = Static<typeof Course>

/** A course as the v2 member lists send it: the course without render_desc, no videos_count (and MeEdu's fields only). */
const { downloadable: _detailOnly, ...listFields } = Course.properties
export const CourseNoCount = Type.Object({ ...listFields, videos_count: Type.Optional(Type.Integer()) })

export const Chapter = Type.Object({ id: Type.Integer(), course_id: Type.Integer(), title: Type.String() })
const VideoMap = Type.Record(Type.String(), Type.Array(Video))

/** A learner's progress on one lesson. */
export const WatchProgress = Type.Object({
  id: Type.Optional(Type.Integer()),
  user_id: Type.Optional(Type.Integer()),
  course_id: Type.Optional(Type.Integer()),
  video_id: Type.Integer(),
  watch_seconds: Type.Integer(),
  watched_at: Nullable(Type.String()),
  created_at: Type.Optional(Type.String()),
  updated_at: Type.Optional(Type.String())
})
/** Keyed by lesson id; `[]` when the learner has no record in the course (MeEdu's empty PHP array). */
const ProgressMap = OrEmpty(Type.Record(Type.String(), WatchProgress))

/** GET /api/v2/course/{id} (camelCase keys, as MeEdu sends them). */
export const CourseDetail = Type.Object({
  course: Course,
  chapters: Type.Array(Chapter),
  videos: VideoMap,
  isBuy: Type.Boolean(),
  isCollect: Type.Boolean(),
  videoWatchedProgress: ProgressMap,
  attach: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), size: Type.Integer(), extension: Type.String() })),
  buyVideos: Type.Array(Type.Integer())
})
/**
 * The progress map as the app reads it: MeEdu's empty `[]` reads like an empty map in JavaScript (no
 * element at any lesson id, no keys), so clients index it without a special case.
 */
type ReadAsMap<T, K extends keyof T> = Omit<T, K> & { [P in K]: Record<string, Static<typeof WatchProgress>> }
export type CourseDetail = ReadAsMap<Static<typeof CourseDetail>, 'videoWatchedProgress'>

/** GET /api/v2/video/{id} (snake_case keys): the lesson, its course and the course's lessons. */
export const VideoDetail = Type.Object({
  video: Video,
  course: Course,
  is_watch: Type.Boolean(),
  videos: VideoMap,
  chapters: Type.Array(Chapter),
  video_watched_progress: ProgressMap,
  buy_videos: Type.Array(Type.Integer())
})
export type VideoDetail = ReadAsMap<Static<typeof VideoDetail>, 'video_watched_progress'>

/** GET /api/v2/roles, /api/v2/role/{id} */
export const Role = Type.Object({ id: Type.Integer(), name: Type.String(), charge: Type.Integer(), expire_days: Type.Integer(), desc_rows: Type.Array(Type.String()) })
export type Role = Static<typeof Role>

/** Comments of a course or lesson (CONTRACT 2.3): newest first, authors in a users map. */
export const CourseComments = Type.Object({
  comments: Type.Array(Type.Object({ id: Type.Integer(), user_id: Type.Integer(), render_content: Type.String(), created_at: Type.String(), ip: Type.String(), ip_province: Type.String() })),
  users: Type.Record(Type.String(), Type.Object({ id: Type.Integer(), avatar: Type.String(), nick_name: Type.String() }))
})

/** Item of GET /api/v3/search; `p` is an HTML snippet with the match in <em>. */
export const SearchHit = Type.Object({
  id: Type.Integer(),
  resource_id: Type.Integer(),
  resource_type: Type.String(),
  title: Type.String(),
  short_desc: Type.String(),
  desc: Type.Optional(Type.String()),
  thumb: Type.String(),
  charge: Type.Integer(),
  published_at: Type.Optional(Type.String()),
  p: Type.String()
})
export type SearchHit = Omit<Static<typeof SearchHit>, 'resource_type'> & {
  resource_type: 'vod' | 'video' | 'live' | 'book' | 'topic' | 'paper' | 'practice' | 'mock_paper' | (string & {})
}

// ---- requests and replies --------------------------------------------------------------------------------

export const CoursesQuery = Type.Object({
  page: Page,
  page_size: SizeOf(100, 16),
  category_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '分类' })),
  scene: Type.Optional(Enum(['', 'sub', 'free', 'rec'], { title: '场景' }))
})
export const SearchQuery = Type.Object({
  keywords: Type.Optional(Type.String({ maxLength: 50, title: '关键字' })),
  /** '' or '0' (MeEdu's H5 sends 0): everything. */
  type: Type.Optional(Enum(['', '0', 'vod', 'video', 'live', 'book', 'topic', 'paper', 'practice', 'mock_paper'], { title: '类型' })),
  page: Page,
  size: SizeOf(50, 10)
})
/** GET /api/v2/search (MeEdu's v2 title search: at most 10 courses). */
export const SearchV2Query = Type.Object({ keywords: Type.Optional(Type.String({ maxLength: 50, title: '关键字' })) })
export const SearchV2 = Type.Object({ data: Type.Array(Course), keywords: Type.String() })
/** GET /api/v2/videos */
export const VideosQuery = Type.Object({ page: Page, page_size: SizeOf(100, 10) })
export const VideosPage = PaginatorAOf(Video)
export const CoursesPage = PaginatorAOf(Course)
export const Categories = Type.Array(CourseCategorySchema)
export const SearchPage = ListCOf(SearchHit)
