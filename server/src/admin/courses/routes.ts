/** 课程 and 分类 (MeEdu 4.9.13: CourseController, CourseCategoryController). */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminCourses } from '~types/endpoints/admin/courses'
import * as C from '~types/contract/admin/courses'
import { AdminPaging } from '~types/contract/admin/common'
import { EmptyData, IdParams } from '~types/contract/common'
import { fail, notFound } from '../../http/envelope'
import { cleanRichText, hasContent } from '../../lib/richText'
import { adminRoute } from '../route'
import { paginated, storedMoment } from '../forms'
import * as store from './store'
import { categoryTree, categoryView, courseDetailView, courseListView } from './views'

const EMPTY: [] = []
/** MeEdu's module names in the admin log. */
const VOD = { module: 'vod', opt: 'STORE' } as const
const CATEGORY = 'vod-category'

export async function courseRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  adminRoute(app, db, adminCourses.courses, { schema: { query: C.CourseListQuery, response: C.CourseList } }, async (req) => {
    const { page = 1, size = 10, ...filter } = req.query
    const { rows, total } = await store.listCourses(db, filter, page, size)
    const categories = (await store.allCategories(db)).map((c) => ({ id: c.id, name: c.name }))
    return { courses: paginated(req, ctx.publicUrl, rows.map(courseListView), total, page, size), categories }
  })

  adminRoute(app, db, adminCourses.courseForm, { schema: { response: C.CourseCreateForm } }, async () => ({ categories: categoryTree(await store.allCategories(db)) }))

  /** The course's fields as stored, checked whole before anything is written; `was` keeps what an older client does not send. */
  const courseFields = async (b: C.CourseBody, was?: store.CourseRow): Promise<store.CourseFields> => {
    if (!(await store.categoryById(db, b.category_id))) throw fail('所属分类不存在')
    const isFree = b.is_free ?? 0
    const charge = isFree ? 0 : (b.charge ?? 0)
    if (!isFree && charge <= 0) throw fail('课程未设置免费时价格应该大于0')
    const html = cleanRichText(b.original_desc)
    if (!hasContent(html)) throw fail('请输入课程详情介绍')
    return {
      title: b.title.trim(),
      thumb: b.thumb.trim(),
      charge,
      short_description: b.short_description.trim(),
      render_desc: html,
      published_at: storedMoment(b.published_at, '上架时间'),
      category_id: b.category_id,
      is_show: b.is_show ?? 0,
      is_rec: b.is_rec ?? 0,
      is_free: isFree,
      // MeEdu 4.9.13 lets every VIP study every course: a client that does not send it keeps that.
      is_vip_free: isFree ? 0 : (b.is_vip_free ?? was?.is_vip_free ?? 1),
      downloadable: b.downloadable ?? was?.downloadable ?? 0
    }
  }

  adminRoute(app, db, adminCourses.createCourse, { schema: { body: C.CourseBody, response: EmptyData }, log: VOD }, async (req) => {
    await store.createCourse(db, await courseFields(req.body))
    return EMPTY
  })

  const existing = async (id: number) => {
    const row = await store.courseById(db, id)
    if (!row) throw notFound()
    return row
  }

  adminRoute(app, db, adminCourses.course, { schema: { params: IdParams, response: C.AdminCourseDetail } }, async (req) => courseDetailView(await existing(req.params.id)))

  adminRoute(app, db, adminCourses.updateCourse, { schema: { params: IdParams, body: C.CourseBody, response: EmptyData }, log: { ...VOD, opt: 'UPDATE' } }, async (req) => {
    const row = await existing(req.params.id)
    await store.updateCourse(db, row.id, await courseFields(req.body, row))
    return EMPTY
  })

  adminRoute(app, db, adminCourses.deleteCourse, { schema: { params: IdParams, response: EmptyData }, log: { ...VOD, opt: 'DESTROY' } }, async (req) => {
    const row = await existing(req.params.id)
    const used = await store.courseInUse(db, row.id)
    if (used.videos) throw fail('当前课程下存在视频无法删除')
    // Ours: a course someone holds stays (their access and orders point at it); hiding it takes it off sale.
    if (used.learners) throw fail('已有学员的课程无法删除，可以在编辑中关闭显示')
    await store.deleteCourse(db, row.id)
    return EMPTY
  })

  // 分类

  adminRoute(app, db, adminCourses.categories, { schema: { query: AdminPaging, response: C.CategoryList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, children, total } = await store.topCategories(db, page, size)
    return { total, data: rows.map((r) => ({ ...categoryView(r), children: children.filter((c) => c.parent_id === r.id).map(categoryView) })) }
  })

  adminRoute(app, db, adminCourses.categoryForm, { schema: { response: C.CategoryCreateForm } }, async () => ({
    categories: (await store.allCategories(db)).filter((c) => c.parent_id === 0).map(categoryView)
  }))

  /** Two levels, as MeEdu's course form shows them: a parent must be a top-level category other than itself. */
  const categoryFields = async (b: { name: string; sort: number; parent_id?: number }, id = 0) => {
    const parentId = b.parent_id ?? 0
    if (parentId) {
      const parent = await store.categoryById(db, parentId)
      if (!parent || parent.parent_id !== 0 || parent.id === id) throw fail('父级分类不存在')
      if (id && (await store.categoryInUse(db, id)).children) throw fail('该分类下存在子分类，不能设为子分类')
    }
    return { name: b.name.trim(), sort: b.sort, parent_id: parentId }
  }

  adminRoute(app, db, adminCourses.createCategory, { schema: { body: C.CategoryBody, response: EmptyData }, log: { module: CATEGORY, opt: 'STORE' } }, async (req) => {
    await store.createCategory(db, await categoryFields(req.body))
    return EMPTY
  })

  const existingCategory = async (id: number) => {
    const row = await store.categoryById(db, id)
    if (!row) throw notFound()
    return row
  }

  adminRoute(app, db, adminCourses.category, { schema: { params: IdParams, response: C.CourseCategory } }, async (req) => categoryView(await existingCategory(req.params.id)))

  adminRoute(app, db, adminCourses.updateCategory, { schema: { params: IdParams, body: C.CategoryBody, response: EmptyData }, log: { module: CATEGORY, opt: 'UPDATE' } }, async (req) => {
    const row = await existingCategory(req.params.id)
    await store.updateCategory(db, row.id, await categoryFields(req.body, row.id))
    return EMPTY
  })

  adminRoute(app, db, adminCourses.deleteCategory, { schema: { params: IdParams, response: EmptyData }, log: { module: CATEGORY, opt: 'DESTROY' } }, async (req) => {
    const row = await existingCategory(req.params.id)
    const used = await store.categoryInUse(db, row.id)
    if (used.children) throw fail('该分类下存在子分类，无法删除')
    if (used.courses) throw fail('当前分类下存在课程，无法删除')
    await store.deleteCategory(db, row.id)
    return EMPTY
  })
}
