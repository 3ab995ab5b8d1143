/**
 * Goods as the API sends them, for page tests (typed by the endpoint tables, so a contract change breaks
 * the fixture at compile time). The demo studio's wording: a piano course with two chapters and a trial.
 */
import type { ResponseOf } from '../../types/endpoints/endpoint'
import type { catalogue } from '../../types/endpoints/catalogue'
import type { learning } from '../../types/endpoints/learning'
import type { order } from '../../types/endpoints/order'
import type { book } from '../../types/endpoints/book'
import type { flashSale } from '../../types/endpoints/flashSale'
import type { groupBuy } from '../../types/endpoints/groupBuy'
import type { live } from '../../types/endpoints/live'
import type { learnPath } from '../../types/endpoints/learnPath'
import type { topic } from '../../types/endpoints/topic'

type CourseDetail = ResponseOf<typeof catalogue.courseDetail>
type Lesson = CourseDetail['videos'][string][number]

const lesson = (id: number, chapter: number, title: string, more: Partial<Lesson> = {}): Lesson => ({
  id, course_id: 2, chapter_id: chapter, title, slug: `video-${id}`, view_num: 0, published_at: '2026-09-07 15:32:57',
  charge: 19, duration: 600, is_ban_sell: 0, free_seconds: 0, ban_drag: 0, ...more
})

export const LESSONS = {
  3: [lesson(7, 3, '第1-10条：单手练习', { free_seconds: 30 }), lesson(8, 3, '第11-20条：双手配合')],
  4: [lesson(10, 4, '第31-40条：八度内的移位')]
}

export const COURSE = {
  id: 2, title: '拜厄钢琴基本教程精讲', slug: 'course-2', thumb: 'http://api.test/media/course-2.svg', charge: 99,
  short_description: '逐条精讲拜厄1-106条，打好扎实基本功', published_at: '2026-09-07 15:32:57', is_rec: 1 as const, is_show: 1 as const,
  user_count: 1287, category_id: 1, is_free: 0 as const, videos_count: 3, downloadable: 0 as const,
  category: { id: 1, name: '启蒙', parent_id: 0, children: [] },
  render_desc: '<p>主讲：<strong>林雅老师</strong>，上海音乐学院钢琴系硕士。</p>'
}

/** The course's detail; `isBuy` and the progress map as given. */
export const courseDetail = (more: Partial<CourseDetail> = {}): CourseDetail => ({
  course: COURSE,
  chapters: [
    { id: 3, course_id: 2, title: '第1-30条' },
    { id: 4, course_id: 2, title: '第31-60条' }
  ],
  videos: LESSONS,
  isBuy: false,
  isCollect: false,
  videoWatchedProgress: {},
  attach: [],
  buyVideos: [],
  ...more
})

type VideoDetail = ResponseOf<typeof catalogue.videoDetail>

/** A lesson of the course (its first, with a 30-second trial) as the lesson page reads it. */
export const lessonDetail = (more: Partial<VideoDetail> = {}): VideoDetail => ({
  video: LESSONS[3][0],
  course: COURSE,
  is_watch: false,
  videos: LESSONS,
  chapters: courseDetail().chapters,
  video_watched_progress: {},
  buy_videos: [],
  ...more
})

export const PLAY_INFO: ResponseOf<typeof learning.playInfo> = {
  urls: [{ url: 'http://api.test/media/videos/lesson-7.mp4?sig=s', format: 'mp4', name: '标清', duration: 600 }]
}

export const H5_PAYMENTS: ResponseOf<typeof order.payments> = [
  { sign: 'alipay', name: '支付宝', icon: '' },
  { sign: 'handPay', name: '手动打款', icon: '' }
]

/** The order the server makes for the course (unpaid). */
export const COURSE_ORDER: ResponseOf<typeof order.buyCourse> = {
  id: 31, user_id: 1, charge: 99, discount: 0, order_id: 'C2026112900031', payment_method: '', status_text: '未支付', payment_text: '',
  continue_pay: false, created_at: '2026-11-29 10:00:00', goods: [{ goods_id: 2, goods_type: 'COURSE', goods_name: COURSE.title, goods_thumb: COURSE.thumb, goods_text: '录播课程', goods_charge: 99, goods_ori_charge: 99, charge: 99, num: 1 }]
}

type BookDetail = ResponseOf<typeof book.bookDetail>
type BookArticle = BookDetail['articles'][string][number]
const article = (id: number, chapter: number, title: string, charge: number): BookArticle => ({ id, book_id: 2, chapter_id: chapter, title, charge, view_times: 124, published_at: '2026-10-10 15:32:58' })

/** An e-book with two free articles (试读) before the paid ones. */
export const bookDetail = (more: Partial<BookDetail> = {}): BookDetail => ({
  book: {
    id: 2, name: '识谱与节奏：七天看懂五线谱', thumb: 'http://api.test/media/book-2.svg', charge: 29, is_vip_free: 0, view_times: 2592, user_count: 864,
    short_desc: '每天一篇，七天从“数线”到视奏简单乐曲', published_at: '2026-10-10 15:32:58', category_id: 2, render_desc: '<p>看谱慢是多数学琴者进步慢的原因。</p>'
  },
  chapters: [{ id: 3, name: '第一部分 看懂谱表' }],
  articles: { 3: [article(7, 3, '第一天：五线谱与高音谱号', 0), article(8, 3, '第二天：低音谱号与大谱表', 0), article(9, 3, '第三天：加线与八度记号', 29)] },
  is_buy: false,
  ...more
})

