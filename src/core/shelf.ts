/**
 * The shelf of virtual goods (courses, VIP, e-books, exams, live classes, articles, learning paths,
 * recharge) where WeChat forbids selling them: the mini-program on iOS (host/device
 * `sellsVirtualGoods`), unless the studio sells through WeChat virtual payment (site config
 * `virtual_payment`). There the app shows no price, no buying and no paying word; what the learner
 * already has plays as usual. The words and the reasons: docs/decisions/ios-virtual-goods.md.
 */
import { routes } from '../routes'
import { sellsVirtualGoods } from '../host/device'

/** What a page that only sells says where selling is not allowed (WeChat's own suggested wording). */
export const SHELF_CLOSED_MESSAGE = '由于相关规范，iOS 功能暂不可用'

/**
 * Pages that exist only to sell or to pay (the cashier, payment pages, top-ups, flash sales, group buys,
 * the order list with its amounts): unreachable where the shelf is hidden, a direct link says why.
 */
const SELLING_PAGES: ReadonlySet<string> = new Set(
  [
    routes.cashier,
    routes.handPay,
    routes.paySuccess,
    routes.wechatPay,
    routes.orders,
    routes.recharge,
    routes.flashSales,
    routes.flashSale,
    routes.myFlashSales,
    routes.groupBuys,
    routes.groupBuy,
    routes.groupQueue,
    routes.myGroupBuys,
    // The referral centre lists goods with their prices and rewards for selling them.
    routes.shareHome,
    routes.shareBalance,
    routes.shareRecords,
    routes.shareRules,
    routes.shareWithdraw
  ].map((r) => r.url)
)

/** True when `url` (a route's path, with or without a query) is a selling page this device may not open. */
export function sellingPageClosed(url: string): boolean {
  return !sellsVirtualGoods() && SELLING_PAGES.has(url.split('?')[0])
}

/** The learner has it: 已购买 where the shelf sells, 已拥有 where it does not (no paying word). */
export function ownedWord(): string {
  return sellsVirtualGoods() ? '已购买' : '已拥有'
}

/** Getting what the learner does not have yet: 购买 where the shelf sells, 解锁 where it does not. */
export function buyWord(): string {
  return sellsVirtualGoods() ? '购买' : '解锁'
}
