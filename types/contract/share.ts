/**
 * Referral (`MultiLevelShare`, ADDONS.md section 10) and the balance recharge (no MeEdu evidence: ours,
 * docs/API.md "Recharge and balance payment"). Money of the referral add-on is yuan with up to two
 * decimals (ADDONS 1.4); the server keeps it in fen.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Enum, ListCOf, Page, SizeAlias } from './common'

/** Add-on lists take `size`; MeEdu's clients also send `page_size` (ADDONS 1.3). */
export const ShareListQuery = Type.Object({ page: Page, size: Type.Optional(SizeAlias(50)), page_size: Type.Optional(SizeAlias(50)) })

/** GET /addons/MultiLevelShare/api/v1/config */
export const ShareConfig = Type.Object({ rules: Type.String() })
export type ShareConfig = Static<typeof ShareConfig>

/** GET .../user: MeEdu reads `invite_count` and `invite_balance`; `frozen_balance` is ours (withdrawals in progress). */
export const ShareUser = Type.Object({
  invite_count: Type.Integer(),
  invite_balance: Type.Number(),
  frozen_balance: Type.Number(),
  /** Everything the learner has earned (rewards minus reversals). */
  total_reward: Type.Number()
})
export type ShareUser = Static<typeof ShareUser>

/** GET .../user/goods: list shape N (`data.data[]`, `data.total`). `goods_type` is the share-link goods type. */
export const ShareGoods = Type.Object({
  id: Type.Integer(),
  goods_id: Type.Integer(),
  goods_type: Type.String(),
  goods_title: Type.String(),
  goods_thumb: Type.String(),
  /** Yuan earned when an invited learner's order of it is paid. */
  reward: Type.Number(),
  /** The goods' price in yuan (ours). */
  charge: Type.Number()
})
export type ShareGoods = Static<typeof ShareGoods>
export const ShareGoodsPage = Type.Object({ data: ListCOf(ShareGoods) })
export type ShareGoodsPage = Static<typeof ShareGoodsPage>

/** GET .../user/balanceRecords: shape C. `amount` is signed yuan (a withdrawal is negative). */
export const ShareBalanceRecord = Type.Object({ id: Type.Integer(), remark: Type.String(), amount: Type.Number(), created_at: DateTime })
export type ShareBalanceRecord = Static<typeof ShareBalanceRecord>
export const ShareBalanceRecords = ListCOf(ShareBalanceRecord)

/** GET .../user/inviteUsers (ours: MeEdu's client shows no invitee list): shape C. */
export const ShareInvitee = Type.Object({ id: Type.Integer(), nick_name: Type.String(), avatar: Type.String(), created_at: DateTime })
export type ShareInvitee = Static<typeof ShareInvitee>
export const ShareInvitees = ListCOf(ShareInvitee)

const WITHDRAW_CHANNELS = ['alipay', 'wechat'] as const

/** POST .../user/withdraw. `amount` arrives as typed (a string) or as a number; the handler applies the SPEC's amount rule. */
export const WithdrawBody = Type.Object(
  {
    channel: Enum(WITHDRAW_CHANNELS, { title: '提现方式' }),
    channel_account: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S', title: '收款账号' }),
    channel_name: Type.String({ minLength: 1, maxLength: 32, pattern: '\\S', title: '收款人姓名' }),
    amount: Type.Union([Type.String({ maxLength: 16 }), Type.Number()], { title: '提现金额' }),
    channel_address: Type.Optional(Type.String({ maxLength: 128, title: '开户地址' }))
  },
  { additionalProperties: false }
)
export type WithdrawBody = Static<typeof WithdrawBody>
export const WithdrawResult = Type.Object({ id: Type.Integer(), amount: Type.Number(), invite_balance: Type.Number(), frozen_balance: Type.Number() })
export type WithdrawResult = Static<typeof WithdrawResult>

/** POST .../user/bind: `msv` is the inviter's user id. */
export const BindBody = Type.Object({ msv: Type.Union([Type.String({ maxLength: 20 }), Type.Integer()], { title: '邀请码' }) })

// ---- Recharge and balance payment (ours) -----------------------------------------------------------------

/** GET /api/v2/recharge/options */
export const RechargeOptions = Type.Object({
  /** Preset amounts in yuan. */
  amounts: Type.Array(Type.Integer()),
  min: Type.Integer(),
  max: Type.Integer(),
  /** The learner's balance (credit2), yuan. */
  credit2: Type.Integer()
})
export type RechargeOptions = Static<typeof RechargeOptions>

/** POST /api/v2/order/recharge: whole yuan, `min`..`max`. */
export const RechargeBody = Type.Object({ amount: Type.Integer({ minimum: 1, maximum: 100000, title: '充值金额' }) }, { additionalProperties: false })

/** GET /api/v2/member/credit2Records: like MeEdu's credit1Records (`sum` signed yuan). */
export const Credit2Record = Type.Object({ id: Type.Integer(), sum: Type.Integer(), remark: Type.String(), created_at: DateTime })
export type Credit2Record = Static<typeof Credit2Record>
export const Credit2Records = ListCOf(Credit2Record)
export const Credit2RecordsQuery = Type.Object({ page: Page, page_size: Type.Optional(SizeAlias(50)), size: Type.Optional(SizeAlias(50)) })

/** POST /api/v3/order/pay/credit2 (the SPEC's "credit2 pay handle"): `{order_id}` -> the paid order's status and the balance left. */
export const Credit2PayResult = Type.Object({ status: Type.Integer(), credit2: Type.Integer() })
export type Credit2PayResult = Static<typeof Credit2PayResult>
