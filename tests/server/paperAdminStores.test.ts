/**
 * 考试's console stores for mock papers and practice sets answer alike on SQLite and PostgreSQL: the Paper demo
 * seeded on each engine, then the same draws (by difficulty and tag), writes, lists and deletes on both, compared.
 */
import { resetSequences } from '../../server/src/db/postgresMigrations'
import type { Db } from '../../server/src/db/kysely'
import { seedPaper } from '../../server/src/addons/Paper/seed'
import * as sets from '../../server/src/addons/Paper/store/adminSets'
import { drawableQuestionIds } from '../../server/src/addons/Paper/store/exams'
import { DEMO } from '../../server/src/seed/seed'
import { bothEngines, startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwawayPostgres'
import { freezeDate } from '../helpers/frozenDate'

const AT = '2026-11-29 10:00:00'
const MOCK: sets.MockFields = { category_id: 61, title: '随机小测', description: '', charge: 0, pass_score: 2, expired_minutes: 20, enabled_invite: 0, is_show: 1, rule: '{"num":{"choice":1}}', pool: '[11]' }
const PRACTICE: sets.PracticeFields = { category_id: 71, name: '音程闯关', description: '', charge: 0, is_vip_free: 0, is_show: 1 }

const withoutIds = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (k, x: unknown) => (k === 'id' ? undefined : x)))

async function conversation(db: Db) {
  const answers: Record<string, unknown> = {}
  const learner = (await db.selectFrom('users').select('id').where('mobile', '=', DEMO.mobile).executeTakeFirstOrThrow()).id
  const tagged = (await db.insertInto('paper_questions').values({ category_id: 11, type: 1, score: 2, content: 'x', options: '[]', answer: 'option1', tags: '考级,稀有', difficulty: 3 }).returning('id').executeTakeFirstOrThrow()).id
  answers.drawn = [
    (await drawableQuestionIds(db, 1, false, [11], { difficulty: 3, tag: '稀有' })).includes(tagged),
    (await drawableQuestionIds(db, 1, false, [11], { tag: '稀' })).includes(tagged),
    (await drawableQuestionIds(db, 1, false, [11], { difficulty: 1, tag: '稀有' })).length
  ]

  const mock = await sets.createMock(db, MOCK)
  await sets.updateMock(db, mock, { ...MOCK, title: '随机小测（改）' })
  await db.insertInto('exam_records').values({ kind: 'mock', user_id: learner, exam_id: mock, state: 'doing', question_ids: '[1]', created_at: AT, ended_at: AT }).execute()
  answers.mockPage = withoutIds((await sets.mockPage(db, '小测', 1, 10)).rows.map(({ published_at: _p, ...m }) => m))
  answers.mockDeleted = [await sets.deleteUnsatMock(db, mock), await sets.deleteUnsatMock(db, await sets.createMock(db, MOCK))]

  const practice = await sets.createPractice(db, PRACTICE, [
    { name: '一', question_ids: [2, 1] },
    { name: '二', question_ids: [3] }
  ])
  const [first, second] = (await sets.chaptersOfPractices(db, [practice])).get(practice)!
  await sets.updatePractice(db, practice, { ...PRACTICE, name: '音程闯关（改）' }, [
    { id: second.id, name: '二改', question_ids: [4, 3] },
    { name: '三', question_ids: [1] }
  ])
  answers.chapters = withoutIds((await sets.chaptersOfPractices(db, [practice])).get(practice))
  answers.keptChapter = (await sets.chapterIdsOf(db, practice)).includes(second.id) && !(await sets.chapterIdsOf(db, practice)).includes(first.id)
  await db.insertInto('practice_answers').values({ user_id: learner, practice_id: practice, question_id: 1, answer: 'option1', is_correct: 1, updated_at: AT }).execute()
  answers.practicePage = withoutIds((await sets.practicePage(db, '闯关', 1, 10)).rows.map(({ published_at: _p, ...p }) => p))
  const unused = await sets.createPractice(db, PRACTICE, [{ name: '一', question_ids: [1] }])
  answers.practiceDeleted = [await sets.deleteUnusedPractice(db, practice), await sets.deleteUnusedPractice(db, unused), (await sets.chaptersOfPractices(db, [unused])).get(unused)]
  return answers
}

describe('Paper console stores on both engines', () => {
  let pg: ThrowawayPostgres
  beforeAll(async () => {
    pg = await startThrowawayPostgres()
  }, 60_000)
  afterAll(() => pg?.stop())

  it('draw, write, list and delete mock papers and practice sets the same', async () => {
    const { lite, post, close } = await bothEngines(pg, ['Paper'])
    freezeDate(new Date('2026-11-29T02:00:00Z'))
    try {
      const answers = []
      for (const db of [lite, post]) {
        for (const mobile of [DEMO.mobile, '13900139000']) await db.insertInto('users').values({ mobile, nick_name: mobile, created_at: AT }).execute()
        await seedPaper(db)
        if (db === post) await resetSequences(post)
        answers.push(await conversation(db))
      }
      const [onSqlite, onPostgres] = answers
      expect(onPostgres).toEqual(onSqlite)
      // What the answers say, so that two engines agreeing on nothing would not pass.
      expect(onSqlite).toMatchObject({
        drawn: [true, false, 0],
        mockPage: [{ title: '随机小测（改）', records: 1, sitting: 1 }],
        mockDeleted: [false, true],
        chapters: [
          { name: '二改', question_ids: [4, 3] },
          { name: '三', question_ids: [1] }
        ],
        keptChapter: true,
        practicePage: [{ name: '音程闯关（改）', learners: 1 }],
        practiceDeleted: [false, true, []]
      })
    } finally {
      jest.useRealTimers()
      await close()
    }
  }, 180_000)
})
