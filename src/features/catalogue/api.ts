import { arrivedEarly, query } from '../../core/request'
import type { QueryOf } from '~types/endpoints/endpoint'
import { catalogue } from '~types/endpoints/catalogue'
import { site } from '~types/endpoints/site'

/** Home page view blocks (CONTRACT section 2.1). */
const HOME_BLOCKS = { query: { platform: 'h5', page_name: 'h5-page-index' } }

export const fetchHomeBlocks = () => query(site.pageBlocks, HOME_BLOCKS)

/** The home blocks if index.html already has them (H5 first load), for a first render with content. */
export const arrivedHomeBlocks = () => arrivedEarly(site.pageBlocks, HOME_BLOCKS)

export const fetchCategories = () => query(catalogue.categories)

const COURSES_PAGE_SIZE = 16

/** '' latest, 'sub' most subscribed, 'free' free courses (CONTRACT 2.3). */
export type CourseScene = NonNullable<QueryOf<typeof catalogue.courses>['scene']>

export const fetchCourses = (page: number, categoryId: number, scene: CourseScene) =>
  query(catalogue.courses, { query: { page, page_size: COURSES_PAGE_SIZE, category_id: categoryId || undefined, scene } })
