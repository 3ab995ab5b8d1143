/** Balance (credit2): top-ups, records and paying with it (docs/API.md). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Order from '../contract/order'
import type * as Share from '../contract/share'

export const wallet = {
  rechargeOptions: endpoint<{ response: Static<typeof Share.RechargeOptions> }>('GET', '/api/v2/recharge/options'),
  recharge: endpoint<{ body: Static<typeof Share.RechargeBody>; response: Static<typeof Order.Order> }>('POST', '/api/v2/order/recharge'),
  credit2Records: endpoint<{ query: Static<typeof Share.Credit2RecordsQuery>; response: Static<typeof Share.Credit2Records> }>('GET', '/api/v2/member/credit2Records'),
  payWithCredit2: endpoint<{ body: Static<typeof Order.OrderNoInput>; response: Static<typeof Share.Credit2PayResult> }>('POST', '/api/v3/order/pay/credit2')
} as const
