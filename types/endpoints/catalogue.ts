/** Courses, lessons, categories, VIP roles, comments and search (CONTRACT 2.3-2.5). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Catalogue from '../contract/catalogue'
import type * as Common from '../contract/common'

export const catalogue = {
  categories: endpoint<{ response: Static<typeof Catalogue.Categories> }>('GET', '/api/v2/course_categories'),
  courses: endpoint<{ query: Static<typeof Catalogue.CoursesQuery>; response: Static<typeof Catalogue.CoursesPage> }>('GET', '/api/v2/courses'),
  courseDetail: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Catalogue.CourseDetail> }>('GET', '/api/v2/course/:id'),
  courseComments: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Catalogue.CourseComments> }>('GET', '/api/v2/course/:id/comments'),
  commentCourse: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Common.CommentBody>; response: Static<typeof Common.EmptyData> }>('POST', '/api/v2/course/:id/comment'),
  videoComments: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Catalogue.CourseComments> }>('GET', '/api/v2/video/:id/comments'),
  commentVideo: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Common.CommentBody>; response: Static<typeof Common.EmptyData> }>('POST', '/api/v2/video/:id/comment'),
  likeCourse: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Common.Flag> }>('GET', '/api/v2/course/:id/like'),
  videoDetail: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Catalogue.VideoDetail> }>('GET', '/api/v2/video/:id'),
  roles: endpoint<{ response: Static<typeof Catalogue.Role>[] }>('GET', '/api/v2/roles'),
  role: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Catalogue.Role> }>('GET', '/api/v2/role/:id'),
  searchV2: endpoint<{ query: Static<typeof Catalogue.SearchV2Query>; response: Static<typeof Catalogue.SearchV2> }>('GET', '/api/v2/search'),
  videos: endpoint<{ query: Static<typeof Catalogue.VideosQuery>; response: Static<typeof Catalogue.VideosPage> }>('GET', '/api/v2/videos'),
  search: endpoint<{ query: Static<typeof Catalogue.SearchQuery>; response: Static<typeof Catalogue.SearchPage> }>('GET', '/api/v3/search')
} as const
