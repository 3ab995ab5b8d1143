import { transaction, type Db, type Trx } from '../../db/kysely'
import { contains } from '../../admin/contains'
import { fail, notFound } from '../../http/envelope'
import { getUser, isVip } from '../../accounts/users'
import { beijing } from '../../lib/time'
import { pageOf } from '../../http/paging'
import type { ChatMsgBody, LiveAttachment, LiveCourseFull, LiveNextVideo, LiveStatus, LiveVideo } from '~types/contract/live'

// The stored 0/1 flags and statuses are the contract's Flag and LiveStatus (only this add-on writes them):
// rows handed on as those shapes are typed so with `$castTo`.

export interface CourseRow {
  id: number
  category_id: number
  teacher_id: number
  title: string
  thumb: string
  charge: number
  vip_can_view: 0 | 1
  short_description: string
  render_desc: string
  user_count: number
  published_at: string
}

export interface VideoRow extends LiveVideo {
  started_at: string | null
  ended_at: string | null
  room_is_ban: 0 | 1
}

/** A course on show, or undefined (a block's stale id). */
export const shownCourse = (db: Db, id: number) => db.selectFrom('live_courses').selectAll().where('id', '=', id).where('is_show', '=', 1).$castTo<CourseRow>().executeTakeFirst()

export async function findCourse(db: Db, id: number): Promise<CourseRow> {
  const c = await shownCourse(db, id)
  if (!c) throw notFound('直播课程不存在')
  return c
}

/** A session, or undefined (the stream answers its own refusal). */
export const videoRow = (db: Db, id: number) => db.selectFrom('live_videos').selectAll().where('id', '=', id).$castTo<VideoRow>().executeTakeFirst()

export async function findVideo(db: Db, id: number): Promise<VideoRow> {
  const v = await videoRow(db, id)
  if (!v) throw notFound('直播不存在')
  return v
}

/** The session of a course path (`/course/{cid}/video/{vid}/...`): both must exist and belong together. */
export async function findSession(db: Db, courseId: number, videoId: number): Promise<{ course: CourseRow; video: VideoRow }> {
  const course = await findCourse(db, courseId)
  const video = await findVideo(db, videoId)
  if (video.course_id !== course.id) throw notFound('直播不存在')
  return { course, video }
}

export const hasLiveCourse = async (db: Db, userId: number | null, courseId: number) =>
  userId !== null && !!(await db.selectFrom('user_live_courses').select('user_id').where('user_id', '=', userId).where('course_id', '=', courseId).executeTakeFirst())

/** `is_buy`: bought, or an active VIP on a course members watch free. A free course is not "bought". */
export async function ownsCourse(db: Db, userId: number | null, course: CourseRow): Promise<boolean> {
  if (userId === null) return false
  return (await hasLiveCourse(db, userId, course.id)) || (course.vip_can_view === 1 && isVip(await getUser(db, userId)))
}

/** May watch the sessions and take part in the chat: a free course, or owned. */
export const canWatchCourse = async (db: Db, userId: number | null, course: CourseRow) => userId !== null && (course.charge <= 0 || (await ownsCourse(db, userId, course)))

export async function assertCanWatch(db: Db, userId: number, course: CourseRow): Promise<void> {
  if (!(await canWatchCourse(db, userId, course))) throw fail('请购买课程后观看')
}

/** A course's sessions, by start: what its state is worked out from (views.ts courseState). */
export const sessionTimes = (db: Db, courseId: number) =>
  db.selectFrom('live_videos').select(['status', 'published_at']).where('course_id', '=', courseId).orderBy('published_at').orderBy('id').$castTo<{ status: LiveStatus; published_at: string }>().execute()

export const categoryOf = (db: Db, id: number) => db.selectFrom('live_categories').select(['id', 'name']).where('id', '=', id).executeTakeFirst()

export const teacherName = async (db: Db, id: number) => (await db.selectFrom('live_teachers').select('name').where('id', '=', id).executeTakeFirst())?.name

export const teacherOf = (db: Db, id: number): Promise<LiveCourseFull['teacher']> =>
  db.selectFrom('live_teachers').select(['id', 'name', 'avatar', 'short_desc']).where('id', '=', id).executeTakeFirstOrThrow()

