/**
 * 优惠码 (MeEdu 4.9.13's Backend PromoCodeController), and who used a code (ours). A batch's codes are its
 * prefix and eight random characters, not MeEdu's prefix and a running number: a learner holding `SPRING12`
 * could otherwise guess `SPRING13`.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminPromoCodes } from '~types/endpoints/admin/promoCodes'
import * as P from '~types/contract/admin/promoCodes'
import { EmptyData, IdParams } from '~types/contract/common'
import { AdminPaging } from '~types/contract/admin/common'
import { typedTime } from '~types/admin/typedTime'
import { fail, notFound } from '../../http/envelope'
import { shapeA } from '../../http/paging'
import { adminRoute } from '../route'
import { drawCodes } from '../randomCodes'
import { maskLearnerData } from '../mask'
import * as store from './store'
import { promoView } from './views'
import { readPromoRows } from './importRows'
import { promoExportRoute } from './exportRoute'

const EMPTY: [] = []
const RANDOM_LENGTH = 8
const LOG = { module: 'promoCode' } as const

/** Codes beginning with U are learners' own invitation codes in MeEdu. */
const refuseUserPrefix = (code: string) => {
  if (/^u/i.test(code)) throw fail('优惠码不能以字母U开头（U开头的是学员的邀请码）')
}

function expiry(value: string | null | undefined): string | null {
  if (!value) return null
  const at = typedTime(value)
  if (!at) throw fail('过期时间不正确')
  return at
}

export async function promoCodeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  const existing = async (id: number) => {
    const row = await store.promoById(db, id)
    if (!row) throw notFound('优惠码不存在')
    return row
  }

  promoExportRoute(app, ctx)

  adminRoute(app, db, adminPromoCodes.promoCodes, { schema: { query: P.PromoListQuery, response: P.PromoList } }, async (req) => {
    const { page = 1, size = 10, sort = 'id', order = 'desc' } = req.query
    const { rows, total } = await store.listPromoCodes(db, store.promoFilterOf(req.query), sort, order, page, size)
    return shapeA(rows.map(promoView), total, page, size, adminPromoCodes.promoCodes.path)
  })

  adminRoute(app, db, adminPromoCodes.createPromoCode, { schema: { body: P.PromoBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    const b = req.body
    refuseUserPrefix(b.code)
    const fields = { invited_user_reward: b.invited_user_reward, invite_user_reward: b.invite_user_reward ?? 0, use_times: b.use_times, expired_at: expiry(b.expired_at) }
    if ((await store.takenCodes(db, [b.code])).length) throw fail('优惠码已存在')
    await store.createPromoCodes(db, [{ ...fields, code: b.code }])
    return EMPTY
  })

  adminRoute(app, db, adminPromoCodes.promoCode, { schema: { params: IdParams, response: P.AdminPromoCode } }, async (req) => promoView(await existing(req.params.id)))

  adminRoute(app, db, adminPromoCodes.updatePromoCode, { schema: { params: IdParams, body: P.PromoUpdateBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const row = await existing(req.params.id)
    const b = req.body
    if (b.use_times > 0 && b.use_times < row.used_times) throw fail(`可使用次数不能少于已使用的${row.used_times}次`)
    await store.updatePromoCode(db, row.id, { invited_user_reward: b.invited_user_reward, invite_user_reward: b.invite_user_reward ?? row.invite_user_reward, use_times: b.use_times, expired_at: expiry(b.expired_at) })
    return EMPTY
  })

  adminRoute(app, db, adminPromoCodes.deletePromoCodes, { schema: { body: P.PromoDeleteBody, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    if (!(await store.deletePromoCodes(db, [...new Set(req.body.ids)]))) throw fail('优惠码不存在')
    return EMPTY
  })

  adminRoute(app, db, adminPromoCodes.importPromoCodes, { schema: { body: P.PromoImportBody, response: EmptyData }, log: { ...LOG, opt: 'IMPORT' } }, async (req) => {
    const { codes, problems } = readPromoRows(req.body.data)
    if (problems.length) throw fail(`${problems.slice(0, 5).join('；')}${problems.length > 5 ? `；等${problems.length}处` : ''}，没有导入任何优惠码`)
    if (!codes.length) throw fail('数据为空')
    const taken = await store.takenCodes(db, codes.map((c) => c.code))
    if (taken.length) throw fail(`优惠码${taken.slice(0, 10).join(',')}已存在，没有导入任何优惠码`)
    await store.createPromoCodes(db, codes)
    return EMPTY
  })

  adminRoute(app, db, adminPromoCodes.generatePromoCodes, { schema: { body: P.PromoGeneratorBody, response: EmptyData }, log: { ...LOG, opt: 'IMPORT' } }, async (req) => {
    const { prefix, num, money } = req.body
    refuseUserPrefix(prefix)
    const until = expiry(req.body.expired_at)
    const codes = await drawCodes(num, prefix, RANDOM_LENGTH, (drawn) => store.takenCodes(db, drawn))
    if (!codes) throw fail('该优惠码前缀无法生成优惠码')
    await store.createPromoCodes(db, codes.map((code) => ({ code, invited_user_reward: money, invite_user_reward: 0, use_times: 1, expired_at: until })))
    return EMPTY
  })

  adminRoute(app, db, adminPromoCodes.promoCodeUses, { schema: { params: IdParams, query: AdminPaging, response: P.PromoUses } }, async (req) => {
    const row = await existing(req.params.id)
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.usesOf(db, row.id, page, size)
    const data = rows.map((r) => ({ ...r, nick_name: r.nick_name ?? '学员已删除', mobile: r.mobile ?? '', order_no: r.order_no ?? '' }))
    return maskLearnerData(req.admin, { data, total })
  })

}
