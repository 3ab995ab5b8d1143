import { arrivedEarly, query, command } from '../../core/request'
import type { CourseDetail, VideoDetail } from '../../../types/api'

/** Course, lesson and comment calls (CONTRACT 2.3). */
export const fetchCourseDetail = (id: number) => query<CourseDetail>(`/api/v2/course/${id}`)

/** The course if index.html already has it (H5 first load of a course link), for a first render with content. */
export const arrivedCourseDetail = (id: number) => arrivedEarly<CourseDetail>(`/api/v2/course/${id}`)

/** Toggles the favourite (MeEdu: a GET); resolves the new state (1 or 0), shown in place: no spinner. */
export const toggleCourseLike = async (id: number) => (await command<0 | 1>(`/api/v2/course/${id}/like`, undefined, { method: 'GET', feedback: 'toast' })) === 1

export type CommentTarget = 'course' | 'video'

export interface CommentList {
  comments: { id: number; user_id: number; render_content: string; created_at: string }[]
  users: Record<string, { id: number; avatar: string; nick_name: string }>
}

export const fetchComments = (target: CommentTarget, id: number) =>
  query<CommentList>(`/api/v2/${target}/${id}/comments`)

export const postComment = (target: CommentTarget, id: number, content: string) =>
  command<[]>(`/api/v2/${target}/${id}/comment`, { content })

export const fetchAttachmentUrl = (courseId: number, attachId: number) =>
  command<{ download_url: string }>(`/api/v3/course/${courseId}/attach/${attachId}`, undefined, { method: 'GET' })

export interface PlayInfo {
  urls: { url: string; format: string; name: string; duration: number }[]
}

export const fetchLessonDetail = (id: number) => query<VideoDetail>(`/api/v2/video/${id}`)

export const fetchPlayInfo = (id: number, isTry: boolean) =>
  query<PlayInfo>(`/api/v2/video/${id}/playinfo`, { is_try: isTry ? 1 : 0 })

/** Progress: the position reached, in whole seconds. Never toasts: the learner is watching. */
export const postLessonProgress = (id: number, seconds: number) =>
  command<[]>(`/api/v2/video/${id}/record`, { duration: Math.floor(seconds) }, { feedback: 'none' })