/** The teacher of a session's course (the name the studio's messages go out under). */
export const teacherNameOfCourse = async (db: Db, courseId: number) =>
  (await db.selectFrom('live_teachers as t').innerJoin('live_courses as c', 'c.teacher_id', 't.id').select('t.name').where('c.id', '=', courseId).executeTakeFirst())?.name ?? ''

/**
 * Courses on show, a course on air first (a learner opening the list looks for it), then newest first; `cid`
 * narrows to a category or any of its children (ADDONS 2).
 */
export function coursePage(db: Db, cid: number | undefined, page: number, size: number) {
  let q = db.selectFrom('live_courses').selectAll().where('is_show', '=', 1)
  if (cid) q = q.where('category_id', 'in', db.selectFrom('live_categories').select('id').where((eb) => eb.or([eb('id', '=', cid), eb('parent_id', '=', cid)])))
  const onAir = q
    .orderBy((eb) =>
      eb
        .case()
        .when(eb.exists(eb.selectFrom('live_videos as v').select('v.id').whereRef('v.course_id', '=', 'live_courses.id').where('v.status', '=', 1)))
        .then(0)
        .else(1)
        .end()
    )
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
  return pageOf(db, onAir.$castTo<CourseRow>(), page, size)
}

export const listCategories = (db: Db) => db.selectFrom('live_categories').select(['id', 'parent_id', 'name']).orderBy('sort').orderBy('id').execute()

