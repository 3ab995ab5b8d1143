import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { DB } from '../../db/db'
import { ok, fail } from '../../http/envelope'
import { notify } from '../../member/users'
import { beijing, now, parseBeijing } from '../../lib/time'
import { pageQuery, shapeC } from '../../http/paging'
import { readSetting } from '../../system/settings'
import { orderListeners, type OrderRow } from '../../orders/orders'
import { sizeOf } from '../common'
import { EmptyData } from '../../../../types/contract/common'
import { AMOUNT_PATTERN } from '../../../../types/patterns'
import * as C from '../../../../types/contract/share'
import { route } from '../../http/route'
import { referral } from '../../../../types/endpoints/referral'

/** A learner can be bound to an inviter only while new: within this long of registering (docs/DECISIONS.md). */
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

const yuan = (fen: number) => Math.round(fen) / 100
/** `"12.5"` -> 1250; null when it is not the SPEC's amount (positive, at most two decimals). */
function fenOf(amount: string | number): number | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim()
  if (!new RegExp(AMOUNT_PATTERN).test(text)) return null
  const [whole, frac = ''] = text.split('.')
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'))
  return fen > 0 ? fen : null
}

interface Account {
  balance_fen: number
  frozen_fen: number
  earned_fen: number
}

function account(db: DB, uid: number): Account {
  db.prepare('INSERT OR IGNORE INTO share_accounts (user_id) VALUES (?)').run(uid)
  return db.prepare('SELECT balance_fen, frozen_fen, earned_fen FROM share_accounts WHERE user_id = ?').get(uid) as Account
}

