/**
 * Plain constants of 积分商城's shipping and goods, shared by the contract (types/contract/admin/addons) and the
 * console's forms. No TypeBox here: the console imports this file at run time.
 */

/** The carriers a parcel may go by (the console's select; the server accepts only these names). */
export const CARRIERS = ['顺丰速运', '京东物流', '中国邮政', 'EMS', '中通快递', '圆通速递', '韵达快递', '申通快递', '极兔速递', '德邦快递'] as const

/** A tracking number: 8 to 30 letters and digits, as Chinese carriers print them (SF1234567890123). */
export const TRACKING_NUMBER_PATTERN = '^[A-Za-z0-9]{8,30}$'

/** Points price and stock bounds of a goods. */
export const MALL_LIMITS = { maxCharge: 1000000, maxStock: 1000000, maxTitle: 60 } as const

/** An exchange order's state in the console: physical ones wait for shipping, then are shipped; virtual ones are done at once. */
export const MALL_ORDER_STATUSES = { waiting: '待发货', shipped: '已发货', done: '已完成' } as const
export type MallOrderStatus = keyof typeof MALL_ORDER_STATUSES
