/** 推广 (MultiLevelShare) in the console: withdrawal requests, reward rules per goods, reward records. Ours (MeEdu's add-on admin is closed); money in yuan. */
import { Type, type Static } from 'typebox'
import { Enum, Nullable } from '../../common'
import { AdminListOf, AdminPaging } from '../common'

/** A withdrawal's state: 0 waiting for staff (amount frozen), 1 paid out, 2 refused (amount back in the balance). */
const WithdrawalStatus = Enum([0, 1, 2] as const, { title: '提现状态' })

const Member = Nullable(Type.Object({ id: Type.Integer(), nick_name: Type.String(), avatar: Type.String(), mobile: Type.String() }))

export const AdminWithdrawal = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  user: Member,
  channel: Type.String(),
  channel_account: Type.String(),
  channel_name: Type.String(),
  channel_address: Type.String(),
  amount: Type.Number(),
  status: WithdrawalStatus,
  created_at: Type.String(),
  processed_at: Nullable(Type.String()),
  payout_ref: Type.String(),
  reject_reason: Type.String()
})
export type AdminWithdrawal = Static<typeof AdminWithdrawal>

/** `status` -1 (or absent): every request; `keyword`: the member's id, nickname or mobile. */
export const WithdrawalListQuery = Type.Object({
  ...AdminPaging.properties,
  status: Type.Optional(Enum([-1, 0, 1, 2] as const, { title: '提现状态' })),
  keyword: Type.Optional(Type.String({ maxLength: 50, title: '学员' }))
})
export const WithdrawalList = Type.Object({ data: AdminListOf(AdminWithdrawal), counts: Type.Record(Type.String(), Type.Integer()) })

/** Paying out: the payout reference (a bank transfer number), required. */
export const ApproveBody = Type.Object({ payout_ref: Type.String() })
/** Refusing: why, required (the learner reads it in 资金明细). */
export const RejectBody = Type.Object({ reason: Type.String() })

/** Goods whose paid orders earn the inviter a reward: the reward as an amount and as a percentage of the price. */
export const ShareRule = Type.Object({
  id: Type.Integer(),
  goods_type: Type.String(),
  goods_id: Type.Integer(),
  goods_title: Type.String(),
  charge: Type.Number(),
  reward: Type.Number(),
  rate: Type.Number()
})
export type ShareRule = Static<typeof ShareRule>
export const ShareRuleList = Type.Object({ data: AdminListOf(ShareRule) })
/** The reward as a percentage of the goods' current price, 0-100 (0 stops promoting it). */
export const ShareRuleBody = Type.Object({ rate: Type.Number() })

export const RewardRecordQuery = Type.Object({ ...AdminPaging.properties, keyword: Type.Optional(Type.String({ maxLength: 50, title: '学员' })) })
/** A reward an inviter earned (kind reward) or lost to a refund (reversal). */
export const RewardRecord = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  user: Member,
  amount: Type.Number(),
  remark: Type.String(),
  kind: Type.String(),
  order_id: Nullable(Type.Integer()),
  created_at: Type.String()
})
export type RewardRecord = Static<typeof RewardRecord>
export const RewardRecordList = Type.Object({ data: AdminListOf(RewardRecord) })
