import { arrivedEarly, query } from '../../core/request'
import type { Course, CourseCategory, PaginatorA, ViewBlock } from '../../../types/api'

/** Home page view blocks (CONTRACT section 2.1). */
const HOME_BLOCKS = ['/api/v2/viewBlock/page/blocks', { platform: 'h5', page_name: 'h5-page-index' }] as const

export const fetchHomeBlocks = () => query<ViewBlock[]>(...HOME_BLOCKS)

/** The home blocks if index.html already has them (H5 first load), for a first render with content. */
export const arrivedHomeBlocks = () => arrivedEarly<ViewBlock[]>(...HOME_BLOCKS)

export const fetchCategories = () => query<CourseCategory[]>('/api/v2/course_categories')

const COURSES_PAGE_SIZE = 16

/** `scene`: '' latest, 'sub' most subscribed, 'free' free courses (CONTRACT 2.3). */
export const fetchCourses = (page: number, categoryId: number, scene: string) =>
  query<PaginatorA<Course>>('/api/v2/courses', { page, page_size: COURSES_PAGE_SIZE, category_id: categoryId || undefined, scene })
