/**
 * The MeEdu 4.9.13-compatible API contract, shared by the app (src/) and the reference server (server/)
 * so the two cannot drift. Field names follow the wire format exactly (snake_case and camelCase mixed,
 * as MeEdu sends them). See docs/API.md for the calls MeEdu itself does not define.
 */

export type { Envelope, Flag, ListC, PaginatorA, PaginatorB } from './contract/common'
export type { Order, OrderGoods, OrderStatusCode, PaymentMethod, PromoCheck } from './contract/order'
export type {
  Book,
  BookArticle,
  BookArticleComment,
  BookArticleMap,
  BookBlockRender,
  BookCategory,
  BookChapter,
  BookComment,
  BookComments,
  BookDetail,
  BookFull,
  BookLastView,
  BookReadResult,
  BookRec,
  BooksPage,
  BookArticleComments,
  CommentCreated,
  MemberBook,
  MemberBookView
} from './contract/books'
import type { Flag } from './contract/common'

export interface PlayerConfig {
  cover: string
  enabled_bullet_secret: Flag
  bullet_secret: { size: number; color: string; opacity: number; text: string }
}

/** GET /api/v2/other/config */
export interface SiteConfig {
  name: string
  /** <=4.9.10 only; read `name ?? webname`. */
  webname?: string
  logo: string
  url: string
  pc_url: string
  h5_url: string
  icp?: string
  icp_link?: string
  user_protocol: string
  user_private_protocol: string
  vip_protocol: string
  aboutus: string
  player: PlayerConfig
  member: { enabled_mobile_bind_alert: Flag; enabled_face_verify: boolean }
  socialites: { qq: Flag; wechat_oauth: Flag }
  credit1_reward?: { register: number; watched_vod_course: number; watched_video: number; paid_order: number }
  enabled_addons: string[]
}

/**
 * Template add-on config (SPEC "newconfig"), our definition: GET /addons/templateOne/api/v1/config.
 * Presentation settings of the mobile template; every field optional so an older backend still works.
 */
export interface TemplateConfig {
  theme_color?: string
  share?: { title: string; desc: string; thumb: string }
  /** Shown under the member header when set. */
  member_notice?: string
}

/** GET /api/v2/captcha/image */
export interface ImageCaptcha {
  key: string
  img: string
}

export type SmsScene = 'login' | 'register' | 'password_reset' | 'mobile_bind'

export interface TokenResult {
  token: string
}

/** POST /api/v3/auth/login/code */
export type CodeLoginResult =
  | { success: 1; token: string }
  | { success: 0; action: 'bind_mobile'; code: string }

/** GET /api/v2/member/detail */
export interface Member {
  id: number
  avatar: string
  nick_name: string
  mobile: string
  is_lock: Flag
  is_active: Flag
  role_id: number
  role_expired_at: string | null
  invite_balance: number
  is_password_set: Flag
  is_set_nickname: Flag
  created_at: string
  credit1: number
  credit2: number
  credit3: number
  role: { id: number; name: string } | null
  is_bind_qq: Flag
  is_bind_wechat: Flag
  is_bind_mobile: Flag
  invite_people_count: number
  is_face_verify: boolean
  profile_real_name: string
  profile_id_number: string
}

/** POST /api/v3/member/tencent/faceVerify */
export interface FaceVerifyStart {
  biz_token: string
  rule_id: string
  url: string
  request_id?: string
}

/** GET /api/v3/member/tencent/faceVerify: 9 success, 5 failure. */
export interface FaceVerifyStatus {
  status: 9 | 5 | number
}

/** Video (lesson) object (MODEL_VIDEO_FIELD). */
export interface Video {
  id: number
  course_id: number
  chapter_id: number
  title: string
  slug: string
  view_num: number
  published_at: string
  charge: number
  /** Seconds. */
  duration: number
  is_ban_sell: Flag
  /** Trial seconds; 0 means no trial. */
  free_seconds: number
  ban_drag: Flag
}

