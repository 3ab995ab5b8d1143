/**
 * The catalogue, learning and system stores answer alike on SQLite and PostgreSQL: the demo catalogue
 * seeded on each engine, then the same reads and writes on both, their answers compared.
 */
import { CORE_MIGRATIONS, migrate, openDatabase } from '../../server/src/db/db'
import { migratePostgres, resetSequences } from '../../server/src/db/postgresMigrations'
import { postgresKysely, sqliteKysely, type Db } from '../../server/src/db/kysely'
import { seedContent } from '../../server/src/seed/seed'
import { coursePage, coursesTitled, findCourse, progressOf, search, toggleLike, videoPage } from '../../server/src/catalogue/store'
import { canStudyCourse } from '../../server/src/catalogue/access'
import { touchCourseRecord } from '../../server/src/catalogue/courseRecords'
import { mediaSecret } from '../../server/src/catalogue/media'
import { learningOf, lessonsWithRecords, memberList, recordWatch } from '../../server/src/learning/store'
import { pageBlocks, shownCoursesByIds } from '../../server/src/system/store'
import { writeSetting } from '../../server/src/system/settings'
import { readSite } from '../../server/src/system/site'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwawayPostgres'
import { freezeDate } from '../helpers/frozenDate'
import { PUBLIC } from './helpers'

const AT = '2026-11-29 10:00:00'
const LATER = '2026-11-29 10:05:00'

/**
 * A record's own id: PostgreSQL's sequence moves on an upsert that updates and never gives a deleted
 * row's id again, SQLite's next id is the largest plus one; both are unique, neither is the same number.
 */
const withoutId = <T extends { id?: number }>({ id: _id, ...rest }: T) => rest

/** Every answer the conversation gives on one engine, in order. */
async function conversation(db: Db) {
  const { id: uid } = await db.insertInto('users').values({ mobile: '13800138999', nick_name: '琴童', created_at: AT }).returning('id').executeTakeFirstOrThrow()
  const answers: Record<string, unknown> & { lists?: unknown[] } = {}
  answers.firstPage = await coursePage(db, { page: 1, page_size: 4 })
  answers.categoryRec = await coursePage(db, { category_id: 1, scene: 'rec', page: 1, page_size: 10 })
  answers.mostSubscribed = await coursePage(db, { scene: 'sub', page: 2, page_size: 3 })
  // A learner's search ignores case on both engines.
  await db.updateTable('courses').set({ title: 'Bach 二部创意曲' }).where('id', '=', 8).execute()
  answers.titled = await coursesTitled(db, 'bACH')
  answers.search = await search(db, '钢琴', { courses: true, videos: true }, 1, 5)
  answers.searchLiteral = await search(db, '50%', { courses: true, videos: false }, 1, 5)
  answers.videos = await videoPage(db, 2, 5)
  answers.closedCourse = await canStudyCourse(db, uid, await findCourse(db, 2))
  await db.insertInto('user_courses').values({ user_id: uid, course_id: 2, charge: 99, created_at: AT }).execute()
  answers.boughtCourse = await canStudyCourse(db, uid, await findCourse(db, 2))
  // Progress never goes backwards; a watched lesson keeps its record.
  await recordWatch(db, uid, 4, 2, 12, null, AT)
  await recordWatch(db, uid, 4, 2, 5, null, LATER)
  await recordWatch(db, uid, 5, 2, 20, AT, AT)
  await recordWatch(db, uid, 5, 2, 3, null, LATER)
  await touchCourseRecord(db, uid, 2, LATER)
  answers.progress = Object.values(await progressOf(db, uid, 2)).map(withoutId)
  answers.likedThenNot = [await toggleLike(db, uid, 6), await toggleLike(db, uid, 6), await toggleLike(db, uid, 7)]
  answers.lists = []
  for (const list of ['courses', 'like', 'learned'] as const) answers.lists.push((await memberList(db, list, uid, 1, 10)).rows.map(withoutId))
  const learning = await learningOf(db, uid, 2)
  answers.learning = { ...learning, last: learning.last && withoutId(learning.last) }
  answers.lessons = await lessonsWithRecords(db, uid, 2)
  answers.blocks = await pageBlocks(db, 'h5', 'h5-page-index')
  // Any order (the route orders them by the block's list).
  answers.cards = (await shownCoursesByIds(db, [7, 2, 999])).sort((a, b) => a.id - b.id)
  await writeSetting(db, 'site', { name: '新名字' })
  answers.site = await readSite(db)
  answers.secretKept = (await mediaSecret(db)).equals(await mediaSecret(db))
  return answers
}

describe('content stores on both engines', () => {
  let pg: ThrowawayPostgres
  beforeAll(async () => {
    pg = await startThrowawayPostgres()
  }, 60_000)
  afterAll(() => pg?.stop())

  it('seed the same catalogue and answer every read and write the same', async () => {
    const raw = openDatabase(':memory:')
    migrate(raw)
    const lite = sqliteKysely(raw)
    const post = postgresKysely(await pg.createDatabase())
    try {
      await migratePostgres(post, [{ dir: CORE_MIGRATIONS, prefix: '' }])
      await seedContent(lite, PUBLIC)
      await seedContent(post, PUBLIC)
      await resetSequences(post)
      // The seed dates the catalogue from its own clock: the second engine's copy takes the first's times.
      for (const c of await lite.selectFrom('courses').select(['id', 'published_at', 'created_at']).execute())
        await post.updateTable('courses').set({ published_at: c.published_at, created_at: c.created_at }).where('id', '=', c.id).execute()
      for (const v of await lite.selectFrom('videos').select(['id', 'published_at']).execute())
        await post.updateTable('videos').set({ published_at: v.published_at }).where('id', '=', v.id).execute()
      // Likes and enrolments are stamped with "now": one instant for both engines' conversations.
      freezeDate(new Date('2026-11-29T02:00:00Z'))
      const onSqlite = await conversation(lite)
      const onPostgres = await conversation(post)
      expect(onPostgres).toEqual(onSqlite)
      // What the answers say, so that two engines agreeing on nothing would not pass.
      expect((onSqlite.titled as { id: number }[]).map((c) => c.id)).toEqual([8])
      expect(onSqlite.searchLiteral).toEqual({ total: 0, rows: [] })
      expect([onSqlite.closedCourse, onSqlite.boughtCourse]).toEqual([false, true])
      expect(onSqlite.progress).toMatchObject([{ video_id: 4, watch_seconds: 12, watched_at: null }, { video_id: 5, watch_seconds: 20, watched_at: AT }])
      expect(onSqlite.likedThenNot).toEqual([true, false, true])
      expect((onSqlite.cards as { id: number }[]).map((c) => c.id)).toEqual([2, 7])
      expect(onSqlite.secretKept).toBe(true)
    } finally {
      jest.useRealTimers()
      raw.close()
      await post.destroy()
    }
  }, 120_000)
})
