/**
 * 辅导时长 in the console (ours): the packages learners buy at the cashier, each learner's minutes with their
 * record, and adjusting a learner's minutes with a reason (a lesson given takes minutes, a gift adds them).
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminTutorTime as T } from '~types/endpoints/admin/addons/tutorTime'
import * as A from '~types/contract/admin/addons/tutorTime'
import { EmptyData, IdParams } from '~types/contract/common'
import { AdminPaging } from '~types/contract/admin/common'
import { fail, notFound } from '../../http/envelope'
import { adminRoute } from '../../admin/route'
import { maskLearnerData } from '../../admin/mask'
import * as store from './store/admin'

const EMPTY: [] = []
const LOG = { module: 'addons.TutorTime' } as const

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  const packageFields = (b: A.TutorPackageBody): store.PackageFields => {
    const title = b.title.trim()
    if (!title) throw fail('请填写套餐名称')
    const original = b.original_charge ?? b.charge
    if (original < b.charge) throw fail('原价不能低于价格')
    return { title, thumb: b.thumb, minutes: b.minutes, charge: b.charge, original_charge: original, short_desc: (b.short_desc ?? '').trim(), is_show: b.is_show, sort: b.sort ?? 0 }
  }

  const existing = async (id: number) => {
    const p = await store.packageById(db, id)
    if (!p) throw notFound('套餐不存在')
    return p
  }

  adminRoute(app, db, T.packages, { schema: { query: AdminPaging, response: A.TutorPackageList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.packageList(db, page, size)
    return { data: rows.map((p) => ({ ...p, is_show: p.is_show ? (1 as const) : (0 as const) })), total }
  })

  adminRoute(app, db, T.createPackage, { schema: { body: A.TutorPackageBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    await store.createPackage(db, packageFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.updatePackage, { schema: { params: IdParams, body: A.TutorPackageBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const p = await existing(req.params.id)
    await store.updatePackage(db, p.id, packageFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.deletePackage, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    const p = await existing(req.params.id)
    if (!(await store.deleteUnsoldPackage(db, p.id))) throw fail('该套餐已有订单，不能删除，请改为下架')
    return EMPTY
  })

  adminRoute(app, db, T.learners, { schema: { query: A.TutorLearnersQuery, response: A.TutorLearnerList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.learnerList(db, req.query.member?.trim() || undefined, page, size)
    return maskLearnerData(req.admin, { data: rows, total })
  })

  adminRoute(app, db, T.records, { schema: { query: A.TutorRecordsQuery, response: A.TutorRecordList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.recordList(db, req.query.user_id, page, size)
    return maskLearnerData(req.admin, { data: rows, total })
  })

  adminRoute(app, db, T.adjust, { schema: { params: A.TutorAdjustParams, body: A.TutorAdjustBody, response: A.TutorBalance }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const { minutes } = req.body
    const remark = req.body.remark.trim()
    if (!minutes) throw fail('调整时长不能为0')
    if (!remark) throw fail('请填写调整原因')
    if (!(await store.learnerExists(db, req.params.user_id))) throw notFound('学员不存在')
    const after = await store.adjustMinutes(db, req.params.user_id, minutes, remark)
    if (!after) throw fail(`学员剩余时长不足${-minutes}分钟，不能扣减`)
    return after
  })
}
