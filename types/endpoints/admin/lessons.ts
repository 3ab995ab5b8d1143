/** A course's chapters, lessons and attachments (MeEdu's course_chapter, video and course_attach routes). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../endpoint'
import type * as Common from '../../contract/common'
import type * as L from '../../contract/admin/lessons'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
type CourseId = Static<typeof L.CourseIdParams>
type ChapterId = Static<typeof L.ChapterParams>

export const adminLessons = {
  chapters: adminEndpoint<{ params: CourseId; response: Static<typeof L.ChapterList> }>('GET', '/backend/api/v1/course_chapter/:course_id', 'course_chapter'),
  createChapter: adminEndpoint<{ params: CourseId; body: Static<typeof L.ChapterBody>; response: Empty }>('POST', '/backend/api/v1/course_chapter/:course_id', 'course_chapter.store'),
  chapter: adminEndpoint<{ params: ChapterId; response: Static<typeof L.Chapter> }>('GET', '/backend/api/v1/course_chapter/:course_id/:id', 'course_chapter.update'),
  updateChapter: adminEndpoint<{ params: ChapterId; body: Static<typeof L.ChapterBody>; response: Empty }>('PUT', '/backend/api/v1/course_chapter/:course_id/:id', 'course_chapter.update'),
  deleteChapter: adminEndpoint<{ params: ChapterId; response: Empty }>('DELETE', '/backend/api/v1/course_chapter/:course_id/:id', 'course_chapter.destroy'),
  // Ours: the chapters after a drag.
  orderChapters: adminEndpoint<{ params: CourseId; body: Static<typeof L.ChapterIdsBody>; response: Empty }>('POST', '/backend/api/v1/course_chapter/:course_id/order', 'course_chapter.update'),

  videos: adminEndpoint<{ query: Static<typeof L.VideoListQuery>; response: Static<typeof L.VideoList> }>('GET', '/backend/api/v1/video', 'video'),
  createVideo: adminEndpoint<{ body: Static<typeof L.VideoBody>; response: Empty }>('POST', '/backend/api/v1/video', 'video.store'),
  video: adminEndpoint<{ params: Id; response: Static<typeof L.VideoDetail> }>('GET', '/backend/api/v1/video/:id', 'video.update'),
  updateVideo: adminEndpoint<{ params: Id; body: Static<typeof L.VideoBody>; response: Empty }>('PUT', '/backend/api/v1/video/:id', 'video.update'),
  deleteVideos: adminEndpoint<{ body: Static<typeof L.VideoIdsBody>; response: Empty }>('POST', '/backend/api/v1/video/delete/multi', 'video.destroy'),
  // Ours: a course's lessons after a drag (their order and chapters).
  orderVideos: adminEndpoint<{ body: Static<typeof L.VideoOrderBody>; response: Empty }>('POST', '/backend/api/v1/video/order', 'video.update'),

  attachments: adminEndpoint<{ query: Static<typeof L.AttachmentQuery>; response: Static<typeof L.AttachmentList> }>('GET', '/backend/api/v1/course_attach', 'course_attach'),
  attachmentSign: adminEndpoint<{ query: Static<typeof L.AttachmentSignQuery>; response: Static<typeof L.AttachmentSign> }>('GET', '/backend/api/v1/course_attach/create', 'course_attach.store'),
  // The signed upload address the sign answers: the key in the path is the permission (MeEdu's presigned S3 PUT).
  uploadAttachment: adminEndpoint<{ params: Static<typeof L.AttachmentUploadParams>; response: Empty }>('PUT', '/backend/api/v1/course_attach/upload/:key', 'public'),
  createAttachment: adminEndpoint<{ body: Static<typeof L.AttachmentBody>; response: Empty }>('POST', '/backend/api/v1/course_attach', 'course_attach.store'),
  deleteAttachment: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v1/course_attach/:id', 'course_attach.destroy')
} as const