/** The learner's bought courses on show, newest purchase first. */
export const boughtCoursePage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(
    db,
    db
      .selectFrom('user_live_courses as u')
      .innerJoin('live_courses as c', 'c.id', 'u.course_id')
      .selectAll('c')
      .where('u.user_id', '=', uid)
      .where('c.is_show', '=', 1)
      .orderBy('u.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .$castTo<CourseRow>(),
    page,
    size
  )

/** Every course on show with a session the learner watched, most recently watched first. */
export function watchedCoursePage(db: Db, uid: number, page: number, size: number) {
  const watched = db
    .selectFrom('live_watch_records as r')
    .innerJoin('live_videos as v', 'v.id', 'r.video_id')
    .select((eb) => ['v.course_id', eb.fn.max('r.updated_at').as('at')])
    .where('r.user_id', '=', uid)
    .groupBy('v.course_id')
    .as('w')
  return pageOf(
    db,
    db.selectFrom('live_courses as c').innerJoin(watched, 'w.course_id', 'c.id').selectAll('c').where('c.is_show', '=', 1).orderBy('w.at', 'desc').orderBy('c.id', 'desc').$castTo<CourseRow>(),
    page,
    size
  )
}

/** How many of a course's sessions the learner watched, and the one watched last. */
export async function watchedSummary(db: Db, uid: number, courseId: number): Promise<{ video_id: number | null; n: number }> {
  const watched = db.selectFrom('live_watch_records as r').innerJoin('live_videos as v', 'v.id', 'r.video_id').where('r.user_id', '=', uid).where('v.course_id', '=', courseId)
  const { n } = await watched.select((eb) => eb.fn.count<number>('r.video_id').distinct().as('n')).executeTakeFirstOrThrow()
  const last = await watched.select('r.video_id').orderBy('r.updated_at', 'desc').orderBy('r.video_id', 'desc').limit(1).executeTakeFirst()
  return { video_id: last?.video_id ?? null, n: Number(n) }
}

/** A course's next class: the one on air, else the first still to come. */
export const nextSession = (db: Db, courseId: number): Promise<LiveNextVideo | undefined> =>
  db
    .selectFrom('live_videos')
    .select(['id', 'title', 'published_at'])
    .where('course_id', '=', courseId)
    .where('status', 'in', [0, 1])
    .orderBy('status', 'desc')
    .orderBy('published_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()

/** The schedule: chapters, and sessions keyed by chapter id ("0" = none), in order. */
export async function schedule(db: Db, courseId: number) {
  const chapters = await db.selectFrom('live_chapters').select(['id', 'name']).where('course_id', '=', courseId).orderBy('sort').orderBy('id').execute()
  const rows = await db
    .selectFrom('live_videos')
    .select(['id', 'course_id', 'chapter_id', 'title', 'status', 'published_at', 'duration', 'record_exists'])
    .where('course_id', '=', courseId)
    .orderBy('sort')
    .orderBy('id')
    .$castTo<LiveVideo>()
    .execute()
  const videos: Record<string, LiveVideo[]> = {}
  for (const v of rows) (videos[String(v.chapter_id)] ??= []).push(v)
  return { chapters, videos }
}

/** The sign-in of a session still open at `at` that the learner has not answered, if any. */
export function openSignIn(db: Db, videoId: number, userId: number, at = beijing()): Promise<{ id: number; end_at: string } | undefined> {
  return db
    .selectFrom('live_sign_ins as s')
    .select(['s.id', 's.end_at'])
    .where('s.video_id', '=', videoId)
    .where('s.closed', '=', 0)
    .where('s.end_at', '>', at)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('live_sign_in_records as r').select('r.user_id').whereRef('r.sign_in_id', '=', 's.id').where('r.user_id', '=', userId))))
    .orderBy('s.id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export const isUserBanned = async (db: Db, videoId: number, userId: number) =>
  !!(await db.selectFrom('live_user_bans').select('user_id').where('video_id', '=', videoId).where('user_id', '=', userId).executeTakeFirst())

/** A paid order's live course: the learner holds it (once) and the course counts one more learner. */
export async function deliverLive(db: Db | Trx, o: { user_id: number; goods_id: number; charge: number }): Promise<void> {
  const added = await db
    .insertInto('user_live_courses')
    .values({ user_id: o.user_id, course_id: o.goods_id, charge: o.charge, created_at: beijing() })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .executeTakeFirst()
  if (Number(added.numInsertedOrUpdatedRows ?? 0)) await db.updateTable('live_courses').set((eb) => ({ user_count: eb('user_count', '+', 1) })).where('id', '=', o.goods_id).execute()
}

/** The learner's position in a session's replay, in seconds. */
export const replayPosition = async (db: Db, uid: number, videoId: number) =>
  (await db.selectFrom('live_watch_records').select('duration').where('user_id', '=', uid).where('video_id', '=', videoId).where('kind', '=', 'vod').executeTakeFirst())?.duration

/** How far the learner watched a session live (only grows) or where they are in its replay (may go back). */
export async function recordWatch(db: Db, uid: number, videoId: number, kind: 'live' | 'vod', duration: number, at: string): Promise<void> {
  await db
    .insertInto('live_watch_records')
    .values({ user_id: uid, video_id: videoId, kind, duration, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['user_id', 'video_id', 'kind']).doUpdateSet((eb) => ({
        // No scalar MAX(a, b) on PostgreSQL: the larger of the two by CASE.
        duration:
          kind === 'live'
            ? eb.case().when('excluded.duration', '>', eb.ref('live_watch_records.duration')).then(eb.ref('excluded.duration')).else(eb.ref('live_watch_records.duration')).end()
            : eb.ref('excluded.duration'),
        updated_at: eb.ref('excluded.updated_at')
      }))
    )
    .execute()
}

export const attachmentPath = async (db: Db, id: number, courseId: number) =>
  (await db.selectFrom('live_attachments').select('path').where('id', '=', id).where('course_id', '=', courseId).executeTakeFirst())?.path

export const attachmentPage = (db: Db, courseId: number, page: number, size: number): Promise<LiveAttachment[]> =>
  db
    .selectFrom('live_attachments')
    .select(['id', 'name', 'course_id', 'video_id'])
    .where('course_id', '=', courseId)
    .orderBy('id')
    .limit(size)
    .offset((page - 1) * size)
    .execute()

// Chat

export interface ChatMessageRow {
  id: number
  user_id: number
  nick_name: string
  role: ChatMsgBody['role']
  content: string
}

/** A chat message (a learner's, or the teacher's with user 0); returns its id. */
export const insertChatMessage = async (db: Db, m: { video_id: number; user_id: number; nick_name: string; role: ChatMsgBody['role']; content: string; duration: number; created_at: string }) =>
  (await db.insertInto('live_chat_messages').values(m).returning('id').executeTakeFirstOrThrow()).id

export const chatMessagePage = (db: Db, videoId: number, page: number, size: number) =>
  pageOf(db, db.selectFrom('live_chat_messages').select(['id', 'user_id', 'nick_name', 'role', 'content']).where('video_id', '=', videoId).orderBy('id', 'desc').$castTo<ChatMessageRow>(), page, size)

// Sign-ins

export const findSignIn = (db: Db, id: number, videoId: number) =>
  db.selectFrom('live_sign_ins').select(['id', 'end_at', 'closed']).where('id', '=', id).where('video_id', '=', videoId).executeTakeFirst()

export const hasSignedIn = async (db: Db, signInId: number, uid: number) =>
  !!(await db.selectFrom('live_sign_in_records').select('user_id').where('sign_in_id', '=', signInId).where('user_id', '=', uid).executeTakeFirst())

/** Records the learner's answer once; false when they had already answered (two taps at once). */
export async function insertSignInRecord(db: Db, signInId: number, uid: number, at: string): Promise<boolean> {
  const r = await db
    .insertInto('live_sign_in_records')
    .values({ sign_in_id: signInId, user_id: uid, created_at: at })
    .onConflict((oc) => oc.columns(['sign_in_id', 'user_id']).doNothing())
    .executeTakeFirst()
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1
}

/** A sign-in the teacher opens until `endAt`; returns its id. */
export const insertSignIn = async (db: Db, videoId: number, endAt: string, at: string) =>
  (await db.insertInto('live_sign_ins').values({ video_id: videoId, end_at: endAt, created_at: at }).returning('id').executeTakeFirstOrThrow()).id

/** Open sign-ins past their deadline. */
export const dueSignIns = (db: Db, at: string) => db.selectFrom('live_sign_ins').select(['id', 'video_id']).where('closed', '=', 0).where('end_at', '<=', at).orderBy('id').execute()

/** Closes an open sign-in; false when it was already closed (another process's tick). */
export async function closeSignIn(db: Db, id: number): Promise<boolean> {
  const r = await db.updateTable('live_sign_ins').set({ closed: 1 }).where('id', '=', id).where('closed', '=', 0).executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

// The studio's console (sandbox)

export async function startSession(db: Db, videoId: number, at: string): Promise<void> {
  await db.updateTable('live_videos').set({ status: 1, started_at: at }).where('id', '=', videoId).execute()
}

/** Ends a session: its length, whether a replay exists, and its sign-ins closed. */
export async function endSession(db: Db, videoId: number, at: string, duration: number, recorded: boolean): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.updateTable('live_videos').set({ status: 2, ended_at: at, duration, record_exists: recorded ? 1 : 0 }).where('id', '=', videoId).execute()
    await trx.updateTable('live_sign_ins').set({ closed: 1 }).where('video_id', '=', videoId).execute()
  })
}