export interface CourseCategory {
  id: number
  name: string
  parent_id: number
  children?: CourseCategory[]
}

/** Course object (MODEL_COURSE_FIELD); render_desc only on detail. */
export interface Course {
  id: number
  title: string
  slug: string
  thumb: string
  charge: number
  short_description: string
  render_desc?: string
  seo_keywords?: string
  seo_description?: string
  published_at: string
  is_rec: Flag
  is_show: Flag
  user_count: number
  category_id: number
  is_free: Flag
  videos_count: number
  category: { id: number; name: string } | null
}

/** Item of GET /api/v3/member/courses, /courses/learned, /courses/like. */
export interface MemberCourseItem {
  course_id: number
  user_id: number
  charge: number
  created_at: string
  learned_count: number
  is_subscribe?: Flag
  watch_record: {
    id: number
    is_watched: Flag
    watched_at: string | null
    progress: number
    created_at: string
    updated_at: string
  } | null
  course: Pick<Course, 'id' | 'title' | 'thumb' | 'videos_count' | 'charge' | 'is_free'>
  last_view_video: {
    id: number
    video_id: number
    watch_seconds: number
    created_at: string
    updated_at: string
    watched_at: string | null
    video: { id: number; title: string; duration: number; published_at: string }
  } | null
}

/**
 * Purchased-course preload (SPEC section 7, "template user courses"), our definition:
 * GET /addons/templateOne/api/v1/user/courses?type=vod&page=1&size=100 -> ListC<PurchasedCourse>.
 */
export interface PurchasedCourse {
  id: number
  type: 'vod'
  title: string
}

/** View block of GET /api/v2/viewBlock/page/blocks */
export interface ViewBlock<R = unknown> {
  id: number
  platform: string
  page_name: string
  sign: string
  sort: number
  config: string
  config_render: R
}

export interface SliderItem {
  src: string
  href: string
}
export interface GridNavRender {
  line_count: number
  items: { src: string; name: string; href: string }[]
}
export interface BlankRender {
  height: number
  bgcolor: string
}
export interface ImageGroupRender {
  v: string
  items: { src: string; url: string }[]
}
export interface VodV1Render {
  title: string
  items: Pick<
    Course,
    | 'id'
    | 'title'
    | 'thumb'
    | 'charge'
    | 'user_count'
    | 'short_description'
    | 'published_at'
    | 'category_id'
    | 'is_rec'
    | 'is_free'
    | 'category'
  >[]
}

/** GET /api/v2/roles, /api/v2/role/{id} */
export interface Role {
  id: number
  name: string
  charge: number
  expire_days: number
  desc_rows: string[]
}

/** GET /api/v2/course/{id} (camelCase keys, as MeEdu sends them). */
export interface CourseDetail {
  course: Course
  chapters: { id: number; course_id: number; title: string }[]
  videos: Record<string, Video[]>
  isBuy: boolean
  isCollect: boolean
  videoWatchedProgress: Record<string, { video_id: number; watch_seconds: number; watched_at: string | null }>
  attach: { id: number; name: string; size: number; extension: string }[]
  buyVideos: number[]
}

/** GET /api/v2/video/{id} (snake_case keys). */
export interface VideoDetail {
  video: Video
  course: Course
  is_watch: boolean
}

/** GET /api/v2/video/{id}, complete (snake_case keys): the lesson, its course and the course's lessons. */
export interface LessonDetail extends VideoDetail {
  videos: Record<string, Video[]>
  chapters: { id: number; course_id: number; title: string }[]
  video_watched_progress: Record<string, { video_id: number; watch_seconds: number; watched_at: string | null }>
  buy_videos: number[]
}

/** Item of GET /api/v3/search; `p` is an HTML snippet with the match in <em>. */
export interface SearchHit {
  id: number
  resource_id: number
  resource_type: 'vod' | 'video' | 'live' | 'book' | 'topic' | 'paper' | 'practice' | 'mock_paper' | string
  title: string
  short_desc: string
  thumb: string
  charge: number
  p: string
}
