/**
 * 推广 in the console: withdrawal requests to pay out or refuse (each decided once, money moved once),
 * reward rules per goods as a percentage of the price, reward records.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminRoute } from '../../admin/route'
import { maskLearnerData } from '../../admin/mask'
import { fail, notFound } from '../../http/envelope'
import { notify } from '../../accounts/users'
import { beijing } from '../../lib/time'
import { EmptyData, IdParams } from '~types/contract/common'
import * as S from '~types/contract/admin/addons/multiLevelShare'
import { adminShare } from '~types/endpoints/admin/addons/multiLevelShare'
import * as store from './store/admin'
import { adminWithdrawalView, rewardRecordView, shareRuleView, yuan } from './views'

const EMPTY: [] = []
const PAYOUT_REF_MAX = 64
const REASON_MAX = 200
const CHANNEL_TEXT: Record<string, string> = { alipay: '支付宝', wechat: '微信' }
const money = (fen: number) => `¥${yuan(fen).toFixed(2)}`

/** A required text field, trimmed, with its Chinese refusals. */
function required(value: string, label: string, max: number): string {
  const text = value.trim()
  if (!text) throw fail(`请填写${label}`)
  if (text.length > max) throw fail(`${label}不能超过${max}个字符`)
  return text
}

/** The percentage as sent: 0-100, at most two decimals. */
function rateOf(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) throw fail('奖励比例须在0-100之间')
  if (Math.round(rate * 100) !== rate * 100) throw fail('奖励比例最多两位小数')
  return rate
}

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  adminRoute(app, db, adminShare.withdrawals, { schema: { query: S.WithdrawalListQuery, response: S.WithdrawalList } }, async (req) => {
    const { page = 1, size = 10, status = -1, keyword = '' } = req.query
    const { rows, total, counts } = await store.withdrawalPage(db, { status, keyword: keyword.trim() }, page, size)
    const byStatus = Object.fromEntries([store.PENDING, store.PAID_OUT, store.REFUSED].map((s) => [String(s), counts.get(s) ?? 0]))
    return maskLearnerData(req.admin, { data: { data: rows.map(adminWithdrawalView), total }, counts: byStatus })
  })

  /** Checks the request can still be decided (nothing written otherwise), then decides it once. */
  const decide = async (id: number, adminId: number, outcome: Parameters<typeof store.decideWithdrawal>[2], remark: store.Decision['remark']) => {
    const w = await store.withdrawalById(db, id)
    if (!w) throw notFound('提现申请不存在')
    const decided = w.status === store.PENDING && (await store.decideWithdrawal(db, id, outcome, { adminId, at: beijing(), remark }))
    // Lost to another decision (or decided before): the winner moved the money; this one writes nothing.
    if (!decided) throw fail('该提现申请已处理，不能重复审核')
    return decided
  }

  adminRoute(app, db, adminShare.approveWithdrawal, { schema: { params: IdParams, body: S.ApproveBody, response: EmptyData }, log: { module: 'addons.MultiLevelShare.withdrawal', opt: 'UPDATE' } }, async (req) => {
    const ref = required(req.body.payout_ref, '打款流水号', PAYOUT_REF_MAX)
    const w = await decide(req.params.id, req.admin.id, { paidOut: ref }, (x) => `提现${money(x.amount_fen)}已打款到${CHANNEL_TEXT[x.channel] ?? x.channel}（流水号 ${ref}）`)
    await notify(ctx.kdb, w.user_id, `你申请的推广提现 ${money(w.amount_fen)} 已打款，流水号 ${ref}。`)
    return EMPTY
  })

  adminRoute(app, db, adminShare.rejectWithdrawal, { schema: { params: IdParams, body: S.RejectBody, response: EmptyData }, log: { module: 'addons.MultiLevelShare.withdrawal', opt: 'UPDATE' } }, async (req) => {
    const reason = required(req.body.reason, '驳回原因', REASON_MAX)
    const w = await decide(req.params.id, req.admin.id, { refused: reason }, (x) => `提现未通过（${reason}），${money(x.amount_fen)}已退回推广余额`)
    await notify(ctx.kdb, w.user_id, `你申请的推广提现 ${money(w.amount_fen)} 未通过：${reason}。金额已退回推广余额。`)
    return EMPTY
  })

  adminRoute(app, db, adminShare.rules, { schema: { response: S.ShareRuleList } }, async () => {
    const rows = await store.shareRules(db, ctx.enabledAddons.includes('MeeduBooks'))
    return { data: { data: rows.map(shareRuleView), total: rows.length } }
  })

  adminRoute(app, db, adminShare.updateRule, { schema: { params: IdParams, body: S.ShareRuleBody, response: EmptyData }, log: { module: 'addons.MultiLevelShare.rule', opt: 'UPDATE' } }, async (req) => {
    const rate = rateOf(req.body.rate)
    const rule = (await store.shareRules(db, ctx.enabledAddons.includes('MeeduBooks'))).find((r) => r.id === req.params.id)
    if (!rule) throw notFound('推广规则不存在')
    if (rate === 0) {
      await store.deleteRule(db, rule.id)
      return EMPTY
    }
    if (rule.charge <= 0) throw fail('该商品已免费或已删除，不能设置推广奖励')
    // The price is in yuan: rate% of it in fen is charge * rate.
    const fen = Math.round(rule.charge * rate)
    if (fen < 1) throw fail('奖励不足0.01元，请调高比例')
    await store.setRuleReward(db, rule.id, fen)
    return EMPTY
  })

  adminRoute(app, db, adminShare.rewards, { schema: { query: S.RewardRecordQuery, response: S.RewardRecordList } }, async (req) => {
    const { page = 1, size = 10, keyword = '' } = req.query
    const { rows, total } = await store.rewardPage(db, keyword.trim(), page, size)
    return maskLearnerData(req.admin, { data: { data: rows.map(rewardRecordView), total } })
  })
}
