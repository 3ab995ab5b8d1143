/**
 * 兑换码 in the console (ours: MeEdu's add-on admin is closed). A batch is one code_activities row (what a code
 * grants, until when) and its codes: a prefix and ten random characters, so one card does not reveal the next.
 * Staff see each code's use (by whom, when), export a batch to xlsx, and void the codes nobody used.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminCodeExchanger as T } from '~types/endpoints/admin/addons/codeExchanger'
import * as X from '~types/contract/admin/addons/codeExchanger'
import { IdParams } from '~types/contract/common'
import { CODE_GRANT_TEXT, CODE_STATES } from '~types/admin/codeBatches'
import { typedTime } from '~types/admin/typedTime'
import type * as C from '~types/contract/engagement'
import { fail, notFound } from '../../http/envelope'
import { isUniqueViolation } from '../../db/kysely'
import { beijing } from '../../lib/time'
import { adminRoute } from '../../admin/route'
import { maskLearnerData } from '../../admin/mask'
import { drawCodes } from '../../admin/randomCodes'
import { EXPORT_MAX_ROWS, sendSheet, type Column } from '../../admin/xlsx'
import * as store from './store/admin'
import { batchCodeView, batchView, codeStateOf } from './views'

const LOG = { module: 'addons.CodeExchanger' } as const
const RANDOM_LENGTH = 10
/** A code another batch drew at the same moment fails the insert; the batch is drawn again this often. */
const INSERT_TRIES = 3

const COLUMNS: Column<store.CodeRow>[] = [
  { header: '兑换码', width: 24, value: (c) => c.code },
  { header: '状态', value: (c) => CODE_STATES[codeStateOf(c)] },
  { header: '使用学员', width: 18, value: (c) => (c.used_by ? (c.nick_name ?? '学员已删除') : '') },
  { header: '使用时间', width: 20, value: (c) => c.used_at ?? '' },
  { header: '作废时间', width: 20, value: (c) => c.voided_at ?? '' }
]

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  const existing = async (id: number) => {
    const b = await store.batchById(db, id)
    if (!b) throw notFound('兑换码批次不存在')
    return b
  }

  /** What one code grants, as the learner side stores it: the goods, then the bonus points. */
  const itemsOf = async (b: X.CodeBatchBody): Promise<C.RelateItem[]> => {
    if (b.goods_type === 'book' && !ctx.enabledAddons.includes('MeeduBooks')) throw fail('电子书插件未启用，不能兑换电子书')
    const goods = await store.grantOption(db, b.goods_type, b.goods_id)
    if (!goods) throw fail(`所选${CODE_GRANT_TEXT[b.goods_type]}不存在`)
    const items: C.RelateItem[] = [{ id: goods.id, sign: b.goods_type, name: goods.name }]
    if (b.credit1) items.push({ id: b.credit1, sign: 'credit1', name: `${b.credit1}积分` })
    return items
  }

  const expiry = (value: string | null): string | null => {
    if (!value) return null
    const at = typedTime(value.trim())
    if (!at) throw fail('过期时间不正确')
    if (at <= beijing()) throw fail('过期时间须晚于现在')
    return at
  }

  adminRoute(app, db, T.batches, { schema: { query: X.CodeBatchListQuery, response: X.CodeBatchList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.batchList(db, req.query.keywords?.trim() || undefined, page, size)
    return { data: rows.map(batchView), total }
  })

  adminRoute(app, db, T.grantOptions, { schema: { query: X.GrantOptionsQuery, response: X.GrantOptions } }, async (req) => {
    if (req.query.goods_type === 'book' && !ctx.enabledAddons.includes('MeeduBooks')) return []
    return store.grantOptions(db, req.query.goods_type, req.query.keywords?.trim() || undefined)
  })

  adminRoute(app, db, T.createBatch, { schema: { body: X.CodeBatchBody, response: X.CodeBatchCreated }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    const b = req.body
    const name = b.name.trim()
    if (!name) throw fail('请填写批次名称')
    const fields = { name, relate_data: JSON.stringify(await itemsOf(b)), ends_at: expiry(b.ends_at) }
    const prefix = (b.prefix ?? '').trim().toUpperCase()
    for (let tries = 1; ; tries++) {
      const codes = await drawCodes(b.count, prefix, RANDOM_LENGTH, (drawn) => store.takenCodes(db, drawn))
      if (!codes) throw fail('该前缀无法生成兑换码，请换一个前缀')
      try {
        return { id: await store.createBatch(db, fields, codes), count: codes.length }
      } catch (e) {
        if (!isUniqueViolation(e) || tries >= INSERT_TRIES) throw e
      }
    }
  })

  adminRoute(app, db, T.batchCodes, { schema: { params: IdParams, query: X.BatchCodesQuery, response: X.BatchCodeList } }, async (req) => {
    const batch = await existing(req.params.id)
    const { page = 1, size = 10, status } = req.query
    const { rows, total } = await store.batchCodes(db, batch.id, { status, code: req.query.code?.trim() || undefined }, page, size)
    return maskLearnerData(req.admin, { data: rows.map(batchCodeView), total })
  })

  adminRoute(app, db, T.exportCodes, { schema: { query: X.CodeExportQuery } }, async (req, reply) => {
    const batch = await existing(req.query.batch_id)
    const { rows, total } = await store.batchCodes(db, batch.id, {}, 1, EXPORT_MAX_ROWS)
    if (total > EXPORT_MAX_ROWS) throw fail(`该批次有${total}个兑换码，一次最多导出${EXPORT_MAX_ROWS}个`)
    // A sheet's name may not hold \ / ? * [ ] :
    return sendSheet(reply, `兑换码-${batch.name.replace(/[\\/?*[\]:]/g, '')}`, COLUMNS, rows)
  })

  adminRoute(app, db, T.voidBatch, { schema: { params: IdParams, response: X.VoidResult }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const batch = await existing(req.params.id)
    const voided = await store.voidUnused(db, batch.id)
    if (!voided) throw fail('该批次没有未使用的兑换码可作废')
    return { voided }
  })
}
