/** Referral (推广中心): add-on MultiLevelShare (ADDONS). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Common from '../contract/common'
import type * as Share from '../contract/share'

export const referral = {
  config: endpoint<{ response: Static<typeof Share.ShareConfig> }>('GET', '/addons/MultiLevelShare/api/v1/config'),
  user: endpoint<{ response: Static<typeof Share.ShareUser> }>('GET', '/addons/MultiLevelShare/api/v1/user'),
  goods: endpoint<{ query: Static<typeof Share.ShareListQuery>; response: Static<typeof Share.ShareGoodsPage> }>('GET', '/addons/MultiLevelShare/api/v1/user/goods'),
  balanceRecords: endpoint<{ query: Static<typeof Share.ShareListQuery>; response: Static<typeof Share.ShareBalanceRecords> }>('GET', '/addons/MultiLevelShare/api/v1/user/balanceRecords'),
  invitees: endpoint<{ query: Static<typeof Share.ShareListQuery>; response: Static<typeof Share.ShareInvitees> }>('GET', '/addons/MultiLevelShare/api/v1/user/inviteUsers'),
  withdraw: endpoint<{ body: Static<typeof Share.WithdrawBody>; response: Static<typeof Share.WithdrawResult> }>('POST', '/addons/MultiLevelShare/api/v1/user/withdraw'),
  bind: endpoint<{ body: Static<typeof Share.BindBody>; response: Static<typeof Common.EmptyData> }>('POST', '/addons/MultiLevelShare/api/v1/user/bind')
} as const