export async function setRoomBan(db: Db, videoId: number, on: boolean): Promise<void> {
  await db.updateTable('live_videos').set({ room_is_ban: on ? 1 : 0 }).where('id', '=', videoId).execute()
}

// Subscribe messages

export const hasUpcomingSession = async (db: Db, courseId: number, at: string) =>
  !!(await db.selectFrom('live_videos').select('id').where('course_id', '=', courseId).where('status', '=', 0).where('published_at', '>', at).executeTakeFirst())

/** The first session of a course scheduled after `since` that has reached its start by `at`. */
export const sessionStartedSince = (db: Db, courseId: number, since: string, at: string) =>
  db
    .selectFrom('live_videos as v')
    .innerJoin('live_courses as c', 'c.id', 'v.course_id')
    .select(['v.title', 'v.published_at', 'c.title as course'])
    .where('v.course_id', '=', courseId)
    .where('v.published_at', '>', since)
    .where('v.published_at', '<=', at)
    .orderBy('v.published_at')
    .orderBy('v.id')
    .limit(1)
    .executeTakeFirst()

// Pushes through the live engine (engine.ts), on the typed handle (db/kysely.ts)

type PushState = '' | 'pushing' | 'interrupted'
export type ReplayStatus = '' | 'processing' | 'published' | 'held' | 'failed'

export interface StreamRow {
  id: number
  course_id: number
  status: LiveStatus
  published_at: string
  started_at: string | null
  stream_key: string | null
  push_state: PushState
  interrupted_at: string | null
  replay_asset_id: number | null
  replay_status: ReplayStatus
}

const STREAM_COLUMNS = ['id', 'course_id', 'status', 'published_at', 'started_at', 'stream_key', 'push_state', 'interrupted_at', 'replay_asset_id', 'replay_status'] as const

