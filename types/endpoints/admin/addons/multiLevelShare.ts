/** 推广 (MultiLevelShare) in the console: withdrawals to approve or reject, reward rules per goods, reward records (ours). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as S from '../../../contract/admin/addons/multiLevelShare'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
const BASE = '/backend/addons/MultiLevelShare'

export const adminShare = {
  withdrawals: adminEndpoint<{ query: Static<typeof S.WithdrawalListQuery>; response: Static<typeof S.WithdrawalList> }>('GET', `${BASE}/withdrawals`, 'addons.MultiLevelShare.withdrawals'),
  approveWithdrawal: adminEndpoint<{ params: Id; body: Static<typeof S.ApproveBody>; response: Empty }>('POST', `${BASE}/withdrawals/:id/approve`, 'addons.MultiLevelShare.withdrawals.decide'),
  rejectWithdrawal: adminEndpoint<{ params: Id; body: Static<typeof S.RejectBody>; response: Empty }>('POST', `${BASE}/withdrawals/:id/reject`, 'addons.MultiLevelShare.withdrawals.decide'),
  rules: adminEndpoint<{ response: Static<typeof S.ShareRuleList> }>('GET', `${BASE}/rules`, 'addons.MultiLevelShare.rules'),
  updateRule: adminEndpoint<{ params: Id; body: Static<typeof S.ShareRuleBody>; response: Empty }>('PUT', `${BASE}/rules/:id`, 'addons.MultiLevelShare.rules.update'),
  rewards: adminEndpoint<{ query: Static<typeof S.RewardRecordQuery>; response: Static<typeof S.RewardRecordList> }>('GET', `${BASE}/rewards`, 'addons.MultiLevelShare.rewards')
} as const
