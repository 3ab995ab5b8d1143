/** Live classes: add-on Zhibo, served at /addons/zhibo (ADDONS). */
import type { Static } from 'typebox'
import { endpoint, type NotJson } from './endpoint'
import type * as Comments from '../contract/comments'
import type * as Common from '../contract/common'
import type * as Live from '../contract/live'
import type * as Order from '../contract/order'

export const live = {
  memberCourses: endpoint<{ query: Static<typeof Live.LiveListQuery>; response: Static<typeof Live.LiveMemberCourses> }>('GET', '/addons/zhibo/api/v1/member/courses'),
  learnedCourses: endpoint<{ query: Static<typeof Live.LiveListQuery>; response: Static<typeof Live.LiveMemberCourses> }>('GET', '/addons/zhibo/api/v1/member/courses/learned'),
  courses: endpoint<{ query: Static<typeof Live.LiveCoursesQuery>; response: Static<typeof Live.LiveCoursesPage> }>('GET', '/addons/zhibo/api/v1/courses'),
  courseDetail: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Live.LiveCourseDetail> }>('GET', '/addons/zhibo/api/v1/course/:id'),
  courseComments: endpoint<{ params: Static<typeof Common.IdParams>; query: Static<ReturnType<typeof Comments.GoodsCommentsQuery>>; response: Static<typeof Live.LiveComments> }>('GET', '/addons/zhibo/api/v1/course/:id/comments'),
  commentCourse: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Common.CommentBody>; response: Static<typeof Common.EmptyData> }>('POST', '/addons/zhibo/api/v1/course/:id/comment'),
  buy: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Live.LivePaidBody>; response: Static<typeof Order.Order> }>('POST', '/addons/zhibo/api/v1/course/:id/paid'),
  play: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Live.LivePlay> }>('GET', '/addons/zhibo/api/v1/course/:id/play'),
  stream: endpoint<{ params: Static<typeof Common.IdParams>; response: NotJson }>('GET', '/addons/zhibo/stream/:id.m3u8'),
  streamSegment: endpoint<{ params: Static<typeof Live.StreamSegmentParams>; response: NotJson }>('GET', '/addons/zhibo/stream/:id/:n.ts'),
  teacherPush: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Live.LivePush> }>('GET', '/addons/zhibo/api/v1/teacher/video/:id/push'),
  teacherEnd: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Common.EmptyData> }>('POST', '/addons/zhibo/api/v1/teacher/video/:id/end'),
  // The live engine's calls (on_publish, on_publish_done, on_record_done): nginx, not a client.
  engineHook: endpoint<{ params: Static<typeof Live.EngineHookParams>; query: Static<typeof Live.EngineHookQuery>; body: Static<typeof Live.EngineHookBody>; response: NotJson }>('POST', '/addons/zhibo/engine/:call'),
  attachDownload: endpoint<{ params: Static<typeof Live.AttachParams>; response: NotJson }>('GET', '/addons/zhibo/api/v1/course/:cid/video/:vid/attach/:id/download'),
  sendChat: endpoint<{ params: Static<typeof Live.VideoParams>; body: Static<typeof Live.ChatSendBody>; response: Static<typeof Common.EmptyData> }>('POST', '/addons/zhibo/api/v1/course/:cid/video/:vid/chat/send'),
  chatMessages: endpoint<{ params: Static<typeof Live.VideoParams>; query: Static<typeof Live.LiveListQuery>; response: Static<typeof Live.ChatMessages> }>('GET', '/addons/zhibo/api/v1/course/:cid/video/:vid/chat/msg'),
  signIn: endpoint<{ params: Static<typeof Live.SignInParams>; response: Static<typeof Common.EmptyData> }>('POST', '/addons/zhibo/api/v1/course/:cid/video/:vid/signIn/:id'),
  recordLiveWatch: endpoint<{ params: Static<typeof Live.VideoParams>; body: Static<typeof Live.WatchRecordBody>; response: Static<typeof Common.EmptyData> }>('POST', '/addons/zhibo/api/v1/course/:cid/video/:vid/liveWatchRecord'),
  recordVodWatch: endpoint<{ params: Static<typeof Live.VideoParams>; body: Static<typeof Live.WatchRecordBody>; response: Static<typeof Common.EmptyData> }>('POST', '/addons/zhibo/api/v1/course/:cid/video/:vid/vodWatchRecord'),
  attachments: endpoint<{ params: Static<typeof Live.VideoParams>; query: Static<typeof Live.LiveListQuery>; response: Static<typeof Live.LiveAttachment>[] }>('GET', '/addons/zhibo/api/v1/course/:cid/video/:vid/attach/index'),
  chatSocket: endpoint<{ params: Static<typeof Live.VideoParams>; response: NotJson }>('GET', '/addons/zhibo/api/v1/course/:cid/video/:vid/chat/ws')
} as const
