/** Comment rows to MeEdu's admin shapes (types/contract/admin/comments.ts). */
import type { Static } from 'typebox'
import type * as C from '~types/contract/admin/comments'
import { renderText } from '../../lib/text'
import type { CourseCommentRow, VideoCommentRow } from './store'

const flag = (n: number) => (n ? 1 : 0) as 0 | 1

/** Learners' comments are plain text (lib/text.ts): the source as is, the rendering escaped. */
const commentFields = (r: CourseCommentRow | VideoCommentRow) => ({
  id: r.id,
  user_id: r.user_id,
  original_content: r.content,
  render_content: renderText(r.content),
  ip: '',
  ip_province: '',
  created_at: r.created_at,
  is_check: flag(r.is_check),
  is_hidden: flag(r.is_hidden)
})

const courseRef = (r: { course_id: number; course_title: string; course_charge: number; course_thumb: string }) => ({ id: r.course_id, title: r.course_title, charge: r.course_charge, thumb: r.course_thumb })

export const courseCommentView = (r: CourseCommentRow): Static<typeof C.CourseComment> => ({ ...commentFields(r), course_id: r.course_id, course: courseRef(r) })

export const videoCommentView = (r: VideoCommentRow): Static<typeof C.VideoComment> => ({
  ...commentFields(r),
  video_id: r.video_id,
  video: { id: r.video_id, course_id: r.course_id, title: r.video_title, charge: r.video_charge, duration: r.video_duration, course: courseRef(r) }
})
