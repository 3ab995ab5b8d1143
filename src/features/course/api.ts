import { arrivedEarly, get, post } from '../../core/request'
import type { CourseDetail, VideoDetail } from '../../../types/api'

/** Course, lesson and comment calls (CONTRACT 2.3). */
export const fetchCourseDetail = (id: number) => get<CourseDetail>(`/api/v2/course/${id}`, undefined, { silent: true })

/** The course if index.html already has it (H5 first load of a course link), for a first render with content. */
export const arrivedCourseDetail = (id: number) => arrivedEarly<CourseDetail>(`/api/v2/course/${id}`)

/** Toggles the favourite; resolves the new state (MeEdu answers 1 or 0). */
export const toggleCourseLike = async (id: number) => (await get<0 | 1>(`/api/v2/course/${id}/like`)) === 1

export type CommentTarget = 'course' | 'video'

export interface CommentList {
  comments: { id: number; user_id: number; render_content: string; created_at: string }[]
  users: Record<string, { id: number; avatar: string; nick_name: string }>
}

export const fetchComments = (target: CommentTarget, id: number) =>
  get<CommentList>(`/api/v2/${target}/${id}/comments`, undefined, { silent: true })

export const postComment = (target: CommentTarget, id: number, content: string) =>
  post<[]>(`/api/v2/${target}/${id}/comment`, { content }, { loading: true })

export const fetchAttachmentUrl = (courseId: number, attachId: number) =>
  get<{ download_url: string }>(`/api/v3/course/${courseId}/attach/${attachId}`, undefined, { loading: true })

export interface PlayInfo {
  urls: { url: string; format: string; name: string; duration: number }[]
}

export const fetchLessonDetail = (id: number) => get<VideoDetail>(`/api/v2/video/${id}`, undefined, { silent: true })

export const fetchPlayInfo = (id: number, isTry: boolean) =>
  get<PlayInfo>(`/api/v2/video/${id}/playinfo`, { is_try: isTry ? 1 : 0 }, { silent: true })

/** Progress: the position reached, in whole seconds. Never toasts: the learner is watching. */
export const postLessonProgress = (id: number, seconds: number) =>
  post<[]>(`/api/v2/video/${id}/record`, { duration: Math.floor(seconds) }, { silent: true })
