import { query, command } from '../../core/request'
import type { CashierAdapter, CashierRef } from '../../core/cashier'
import type { MockDetail, Order, PaperDetail, PracticeDetail } from '../../../types/api'

/** Exam goods (ADDONS 1.5): bought at `{paper|mock_paper|practice}/buy` with only `goods_id`. */
const EXAM = '/addons/Paper/api/v1'

const buyAt = (path: string) => (goods: CashierRef, promoCode: string) => command<Order>(`${EXAM}/${path}/buy`, { goods_id: goods.id, promo_code: promoCode })

export const paperCashier: CashierAdapter = {
  async goods({ type, id }) {
    const d = await query<PaperDetail>(`${EXAM}/paper/${id}`)
    const count = Object.values(d.questions).reduce((n, list) => n + list.length, 0)
    return { type, id, title: d.paper.title, thumb: '', charge: d.paper.charge, detail: `试卷 · 共${count}题 · 限时${d.paper.expired_minutes}分钟`, owned: d.can_join }
  },
  createOrder: buyAt('paper')
}

export const mockPaperCashier: CashierAdapter = {
  async goods({ type, id }) {
    const d = await query<MockDetail>(`${EXAM}/mock_paper/${id}`)
    return { type, id, title: d.paper.title, thumb: '', charge: d.paper.charge, detail: `模拟试卷 · 随机组卷 · 限时${d.paper.expired_minutes}分钟`, owned: d.can }
  },
  createOrder: buyAt('mock_paper')
}

export const practiceCashier: CashierAdapter = {
  async goods({ type, id }) {
    const d = await query<PracticeDetail>(`${EXAM}/practice/${id}`)
    return { type, id, title: d.practice.name, thumb: '', charge: d.practice.charge, detail: `练习 · ${d.chapters.length}章 · 共${d.practice.question_count}题`, owned: d.can }
  },
  createOrder: buyAt('practice')
}