export async function streamOf(kdb: Db, videoId: number): Promise<StreamRow | undefined> {
  return (await kdb.selectFrom('live_videos').select(STREAM_COLUMNS).where('id', '=', videoId).executeTakeFirst()) as StreamRow | undefined
}

/** The session whose current key this is (the RTMP stream name). */
export async function streamByKey(kdb: Db, key: string): Promise<StreamRow | undefined> {
  return (await kdb.selectFrom('live_videos').select(STREAM_COLUMNS).where('stream_key', '=', key).executeTakeFirst()) as StreamRow | undefined
}

/** A new key for the session (the console's 重置推流码; given on first use): the old one stops working. */
export async function setStreamKey(kdb: Db, videoId: number, key: string): Promise<void> {
  await kdb.updateTable('live_videos').set({ stream_key: key }).where('id', '=', videoId).execute()
}

/**
 * A push started: the session is live (its start kept from the first push), and was it a resume after a
 * drop? Only a session not ended and not already pushing changes: a second push on one key is refused.
 */
export async function startPush(kdb: Db, videoId: number, at: string): Promise<{ started: boolean; resumed: boolean }> {
  const before = await streamOf(kdb, videoId)
  const r = await kdb
    .updateTable('live_videos')
    .set((eb) => ({ status: 1, push_state: 'pushing', interrupted_at: null, started_at: eb.fn.coalesce('started_at', eb.val(at)) }))
    .where('id', '=', videoId)
    .where('status', '!=', 2)
    .where('push_state', '!=', 'pushing')
    .executeTakeFirst()
  return { started: Number(r.numUpdatedRows) === 1, resumed: before?.push_state === 'interrupted' }
}

/** The push stopped: the session waits for the teacher to come back (true when it was pushing). */
export async function interruptPush(kdb: Db, videoId: number, at: string): Promise<boolean> {
  const r = await kdb.updateTable('live_videos').set({ push_state: 'interrupted', interrupted_at: at }).where('id', '=', videoId).where('push_state', '=', 'pushing').executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/** Sessions whose push dropped before `before` and never came back. */
export async function abandonedPushes(kdb: Db, before: string): Promise<number[]> {
  const rows = await kdb.selectFrom('live_videos').select('id').where('push_state', '=', 'interrupted').where('interrupted_at', '<=', before).execute()
  return rows.map((r) => r.id)
}

/**
 * Ends a pushed session (the grace ran out, or the teacher ended it): its length from its start, no
 * replay yet (`processing` while its recording becomes one), its sign-ins closed. Only once: false when it
 * had already ended.
 */
export async function endPushedSession(kdb: Db, videoId: number, at: string, duration: number, recorded: boolean): Promise<boolean> {
  const r = await kdb
    .updateTable('live_videos')
    .set({ status: 2, ended_at: at, duration, record_exists: 0, push_state: '', interrupted_at: null, replay_status: recorded ? 'processing' : '' })
    .where('id', '=', videoId)
    .where('status', '!=', 2)
    .executeTakeFirst()
  if (Number(r.numUpdatedRows) !== 1) return false
  await kdb.updateTable('live_sign_ins').set({ closed: 1 }).where('video_id', '=', videoId).execute()
  return true
}

/** The push of an ended session stopped (the teacher ended it while still pushing). */
export async function clearPush(kdb: Db, videoId: number): Promise<void> {
  await kdb.updateTable('live_videos').set({ push_state: '', interrupted_at: null }).where('id', '=', videoId).execute()
}

export async function addRecording(kdb: Db, videoId: number, file: string, at: string): Promise<void> {
  await kdb.insertInto('live_recordings').values({ video_id: videoId, path: file, created_at: at }).execute()
}

export async function recordingsOf(kdb: Db, videoId: number): Promise<string[]> {
  return (await kdb.selectFrom('live_recordings').select('path').where('video_id', '=', videoId).orderBy('id').execute()).map((r) => r.path)
}

export async function setReplay(kdb: Db, videoId: number, r: { status: ReplayStatus; assetId?: number; duration?: number }): Promise<void> {
  await kdb
    .updateTable('live_videos')
    .set({
      replay_status: r.status,
      record_exists: r.status === 'published' ? 1 : 0,
      ...(r.assetId !== undefined ? { replay_asset_id: r.assetId } : {}),
      ...(r.duration !== undefined ? { duration: r.duration } : {})
    })
    .where('id', '=', videoId)
    .execute()
}

/** The member account a session's teacher goes live from, if the studio linked one. */
export async function teacherUserOf(kdb: Db, videoId: number): Promise<number | null> {
  const row = await kdb
    .selectFrom('live_videos')
    .innerJoin('live_courses', 'live_courses.id', 'live_videos.course_id')
    .innerJoin('live_teachers', 'live_teachers.id', 'live_courses.teacher_id')
    .select('live_teachers.user_id')
    .where('live_videos.id', '=', videoId)
    .executeTakeFirst()
  return row?.user_id ?? null
}

/** Takes the making of a session's replay, once (the engine's two last calls may each try). */
export async function claimReplay(kdb: Db, videoId: number): Promise<boolean> {
  const r = await kdb.updateTable('live_videos').set({ replay_asset_id: 0 }).where('id', '=', videoId).where('replay_asset_id', 'is', null).where('replay_status', '=', 'processing').executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/** Sessions ended before `before` still waiting for a recording that never came: no replay. */
export async function dropUnrecordedReplays(kdb: Db, before: string): Promise<void> {
  await kdb
    .updateTable('live_videos')
    .set({ replay_status: '' })
    .where('replay_status', '=', 'processing')
    .where('replay_asset_id', 'is', null)
    .where('ended_at', '<=', before)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('live_recordings').select('id').whereRef('live_recordings.video_id', '=', 'live_videos.id'))))
    .execute()
}

