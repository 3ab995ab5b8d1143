import { arrivedEarly, query, command } from '../../core/request'
import { catalogue } from '~types/endpoints/catalogue'
import { learning } from '~types/endpoints/learning'
import type { ResponseOf } from '~types/endpoints/endpoint'
import type { CourseDetail, VideoDetail } from '~types/contract/catalogue'

/** MeEdu sends an empty progress map as `[]`; the pages read it as the empty map it means. */
const asMap = <T>(m: Record<string, T> | []): Record<string, T> => (Array.isArray(m) ? {} : m)

const readCourseDetail = (d: ResponseOf<typeof catalogue.courseDetail>): CourseDetail => ({ ...d, videoWatchedProgress: asMap(d.videoWatchedProgress) })
const readVideoDetail = (d: ResponseOf<typeof catalogue.videoDetail>): VideoDetail => ({ ...d, video_watched_progress: asMap(d.video_watched_progress) })

/** Course, lesson and comment calls (CONTRACT 2.3). The details are read with their progress maps as maps (CourseDetail). */
export const fetchCourseDetail = async (id: number) => readCourseDetail(await query(catalogue.courseDetail, { params: { id } }))

/** The course if index.html already has it (H5 first load of a course link), for a first render with content. */
export const arrivedCourseDetail = (id: number) => {
  const early = arrivedEarly(catalogue.courseDetail, { params: { id } })
  return early && readCourseDetail(early)
}

/** Toggles the favourite (MeEdu: a GET); resolves the new state (1 or 0), shown in place: no spinner. */
export const toggleCourseLike = async (id: number) => (await command(catalogue.likeCourse, { params: { id } }, { feedback: 'toast' })) === 1

export type CommentTarget = 'course' | 'video'

export const fetchComments = (target: CommentTarget, id: number) =>
  query(target === 'course' ? catalogue.courseComments : catalogue.videoComments, { params: { id } })

export const postComment = (target: CommentTarget, id: number, content: string) =>
  command(target === 'course' ? catalogue.commentCourse : catalogue.commentVideo, { params: { id }, body: { content } })

export const fetchAttachmentUrl = (courseId: number, attachId: number) => command(learning.attachDownloadUrl, { params: { courseId, id: attachId } })

export const fetchLessonDetail = async (id: number) => readVideoDetail(await query(catalogue.videoDetail, { params: { id } }))

export const fetchPlayInfo = (id: number, isTry: boolean) => query(learning.playInfo, { params: { id }, query: { is_try: isTry ? 1 : 0 } })

/** Progress: the position reached, in whole seconds. Never toasts: the learner is watching. */
export const postLessonProgress = (id: number, seconds: number) =>
  command(learning.recordWatch, { params: { id }, body: { duration: Math.floor(seconds) } }, { feedback: 'none' })