/** Changes the balance, records why, and keeps the member detail's `invite_balance` (yuan) in step. */
function move(db: DB, uid: number, fen: number, remark: string, kind: 'reward' | 'reversal' | 'withdraw', orderId: number | null): boolean {
  const added = db
    .prepare('INSERT OR IGNORE INTO share_balance_records (user_id, amount_fen, remark, kind, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(uid, fen, remark, kind, orderId, beijing())
  if (!added.changes) return false
  account(db, uid)
  const earned = kind === 'withdraw' ? 0 : fen
  db.prepare('UPDATE share_accounts SET balance_fen = balance_fen + ?, earned_fen = earned_fen + ?, frozen_fen = frozen_fen + ? WHERE user_id = ?').run(
    fen,
    earned,
    kind === 'withdraw' ? -fen : 0,
    uid
  )
  db.prepare('UPDATE users SET invite_balance = (SELECT balance_fen FROM share_accounts WHERE user_id = ?) / 100.0 WHERE id = ?').run(uid, uid)
  return true
}

const inviterOf = (db: DB, uid: number) => db.prepare('SELECT inviter_id FROM share_invites WHERE user_id = ?').pluck().get(uid) as number | undefined

const goodsName = (db: DB, orderPk: number) => (db.prepare('SELECT goods_name FROM order_goods WHERE order_id = ?').pluck().get(orderPk) as string) ?? ''

/** An invitee's order was paid: the inviter earns the goods' reward, once per order. */
function rewardInviter(db: DB, o: OrderRow): void {
  if (o.charge <= 0) return
  const inviter = inviterOf(db, o.user_id)
  if (!inviter) return
  const reward = db.prepare('SELECT reward_fen FROM share_goods WHERE goods_type = ? AND goods_id = ?').pluck().get(o.goods_type, o.goods_id) as number | undefined
  if (!reward) return
  const name = goodsName(db, o.id)
  if (move(db, inviter, reward, `邀请学员购买《${name}》奖励`, 'reward', o.id)) {
    notify(db, inviter, `你邀请的学员购买了《${name}》，推广奖励 ¥${yuan(reward).toFixed(2)} 已计入推广余额。`)
  }
}

/** That order was refunded: the reward it earned is taken back, once. */
function reverseReward(db: DB, o: OrderRow): void {
  const earned = db.prepare("SELECT user_id, amount_fen FROM share_balance_records WHERE order_id = ? AND kind = 'reward'").get(o.id) as
    | { user_id: number; amount_fen: number }
    | undefined
  if (!earned) return
  const name = goodsName(db, o.id)
  if (move(db, earned.user_id, -earned.amount_fen, `《${name}》订单退款，奖励扣回`, 'reversal', o.id)) {
    notify(db, earned.user_id, `你邀请的学员购买的《${name}》已退款，推广奖励 ¥${yuan(earned.amount_fen).toFixed(2)} 已扣回。`)
  }
}

/** A share-link goods type (ADDONS 10: anything not listed opens as a vod course) for an order goods type. */
const LINK_TYPE: Record<string, string> = { role: 'vip' }

interface GoodsRow {
  id: number
  goods_type: string
  goods_id: number
  reward_fen: number
}

/** Title, cover and price of promotable goods; null when it is gone or hidden. */
function goodsInfo(db: DB, g: GoodsRow): { title: string; thumb: string; charge: number } | null {
  if (g.goods_type === 'vod') {
    return (db.prepare('SELECT title, thumb, charge FROM courses WHERE id = ? AND is_show = 1').get(g.goods_id) as { title: string; thumb: string; charge: number }) ?? null
  }
  if (g.goods_type === 'book') {
    const hasBooks = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'books'").get()
    if (!hasBooks) return null
    return (db.prepare('SELECT name AS title, thumb, charge FROM books WHERE id = ? AND is_show = 1').get(g.goods_id) as { title: string; thumb: string; charge: number }) ?? null
  }
  if (g.goods_type === 'role') {
    const r = db.prepare('SELECT name AS title, charge FROM roles WHERE id = ?').get(g.goods_id) as { title: string; charge: number } | undefined
    return r ? { ...r, thumb: '' } : null
  }
  return null
}

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx
  const listeners = orderListeners(db)
  listeners.paid.push(rewardInviter)
  listeners.refunded.push(reverseReward)
  listeners.promoCodesOff = '推广奖励活动期间暂不支持优惠码'

  route(app, referral.config, { schema: { response: C.ShareConfig } }, async () => {
    return ok({ rules: readSetting(db, 'share', { rules: DEFAULT_SHARE_RULES }).rules })
  })

  route(app, referral.user, { schema: { response: C.ShareUser }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const a = account(db, uid)
    const count = db.prepare('SELECT COUNT(*) FROM share_invites WHERE inviter_id = ?').pluck().get(uid) as number
    return ok({ invite_count: count, invite_balance: yuan(a.balance_fen), frozen_balance: yuan(a.frozen_fen), total_reward: yuan(a.earned_fen) })
  })

  route(app, referral.goods, { schema: { query: C.ShareListQuery, response: C.ShareGoodsPage }, auth: 'required' }, async (req) => {
    // Goods that are gone or hidden are left out; the list is short (the studio's paid courses and books).
    const rows = (db.prepare('SELECT id, goods_type, goods_id, reward_fen FROM share_goods ORDER BY sort, id').all() as GoodsRow[]).flatMap((g) => {
      const info = goodsInfo(db, g)
      return info
        ? [{ id: g.id, goods_id: g.goods_id, goods_type: LINK_TYPE[g.goods_type] ?? g.goods_type, goods_title: info.title, goods_thumb: info.thumb, reward: yuan(g.reward_fen), charge: info.charge }]
        : []
    })
    const size = sizeOf(req.query)
    const from = (req.query.page - 1) * size
    return ok({ data: shapeC(rows.slice(from, from + size), rows.length) })
  })

  route(app, referral.balanceRecords, { schema: { query: C.ShareListQuery, response: C.ShareBalanceRecords }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { total, rows } = pageQuery<{ id: number; remark: string; amount_fen: number; created_at: string }>(
      db,
      { select: 'id, remark, amount_fen, created_at', from: 'share_balance_records WHERE user_id = ?', order: 'id DESC', args: [uid] },
      req.query.page,
      sizeOf(req.query)
    )
    return ok(shapeC(rows.map((r) => ({ id: r.id, remark: r.remark, amount: yuan(r.amount_fen), created_at: r.created_at })), total))
  })

  route(app, referral.invitees, { schema: { query: C.ShareListQuery, response: C.ShareInvitees }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { total, rows } = pageQuery<C.ShareInvitee>(
      db,
      { select: 'u.id, u.nick_name, u.avatar, i.created_at', from: 'share_invites i JOIN users u ON u.id = i.user_id WHERE i.inviter_id = ?', order: 'i.created_at DESC, u.id DESC', args: [uid] },
      req.query.page,
      sizeOf(req.query)
    )
    return ok(shapeC(rows, total))
  })

  // The amount is taken off the balance and frozen in one conditional UPDATE inside an IMMEDIATE
  // transaction: two requests at once cannot both pass the balance check.
  route(app, referral.withdraw, { schema: { body: C.WithdrawBody, response: C.WithdrawResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const b = req.body
    const fen = fenOf(b.amount)
    if (fen === null) throw fail('请输入正确的提现金额（大于0，最多两位小数）')
    const account_ = b.channel_account.trim()
    const name = b.channel_name.trim()
    return db.transaction(() => {
      const a = account(db, uid)
      if (a.balance_fen <= 0) throw fail('余额为0时不可提现')
      if (fen > a.balance_fen) throw fail(`提现金额不能超过可提现余额 ¥${yuan(a.balance_fen).toFixed(2)}`)
      const id = db
        .prepare('INSERT INTO share_withdrawals (user_id, channel, channel_account, channel_name, channel_address, amount_fen, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)')
        .run(uid, b.channel, account_, name, (b.channel_address ?? '').trim(), fen, beijing()).lastInsertRowid as number
      move(db, uid, -fen, `提现申请（${b.channel === 'alipay' ? '支付宝' : '微信'}），处理中`, 'withdraw', null)
      const after = account(db, uid)
      return ok({ id, amount: yuan(fen), invite_balance: yuan(after.balance_fen), frozen_balance: yuan(after.frozen_fen) })
    }).immediate()
  })

  // The inviter is bound once per learner (primary key), only while the learner is new, never to oneself
  // or to one's own invitee.
  route(app, referral.bind, { schema: { body: C.BindBody, response: EmptyData }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const msv = String(req.body.msv).trim()
    if (!/^[1-9]\d{0,9}$/.test(msv)) throw fail('邀请码无效')
    const inviter = Number(msv)
    if (inviter === uid) throw fail('不能邀请自己')
    return db.transaction(() => {
      const exists = db.prepare('SELECT 1 FROM users WHERE id = ? AND destroyed_at IS NULL').get(inviter)
      if (!exists) throw fail('邀请码无效')
      if (inviterOf(db, uid)) throw fail('已绑定过邀请人')
      if (inviterOf(db, inviter) === uid) throw fail('不能绑定自己邀请的学员')
      const created = db.prepare('SELECT created_at FROM users WHERE id = ?').pluck().get(uid) as string
      if (now().getTime() - parseBeijing(created).getTime() > BIND_WINDOW_HOURS * 3600_000) throw fail('仅新注册学员可绑定邀请人')
      db.prepare('INSERT INTO share_invites (user_id, inviter_id, created_at) VALUES (?, ?, ?)').run(uid, inviter, beijing())
      return ok([] as [])
    }).immediate()
  })
}
