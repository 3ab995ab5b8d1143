/** 课程 and 分类 (MeEdu's course and courseCategory routes, with its permission slugs). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../endpoint'
import type * as Common from '../../contract/common'
import type * as Admin from '../../contract/admin/common'
import type * as C from '../../contract/admin/courses'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>

export const adminCourses = {
  courses: adminEndpoint<{ query: Static<typeof C.CourseListQuery>; response: Static<typeof C.CourseList> }>('GET', '/backend/api/v1/course', 'course'),
  courseForm: adminEndpoint<{ response: Static<typeof C.CourseCreateForm> }>('GET', '/backend/api/v1/course/create', 'course.store'),
  createCourse: adminEndpoint<{ body: Static<typeof C.CourseBody>; response: Empty }>('POST', '/backend/api/v1/course', 'course.store'),
  course: adminEndpoint<{ params: Id; response: Static<typeof C.AdminCourseDetail> }>('GET', '/backend/api/v1/course/:id', 'course.update'),
  updateCourse: adminEndpoint<{ params: Id; body: Static<typeof C.CourseBody>; response: Empty }>('PUT', '/backend/api/v1/course/:id', 'course.update'),
  deleteCourse: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v1/course/:id', 'course.destroy'),

  categories: adminEndpoint<{ query: Static<typeof Admin.AdminPaging>; response: Static<typeof C.CategoryList> }>('GET', '/backend/api/v1/courseCategory', 'courseCategory'),
  categoryForm: adminEndpoint<{ response: Static<typeof C.CategoryCreateForm> }>('GET', '/backend/api/v1/courseCategory/create', 'courseCategory.store'),
  createCategory: adminEndpoint<{ body: Static<typeof C.CategoryBody>; response: Empty }>('POST', '/backend/api/v1/courseCategory', 'courseCategory.store'),
  category: adminEndpoint<{ params: Id; response: Static<typeof C.CourseCategory> }>('GET', '/backend/api/v1/courseCategory/:id', 'courseCategory.update'),
  updateCategory: adminEndpoint<{ params: Id; body: Static<typeof C.CategoryBody>; response: Empty }>('PUT', '/backend/api/v1/courseCategory/:id', 'courseCategory.update'),
  deleteCategory: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v1/courseCategory/:id', 'courseCategory.destroy')
} as const
