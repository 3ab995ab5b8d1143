import type { CashierRegistry } from './core/cashier'
import { courseCashier, lessonCashier } from './features/course/cashier'
import { vipCashier } from './features/vip/cashier'
import { bookCashier } from './features/book/cashier'
import { topicCashier } from './features/topic/cashier'
import { learnPathCashier } from './features/learnPath/cashier'
import { mockPaperCashier, paperCashier, practiceCashier } from './features/exam/cashier'
import { liveCashier } from './features/live/cashier'
import { flashSaleCashier, groupBuyCashier } from './features/promo/cashier'
import { tutorCashier } from './features/tutor/cashier'
import { rechargeCashier } from './features/wallet/cashier'

/**
 * What the cashier sells, composed at the app tier (features never import each other): each goods type of
 * the add-on table's cashier column (src/addons.ts) with its feature's adapter. A goods type added to the
 * table without an adapter here does not compile. Only the cashier page imports this (its own chunk).
 */
export const cashierRegistry: CashierRegistry = {
  vod: courseCashier,
  video: lessonCashier,
  role: vipCashier,
  book: bookCashier,
  topic: topicCashier,
  learnPath: learnPathCashier,
  paper: paperCashier,
  mockPaper: mockPaperCashier,
  practice: practiceCashier,
  live: liveCashier,
  ms: flashSaleCashier,
  tg: groupBuyCashier,
  tutorTime: tutorCashier,
  recharge: rechargeCashier
}
