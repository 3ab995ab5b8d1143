/** Shows or hides a course for learners: its stored fields sent back with `is_show` changed. */
import { adminCourses } from '../../../../types/endpoints/admin/courses'
import { call } from '../../api/request'

export async function courseShown(id: number, shown: boolean): Promise<void> {
  const c = await call(adminCourses.course, { params: { id } })
  await call(adminCourses.updateCourse, {
    params: { id },
    body: {
      title: c.title,
      thumb: c.thumb,
      charge: c.charge,
      short_description: c.short_description,
      original_desc: c.original_desc,
      published_at: c.published_at,
      category_id: c.category_id,
      is_show: shown ? 1 : 0,
      is_rec: c.is_rec,
      is_free: c.is_free,
      is_vip_free: c.is_vip_free,
      downloadable: c.downloadable
    }
  })
}
