import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Static } from 'typebox'
import type { AppContext } from '../../context'
import { transaction, type Db, type Trx } from '../../db/kysely'
import { ok, fail } from '../../http/envelope'
import { consumeCaptcha } from '../../verification/captcha'
import { addCredit1, notify } from '../../accounts/users'
import { goodsKind } from '../../orders/goods'
import { parseBeijing } from '../../lib/time'
import { shapeC } from '../../http/paging'
import { EmptyData } from '~types/contract/common'
import * as C from '~types/contract/engagement'
import { route } from '../../http/route'
import { activityOf, findCode, owns, redeemedPage, useCode } from './store'
import { redeemedView } from './views'
import { redeemCode } from '~types/endpoints/redeemCode'

type Body = Static<typeof C.CodeBody>
/** Codes are printed on cards: compare without case or surrounding spaces. */
const normalise = (code: string) => code.trim().toUpperCase()
const VOIDED = '兑换码已作废'

/** Grants one item through the goods kinds the order flow delivers with (a redeemed VIP period extends). */
async function grant(trx: Trx, uid: number, item: C.RelateItem, codeName: string): Promise<void> {
  if (item.sign === 'credit1') return addCredit1(trx, uid, item.id, `兑换码：${codeName}`)
  const type = item.sign === 'vip' ? 'role' : item.sign
  await goodsKind(type).deliver(trx, { user_id: uid, goods_id: item.id, charge: 0 })
}

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  // One captcha per try, consumed before anything else (and outside any transaction, so a refused code
  // cannot roll it back): guessing codes costs a captcha each.
  const assertCaptcha = async (b: Body) => {
    if (!(await consumeCaptcha(ctx.once.captchas, b.image_key, b.image_captcha))) throw fail('图形验证码错误')
  }

  /** The learner's code: its activity with what each item means for them, or a clear refusal. */
  const checkCode = async (db: Db | Trx, uid: number, b: Body) => {
    const row = await findCode(db, normalise(b.code))
    if (!row) throw fail('兑换码不存在，请核对后重新输入')
    if (row.used_by) throw fail(row.used_by === uid ? '你已经使用过这个兑换码' : '兑换码已被使用')
    if (row.voided_at) throw fail(VOIDED)
    const activity = await activityOf(db, row.activity_id)
    if (activity.ends_at && parseBeijing(activity.ends_at) < new Date()) throw fail('兑换码已过期')
    const items = JSON.parse(activity.relate_data) as C.RelateItem[]
    const owned = []
    for (const i of items) owned.push({ ...i, is_subscribe: await owns(db, uid, i) })
    return { activity, items: owned }
  }

  route(app, redeemCode.query, { schema: { body: C.CodeBody, response: C.CodeQueryResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    await assertCaptcha(req.body)
    const { activity, items } = await checkCode(db, uid, req.body)
    return ok({ activity: { id: activity.id, name: activity.name, relate_courses: items } })
  })

  route(app, redeemCode.confirm, { schema: { body: C.CodeBody, response: EmptyData }, auth: 'required' }, async (req) => {
    const uid = req.learner
    await assertCaptcha(req.body)
    await transaction(db, async (trx) => {
      const { activity, items } = await checkCode(trx, uid, req.body)
      const missing = items.filter((i) => !i.is_subscribe)
      if (!missing.length) throw fail('兑换码中的内容你都已拥有，无需兑换')
      if (!(await useCode(trx, normalise(req.body.code), uid))) throw fail('兑换码已被使用')
      for (const item of missing) await grant(trx, uid, item, activity.name)
      await notify(trx, uid, `兑换成功：${missing.map((i) => i.name).join('、')}已到账。`)
    })
    return { code: 0, message: '兑换成功', data: [] }
  })

  route(app, redeemCode.records, { schema: { query: C.AddonListQuery, response: C.CodeRecords }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = req.query.size ?? req.query.page_size ?? 10
    const { total, rows } = await redeemedPage(db, uid, req.query.page, size)
    return ok(shapeC(rows.map(redeemedView), total))
  })
}
