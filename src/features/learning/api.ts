import { query } from '../../core/request'
import type { ListC, MemberCourseItem } from '../../../types/api'

/** The learning tab's lists (CONTRACT section 2.6, v3 member course lists). */
export type LearningList = 'courses' | 'learned' | 'like'

const PATHS: Record<LearningList, string> = {
  courses: '/api/v3/member/courses',
  learned: '/api/v3/member/courses/learned',
  like: '/api/v3/member/courses/like'
}

const LEARNING_PAGE_SIZE = 10

export const fetchLearningList = (list: LearningList, page: number) =>
  query<ListC<MemberCourseItem>>(PATHS[list], { page, size: LEARNING_PAGE_SIZE })
