/**
 * Course and lesson comments in the console (MeEdu 4.9.13: CourseCommentController, VideoCommentController).
 * The review state and its route are ours (MeEdu 4.9.13 only deletes): a new comment shows at once and waits
 * in 待审核; staff pass it, or hide it from learners (and may show it again).
 */
import { Type } from 'typebox'
import { Enum, Flag, PaginatorAOf } from '../common'
import { AdminPaging } from './common'
import { COMMENT_ACTIONS } from '../../admin/catalogue'
import { IdsOf } from './courses'

const ReviewFilter = {
  is_check: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1], title: '审核状态' })),
  is_hidden: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1], title: '隐藏' })),
  user_id: Type.Optional(Type.Integer({ minimum: 0, title: '学员' }))
}

const CommentFields = {
  id: Type.Integer(),
  user_id: Type.Integer(),
  original_content: Type.String(),
  render_content: Type.String(),
  ip: Type.String(),
  ip_province: Type.String(),
  created_at: Type.String(),
  is_check: Flag,
  is_hidden: Flag
}

/** The comment's authors by id (MeEdu's `users`); `mobile` masked without 敏感数据-学员-手机号. */
const Users = Type.Record(Type.String(), Type.Object({ id: Type.Integer(), nick_name: Type.String(), mobile: Type.String(), avatar: Type.String() }))

const CourseRef = Type.Object({ id: Type.Integer(), title: Type.String(), charge: Type.Integer(), thumb: Type.String() })

export const CourseCommentQuery = Type.Object({ ...AdminPaging.properties, course_id: Type.Optional(Type.Integer({ minimum: 0, title: '课程' })), ...ReviewFilter })
export const CourseComment = Type.Object({ ...CommentFields, course_id: Type.Integer(), course: CourseRef })
export const CourseCommentList = Type.Object({ data: PaginatorAOf(CourseComment), users: Users })

export const VideoCommentQuery = Type.Object({
  ...AdminPaging.properties,
  course_id: Type.Optional(Type.Integer({ minimum: 0, title: '课程' })),
  video_id: Type.Optional(Type.Integer({ minimum: 0, title: '课时' })),
  ...ReviewFilter
})
export const VideoComment = Type.Object({
  ...CommentFields,
  video_id: Type.Integer(),
  video: Type.Object({ id: Type.Integer(), course_id: Type.Integer(), title: Type.String(), charge: Type.Integer(), duration: Type.Integer(), course: CourseRef })
})
export const VideoCommentList = Type.Object({ data: PaginatorAOf(VideoComment), users: Users })

export const CommentIdsBody = IdsOf('评论')

export const CommentCheckBody = Type.Object({ ...CommentIdsBody.properties, action: Enum(COMMENT_ACTIONS, { title: '操作' }) })
