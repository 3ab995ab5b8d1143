import { query } from '../../core/request'
import { learning } from '~types/endpoints/learning'

/** The learning tab's lists (CONTRACT section 2.6, v3 member course lists). */
export type LearningList = 'courses' | 'learned' | 'like'

const LISTS = {
  courses: learning.memberCourses,
  learned: learning.learnedCourses,
  like: learning.likedCourses
} as const

const LEARNING_PAGE_SIZE = 10

export const fetchLearningList = (list: LearningList, page: number) => query(LISTS[list], { query: { page, size: LEARNING_PAGE_SIZE } })
