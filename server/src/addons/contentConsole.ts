/**
 * The content add-ons' shared console routes (电子书, 图文): categories, and learners' comments to review.
 * Each add-on passes its endpoint entries and its tables; the rules and messages are the same everywhere.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import type { CategoryEntries, ReviewEntries } from '~types/endpoints/admin/addons/contentTables'
import * as R from '~types/contract/admin/addons/contentReview'
import { EmptyData, IdParams } from '~types/contract/common'
import { fail, notFound } from '../http/envelope'
import { adminRoute } from '../admin/route'
import { mobileFor } from '../admin/forms'
import * as store from './contentConsoleStore'

const EMPTY: [] = []

/** The category as stored: a name (not necessarily unique, as in the core's course categories) and its order. */
const categoryFields = (b: R.ContentCategoryBody) => {
  const name = b.name.trim()
  if (!name) throw fail('请填写分类名称')
  return { name, sort: b.sort ?? 0 }
}

/** Lists, adds, renames and deletes an add-on's categories; a category still holding goods is kept. */
export function registerCategoryAdmin(app: FastifyInstance, ctx: AppContext, e: CategoryEntries, t: store.CategoryTables & { goodsName: string; module: string }): void {
  const db = ctx.kdb
  const log = (opt: 'STORE' | 'UPDATE' | 'DESTROY') => ({ module: t.module, opt })
  const existing = async (id: number) => {
    if (!(await store.categoryExists(db, t, id))) throw notFound('分类不存在')
  }

  adminRoute(app, db, e.categories, { schema: { response: R.ContentCategoryList } }, async () => store.categoriesWithCounts(db, t))

  adminRoute(app, db, e.createCategory, { schema: { body: R.ContentCategoryBody, response: EmptyData }, log: log('STORE') }, async (req) => {
    await store.createCategory(db, t, categoryFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, e.updateCategory, { schema: { params: IdParams, body: R.ContentCategoryBody, response: EmptyData }, log: log('UPDATE') }, async (req) => {
    const fields = categoryFields(req.body)
    await existing(req.params.id)
    await store.updateCategory(db, t, req.params.id, fields)
    return EMPTY
  })

  adminRoute(app, db, e.deleteCategory, { schema: { params: IdParams, response: EmptyData }, log: log('DESTROY') }, async (req) => {
    await existing(req.params.id)
    if (!(await store.deleteEmptyCategory(db, t, req.params.id))) throw fail(`该分类下还有${t.goodsName}，不能删除`)
    return EMPTY
  })
}


export interface ReviewSpec extends store.CommentTables {
  module: string
  /** Runs after comments were hidden, shown or deleted (a counter on the goods). */
  afterChange?(goodsIds: number[]): Promise<void>
  /** Why some of these may not be deleted (nothing is then deleted); undefined when all may. */
  refuseDelete?(ids: number[]): Promise<string | undefined>
}

/** Lists learners' comments and hides, shows or deletes them; every id must be a comment, or nothing changes. */
export function registerCommentReview(app: FastifyInstance, ctx: AppContext, e: ReviewEntries, t: ReviewSpec): void {
  const db = ctx.kdb

  adminRoute(app, db, e.list, { schema: { query: R.ReviewCommentQuery, response: R.ReviewCommentList } }, async (req) => {
    const { page = 1, size = 10, is_hidden } = req.query
    const { rows, total } = await store.reviewPage(db, t, { is_hidden, keywords: req.query.keywords?.trim() || undefined }, page, size)
    const data = rows.map(({ nick_name, mobile, goods_title, ...c }) => ({
      ...c,
      goods_title: goods_title ?? '',
      user: nick_name === null ? null : { id: c.user_id, nick_name, mobile: mobileFor(req.admin, mobile ?? '') }
    }))
    return { data, total }
  })

  adminRoute(app, db, e.review, { schema: { body: R.ReviewCommentsBody, response: EmptyData }, log: { module: t.module, opt: 'UPDATE' } }, async (req) => {
    const ids = [...new Set(req.body.ids)]
    if ((await store.knownCount(db, t, ids)) !== ids.length) throw fail('评论不存在')
    const goods = await store.goodsOf(db, t, ids)
    const refused = req.body.action === 'delete' ? await t.refuseDelete?.(ids) : undefined
    if (refused) throw fail(refused)
    if (req.body.action === 'delete') await store.deleteComments(db, t, ids)
    else await store.setHidden(db, t, ids, req.body.action === 'hide' ? 1 : 0)
    await t.afterChange?.(goods)
    return EMPTY
  })
}
