/** Every lesson of a course in its stored order (MeEdu's `GET /video?cid=`, a page of at most 100 at a time). */
import type { Static } from 'typebox'
import { adminLessons } from '../../../../types/endpoints/admin/lessons'
import type { AdminVideo } from '../../../../types/contract/admin/lessons'
import { call } from '../../api/request'

const PAGE = 100

export async function courseLessons(courseId: number): Promise<Static<typeof AdminVideo>[]> {
  const all: Static<typeof AdminVideo>[] = []
  for (let page = 1; ; page++) {
    const { videos } = await call(adminLessons.videos, { query: { cid: courseId, sort: 'sort', order: 'asc', page, size: PAGE } })
    all.push(...videos.data)
    if (all.length >= videos.total || videos.data.length < PAGE) return all
  }
}