// ---- The studio's console (admin.ts), on the typed handle: courses, classes, keys, chat, attendance ----------

export interface LiveCourseFields {
  title: string
  thumb: string
  category_id: number
  teacher_id: number
  charge: number
  vip_can_view: number
  short_description: string
  render_desc: string
  is_show: number
}

/** Courses with their teacher's name and how many classes each has. */
const adminCourses = (db: Db) =>
  db
    .selectFrom('live_courses as c')
    .leftJoin('live_teachers as t', 't.id', 'c.teacher_id')
    .selectAll('c')
    .select((eb) => [
      eb.fn.coalesce('t.name', eb.val('')).as('teacher_name'),
      eb.selectFrom('live_videos as v').select((e) => e.fn.countAll<number>().as('n')).whereRef('v.course_id', '=', 'c.id').as('class_count')
    ])

export async function adminCoursePage(db: Db, keywords: string | undefined, page: number, size: number) {
  let q = adminCourses(db)
  if (keywords) q = q.where(contains('c.title', keywords))
  return pageOf(db, q.orderBy('c.id', 'desc'), page, size)
}

export const adminCourseById = (db: Db, id: number) => adminCourses(db).where('c.id', '=', id).executeTakeFirst()

export async function liveOptions(db: Db) {
  const teachers = await db.selectFrom('live_teachers').select(['id', 'name']).orderBy('id').execute()
  const categories = await db.selectFrom('live_categories').select(['id', 'parent_id', 'name']).orderBy('sort').orderBy('id').execute()
  const courses = await db
    .selectFrom('live_courses as c')
    .leftJoin('live_teachers as t', 't.id', 'c.teacher_id')
    .select((eb) => ['c.id', 'c.title', eb.fn.coalesce('t.name', eb.val('')).as('teacher_name')])
    .orderBy('c.id', 'desc')
    .execute()
  return { teachers, categories, courses }
}

export const teacherExists = async (db: Db, id: number) => !!(await db.selectFrom('live_teachers').select('id').where('id', '=', id).executeTakeFirst())
export const categoryExists = async (db: Db, id: number) => !!(await db.selectFrom('live_categories').select('id').where('id', '=', id).executeTakeFirst())

export async function createLiveCourse(db: Db, f: LiveCourseFields, at: string): Promise<number> {
  return (await db.insertInto('live_courses').values({ ...f, published_at: at }).returning('id').executeTakeFirstOrThrow()).id
}

export async function updateLiveCourse(db: Db, id: number, f: LiveCourseFields): Promise<void> {
  await db.updateTable('live_courses').set(f).where('id', '=', id).execute()
}

