import { arrivedEarly, query, command } from '../../core/request'
import type { ChatMessages, ListC, LiveAttachment, LiveComments, LiveCourseDetail, LiveCoursesPage, LiveMemberCourse, LivePlay } from '../../../types/api'

/**
 * Live-class calls: MeEdu's Zhibo add-on exactly as its own client makes them (ADDONS.md section 2). The
 * chat, sign-in, watch records and the attachment list go to the secondary base (`liveApiBase`).
 */
const V1 = '/addons/zhibo/api/v1'
const LIVE = { base: 'live' } as const

const PAGE_SIZE = 10
/** Chat history page size (as MeEdu's client asks). */
export const CHAT_PAGE_SIZE = 100

export const fetchLives = (page: number, cid: number) => query<LiveCoursesPage>(`${V1}/courses`, { page, size: PAGE_SIZE, cid: cid || undefined })

export const fetchLive = (id: number) => query<LiveCourseDetail>(`${V1}/course/${id}`)
/** The detail index.html already fetched for a deep link (H5). */
export const arrivedLive = (id: number) => arrivedEarly<LiveCourseDetail>(`${V1}/course/${id}`)

export const fetchLiveComments = (id: number) => query<LiveComments>(`${V1}/course/${id}/comments`, { page: 1, size: 100 })
export const postLiveComment = (id: number, content: string) => command<[]>(`${V1}/course/${id}/comment`, { content })

/** The room: the id is the session's (video) id. */
export const fetchPlay = (videoId: number) => query<LivePlay>(`${V1}/course/${videoId}/play`)

const session = (cid: number, vid: number) => `${V1}/course/${cid}/video/${vid}`

export const fetchChatPage = (cid: number, vid: number, page: number) => query<ChatMessages>(`${session(cid, vid)}/chat/msg`, { page, size: CHAT_PAGE_SIZE }, LIVE)

/** Sends a chat message; it comes back over the socket. `duration` = the playback second. */
export const sendChat = (cid: number, vid: number, content: string, duration: number) =>
  // The chat box says a failure in place (muted, too fast) and keeps the text.
  command<[]>(`${session(cid, vid)}/chat/send`, { content, duration: Math.max(0, Math.floor(duration)) }, { feedback: 'none', ...LIVE })

/** The room's sign-in: the prompt toasts the outcome in its own words (签到成功, or why not). */
export const signIn = (cid: number, vid: number, signInId: number) => command<[]>(`${session(cid, vid)}/signIn/${signInId}`, {}, { feedback: 'none', ...LIVE })

/** Posted on each 10 s advance and at the end: `live` while the class is on, `vod` for the replay. */
export const postWatchRecord = (kind: 'live' | 'vod', cid: number, vid: number, duration: number) =>
  // Watch time, in the background while the learner watches: never interrupts.
  command<[]>(`${session(cid, vid)}/${kind}WatchRecord`, { duration: Math.max(0, Math.floor(duration)) }, { feedback: 'none', ...LIVE })

export const fetchAttachments = (cid: number, vid: number) => query<LiveAttachment[]>(`${session(cid, vid)}/attach/index`, { page: 1, size: 100000 }, LIVE)

/** Opened in the browser on the main base, with the token in the query (ADDONS 2). */
export const attachmentPath = (cid: number, vid: number, id: number, token: string) => `${session(cid, vid)}/attach/${id}/download?token=${encodeURIComponent(token)}`

/** The learning tab's live courses (ADDONS 2): 订阅 (bought) and 在学 (watched). */
export type MyLiveList = 'courses' | 'learned'
const MY_LIVE_PATHS: Record<MyLiveList, string> = { courses: `${V1}/member/courses`, learned: `${V1}/member/courses/learned` }
export const fetchMyLives = (list: MyLiveList, page: number) => query<ListC<LiveMemberCourse>>(MY_LIVE_PATHS[list], { page, size: PAGE_SIZE })
