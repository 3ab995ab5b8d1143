/**
 * The learner stores of the live classes (Zhibo), the piano audio library (PianoAudio) and tutoring time
 * (TutorTime) answer alike on SQLite and PostgreSQL: each add-on's demo seeded on each engine at one frozen
 * instant, then the same reads and writes on both, their answers compared.
 */
import { resetSequences } from '../../server/src/db/postgresMigrations'
import type { Db } from '../../server/src/db/kysely'
import * as live from '../../server/src/addons/Zhibo/store'
import { listItem, memberCourse } from '../../server/src/addons/Zhibo/views'
import { liveBlock } from '../../server/src/addons/Zhibo/memberCourses'
import { seedLive } from '../../server/src/addons/Zhibo/seed'
import * as audio from '../../server/src/addons/PianoAudio/store'
import { seedPianoAudio } from '../../server/src/addons/PianoAudio/seed'
import * as tutor from '../../server/src/addons/TutorTime/store'
import { seed as seedTutorTime } from '../../server/src/addons/TutorTime/seed'
import { DEMO } from '../../server/src/seed/seed'
import { beijing } from '../../server/src/lib/time'
import { bothEngines, startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwawayPostgres'
import { freezeDate } from '../helpers/frozenDate'
import { PUBLIC } from './helpers'

const ADDONS = ['Zhibo', 'PianoAudio', 'TutorTime']
const AT = '2026-11-29 10:00:00'
const LATER = '2026-11-29 10:05:00'
/** The teacher the live seed links to a member account (林致远). */
const TEACHER_MOBILE = '13900000002'

/** The accounts the seeds look for, then every add-on's demo. */
async function seedAll(db: Db) {
  for (const mobile of [DEMO.mobile, TEACHER_MOBILE]) await db.insertInto('users').values({ mobile, nick_name: `琴友${mobile.slice(-4)}`, created_at: AT }).execute()
  await seedLive(db, PUBLIC)
  await seedPianoAudio(db)
  await seedTutorTime(db, PUBLIC)
}

/** Every answer the conversation gives on one engine, in order. */
async function conversation(db: Db) {
  const { id: uid } = await db.insertInto('users').values({ mobile: '13800138999', nick_name: '琴童', created_at: AT }).returning('id').executeTakeFirstOrThrow()
  const a: Record<string, unknown> = {}
  // Live classes: the list (a course on air first), a category with its children, a course's page.
  const page = await live.coursePage(db, undefined, 1, 10)
  a.courses = { total: page.total, items: await Promise.all(page.rows.map((c) => listItem(db, c))) }
  a.theory = (await live.coursePage(db, 1, 1, 10)).rows.map((c) => c.id)
  a.schedule = await live.schedule(db, 2)
  a.block = await liveBlock(db, { title: '近期直播', items: [1, { id: 3 }, 2, 'x'] })
  // Buying: the paid course is delivered once, and then it may be watched.
  const masterclass = await live.findCourse(db, 2)
  a.watchBefore = await live.canWatchCourse(db, uid, masterclass)
  await live.deliverLive(db, { user_id: uid, goods_id: 2, charge: 199 })
  await live.deliverLive(db, { user_id: uid, goods_id: 2, charge: 199 })
  a.watchAfter = await live.canWatchCourse(db, uid, masterclass)
  a.learners = (await live.findCourse(db, 2)).user_count
  // Watching: the live position only grows, the replay's may go back.
  await live.recordWatch(db, uid, 2, 'live', 30, AT)
  await live.recordWatch(db, uid, 2, 'live', 20, LATER)
  await live.recordWatch(db, uid, 1, 'vod', 50, AT)
  await live.recordWatch(db, uid, 1, 'vod', 10, LATER)
  a.watched = await db.selectFrom('live_watch_records').select(['video_id', 'kind', 'duration', 'updated_at']).where('user_id', '=', uid).orderBy('video_id').orderBy('kind').execute()
  a.replayAt = await live.replayPosition(db, uid, 1)
  const bought = await live.boughtCoursePage(db, uid, 1, 10)
  const learned = await live.watchedCoursePage(db, uid, 1, 10)
  a.memberCourses = await Promise.all([...bought.rows, ...learned.rows].map((c) => memberCourse(db, uid, c)))
  // The room: chat, a sign-in answered once, the due sign-ins closed once.
  const chatId = await live.insertChatMessage(db, { video_id: 2, user_id: uid, nick_name: '琴童', role: 'user', content: '老师好', duration: 3, created_at: AT })
  a.chat = (await live.chatMessagePage(db, 2, 1, 10)).rows.map((m) => ({ ...m, mine: m.id === chatId }))
  const signIn = await live.insertSignIn(db, 2, LATER, AT)
  a.openSignIn = (await live.openSignIn(db, 2, uid, AT))?.id === signIn
  a.signedTwice = [await live.insertSignInRecord(db, signIn, uid, AT), await live.insertSignInRecord(db, signIn, uid, AT)]
  a.closedTwice = [await live.closeSignIn(db, signIn), await live.closeSignIn(db, signIn)]
  a.upcoming = await live.hasUpcomingSession(db, 2, beijing())
  a.started = await live.sessionStartedSince(db, 1, '2000-01-01 00:00:00', beijing())

  // The piano library: the index, a search that ignores case and takes % literally, practice capped a day.
  a.categories = await audio.listCategories(db)
  a.featured = (await audio.featuredTracks(db)).map((t) => t.id)
  a.searchCase = (await audio.trackPage(db, { keywords: 'oP.9' }, 1, 5)).rows.map((t) => t.title)
  a.searchLiteral = await audio.trackPage(db, { keywords: '100%' }, 1, 5)
  a.level = await audio.trackPage(db, { category_id: 1, level: 1 }, 1, 3)
  await audio.addPractice(db, { uid, day: '2026-11-29', seconds: 600, clientId: 'report-0001', at: AT, dayMax: 900 })
  await audio.addPractice(db, { uid, day: '2026-11-29', seconds: 600, clientId: 'report-0001', at: AT, dayMax: 900 })
  await audio.addPractice(db, { uid, day: '2026-11-29', seconds: 600, clientId: 'report-0002', at: LATER, dayMax: 900 })
  a.practice = await audio.practiceDays(db, uid)
  a.listened = [
    await audio.addListenResult(db, uid, { exercise_id: 1, accuracy: 80, spread_ms: 40, client_id: 'listen-0001' }, AT),
    await audio.addListenResult(db, uid, { exercise_id: 1, accuracy: 80, spread_ms: 40, client_id: 'listen-0001' }, AT),
    await audio.addListenResult(db, uid, { exercise_id: 1, accuracy: 90, spread_ms: 20 }, LATER)
  ]
  a.history = await audio.listenHistory(db, uid)
  const score = await audio.findScore(db, { exercise: 1 })
  a.score = score && { ...score, source: score.source.length > 0 }

  // Tutoring minutes: a package's order lands once; minutes never go below zero.
  await tutor.deliverPackage(db, { id: 1, user_id: uid, goods_id: 1 })
  await tutor.deliverPackage(db, { id: 1, user_id: uid, goods_id: 1 })
  await tutor.addTutorMinutes(db, uid, -45, '一对一陪练')
  a.tooFew = await tutor.addTutorMinutes(db, uid, -30, '一对一陪练').catch((e: Error) => e.message)
  a.balance = await tutor.balanceOf(db, uid)
  a.records = (await tutor.recordPage(db, uid, 1, 10)).rows.map(({ id: _id, created_at: _at, ...r }) => r)
  a.packages = await tutor.packagePage(db, 1, 10)
  return a
}

describe('the live, piano audio and tutoring stores on both engines', () => {
  let pg: ThrowawayPostgres
  beforeAll(async () => {
    pg = await startThrowawayPostgres()
  }, 60_000)
  afterAll(() => pg?.stop())

  it('seed the same demo and answer every read and write the same', async () => {
    const { lite, post, close } = await bothEngines(pg, ADDONS)
    try {
      // The seeds time their classes from the clock: one instant for both engines.
      freezeDate(new Date('2026-11-29T02:00:00Z'))
      await seedAll(lite)
      await seedAll(post)
      await resetSequences(post)
      const onSqlite = await conversation(lite)
      const onPostgres = await conversation(post)
      expect(onPostgres).toEqual(onSqlite)
      // What the answers say, so that two engines agreeing on nothing would not pass.
      expect((onSqlite.courses as { items: { id: number; status: number }[] }).items[0]).toMatchObject({ id: 1, status: 1 })
      expect(onSqlite.theory).toEqual([1])
      expect([onSqlite.watchBefore, onSqlite.watchAfter, onSqlite.learners]).toEqual([false, true, 40 + 2 * 17 + 1])
      expect(onSqlite.watched).toMatchObject([{ video_id: 1, kind: 'vod', duration: 10, updated_at: LATER }, { video_id: 2, kind: 'live', duration: 30, updated_at: LATER }])
      expect([onSqlite.signedTwice, onSqlite.closedTwice]).toEqual([[true, false], [true, false]])
      expect(onSqlite.searchCase).toEqual(['夜曲 Op.9 No.2', '即兴曲 Op.90 No.2'])
      expect(onSqlite.searchLiteral).toEqual({ total: 0, rows: [] })
      expect(onSqlite.practice).toEqual([{ day: '2026-11-29', seconds: 900 }])
      expect(onSqlite.listened).toEqual([true, false, true])
      expect(onSqlite.records).toEqual([{ minutes: -45, remark: '一对一陪练' }, { minutes: 60, remark: '购买：一对一陪练体验包 · 60分钟' }])
      expect(onSqlite.tooFew).toBe('陪练时长不足')
      expect(onSqlite.balance).toEqual({ minutes: 15, total_minutes: 60, used_minutes: 45 })
    } finally {
      jest.useRealTimers()
      await close()
    }
  }, 180_000)
})
