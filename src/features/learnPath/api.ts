import { query } from '../../core/request'
import type { PathCategory, PathDetail, PathsPage } from '../../../types/api'

/** Learning path calls: MeEdu's LearnPaths add-on, exactly as its own client calls them (ADDONS.md section 5). */
const V1 = '/addons/LearnPaths/api/v1'

const PATHS_PAGE_SIZE = 10

export const fetchPaths = (page: number, categoryId: number) =>
  query<PathsPage>(`${V1}/all`, { page, size: PATHS_PAGE_SIZE, category_id: categoryId || undefined })

export const fetchPathCategories = () => query<PathCategory[]>(`${V1}/categories`)

export const fetchPath = (id: number) => query<PathDetail>(`${V1}/path/${id}`)
