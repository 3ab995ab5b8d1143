/** Course and lesson comments (MeEdu's course_comment and video_comment routes; the review routes are ours). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../endpoint'
import type * as Common from '../../contract/common'
import type * as C from '../../contract/admin/comments'

type Empty = Static<typeof Common.EmptyData>

export const adminComments = {
  courseComments: adminEndpoint<{ query: Static<typeof C.CourseCommentQuery>; response: Static<typeof C.CourseCommentList> }>('GET', '/backend/api/v1/course_comment', 'course_comment'),
  deleteCourseComments: adminEndpoint<{ body: Static<typeof C.CommentIdsBody>; response: Empty }>('POST', '/backend/api/v1/course_comment/delete', 'course_comment.destroy'),
  // Ours: hiding takes a comment away from learners, as deleting does, so it asks for the same permission.
  checkCourseComments: adminEndpoint<{ body: Static<typeof C.CommentCheckBody>; response: Empty }>('POST', '/backend/api/v1/course_comment/check', 'course_comment.destroy'),

  videoComments: adminEndpoint<{ query: Static<typeof C.VideoCommentQuery>; response: Static<typeof C.VideoCommentList> }>('GET', '/backend/api/v1/video_comment', 'video_comment'),
  deleteVideoComments: adminEndpoint<{ body: Static<typeof C.CommentIdsBody>; response: Empty }>('POST', '/backend/api/v1/video_comment/delete', 'video_comment.destroy'),
  checkVideoComments: adminEndpoint<{ body: Static<typeof C.CommentCheckBody>; response: Empty }>('POST', '/backend/api/v1/video_comment/check', 'video_comment.destroy')
} as const
