import { arrivedEarly, get, post } from '../../core/request'
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

export const fetchLives = (page: number, cid: number) => get<LiveCoursesPage>(`${V1}/courses`, { page, size: PAGE_SIZE, cid: cid || undefined }, { silent: true })

export const fetchLive = (id: number) => get<LiveCourseDetail>(`${V1}/course/${id}`, undefined, { silent: true })
/** The detail index.html already fetched for a deep link (H5). */
export const arrivedLive = (id: number) => arrivedEarly<LiveCourseDetail>(`${V1}/course/${id}`)

export const fetchLiveComments = (id: number) => get<LiveComments>(`${V1}/course/${id}/comments`, { page: 1, size: 100 }, { silent: true })
export const postLiveComment = (id: number, content: string) => post<[]>(`${V1}/course/${id}/comment`, { content }, { loading: true })

/** The room: the id is the session's (video) id. */
export const fetchPlay = (videoId: number) => get<LivePlay>(`${V1}/course/${videoId}/play`, undefined, { silent: true })

const session = (cid: number, vid: number) => `${V1}/course/${cid}/video/${vid}`

export const fetchChatPage = (cid: number, vid: number, page: number) => get<ChatMessages>(`${session(cid, vid)}/chat/msg`, { page, size: CHAT_PAGE_SIZE }, { silent: true, ...LIVE })

/** Sends a chat message; it comes back over the socket. `duration` = the playback second. */
export const sendChat = (cid: number, vid: number, content: string, duration: number) =>
  post<[]>(`${session(cid, vid)}/chat/send`, { content, duration: Math.max(0, Math.floor(duration)) }, { silent: true, ...LIVE })

export const signIn = (cid: number, vid: number, signInId: number) => post<[]>(`${session(cid, vid)}/signIn/${signInId}`, {}, { silent: true, ...LIVE })

/** Posted on each 10 s advance and at the end: `live` while the class is on, `vod` for the replay. */
export const postWatchRecord = (kind: 'live' | 'vod', cid: number, vid: number, duration: number) =>
  post<[]>(`${session(cid, vid)}/${kind}WatchRecord`, { duration: Math.max(0, Math.floor(duration)) }, { silent: true, ...LIVE })

export const fetchAttachments = (cid: number, vid: number) => get<LiveAttachment[]>(`${session(cid, vid)}/attach/index`, { page: 1, size: 100000 }, { silent: true, ...LIVE })

/** Opened in the browser on the main base, with the token in the query (ADDONS 2). */
export const attachmentPath = (cid: number, vid: number, id: number, token: string) => `${session(cid, vid)}/attach/${id}/download?token=${encodeURIComponent(token)}`

/** The learning tab's live courses (ADDONS 2): 订阅 (bought) and 在学 (watched). */
export type MyLiveList = 'courses' | 'learned'
const MY_LIVE_PATHS: Record<MyLiveList, string> = { courses: `${V1}/member/courses`, learned: `${V1}/member/courses/learned` }
export const fetchMyLives = (list: MyLiveList, page: number) => get<ListC<LiveMemberCourse>>(MY_LIVE_PATHS[list], { page, size: PAGE_SIZE }, { silent: true })
