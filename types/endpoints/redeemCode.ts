/** Redeem codes: add-on CodeExchanger (ADDONS). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Common from '../contract/common'
import type * as Engagement from '../contract/engagement'

export const redeemCode = {
  query: endpoint<{ body: Static<typeof Engagement.CodeBody>; response: Static<typeof Engagement.CodeQueryResult> }>('POST', '/addons/CodeExchanger/api/v2/query'),
  confirm: endpoint<{ body: Static<typeof Engagement.CodeBody>; response: Static<typeof Common.EmptyData> }>('POST', '/addons/CodeExchanger/api/v2/confirm'),
  records: endpoint<{ query: Static<typeof Engagement.AddonListQuery>; response: Static<typeof Engagement.CodeRecords> }>('GET', '/addons/CodeExchanger/api/v2/user/records')
} as const