type FlashSale = NonNullable<ResponseOf<typeof flashSale.detail>['data']>
/** A flash sale of the e-book, open now: 30 places, 10 minutes to pay for one. */
export const flashSaleOf = (more: Partial<FlashSale> = {}): FlashSale => ({
  id: 3, goods_id: 2, goods_type: 'book', goods_title: '识谱与节奏：七天看懂五线谱', goods_thumb: 'http://api.test/media/book-2.svg', charge: 9, original_charge: 29,
  num: 30, over_num: 30, is_start: true, is_over: false, is_end: false, start_count_down: 0, expired_seconds: 431994, expired_minutes: 10,
  started_at: '2026-11-29 13:32:58', ended_at: '2026-12-04 15:32:58', ...more
})

type GroupBuy = ResponseOf<typeof groupBuy.detail>
/** A group buy of the course for three, with one open group two places short. */
export const groupBuyOf = (more: Partial<GroupBuy> = {}): GroupBuy => ({
  goods: {
    id: 4, other_id: 2, goods_type: 'course', goods_title: COURSE.title, goods_thumb: COURSE.thumb, charge: 59, original_charge: 99,
    people_num: 3, ended_count_down: 86400, is_over: false, group_hours: 24
  },
  items: [{ id: 12, create_user_id: 7, create_user_avatar: '', create_user_nick_name: '小贝妈妈', users: [{ avatar: '', nick_name: '小贝妈妈' }], over_people_num: 2, count_down: 3600 }],
  join_item: [],
  ...more
})

type LiveDetail = ResponseOf<typeof live.courseDetail>
type LiveSession = LiveDetail['videos'][string][number]
const session = (id: number, title: string, status: LiveSession['status'], published_at: string): LiveSession => ({ id, course_id: 5, chapter_id: 1, title, status, published_at, duration: 3600, record_exists: status === 2 ? 1 : 0 })

/** A paid live course: one session given (its replay), one live now, one to come. */
export const liveDetail = (more: Partial<LiveDetail> = {}): LiveDetail => ({
  course: {
    id: 5, title: '乐理直播课：和声入门', thumb: 'http://api.test/media/live-5.svg', charge: 199, short_description: '每周两次直播，从音程、三和弦到终止式', render_desc: '<p>弹得出也听得懂。</p>',
    status_text: '直播中', vip_can_view: 0, category: { id: 3, name: '和声' }, teacher: { id: 2, name: '周雅琴', avatar: '', short_desc: '中央音乐学院作曲系' }
  },
  chapters: [{ id: 1, name: '和声基础' }],
  videos: { 1: [session(8, '第二讲：三和弦', 2, '2026-11-26 19:00:00'), session(9, '第三讲：属七和弦', 1, '2026-11-29 19:00:00'), session(10, '第四讲：终止式', 0, '2026-12-03 19:00:00')] },
  is_buy: false,
  ...more
})

type PathDetail = ResponseOf<typeof learnPath.pathDetail>
type StepItem = PathDetail['steps'][number]['courses'][number]
const stepItem = (other_id: number, type: StepItem['type'], type_text: string, name: string, learned: 0 | 1): StepItem => ({ other_id, type, type_text, name, thumb: '', charge: 0, learned })

/** A learning path of two steps (a course, then an e-book and a live course), the first item started. */
export const pathDetail = (more: Partial<PathDetail> = {}): PathDetail => ({
  data: { id: 1, name: '零基础到考级一级', thumb: 'http://api.test/media/path-1.svg', desc: '三个月从认识琴键到一级曲目', charge: 299, original_charge: 399, courses_count: 3, category_id: 1 },
  steps: [
    { id: 1, name: '第一阶段：认识钢琴', desc: '坐姿、手型与中央C', courses: [stepItem(2, 'course', '录播课', COURSE.title, 1)] },
    { id: 2, name: '第二阶段：识谱', desc: '', courses: [stepItem(2, 'book', '电子书', '识谱与节奏：七天看懂五线谱', 0), stepItem(5, 'live', '直播课', '乐理直播课：和声入门', 0)] }
  ],
  is_buy: false,
  ...more
})

type TopicDetail = ResponseOf<typeof topic.topicDetail>
/** A paid article whose free part a reader who has not bought it sees. */
export const topicDetail = (more: Partial<TopicDetail> = {}): TopicDetail => ({
  topic: {
    id: 3, title: '练琴不哭不闹：和孩子一起定一张练琴计划表', thumb: '', charge: 9, is_vip_free: 0, is_need_login: 0, view_times: 3410, vote_count: 2, comment_times: 0,
    created_at: '2026-11-05 15:32:58', category: { id: 2, name: '家长陪练' },
    free_content_render: '<p>先和孩子一起定下每天练琴的时间。</p>', render_content: ''
  },
  is_buy: false,
  is_collect: false,
  is_vote: false,
  can_see: false,
  ...more
})
