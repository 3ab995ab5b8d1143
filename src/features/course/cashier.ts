import { query, command } from '../../core/request'
import { boughtCourse } from '../../core/purchased'
import type { CashierAdapter } from '../../core/cashier'
import { catalogue } from '~types/endpoints/catalogue'
import { order } from '~types/endpoints/order'

/** A recorded course at the cashier (CONTRACT 2.7): `promo_code` only when one is applied. */
export const courseCashier: CashierAdapter = {
  async goods({ type, id }) {
    const d = await query(catalogue.courseDetail, { params: { id } })
    return { type, id, title: d.course.title, thumb: d.course.thumb, charge: d.course.charge, detail: `录播课程 · 共${d.course.videos_count}课时`, owned: boughtCourse(d.isBuy, d.course) }
  },
  createOrder: (goods, promoCode) => command(order.buyCourse, { body: { course_id: goods.id, ...(promoCode ? { promo_code: promoCode } : {}) } })
}

/** One lesson of a course, sold on its own (CONTRACT 2.7). */
export const lessonCashier: CashierAdapter = {
  async goods({ type, id }) {
    const d = await query(catalogue.videoDetail, { params: { id } })
    return { type, id, title: d.video.title, thumb: d.course.thumb, charge: d.video.charge, detail: `单节视频 · 《${d.course.title}》`, owned: d.is_watch }
  },
  createOrder: (goods, promoCode) => command(order.buyVideo, { body: { video_id: goods.id, ...(promoCode ? { promo_code: promoCode } : {}) } })
}