/** Deletes a course nobody holds, with no classes and no comments; false otherwise (nothing written). */
export async function deleteEmptyCourse(db: Db, id: number): Promise<boolean> {
  const r = await db
    .deleteFrom('live_courses')
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('live_videos').select('id').whereRef('live_videos.course_id', '=', 'live_courses.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('user_live_courses').select('user_id').whereRef('user_live_courses.course_id', '=', 'live_courses.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('live_comments').select('id').whereRef('live_comments.course_id', '=', 'live_courses.id'))))
    .executeTakeFirst()
  return Number(r.numDeletedRows) === 1
}

/** Classes with their course's title and teacher. */
const adminClasses = (db: Db) =>
  db
    .selectFrom('live_videos as v')
    .innerJoin('live_courses as c', 'c.id', 'v.course_id')
    .leftJoin('live_teachers as t', 't.id', 'c.teacher_id')
    .select((eb) => [
      'v.id',
      'v.course_id',
      'c.title as course_title',
      eb.fn.coalesce('t.name', eb.val('')).as('teacher_name'),
      'c.teacher_id',
      'v.title',
      'v.published_at',
      'v.planned_minutes',
      'v.status',
      'v.push_state',
      'v.replay_status',
      'v.duration',
      'v.stream_key'
    ])

/** Classes starting from `from` (inclusive) to before `until`, by start. */
export async function classesBetween(db: Db, from: string, until: string, courseId?: number) {
  let q = adminClasses(db).where('v.published_at', '>=', from).where('v.published_at', '<', until)
  if (courseId) q = q.where('v.course_id', '=', courseId)
  return q.orderBy('v.published_at').orderBy('v.id').execute()
}

export const adminClassById = (db: Db, id: number) => adminClasses(db).where('v.id', '=', id).executeTakeFirst()

/** A teacher's classes not ended, starting between `from` and `until`, but `except` (the one being edited). */
export async function teacherClassesBetween(db: Db, teacherId: number, from: string, until: string, except: number) {
  return adminClasses(db)
    .where('c.teacher_id', '=', teacherId)
    .where('v.status', '!=', 2)
    .where('v.id', '!=', except)
    .where('v.published_at', '>=', from)
    .where('v.published_at', '<', until)
    .orderBy('v.published_at')
    .orderBy('v.id')
    .execute()
}

export interface LiveClassFields {
  course_id: number
  title: string
  published_at: string
  planned_minutes: number
}

/** A new class, after the course's others in its schedule. */
export async function createClass(db: Db, f: LiveClassFields): Promise<number> {
  const last = await db.selectFrom('live_videos').select((eb) => eb.fn.coalesce(eb.fn.max('sort'), eb.val(0)).as('n')).where('course_id', '=', f.course_id).executeTakeFirstOrThrow()
  return (await db.insertInto('live_videos').values({ ...f, sort: Number(last.n) + 1 }).returning('id').executeTakeFirstOrThrow()).id
}

