/** 兑换订单's tabs: every order, then by state (工作台's to-do opens 待发货). */
import { MALL_ORDER_STATUSES, type MallOrderStatus } from '../../../../../types/admin/mallShipping'

export const MALL_ORDER_TABS = [{ key: 'all', label: '全部' }, ...Object.entries(MALL_ORDER_STATUSES).map(([key, label]) => ({ key, label }))]

/** The tab the address's `status` names (anything else: 全部). */
export const mallTabOf = (status: string | undefined): string => (status && status in MALL_ORDER_STATUSES ? status : 'all')

/** 待发货 stands out: a parcel is waiting. */
export const STATUS_COLORS: Record<MallOrderStatus, string> = { waiting: 'orange', shipped: 'blue', done: 'green' }
