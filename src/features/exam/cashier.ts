import { query, command } from '../../core/request'
import type { CashierAdapter, CashierRef } from '../../core/cashier'
import { exam } from '~types/endpoints/exam'

/** Exam goods (ADDONS 1.5): bought at `{paper|mock_paper|practice}/buy` with only `goods_id`. */
const buyAt = (entry: typeof exam.buyPaper | typeof exam.buyMockPaper | typeof exam.buyPractice) => (goods: CashierRef, promoCode: string) =>
  command(entry, { body: { goods_id: goods.id, promo_code: promoCode } })

export const paperCashier: CashierAdapter = {
  async goods({ type, id }) {
    const d = await query(exam.paperDetail, { params: { id } })
    const count = Object.values(d.questions).reduce((n, list) => n + list.length, 0)
    return { type, id, title: d.paper.title, thumb: '', charge: d.paper.charge, detail: `试卷 · 共${count}题 · 限时${d.paper.expired_minutes}分钟`, owned: d.can_join }
  },
  createOrder: buyAt(exam.buyPaper)
}

export const mockPaperCashier: CashierAdapter = {
  async goods({ type, id }) {
    const d = await query(exam.mockPaperDetail, { params: { id } })
    return { type, id, title: d.paper.title, thumb: '', charge: d.paper.charge, detail: `模拟试卷 · 随机组卷 · 限时${d.paper.expired_minutes}分钟`, owned: d.can }
  },
  createOrder: buyAt(exam.buyMockPaper)
}

export const practiceCashier: CashierAdapter = {
  async goods({ type, id }) {
    const d = await query(exam.practiceDetail, { params: { id } })
    return { type, id, title: d.practice.name, thumb: '', charge: d.practice.charge, detail: `练习 · ${d.chapters.length}章 · 共${d.practice.question_count}题`, owned: d.can }
  },
  createOrder: buyAt(exam.buyPractice)
}
