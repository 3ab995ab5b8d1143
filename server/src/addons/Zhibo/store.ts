import type { DB } from '../../db/db'
import { transaction, type Db } from '../../db/kysely'
import { contains } from '../../admin/contains'
import { fail, notFound } from '../../http/envelope'
import { getUser, isVip } from '../../accounts/users'
import { beijing } from '../../lib/time'
import { pageOf, pageQuery } from '../../http/paging'
import type { ChatMsgBody, LiveAttachment, LiveCourseFull, LiveNextVideo, LiveStatus, LiveVideo } from '~types/contract/live'

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

export function findCourse(db: DB, id: number): CourseRow {
  const c = db.prepare('SELECT * FROM live_courses WHERE id = ? AND is_show = 1').get(id) as CourseRow | undefined
  if (!c) throw notFound('直播课程不存在')
  return c
}

/** A session, or undefined (the stream answers its own refusal). */
export const videoRow = (db: DB, id: number) => db.prepare('SELECT * FROM live_videos WHERE id = ?').get(id) as VideoRow | undefined

export function findVideo(db: DB, id: number): VideoRow {
  const v = videoRow(db, id)
  if (!v) throw notFound('直播不存在')
  return v
}

/** The session of a course path (`/course/{cid}/video/{vid}/...`): both must exist and belong together. */
export function findSession(db: DB, courseId: number, videoId: number): { course: CourseRow; video: VideoRow } {
  const course = findCourse(db, courseId)
  const video = findVideo(db, videoId)
  if (video.course_id !== course.id) throw notFound('直播不存在')
  return { course, video }
}

export const hasLiveCourse = (db: DB, userId: number | null, courseId: number) =>
  userId !== null && !!db.prepare('SELECT 1 FROM user_live_courses WHERE user_id = ? AND course_id = ?').get(userId, courseId)

/** `is_buy`: bought, or an active VIP on a course members watch free. A free course is not "bought". */
export function ownsCourse(db: DB, userId: number | null, course: CourseRow): boolean {
  if (userId === null) return false
  return hasLiveCourse(db, userId, course.id) || (course.vip_can_view === 1 && isVip(getUser(db, userId)))
}

/** May watch the sessions and take part in the chat: a free course, or owned. */
export const canWatchCourse = (db: DB, userId: number | null, course: CourseRow) => userId !== null && (course.charge <= 0 || ownsCourse(db, userId, course))

export function assertCanWatch(db: DB, userId: number, course: CourseRow): void {
  if (!canWatchCourse(db, userId, course)) throw fail('请购买课程后观看')
}

/** A course's sessions, by start: what its state is worked out from (views.ts courseState). */
export const sessionTimes = (db: DB, courseId: number) =>
  db.prepare('SELECT status, published_at FROM live_videos WHERE course_id = ? ORDER BY published_at').all(courseId) as { status: LiveStatus; published_at: string }[]

export const categoryOf = (db: DB, id: number) => db.prepare('SELECT id, name FROM live_categories WHERE id = ?').get(id) as { id: number; name: string } | undefined

export const teacherName = (db: DB, id: number) => db.prepare('SELECT name FROM live_teachers WHERE id = ?').pluck().get(id) as string | undefined

export const teacherOf = (db: DB, id: number) => db.prepare('SELECT id, name, avatar, short_desc FROM live_teachers WHERE id = ?').get(id) as LiveCourseFull['teacher']

/** The teacher of a session's course (the name the studio's messages go out under). */
export const teacherNameOfCourse = (db: DB, courseId: number) =>
  db.prepare('SELECT t.name FROM live_teachers t JOIN live_courses c ON c.teacher_id = t.id WHERE c.id = ?').pluck().get(courseId) as string

/**
 * Courses on show, a course on air first (a learner opening the list looks for it), then newest first; `cid`
 * narrows to a category or any of its children (ADDONS 2).
 */
export function coursePage(db: DB, cid: number | undefined, page: number, size: number) {
  const where = ['is_show = 1']
  const args: unknown[] = []
  if (cid) {
    where.push('category_id IN (SELECT id FROM live_categories WHERE id = ? OR parent_id = ?)')
    args.push(cid, cid)
  }
  return pageQuery<CourseRow>(db, { select: '*', from: `live_courses WHERE ${where.join(' AND ')}`, order: `CASE WHEN EXISTS (SELECT 1 FROM live_videos v WHERE v.course_id = live_courses.id AND v.status = 1) THEN 0 ELSE 1 END, published_at DESC, id DESC`, args }, page, size)
}

export const listCategories = (db: DB) => db.prepare('SELECT id, parent_id, name FROM live_categories ORDER BY sort, id').all() as { id: number; parent_id: number; name: string }[]

/** A course on show, or undefined (a block's stale id). */
export const shownCourse = (db: DB, id: number) => db.prepare('SELECT * FROM live_courses WHERE id = ? AND is_show = 1').get(id) as CourseRow | undefined

