import { ApiError, arrivedEarly, query, command, urlOf } from '../../core/request'
import { live } from '~types/endpoints/live'

/**
 * Live-class calls: MeEdu's Zhibo add-on exactly as its own client makes them (ADDONS.md section 2). The
 * chat, sign-in, watch records and the attachment list go to the secondary base (`liveApiBase`).
 */
const LIVE = { base: 'live' } as const

const PAGE_SIZE = 10
/** Chat history page size (as MeEdu's client asks). */
export const CHAT_PAGE_SIZE = 100

export const fetchLives = (page: number, cid: number) => query(live.courses, { query: { page, size: PAGE_SIZE, cid: cid || undefined } })

export const fetchLive = (id: number) => query(live.courseDetail, { params: { id } })
/** The detail index.html already fetched for a deep link (H5). */
export const arrivedLive = (id: number) => arrivedEarly(live.courseDetail, { params: { id } })

export const fetchLiveComments = (id: number) => query(live.courseComments, { params: { id }, query: { page: 1, size: 100 } })
export const postLiveComment = (id: number, content: string) => command(live.commentCourse, { params: { id }, body: { content } })

/** The room: the id is the session's (video) id. */
export const fetchPlay = (videoId: number) => query(live.play, { params: { id: videoId } })

export const fetchChatPage = (cid: number, vid: number, page: number) => query(live.chatMessages, { params: { cid, vid }, query: { page, size: CHAT_PAGE_SIZE } }, LIVE)

/** Sends a chat message; it comes back over the socket. `duration` = the playback second. */
export const sendChat = (cid: number, vid: number, content: string, duration: number) =>
  // The chat box says a failure in place (muted, too fast) and keeps the text.
  command(live.sendChat, { params: { cid, vid }, body: { content, duration: Math.max(0, Math.floor(duration)) } }, { feedback: 'none', ...LIVE })

/** The room's sign-in: the prompt toasts the outcome in its own words (签到成功, or why not). */
export const signIn = (cid: number, vid: number, signInId: number) => command(live.signIn, { params: { cid, vid, id: signInId } }, { feedback: 'none', ...LIVE })

/** Posted on each 10 s advance and at the end: `live` while the class is on, `vod` for the replay. */
export const postWatchRecord = (kind: 'live' | 'vod', cid: number, vid: number, duration: number) =>
  // Watch time, in the background while the learner watches: never interrupts.
  command(kind === 'live' ? live.recordLiveWatch : live.recordVodWatch, { params: { cid, vid }, body: { duration: Math.max(0, Math.floor(duration)) } }, { feedback: 'none', ...LIVE })

export const fetchAttachments = (cid: number, vid: number) => query(live.attachments, { params: { cid, vid }, query: { page: 1, size: 100000 } }, LIVE)

/** Opened in the browser on the main base, with the token in the query (ADDONS 2). */
export const attachmentUrl = (cid: number, vid: number, id: number, token: string) => `${urlOf(live.attachDownload, { cid, vid, id })}?token=${encodeURIComponent(token)}`

/** The learning tab's live courses (ADDONS 2): 订阅 (bought) and 在学 (watched). */
export type MyLiveList = 'courses' | 'learned'
const MY_LIVES = { courses: live.memberCourses, learned: live.learnedCourses } as const
export const fetchMyLives = (list: MyLiveList, page: number) => query(MY_LIVES[list], { query: { page, size: PAGE_SIZE } })

/** What the room says when a call of its own (sign-in, chat, older messages: feedback 'none') failed. */
export const failureMessage = (e: unknown) => (e instanceof ApiError ? e.message : '操作失败，请稍后重试')
