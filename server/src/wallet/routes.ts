import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context'
import { transaction, type Db, type Trx } from '../db/kysely'
import { refuseIosVirtualGoods } from '../orders/storefront'
import { ok, fail } from '../http/envelope'
import { shapeC } from '../http/paging'
import { defineGoodsKind } from '../orders/goods'
import { Status, createOrder, findOwnOrder, markPaidIn, orderListeners, type OrderRow } from '../orders/orders'
import { orderView } from '../orders/views'
import { Order, OrderNoInput } from '~types/contract/order'
import * as C from '~types/contract/share'
import { route } from '../http/route'
import { addCredit2, balanceOf, credit2Page, payFromBalance, paymentMethodOf } from './store'
import { wallet } from '~types/endpoints/wallet'

/**
 * The balance (`credit2`, whole yuan): top-ups sold through the cashier and gateway, and paying an order
 * from it (the SPEC's "credit2 pay handle"). MeEdu has neither: ours, docs/API.md "Recharge and balance payment".
 */
const RECHARGE = { amounts: [50, 100, 200, 500, 1000], min: 1, max: 5000 } as const

// A top-up is goods whose id is its amount in yuan: asking twice for the same amount gets the open order back.
defineGoodsKind({
  type: 'recharge',
  label: 'RECHARGE',
  text: '余额充值',
  async deliver(db, o) {
    await addCredit2(db, o.user_id, o.charge, `充值 ¥${o.charge}`, null)
  },
  paidNotice: () => '余额已到账'
})

/** An order paid from the balance and then refunded (a group that failed) gets its money back into the balance. */
async function refundToBalance(db: Db | Trx, o: OrderRow): Promise<void> {
  if ((await paymentMethodOf(db, o.id)) === 'credit2') await addCredit2(db, o.user_id, o.charge, `订单 ${o.order_id} 退款`, o.id)
}

export async function walletRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { kdb } = ctx
  orderListeners(kdb).refunded.push(refundToBalance)

  route(app, wallet.rechargeOptions, { schema: { response: C.RechargeOptions }, auth: 'required' }, async (req) => {
    const uid = req.learner
    return ok({ amounts: [...RECHARGE.amounts], min: RECHARGE.min, max: RECHARGE.max, credit2: await balanceOf(kdb, uid) })
  })

  route(app, wallet.recharge, { schema: { body: C.RechargeBody, response: Order }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { amount } = req.body
    if (amount < RECHARGE.min || amount > RECHARGE.max) throw fail(`充值金额需在 ¥${RECHARGE.min} 到 ¥${RECHARGE.max} 之间`)
    const order = await createOrder(kdb, uid, { type: 'recharge', id: amount, name: `余额充值 ¥${amount}`, thumb: '', charge: amount })
    return ok(await orderView(kdb, order))
  })

  route(app, wallet.credit2Records, { schema: { query: C.Credit2RecordsQuery, response: C.Credit2Records }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = req.query.page_size ?? req.query.size ?? 10
    const { total, rows } = await credit2Page(kdb, uid, req.query.page, size)
    return ok(shapeC(rows, total))
  })

  // Spends the balance once: the order must still be open (a second tap finds it paid) and the balance is
  // taken by a conditional UPDATE that cannot go below zero, all in one transaction. The amount
  // is the server's order charge; the client sends only the order number.
  route(app, wallet.payWithCredit2, { schema: { body: OrderNoInput, response: C.Credit2PayResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    refuseIosVirtualGoods(req)
    return transaction(kdb, async (trx) => {
      const o = await findOwnOrder(trx, uid, req.body.order_id)
      if (o.status === Status.paid) throw fail('订单已支付')
      if (o.status === Status.cancelled) throw fail('订单已取消')
      if (o.goods_type === 'recharge') throw fail('充值订单不能使用余额支付')
      if (!(await payFromBalance(trx, uid, o))) throw fail(`余额不足，当前余额 ¥${await balanceOf(trx, uid)}`)
      await markPaidIn(trx, o.id, `credit2-${o.order_id}`)
      return ok({ status: Status.paid, credit2: await balanceOf(trx, uid) })
    })
  })
}
