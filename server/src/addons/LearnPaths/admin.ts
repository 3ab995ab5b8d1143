/**
 * 学习路径 in the console (ours: MeEdu's add-on admin is closed): categories, paths (cover, rich-text intro,
 * price, original price, on sale), their steps in order with the courses and e-books each holds, and who
 * bought a path. A bought path is never deleted (its buyers keep it); staff take it off sale.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminLearnPaths as T } from '~types/endpoints/admin/addons/learnPaths'
import * as L from '~types/contract/admin/addons/learnPaths'
import { ContentListQuery } from '~types/contract/admin/addons/contentReview'
import { AdminPaging } from '~types/contract/admin/common'
import { EmptyData, IdParams } from '~types/contract/common'
import { fail, notFound } from '../../http/envelope'
import { cleanRichText } from '../../lib/richText'
import { adminRoute } from '../../admin/route'
import { mobileFor } from '../../admin/forms'
import { registerCategoryAdmin } from '../contentConsole'
import * as store from './store/admin'
import { adminPathView } from './views'

const EMPTY: [] = []
const LOG = { module: 'addons.LearnPaths' } as const

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb
  const books = ctx.enabledAddons.includes('MeeduBooks')

  registerCategoryAdmin(app, ctx, T, { categories: 'learn_path_categories', goods: 'learn_paths', goodsName: '学习路径', module: LOG.module })

  /** The path as stored: a name, a category that exists, the intro cleaned as the core cleans a course's. */
  const pathFields = async (b: L.PathBody): Promise<store.PathFields> => {
    const name = b.name.trim()
    if (!name) throw fail('请填写路径名称')
    if (!(await store.categoryExists(db, b.category_id))) throw fail('所属分类不存在')
    return { category_id: b.category_id, name, thumb: b.thumb.trim(), desc: cleanRichText(b.desc), charge: b.charge, original_charge: b.original_charge, is_show: b.is_show, sort: b.sort ?? 0 }
  }

  const existingPath = async (id: number) => {
    const p = await store.pathById(db, id)
    if (!p) throw notFound('学习路径不存在')
    return p
  }

  /** The step as stored: a name, and goods that exist (e-books only while 电子书 runs), each once. */
  const stepFields = async (b: L.StepBody): Promise<store.StepFields> => {
    const name = b.name.trim()
    if (!name) throw fail('请填写步骤名称')
    if (!books && b.items.some((i) => i.type === 'book')) throw fail('电子书插件未启用，步骤不能包含电子书')
    if (new Set(b.items.map((i) => `${i.type}:${i.other_id}`)).size !== b.items.length) throw fail('同一步骤中的内容不能重复')
    const items = await store.stepItems(db, b.items, books)
    if (!items) throw fail('所选课程或电子书不存在')
    return { name, desc: b.desc.trim(), items }
  }

  const existingStep = async (id: number) => {
    const s = await store.stepById(db, id)
    if (!s) throw notFound('步骤不存在')
    return s
  }

  adminRoute(app, db, T.paths, { schema: { query: ContentListQuery, response: L.AdminPathList } }, async (req) => {
    const { page = 1, size = 10, category_id, is_show } = req.query
    const { rows, total } = await store.pathList(db, { keywords: req.query.keywords?.trim() || undefined, category_id, is_show }, page, size)
    return { data: rows.map(adminPathView), total }
  })

  adminRoute(app, db, T.createPath, { schema: { body: L.PathBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    await store.createPath(db, await pathFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.path, { schema: { params: IdParams, response: L.AdminPath } }, async (req) => adminPathView(await existingPath(req.params.id)))

  adminRoute(app, db, T.updatePath, { schema: { params: IdParams, body: L.PathBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const fields = await pathFields(req.body)
    await existingPath(req.params.id)
    await store.updatePath(db, req.params.id, fields)
    return EMPTY
  })

  adminRoute(app, db, T.deletePath, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    await existingPath(req.params.id)
    if (!(await store.deleteUnboughtPath(db, req.params.id))) throw fail('已有学员购买此学习路径，不能删除，请改为下架')
    return EMPTY
  })

  adminRoute(app, db, T.steps, { schema: { params: IdParams, response: L.AdminStepList } }, async (req) => {
    await existingPath(req.params.id)
    return store.stepsWithItems(db, req.params.id)
  })

  adminRoute(app, db, T.goodsOptions, { schema: { query: L.PathGoodsQuery, response: L.PathGoodsOptions } }, async (req) => {
    if (req.query.type === 'book' && !books) return []
    return store.goodsOptions(db, req.query.type, req.query.keywords?.trim() || undefined)
  })

  adminRoute(app, db, T.createStep, { schema: { params: IdParams, body: L.StepBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    await existingPath(req.params.id)
    await store.createStep(db, req.params.id, await stepFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.orderSteps, { schema: { params: IdParams, body: L.StepOrderBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    await existingPath(req.params.id)
    if (!(await store.orderSteps(db, req.params.id, req.body.ids))) throw fail('步骤已变化，请刷新后重新排序')
    return EMPTY
  })

  adminRoute(app, db, T.updateStep, { schema: { params: IdParams, body: L.StepBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    await existingStep(req.params.id)
    await store.updateStep(db, req.params.id, await stepFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.deleteStep, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    await existingStep(req.params.id)
    await store.deleteStep(db, req.params.id)
    return EMPTY
  })

  adminRoute(app, db, T.buyers, { schema: { params: IdParams, query: AdminPaging, response: L.PathBuyerList } }, async (req) => {
    await existingPath(req.params.id)
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.buyerPage(db, req.params.id, page, size)
    const data = rows.map(({ nick_name, mobile, id: _, ...b }) => ({ ...b, user: nick_name === null ? null : { id: b.user_id, nick_name, mobile: mobileFor(req.admin, mobile ?? '') } }))
    return { data, total }
  })
}
