/**
 * The e-book, article and learning-path stores (learner side) answer alike on SQLite and PostgreSQL:
 * the demo catalogue and the three add-ons' demo content seeded on each engine, then the same reads and
 * writes on both, their answers compared.
 */
import { resetSequences } from '../../server/src/db/postgresMigrations'
import type { Db } from '../../server/src/db/kysely'
import { seedContent } from '../../server/src/seed/seed'
import { seedBooks } from '../../server/src/addons/MeeduBooks/seed'
import { seedTopics } from '../../server/src/addons/MeeduTopics/seed'
import { seedPaths } from '../../server/src/addons/LearnPaths/seed'
import { bookPage, bookViewPage, canSee, deliverBook, findArticle, findBook, heldBookPage, lastViewOf, mostReadBooks, recordView, tableOfContents } from '../../server/src/addons/MeeduBooks/store'
import { canSeeTopic, deliverTopic, findTopic, ownsTopic, recordTopicView, toggleCollect, toggleVote, topicPage, userTopicPage, viewedTopicPage } from '../../server/src/addons/MeeduTopics/store'
import { findPath, grantPath, hasPath, pathCategories, pathPage, stepsOf } from '../../server/src/addons/LearnPaths/store'
import { postToThread, threadPage } from '../../server/src/addons/commentThreads'
import { bothEngines, startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwawayPostgres'
import { freezeDate } from '../helpers/frozenDate'
import { PUBLIC } from './helpers'

const AT = '2026-11-29 10:00:00'
const ADDONS = ['MeeduBooks', 'MeeduTopics', 'LearnPaths']

/** A record's own id differs between engines after an upsert (see contentStores.test.ts); its content does not. */
const withoutIds = <T extends { id?: number }>(rows: T[]) => rows.map(({ id: _id, ...rest }) => rest)

const TOPIC_THREADS = { table: 'topic_comments', goodsColumn: 'topic_id', replyColumn: 'reply_comment_id', reviewed: true } as const

/** Every answer the conversation gives on one engine, in order. */
async function conversation(db: Db) {
  const { id: uid } = await db.insertInto('users').values({ mobile: '13800138999', nick_name: '琴童', created_at: AT }).returning('id').executeTakeFirstOrThrow()
  const answers: Record<string, unknown> = {}
  // E-books: the list, a book's contents, reading and buying.
  answers.books = await bookPage(db, { scene: 'sub', page: 1 }, 2)
  answers.freeBooks = await bookPage(db, { scene: 'free', page: 1 }, 10)
  answers.mostRead = await mostReadBooks(db)
  const paid = await findBook(db, 2)
  answers.contents = await tableOfContents(db, 2)
  const article = await findArticle(db, 9)
  answers.beforeBuying = await canSee(db, uid, paid, article)
  await deliverBook(db, { user_id: uid, goods_id: 2, charge: 29 })
  await deliverBook(db, { user_id: uid, goods_id: 2, charge: 29 })
  answers.afterBuying = await canSee(db, uid, paid, article)
  answers.readers = (await findBook(db, 2)).user_count
  await recordView(db, uid, 2, 8)
  await recordView(db, uid, 2, 9)
  answers.held = withoutIds((await heldBookPage(db, uid, 1, 10)).rows)
  answers.viewed = withoutIds((await bookViewPage(db, uid, 1, 10)).rows)
  const last = await lastViewOf(db, uid, 2)
  answers.lastView = last && { ...last, id: 0 }
  // Articles: the hot list, gating, likes and favourites, reading history, a comment thread.
  answers.hot = await topicPage(db, { scene: 'hot', page: 1 }, 3)
  const topic = await findTopic(db, 3)
  answers.topicBefore = [await canSeeTopic(db, uid, topic), await ownsTopic(db, uid, topic)]
  await deliverTopic(db, { user_id: uid, goods_id: 3, charge: 9 })
  await deliverTopic(db, { user_id: uid, goods_id: 3, charge: 9 })
  answers.topicAfter = [await canSeeTopic(db, uid, topic), await ownsTopic(db, uid, topic)]
  answers.toggles = [await toggleVote(db, uid, 1), await toggleVote(db, uid, 1), await toggleVote(db, uid, 2), await toggleCollect(db, uid, 2)]
  answers.votes = (await db.selectFrom('topics').select(['id', 'vote_count']).where('id', 'in', [1, 2]).orderBy('id').execute())
  await recordTopicView(db, uid, 2)
  await recordTopicView(db, uid, 2)
  answers.topicLists = [withoutIds((await userTopicPage(db, 'user_topics', uid, 1, 10)).rows), withoutIds((await userTopicPage(db, 'topic_collects', uid, 1, 10)).rows), withoutIds((await viewedTopicPage(db, uid, 1, 10)).rows)]
  const rules = { replyNeedsThread: true, clean: (t: string) => t.trim() }
  const first = await postToThread(db, TOPIC_THREADS, rules, { goodsId: 1, userId: uid, parentId: 0, replyTo: 0, content: '三段式好用' })
  const reply = await postToThread(db, TOPIC_THREADS, rules, { goodsId: 1, userId: uid, parentId: first.id, replyTo: first.id, content: ' 我也试试 ' })
  answers.posted = reply.content
  const thread = await threadPage(db, TOPIC_THREADS, 1, 0, 1, 10)
  answers.thread = { total: thread.total, items: thread.items.map(({ created_at: _c, ...c }) => c) }
  // Learning paths: the list by a parent category, a path's steps, and granting a bought path.
  answers.categories = await pathCategories(db)
  answers.paths = await pathPage(db, 1, 1, 10)
  answers.path = await findPath(db, 1)
  await grantPath(db, uid, 1, 499)
  await grantPath(db, uid, 1, 499)
  answers.granted = [await hasPath(db, uid, 1), (await db.selectFrom('user_courses').select('course_id').where('user_id', '=', uid).orderBy('course_id').execute()).map((c) => c.course_id)]
  answers.steps = await stepsOf(db, 1, uid)
  return answers
}

describe('e-book, article and learning-path stores on both engines', () => {
  let pg: ThrowawayPostgres
  beforeAll(async () => {
    pg = await startThrowawayPostgres()
  }, 60_000)
  afterAll(() => pg?.stop())

  it('seed the same content and answer every read and write the same', async () => {
    const { lite, post, close } = await bothEngines(pg, ADDONS)
    try {
      // The seeds date their rows from the clock: one instant for both engines.
      freezeDate(new Date('2026-11-29T02:00:00Z'))
      for (const db of [lite, post]) {
        await seedContent(db, PUBLIC)
        await seedBooks(db, PUBLIC)
        await seedTopics(db, PUBLIC)
        await seedPaths(db, PUBLIC)
      }
      await resetSequences(post)
      const onSqlite = await conversation(lite)
      const onPostgres = await conversation(post)
      expect(onPostgres).toEqual(onSqlite)
      // What the answers say, so that two engines agreeing on nothing would not pass.
      expect([onSqlite.beforeBuying, onSqlite.afterBuying, onSqlite.readers]).toEqual([false, true, 865])
      expect(onSqlite.lastView).toMatchObject({ article_id: 9 })
      expect(onSqlite.topicBefore).toEqual([false, false])
      expect(onSqlite.topicAfter).toEqual([true, true])
      expect(onSqlite.toggles).toEqual([true, false, true, true])
      expect(onSqlite.votes).toEqual([{ id: 1, vote_count: 0 }, { id: 2, vote_count: 1 }])
      expect(onSqlite.thread).toMatchObject({ total: 1, items: [{ content: '三段式好用', children_count: 1 }] })
      expect((onSqlite.topicLists as unknown[][]).map((l) => l.length)).toEqual([1, 1, 1])
      expect(onSqlite.posted).toBe('我也试试')
      expect((onSqlite.paths as { rows: { id: number }[] }).rows.map((p) => p.id)).toEqual([1, 4])
      expect(onSqlite.path).toMatchObject({ id: 1, courses_count: 9 })
      expect(onSqlite.granted).toEqual([true, [1, 2, 3, 4, 5, 9]])
      // The second step's book is the one read above.
      expect((onSqlite.steps as { courses: { type: string; learned: number }[] }[])[1].courses.map((c) => [c.type, c.learned])).toEqual([['course', 0], ['course', 0], ['book', 1]])
    } finally {
      jest.useRealTimers()
      await close()
    }
  }, 180_000)
})
