import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { isUniqueViolation, transaction, type Db, type Trx } from '../../db/kysely'
import { ok, fail } from '../../http/envelope'
import { notify } from '../../accounts/users'
import { beijing, now, parseBeijing } from '../../lib/time'
import { shapeC } from '../../http/paging'
import { readSetting } from '../../system/settings'
import { orderListeners, type OrderRow } from '../../orders/orders'
import { sizeOf } from '../common'
import { EmptyData } from '~types/contract/common'
import { AMOUNT_PATTERN } from '~types/patterns'
import * as C from '~types/contract/share'
import { route } from '../../http/route'
import { referral } from '~types/endpoints/referral'
import * as store from './store'
import { balanceRecordView, shareGoodsView, shareUserView, yuan } from './views'

/** A learner can be bound to an inviter only while new: within this long of registering (docs/decisions/referral-rules.md). */
const BIND_WINDOW_HOURS = 24

/** The rules page as the studio publishes it (staff edit the `share` setting). */
const DEFAULT_SHARE_RULES = [
  '<h3>推广奖励规则</h3>',
  '<p>1. 在“推广中心”复制你的邀请链接或保存海报，分享给想学琴的朋友。</p>',
  '<p>2. 朋友通过你的链接注册琴艺课堂后即成为你邀请的学员（每位学员只能绑定一位邀请人，注册24小时内有效）。</p>',
  '<p>3. 你邀请的学员购买“可推广课程”并<strong>支付成功</strong>后，对应奖励计入你的推广余额；订单退款时奖励相应扣回。</p>',
  '<p>4. 推广余额可申请提现到支付宝或微信，提交后金额冻结，工作人员在3个工作日内核对打款。</p>',
  '<p>5. 开启推广奖励期间，优惠码暂停使用。如有疑问请联系客服：021-62345678。</p>'
].join('')

/** `"12.5"` -> 1250; null when it is not the SPEC's amount (positive, at most two decimals). */
function fenOf(amount: string | number): number | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim()
  if (!new RegExp(AMOUNT_PATTERN).test(text)) return null
  const [whole, frac = ''] = text.split('.')
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'))
  return fen > 0 ? fen : null
}

/** An invitee's order was paid: the inviter earns the goods' reward, once per order. */
async function rewardInviter(trx: Trx, o: OrderRow): Promise<void> {
  if (o.charge <= 0) return
  const inviter = await store.inviterOf(trx, o.user_id)
  if (!inviter) return
  const reward = await store.rewardOf(trx, o.goods_type, o.goods_id)
  if (!reward) return
  const name = await store.orderGoodsName(trx, o.id)
  if (await store.moveBalance(trx, inviter, reward, `邀请学员购买《${name}》奖励`, 'reward', o.id)) {
    await notify(trx, inviter, `你邀请的学员购买了《${name}》，推广奖励 ¥${yuan(reward).toFixed(2)} 已计入推广余额。`)
  }
}