/** The learner's bought courses on show, newest purchase first. */
export const boughtCoursePage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<CourseRow>(
    db,
    { select: 'c.*', from: 'user_live_courses u JOIN live_courses c ON c.id = u.course_id WHERE u.user_id = ? AND c.is_show = 1', order: 'u.created_at DESC, c.id DESC', args: [uid] },
    page,
    size
  )

/** Every course on show with a session the learner watched, most recently watched first. */
export const watchedCoursePage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<CourseRow>(
    db,
    {
      select: 'c.*',
      from: `live_courses c JOIN (SELECT v.course_id, MAX(r.updated_at) AS at FROM live_watch_records r JOIN live_videos v ON v.id = r.video_id
             WHERE r.user_id = ? GROUP BY v.course_id) w ON w.course_id = c.id WHERE c.is_show = 1`,
      order: 'w.at DESC, c.id DESC',
      args: [uid]
    },
    page,
    size
  )

/** How many of a course's sessions the learner watched, and the one watched last. */
export const watchedSummary = (db: DB, uid: number, courseId: number) =>
  db
    .prepare(
      `SELECT COUNT(DISTINCT r.video_id) AS n,
              (SELECT r2.video_id FROM live_watch_records r2 JOIN live_videos v2 ON v2.id = r2.video_id WHERE r2.user_id = ? AND v2.course_id = ?
               ORDER BY r2.updated_at DESC, r2.video_id DESC LIMIT 1) AS video_id
       FROM live_watch_records r JOIN live_videos v ON v.id = r.video_id WHERE r.user_id = ? AND v.course_id = ?`
    )
    .get(uid, courseId, uid, courseId) as { video_id: number | null; n: number }

/** A course's next class: the one on air, else the first still to come. */
export const nextSession = (db: DB, courseId: number) =>
  db.prepare('SELECT id, title, published_at FROM live_videos WHERE course_id = ? AND status IN (0, 1) ORDER BY status DESC, published_at, id LIMIT 1').get(courseId) as LiveNextVideo | undefined

/** The schedule: chapters, and sessions keyed by chapter id ("0" = none), in order. */
export function schedule(db: DB, courseId: number) {
  const chapters = db.prepare('SELECT id, name FROM live_chapters WHERE course_id = ? ORDER BY sort, id').all(courseId) as { id: number; name: string }[]
  const rows = db
    .prepare('SELECT id, course_id, chapter_id, title, status, published_at, duration, record_exists FROM live_videos WHERE course_id = ? ORDER BY sort, id')
    .all(courseId) as LiveVideo[]
  const videos: Record<string, LiveVideo[]> = {}
  for (const v of rows) (videos[String(v.chapter_id)] ??= []).push(v)
  return { chapters, videos }
}

/** The sign-in of a session still open at `at` that the learner has not answered, if any. */
export function openSignIn(db: DB, videoId: number, userId: number, at = beijing()): { id: number; end_at: string } | undefined {
  return db
    .prepare(
      `SELECT s.id, s.end_at FROM live_sign_ins s WHERE s.video_id = ? AND s.closed = 0 AND s.end_at > ?
       AND NOT EXISTS (SELECT 1 FROM live_sign_in_records r WHERE r.sign_in_id = s.id AND r.user_id = ?) ORDER BY s.id DESC LIMIT 1`
    )
    .get(videoId, at, userId) as { id: number; end_at: string } | undefined
}

export const isUserBanned = (db: DB, videoId: number, userId: number) => !!db.prepare('SELECT 1 FROM live_user_bans WHERE video_id = ? AND user_id = ?').get(videoId, userId)

/** A paid order's live course: the learner holds it (once) and the course counts one more learner. */
export function deliverLive(db: DB, o: { user_id: number; goods_id: number; charge: number }): void {
  const added = db.prepare('INSERT OR IGNORE INTO user_live_courses (user_id, course_id, charge, created_at) VALUES (?, ?, ?, ?)').run(o.user_id, o.goods_id, o.charge, beijing())
  if (added.changes) db.prepare('UPDATE live_courses SET user_count = user_count + 1 WHERE id = ?').run(o.goods_id)
}

/** The learner's position in a session's replay, in seconds. */
export const replayPosition = (db: DB, uid: number, videoId: number) =>
  db.prepare("SELECT duration FROM live_watch_records WHERE user_id = ? AND video_id = ? AND kind = 'vod'").pluck().get(uid, videoId) as number | undefined

/** How far the learner watched a session live (only grows) or where they are in its replay (may go back). */
export function recordWatch(db: DB, uid: number, videoId: number, kind: 'live' | 'vod', duration: number, at: string): void {
  db.prepare(
    `INSERT INTO live_watch_records (user_id, video_id, kind, duration, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(user_id, video_id, kind) DO UPDATE SET duration = ${kind === 'live' ? 'MAX(duration, excluded.duration)' : 'excluded.duration'}, updated_at = excluded.updated_at`
  ).run(uid, videoId, kind, duration, at)
}

