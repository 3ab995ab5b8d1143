/** 直播 (Zhibo) in the console: live courses, classes on a calendar, push keys, chat moderation, attendance, replays (ours). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as Z from '../../../contract/admin/addons/zhibo'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
const BASE = '/backend/addons/Zhibo'

export const adminZhibo = {
  courses: adminEndpoint<{ query: Static<typeof Z.LiveCourseListQuery>; response: Static<typeof Z.LiveCourseList> }>('GET', `${BASE}/courses`, 'addons.Zhibo.courses'),
  options: adminEndpoint<{ response: Z.LiveOptions }>('GET', `${BASE}/options`, 'addons.Zhibo.courses'),
  createCourse: adminEndpoint<{ body: Z.LiveCourseBody; response: Empty }>('POST', `${BASE}/courses`, 'addons.Zhibo.courses.store'),
  course: adminEndpoint<{ params: Id; response: Z.AdminLiveCourse }>('GET', `${BASE}/courses/:id`, 'addons.Zhibo.courses.update'),
  updateCourse: adminEndpoint<{ params: Id; body: Z.LiveCourseBody; response: Empty }>('PUT', `${BASE}/courses/:id`, 'addons.Zhibo.courses.update'),
  deleteCourse: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/courses/:id`, 'addons.Zhibo.courses.destroy'),
  classes: adminEndpoint<{ query: Static<typeof Z.LiveClassQuery>; response: Static<typeof Z.LiveClassList> }>('GET', `${BASE}/classes`, 'addons.Zhibo.classes'),
  createClass: adminEndpoint<{ body: Z.LiveClassBody; response: Z.AdminLiveClass }>('POST', `${BASE}/classes`, 'addons.Zhibo.classes.store'),
  liveClass: adminEndpoint<{ params: Id; response: Z.AdminLiveClass }>('GET', `${BASE}/classes/:id`, 'addons.Zhibo.classes'),
  updateClass: adminEndpoint<{ params: Id; body: Z.LiveClassBody; response: Empty }>('PUT', `${BASE}/classes/:id`, 'addons.Zhibo.classes.update'),
  deleteClass: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/classes/:id`, 'addons.Zhibo.classes.destroy'),
  push: adminEndpoint<{ params: Id; response: Z.LivePushInfo }>('GET', `${BASE}/classes/:id/push`, 'addons.Zhibo.classes.push'),
  rotateKey: adminEndpoint<{ params: Id; response: Z.LivePushInfo }>('POST', `${BASE}/classes/:id/push/rotate`, 'addons.Zhibo.classes.push'),
  chat: adminEndpoint<{ params: Id; query: Static<typeof Z.ChatMessageQuery>; response: Static<typeof Z.AdminChatList> }>('GET', `${BASE}/classes/:id/chat`, 'addons.Zhibo.chat'),
  deleteMessage: adminEndpoint<{ params: Z.ChatMessageParams; response: Empty }>('DELETE', `${BASE}/classes/:id/chat/:message_id`, 'addons.Zhibo.chat.moderate'),
  mute: adminEndpoint<{ params: Id; body: Z.MuteBody; response: Empty }>('POST', `${BASE}/classes/:id/mute`, 'addons.Zhibo.chat.moderate'),
  attendance: adminEndpoint<{ params: Id; response: Z.LiveAttendance }>('GET', `${BASE}/classes/:id/attendance`, 'addons.Zhibo.attendance'),
  publishReplay: adminEndpoint<{ params: Id; response: Empty }>('POST', `${BASE}/classes/:id/replay/publish`, 'addons.Zhibo.classes.replay')
} as const
