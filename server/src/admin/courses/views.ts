/** Course and category rows to MeEdu's admin shapes (types/contract/admin/courses.ts). */
import type { AdminCourse, AdminCourseDetail, CourseCategory } from '~types/contract/admin/courses'
import type { CategoryRow, CourseListRow, CourseRow } from './store'

const flag = (n: number) => (n ? 1 : 0) as 0 | 1

export const courseListView = (r: CourseListRow): AdminCourse => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  thumb: r.thumb,
  charge: r.charge,
  short_description: r.short_description,
  published_at: r.published_at,
  is_show: flag(r.is_show),
  category_id: r.category_id,
  is_rec: flag(r.is_rec),
  user_count: r.user_count,
  is_free: flag(r.is_free),
  is_vip_free: flag(r.is_vip_free),
  created_at: r.created_at,
  category: r.category_name === null ? null : { id: r.category_id, name: r.category_name },
  videos_count: Number(r.videos_count ?? 0),
  chapters_count: Number(r.chapters_count ?? 0),
  comments_count: Number(r.comments_count ?? 0)
})

/** MeEdu keeps the editor's source and its rendering apart; we keep the cleaned HTML, which is both. */
export const courseDetailView = (r: CourseRow): AdminCourseDetail => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  thumb: r.thumb,
  charge: r.charge,
  short_description: r.short_description,
  original_desc: r.render_desc,
  render_desc: r.render_desc,
  seo_keywords: '',
  seo_description: '',
  published_at: r.published_at,
  is_show: flag(r.is_show),
  category_id: r.category_id,
  is_rec: flag(r.is_rec),
  user_count: r.user_count,
  is_free: flag(r.is_free),
  is_vip_free: flag(r.is_vip_free),
  downloadable: flag(r.downloadable),
  created_at: r.created_at
})

export const categoryView = (r: CategoryRow): CourseCategory => ({ id: r.id, sort: r.sort, name: r.name, parent_id: r.parent_id })

/** The two-level tree MeEdu's course form reads (parents in order, each with its children). */
export function categoryTree(rows: CategoryRow[]) {
  return rows
    .filter((r) => r.parent_id === 0)
    .map((p) => ({ id: p.id, name: p.name, sort: p.sort, children: rows.filter((c) => c.parent_id === p.id).map(categoryView) }))
}
