import { arrivedEarly, query, command } from '../../core/request'
import { catalogue } from '~types/endpoints/catalogue'
import { learning } from '~types/endpoints/learning'
import type { CourseDetail, VideoDetail } from '~types/api'

/** Course, lesson and comment calls (CONTRACT 2.3). The details are read with their progress maps as maps (CourseDetail). */
export const fetchCourseDetail = (id: number) => query(catalogue.courseDetail, { params: { id } }) as Promise<CourseDetail>

/** The course if index.html already has it (H5 first load of a course link), for a first render with content. */
export const arrivedCourseDetail = (id: number) => arrivedEarly(catalogue.courseDetail, { params: { id } }) as CourseDetail | undefined

/** Toggles the favourite (MeEdu: a GET); resolves the new state (1 or 0), shown in place: no spinner. */
export const toggleCourseLike = async (id: number) => (await command(catalogue.likeCourse, { params: { id } }, { feedback: 'toast' })) === 1

export type CommentTarget = 'course' | 'video'

export const fetchComments = (target: CommentTarget, id: number) =>
  query(target === 'course' ? catalogue.courseComments : catalogue.videoComments, { params: { id } })

export const postComment = (target: CommentTarget, id: number, content: string) =>
  command(target === 'course' ? catalogue.commentCourse : catalogue.commentVideo, { params: { id }, body: { content } })

export const fetchAttachmentUrl = (courseId: number, attachId: number) => command(learning.attachDownloadUrl, { params: { courseId, id: attachId } })

export const fetchLessonDetail = (id: number) => query(catalogue.videoDetail, { params: { id } }) as Promise<VideoDetail>

export const fetchPlayInfo = (id: number, isTry: boolean) => query(learning.playInfo, { params: { id }, query: { is_try: isTry ? 1 : 0 } })

/** Progress: the position reached, in whole seconds. Never toasts: the learner is watching. */
export const postLessonProgress = (id: number, seconds: number) =>
  command(learning.recordWatch, { params: { id }, body: { duration: Math.floor(seconds) } }, { feedback: 'none' })