/** Moves or renames a class that has not started; false when it has (nothing written). */
export async function updateUpcomingClass(db: Db, id: number, f: LiveClassFields): Promise<boolean> {
  const r = await db.updateTable('live_videos').set(f).where('id', '=', id).where('status', '=', 0).executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/**
 * Deletes a class that has not started and holds no course attachment, with its chat and mutes; false when
 * it has started or holds one (nothing written).
 */
export async function deleteUpcomingClass(db: Db, id: number): Promise<boolean> {
  return transaction(db, async (trx) => {
    const v = await trx.selectFrom('live_videos').select('id').where('id', '=', id).where('status', '=', 0).executeTakeFirst()
    const attached = await trx.selectFrom('live_attachments').select('id').where('video_id', '=', id).executeTakeFirst()
    if (!v || attached) return false
    await trx.deleteFrom('live_chat_messages').where('video_id', '=', id).execute()
    await trx.deleteFrom('live_user_bans').where('video_id', '=', id).execute()
    await trx.deleteFrom('live_videos').where('id', '=', id).execute()
    return true
  })
}

/**
 * Replaces a class's push key, only if it is still `current` (null: none given yet) and the class is not
 * pushing: of two rotations at once one wins and the other writes nothing. True when this one won.
 */
export async function rotateStreamKey(db: Db, id: number, current: string | null, next: string): Promise<boolean> {
  const r = await db
    .updateTable('live_videos')
    .set({ stream_key: next })
    .where('id', '=', id)
    .where('push_state', '!=', 'pushing')
    .where('status', '!=', 2)
    .where((eb) => (current === null ? eb('stream_key', 'is', null) : eb('stream_key', '=', current)))
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/** A class's chat, newest first, each message with whether its learner is muted in the class. */
export async function adminChatPage(db: Db, videoId: number, page: number, size: number) {
  const q = db
    .selectFrom('live_chat_messages as m')
    .select((eb) => [
      'm.id',
      'm.user_id',
      'm.nick_name',
      'm.role',
      'm.content',
      'm.created_at',
      eb
        .case()
        .when(eb.exists(eb.selectFrom('live_user_bans as b').select('b.user_id').whereRef('b.video_id', '=', 'm.video_id').whereRef('b.user_id', '=', 'm.user_id')))
        .then(1)
        .else(0)
        .end()
        .as('user_is_ban')
    ])
    .where('m.video_id', '=', videoId)
    .orderBy('m.id', 'desc')
  return pageOf(db, q, page, size)
}

/** Deletes one message of a class; false when the class has no such message. */
export async function deleteChatMessage(db: Db, videoId: number, messageId: number): Promise<boolean> {
  const r = await db.deleteFrom('live_chat_messages').where('id', '=', messageId).where('video_id', '=', videoId).executeTakeFirst()
  return Number(r.numDeletedRows) === 1
}

export const memberExists = async (db: Db, id: number) => !!(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst())

/** Mutes a learner in a class (once) or lets them speak again. */
export async function muteLearner(db: Db, videoId: number, userId: number, on: boolean, at: string): Promise<void> {
  if (on) await db.insertInto('live_user_bans').values({ video_id: videoId, user_id: userId, created_at: at }).onConflict((oc) => oc.columns(['video_id', 'user_id']).doNothing()).execute()
  else await db.deleteFrom('live_user_bans').where('video_id', '=', videoId).where('user_id', '=', userId).execute()
}

/** A class's sign-ins, each with who signed in (by time). */
export async function signInsOf(db: Db, videoId: number) {
  const signIns = await db.selectFrom('live_sign_ins').select(['id', 'created_at', 'end_at', 'closed']).where('video_id', '=', videoId).orderBy('id').execute()
  const records = await db
    .selectFrom('live_sign_in_records as r')
    .innerJoin('live_sign_ins as s', 's.id', 'r.sign_in_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.sign_in_id', 'u.id', 'u.nick_name'])
    .where('s.video_id', '=', videoId)
    .orderBy('r.created_at')
    .orderBy('u.id')
    .execute()
  return { signIns, records }
}

/** Every learner who watched the class live or its replay, or signed in: seconds of each, sign-ins answered. */
export async function attendanceOf(db: Db, videoId: number) {
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id as user_id',
      'u.nick_name',
      'u.mobile',
      eb.fn
        .coalesce(eb.selectFrom('live_watch_records as w').select('w.duration').whereRef('w.user_id', '=', 'u.id').where('w.video_id', '=', videoId).where('w.kind', '=', 'live'), eb.val(0))
        .as('live_seconds'),
      eb.fn
        .coalesce(eb.selectFrom('live_watch_records as w').select('w.duration').whereRef('w.user_id', '=', 'u.id').where('w.video_id', '=', videoId).where('w.kind', '=', 'vod'), eb.val(0))
        .as('vod_seconds'),
      eb
        .selectFrom('live_sign_in_records as r')
        .innerJoin('live_sign_ins as s', 's.id', 'r.sign_in_id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('r.user_id', '=', 'u.id')
        .where('s.video_id', '=', videoId)
        .as('sign_count')
    ])
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('live_watch_records as w').select('w.user_id').whereRef('w.user_id', '=', 'u.id').where('w.video_id', '=', videoId)),
        eb.exists(eb.selectFrom('live_sign_in_records as r').innerJoin('live_sign_ins as s', 's.id', 'r.sign_in_id').select('r.user_id').whereRef('r.user_id', '=', 'u.id').where('s.video_id', '=', videoId))
      ])
    )
    .orderBy('u.id')
    .execute()
}

/** Publishes a replay held for the administrator; false when none is held (nothing written). */
export async function publishHeldReplay(db: Db, videoId: number): Promise<boolean> {
  const r = await db.updateTable('live_videos').set({ replay_status: 'published', record_exists: 1 }).where('id', '=', videoId).where('replay_status', '=', 'held').executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}
