/** 导出 of 优惠码 (ours): the codes as filtered, every page, as an .xlsx to hand out or print. */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminPromoCodes } from '~types/endpoints/admin/promoCodes'
import * as P from '~types/contract/admin/promoCodes'
import { fail } from '../../http/envelope'
import { adminRoute } from '../route'
import { EXPORT_MAX_ROWS, sendSheet, type Column } from '../xlsx'
import * as store from './store'

const COLUMNS: Column<store.PromoRow>[] = [
  { header: '优惠码', width: 20, value: (p) => p.code },
  { header: '面值（元）', value: (p) => p.invited_user_reward },
  { header: '已使用次数', value: (p) => p.used_times },
  { header: '可使用次数', value: (p) => p.use_times || '不限' },
  { header: '过期时间', width: 20, value: (p) => p.expired_at ?? '永久有效' },
  { header: '创建时间', width: 20, value: (p) => p.created_at ?? '' }
]

export function promoExportRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.kdb
  adminRoute(app, db, adminPromoCodes.exportPromoCodes, { schema: { query: P.PromoExportQuery } }, async (req, reply) => {
    const { sort = 'id', order = 'desc' } = req.query
    const { rows, total } = await store.listPromoCodes(db, store.promoFilterOf(req.query), sort, order, 1, EXPORT_MAX_ROWS)
    if (total > EXPORT_MAX_ROWS) throw fail(`符合条件的优惠码有${total}个，一次最多导出${EXPORT_MAX_ROWS}个，请缩小筛选范围`)
    return sendSheet(reply, `优惠码导出-${new Date().toISOString().slice(0, 10)}`, COLUMNS, rows)
  })
}
