/** Playing, watch records, my courses and attachments (CONTRACT 2.4, 2.6). */
import type { Static } from 'typebox'
import { endpoint, type NotJson } from './endpoint'
import type * as Common from '../contract/common'
import type * as Learning from '../contract/learning'

export const learning = {
  playInfo: endpoint<{ params: Static<typeof Common.IdParams>; query: Static<typeof Learning.PlayInfoQuery>; response: Static<typeof Learning.PlayInfo> }>('GET', '/api/v2/video/:id/playinfo'),
  lessonDownload: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Learning.LessonDownload> }>('GET', '/api/v2/video/:id/download'),
  recordWatch: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Learning.RecordBody>; response: Static<typeof Common.EmptyData> }>('POST', '/api/v2/video/:id/record'),
  learnedLessons: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Learning.LearnedLesson>[] }>('GET', '/api/v3/member/learned/course/:id'),
  memberCourses: endpoint<{ query: Static<typeof Learning.V3ListQuery>; response: Static<typeof Learning.MemberCoursesV3> }>('GET', '/api/v3/member/courses'),
  memberCoursesV2: endpoint<{ query: Static<typeof Learning.V2ListQuery>; response: Static<typeof Learning.MemberCoursesV2> }>('GET', '/api/v2/member/courses'),
  likedCourses: endpoint<{ query: Static<typeof Learning.V3ListQuery>; response: Static<typeof Learning.MemberCoursesV3> }>('GET', '/api/v3/member/courses/like'),
  likedCoursesV2: endpoint<{ query: Static<typeof Learning.V2ListQuery>; response: Static<typeof Learning.MemberCoursesV2> }>('GET', '/api/v2/member/courses/like'),
  learnedCourses: endpoint<{ query: Static<typeof Learning.V3ListQuery>; response: Static<typeof Learning.MemberCoursesV3> }>('GET', '/api/v3/member/courses/learned'),
  historyCoursesV2: endpoint<{ query: Static<typeof Learning.V2ListQuery>; response: Static<typeof Learning.MemberCoursesV2> }>('GET', '/api/v2/member/courses/history'),
  memberVideos: endpoint<{ query: Static<typeof Learning.V2ListQuery>; response: Static<typeof Learning.MemberVideosV2> }>('GET', '/api/v2/member/videos'),
  purchasedCourses: endpoint<{ query: Static<typeof Learning.PurchasedQuery>; response: Static<typeof Learning.PurchasedCourses> }>('GET', '/addons/templateOne/api/v1/user/courses'),
  attachDownloadUrl: endpoint<{ params: Static<typeof Learning.AttachParams>; response: Static<typeof Learning.AttachDownload> }>('GET', '/api/v3/course/:courseId/attach/:id'),
  attachDownload: endpoint<{ params: Static<typeof Common.IdParams>; response: NotJson }>('GET', '/api/v2/course/attach/:id/download')
} as const
