/**
 * Goods as the API sends them, for page tests (typed by the endpoint tables, so a contract change breaks
 * the fixture at compile time). The demo studio's wording: a piano course with two chapters and a trial.
 */
import type { ResponseOf } from '../../types/endpoints/endpoint'
import type { catalogue } from '../../types/endpoints/catalogue'
import type { learning } from '../../types/endpoints/learning'
import type { order } from '../../types/endpoints/order'

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