export const attachmentPath = (db: DB, id: number, courseId: number) => db.prepare('SELECT path FROM live_attachments WHERE id = ? AND course_id = ?').pluck().get(id, courseId) as string | undefined

export const attachmentPage = (db: DB, courseId: number, page: number, size: number) =>
  db.prepare('SELECT id, name, course_id, video_id FROM live_attachments WHERE course_id = ? ORDER BY id LIMIT ? OFFSET ?').all(courseId, size, (page - 1) * size) as LiveAttachment[]

// Chat

export interface ChatMessageRow {
  id: number
  user_id: number
  nick_name: string
  role: ChatMsgBody['role']
  content: string
}

/** A chat message (a learner's, or the teacher's with user 0); returns its id. */
export const insertChatMessage = (db: DB, m: { video_id: number; user_id: number; nick_name: string; role: ChatMsgBody['role']; content: string; duration: number; created_at: string }) =>
  Number(
    db
      .prepare('INSERT INTO live_chat_messages (video_id, user_id, nick_name, role, content, duration, created_at) VALUES (:video_id, :user_id, :nick_name, :role, :content, :duration, :created_at)')
      .run(m).lastInsertRowid
  )

export const chatMessagePage = (db: DB, videoId: number, page: number, size: number) =>
  pageQuery<ChatMessageRow>(db, { select: 'id, user_id, nick_name, role, content', from: 'live_chat_messages WHERE video_id = ?', order: 'id DESC', args: [videoId] }, page, size)

// Sign-ins

export const findSignIn = (db: DB, id: number, videoId: number) =>
  db.prepare('SELECT id, end_at, closed FROM live_sign_ins WHERE id = ? AND video_id = ?').get(id, videoId) as { id: number; end_at: string; closed: number } | undefined

export const hasSignedIn = (db: DB, signInId: number, uid: number) => !!db.prepare('SELECT 1 FROM live_sign_in_records WHERE sign_in_id = ? AND user_id = ?').get(signInId, uid)

export const insertSignInRecord = (db: DB, signInId: number, uid: number, at: string) =>
  db.prepare('INSERT INTO live_sign_in_records (sign_in_id, user_id, created_at) VALUES (?, ?, ?)').run(signInId, uid, at)

/** A sign-in the teacher opens until `endAt`; returns its id. */
export const insertSignIn = (db: DB, videoId: number, endAt: string, at: string) =>
  Number(db.prepare('INSERT INTO live_sign_ins (video_id, end_at, created_at) VALUES (?, ?, ?)').run(videoId, endAt, at).lastInsertRowid)

/** Open sign-ins past their deadline. */
export const dueSignIns = (db: DB, at: string) => db.prepare('SELECT id, video_id FROM live_sign_ins WHERE closed = 0 AND end_at <= ?').all(at) as { id: number; video_id: number }[]

export const closeSignIn = (db: DB, id: number) => db.prepare('UPDATE live_sign_ins SET closed = 1 WHERE id = ?').run(id)

// The studio's console (sandbox)

export const startSession = (db: DB, videoId: number, at: string) => db.prepare('UPDATE live_videos SET status = 1, started_at = ? WHERE id = ?').run(at, videoId)

/** Ends a session: its length, whether a replay exists, and its sign-ins closed. */
export function endSession(db: DB, videoId: number, at: string, duration: number, recorded: boolean): void {
  db.prepare('UPDATE live_videos SET status = 2, ended_at = ?, duration = ?, record_exists = ? WHERE id = ?').run(at, duration, recorded ? 1 : 0, videoId)
  db.prepare('UPDATE live_sign_ins SET closed = 1 WHERE video_id = ?').run(videoId)
}

export function setUserBan(db: DB, videoId: number, userId: number, on: boolean, at: string): void {
  if (on) db.prepare('INSERT OR IGNORE INTO live_user_bans (video_id, user_id, created_at) VALUES (?, ?, ?)').run(videoId, userId, at)
  else db.prepare('DELETE FROM live_user_bans WHERE video_id = ? AND user_id = ?').run(videoId, userId)
}

export const setRoomBan = (db: DB, videoId: number, on: boolean) => db.prepare('UPDATE live_videos SET room_is_ban = ? WHERE id = ?').run(on ? 1 : 0, videoId)

// Subscribe messages

export const hasUpcomingSession = (db: DB, courseId: number, at: string) => !!db.prepare('SELECT 1 FROM live_videos WHERE course_id = ? AND status = 0 AND published_at > ?').get(courseId, at)

/** The first session of a course scheduled after `since` that has reached its start by `at`. */
export const sessionStartedSince = (db: DB, courseId: number, since: string, at: string) =>
  db
    .prepare(
      'SELECT v.title, v.published_at, c.title AS course FROM live_videos v JOIN live_courses c ON c.id = v.course_id WHERE v.course_id = ? AND v.published_at > ? AND v.published_at <= ? ORDER BY v.published_at LIMIT 1'
    )
    .get(courseId, since, at) as { title: string; published_at: string; course: string } | undefined

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
