import { query } from '../../core/request'
import { learnPath } from '~types/endpoints/learnPath'

/** Learning path calls: MeEdu's LearnPaths add-on, exactly as its own client calls them (ADDONS.md section 5). */
const PATHS_PAGE_SIZE = 10

export const fetchPaths = (page: number, categoryId: number) =>
  query(learnPath.paths, { query: { page, size: PATHS_PAGE_SIZE, category_id: categoryId || undefined } })

export const fetchPathCategories = () => query(learnPath.categories)

export const fetchPath = (id: number) => query(learnPath.pathDetail, { params: { id } })