/** That order was refunded: the reward it earned is taken back, once. */
async function reverseReward(trx: Db | Trx, o: OrderRow): Promise<void> {
  const earned = await store.rewardForOrder(trx, o.id)
  if (!earned) return
  const name = await store.orderGoodsName(trx, o.id)
  if (await store.moveBalance(trx, earned.user_id, -earned.amount_fen, `《${name}》订单退款，奖励扣回`, 'reversal', o.id)) {
    await notify(trx, earned.user_id, `你邀请的学员购买的《${name}》已退款，推广奖励 ¥${yuan(earned.amount_fen).toFixed(2)} 已扣回。`)
  }
}

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb
  const listeners = orderListeners(db)
  listeners.paid.push(rewardInviter)
  // The record and the balance move together: in the refund's transaction, or in one of their own.
  listeners.refunded.push((on, o) => (on.isTransaction ? reverseReward(on, o) : transaction(on, (trx) => reverseReward(trx, o))))
  listeners.promoCodesOff = '推广奖励活动期间暂不支持优惠码'

  route(app, referral.config, { schema: { response: C.ShareConfig } }, async () => {
    return ok({ rules: (await readSetting(db, 'share', { rules: DEFAULT_SHARE_RULES })).rules })
  })

  route(app, referral.user, { schema: { response: C.ShareUser }, auth: 'required' }, async (req) => {
    const uid = req.learner
    return ok(shareUserView(await store.accountOf(db, uid), await store.inviteCount(db, uid)))
  })

  route(app, referral.goods, { schema: { query: C.ShareListQuery, response: C.ShareGoodsPage }, auth: 'required' }, async (req) => {
    // Goods that are gone or hidden are left out; the list is short (the studio's paid courses and books).
    const rows = []
    for (const g of await store.listShareGoods(db)) {
      const info = await store.promotedGoods(db, g)
      if (info) rows.push(shareGoodsView(g, info))
    }
    const size = sizeOf(req.query)
    const from = (req.query.page - 1) * size
    return ok({ data: shapeC(rows.slice(from, from + size), rows.length) })
  })

  route(app, referral.balanceRecords, { schema: { query: C.ShareListQuery, response: C.ShareBalanceRecords }, auth: 'required' }, async (req) => {
    const { total, rows } = await store.balanceRecordPage(db, req.learner, req.query.page, sizeOf(req.query))
    return ok(shapeC(rows.map(balanceRecordView), total))
  })

  route(app, referral.invitees, { schema: { query: C.ShareListQuery, response: C.ShareInvitees }, auth: 'required' }, async (req) => {
    const { total, rows } = await store.inviteePage(db, req.learner, req.query.page, sizeOf(req.query))
    return ok(shapeC(rows, total))
  })

  // The balance is checked, and the amount taken off it and frozen, in one transaction: two requests at
  // once cannot both pass the balance check.
  route(app, referral.withdraw, { schema: { body: C.WithdrawBody, response: C.WithdrawResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const b = req.body
    const fen = fenOf(b.amount)
    if (fen === null) throw fail('请输入正确的提现金额（大于0，最多两位小数）')
    const account_ = b.channel_account.trim()
    const name = b.channel_name.trim()
    return transaction(db, async (trx) => {
      const a = await store.accountOf(trx, uid)
      if (a.balance_fen <= 0) throw fail('余额为0时不可提现')
      if (fen > a.balance_fen) throw fail(`提现金额不能超过可提现余额 ¥${yuan(a.balance_fen).toFixed(2)}`)
      const id = await store.insertWithdrawal(trx, {
        user_id: uid,
        channel: b.channel,
        channel_account: account_,
        channel_name: name,
        channel_address: (b.channel_address ?? '').trim(),
        amount_fen: fen,
        created_at: beijing()
      })
      await store.moveBalance(trx, uid, -fen, `提现申请（${b.channel === 'alipay' ? '支付宝' : '微信'}），处理中`, 'withdraw', null)
      const after = await store.accountOf(trx, uid)
      return ok({ id, amount: yuan(fen), invite_balance: yuan(after.balance_fen), frozen_balance: yuan(after.frozen_fen) })
    })
  })

  // The inviter is bound once per learner (primary key), only while the learner is new, never to oneself
  // or to one's own invitee (a second binding racing the first meets the key: 已绑定过邀请人).
  route(app, referral.bind, { schema: { body: C.BindBody, response: EmptyData }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const msv = String(req.body.msv).trim()
    if (!/^[1-9]\d{0,9}$/.test(msv)) throw fail('邀请码无效')
    const inviter = Number(msv)
    if (inviter === uid) throw fail('不能邀请自己')
    try {
      return await transaction(db, async (trx) => {
        if (!(await store.isActiveUser(trx, inviter))) throw fail('邀请码无效')
        if (await store.inviterOf(trx, uid)) throw fail('已绑定过邀请人')
        if ((await store.inviterOf(trx, inviter)) === uid) throw fail('不能绑定自己邀请的学员')
        const created = await store.registeredAt(trx, uid)
        if (now().getTime() - parseBeijing(created).getTime() > BIND_WINDOW_HOURS * 3600_000) throw fail('仅新注册学员可绑定邀请人')
        await store.insertInvite(trx, uid, inviter, beijing())
        return ok([] as [])
      })
    } catch (e) {
      if (isUniqueViolation(e)) throw fail('已绑定过邀请人')
      throw e
    }
  })
}
