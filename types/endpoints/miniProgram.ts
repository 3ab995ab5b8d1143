/** Mini-program only: phone binding, subscribe messages, virtual payment (docs/API.md). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Common from '../contract/common'
import type * as Order from '../contract/order'
import type * as Subscribe from '../contract/subscribe'

export const miniProgram = {
  bindPhone: endpoint<{ body: Static<typeof Subscribe.PhoneBindBody>; response: Static<typeof Common.EmptyData> }>('POST', '/addons/templateOne/api/v1/mini/bindMobile'),
  subscribeTemplates: endpoint<{ response: Static<typeof Subscribe.SubscribeTemplates> }>('GET', '/addons/templateOne/api/v1/mini/subscribe/templates'),
  subscribe: endpoint<{ body: Static<typeof Subscribe.SubscribeBody>; response: Static<typeof Subscribe.SubscribeResult> }>('POST', '/addons/templateOne/api/v1/mini/subscribe'),
  virtualPay: endpoint<{ body: Static<typeof Order.VirtualPayBody>; response: Static<typeof Order.VirtualPayParams> }>('POST', '/addons/templateOne/api/v1/mini/virtualPay')
} as const
