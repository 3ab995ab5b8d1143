/**
 * 作业与老师's console store answers alike on SQLite and PostgreSQL: teachers with their counts, the role
 * granted and removed with a successor, a learner assigned (open homework moving), the filtered lists.
 */
import { transaction, type Db } from '../../server/src/db/kysely'
import { seedContent } from '../../server/src/seed/seed'
import * as homework from '../../server/src/addons/Homework/store'
import * as admin from '../../server/src/addons/Homework/store/admin'
import { bothEngines, startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwawayPostgres'
import { PUBLIC } from './helpers'

const AT = '2026-11-29 10:00:00'
const EARLIER = '2026-11-25 10:00:00'
const CUTOFF = '2026-11-27 10:00:00'

async function conversation(db: Db) {
  await seedContent(db, PUBLIC)
  const user = async (mobile: string, nick: string) => (await db.insertInto('users').values({ mobile, nick_name: nick, created_at: AT }).returning('id').executeTakeFirstOrThrow()).id
  const [lin, wang, xiaoyu, ming] = [await user('13900000001', '林雅老师'), await user('13900000002', '王琴'), await user('13900139000', 'Xiao Yu'), await user('13900139001', '小明')]
  await homework.addTeacher(db, lin, '林雅', [2], AT)
  const given = { teacher_id: lin, title: '哈农第1条', kind: 'exercise' as const, bars: '', target_bpm: 80, due_at: '2026-11-28 10:00:00', note: '', track_id: 0, course_id: 2, video_id: 0, created_at: AT }
  const waitingOne = await homework.insertAssignments(db, given, [xiaoyu])
  const reviewedOne = await homework.insertAssignments(db, { ...given, title: '小步舞曲', due_at: '' }, [xiaoyu])
  await homework.insertAssignments(db, { ...given, title: '音阶' }, [ming])
  const take = (assignment: number, n: number, at: string) => ({ assignment_id: assignment, user_id: xiaoyu, client_id: `take-${n}-abcdef`, storage_key: `k${n}`, mime: 'audio/mpeg', size: 10, duration_ms: 5000, peaks: '[]', created_at: at })
  await transaction(db, (trx) => homework.insertTake(trx, take(waitingOne, 1, EARLIER)))
  const reviewedTake = await transaction(db, (trx) => homework.insertTake(trx, take(reviewedOne, 2, AT)))
  await transaction(db, (trx) => homework.insertReview(trx, { take_id: reviewedTake, teacher_id: lin, stars: 5, comment: '', redo: 0, notes: [], created_at: AT }))

  const answers: Record<string, unknown> = {}
  await admin.grantTeacher(db, wang, '王老师', AT)
  answers.teachers = await admin.teacherRows(db, CUTOFF)
  answers.refusedWhileHolding = await admin.removeTeacher(db, lin, 0, AT)
  answers.moved = await admin.assignLearner(db, xiaoyu, wang, AT)
  answers.afterMove = await db.selectFrom('homework_assignments').select(['title', 'teacher_id']).orderBy('id').execute()
  answers.waiting = (await admin.waitingPage(db, wang, CUTOFF, 1, 10)).rows.map((t) => [t.title, t.user_id, t.created_at])
  answers.learners = [
    (await admin.learnerPage(db, { keyword: 'xiao', teacherId: 0 }, 1, 10)).rows.map((r) => [r.nick_name, r.teacher_id, r.teacher_role]),
    (await admin.learnerPage(db, { keyword: '', teacherId: -1 }, 1, 10)).total,
    (await admin.learnerPage(db, { keyword: '', teacherId: wang }, 1, 10)).rows.map((r) => r.id)
  ]
  const page = async (f: Partial<admin.AssignmentFilter>) => (await admin.assignmentPage(db, { keyword: '', teacherId: 0, courseId: 0, status: '', now: AT, ...f }, 1, 10)).rows.map((a) => [a.title, a.status])
  answers.assignments = [await page({}), await page({ status: 'overdue' }), await page({ status: 'reviewed' }), await page({ keyword: 'XIAO' }), await page({ teacherId: lin, courseId: 2 })]
  answers.removed = await admin.removeTeacher(db, lin, wang, AT)
  answers.afterRemoval = [await homework.isTeacher(db, lin), (await admin.teacherRows(db, CUTOFF)).map((t) => [t.id, t.learners, t.waiting, t.overdue])]
  answers.regranted = [await admin.grantTeacher(db, lin, '林雅', AT), await homework.isTeacher(db, lin)]
  answers.ids = { lin, wang, xiaoyu, ming }
  return answers
}

describe('the Homework console store on both engines', () => {
  let pg: ThrowawayPostgres
  beforeAll(async () => {
    pg = await startThrowawayPostgres()
  }, 60_000)
  afterAll(() => pg?.stop())

  it('answers every read and write the same', async () => {
    const { lite, post, close } = await bothEngines(pg, ['Homework'])
    try {
      const onSqlite = await conversation(lite)
      expect(await conversation(post)).toEqual(onSqlite)
      const { lin, wang, xiaoyu, ming } = onSqlite.ids as Record<string, number>
      // What the answers say, so that two engines agreeing on nothing would not pass.
      expect(onSqlite.teachers).toEqual([expect.objectContaining({ id: lin, waiting: 1, overdue: 1, learners: 0 }), expect.objectContaining({ id: wang, lecturer: '王老师', waiting: 0 })])
      expect(onSqlite.refusedWhileHolding).toEqual({ refused: 'holds' })
      expect(onSqlite.moved).toBe(1)
      expect(onSqlite.afterMove).toEqual([
        { title: '哈农第1条', teacher_id: wang },
        { title: '小步舞曲', teacher_id: lin },
        { title: '音阶', teacher_id: lin }
      ])
      expect(onSqlite.waiting).toEqual([['哈农第1条', xiaoyu, EARLIER]])
      expect(onSqlite.learners).toEqual([[['Xiao Yu', wang, null]], 3, [xiaoyu]])
      expect(onSqlite.assignments).toEqual([
        [['音阶', 'todo'], ['小步舞曲', 'reviewed'], ['哈农第1条', 'submitted']],
        [['音阶', 'todo']],
        [['小步舞曲', 'reviewed']],
        [['小步舞曲', 'reviewed'], ['哈农第1条', 'submitted']],
        [['音阶', 'todo'], ['小步舞曲', 'reviewed']]
      ])
      expect(onSqlite.removed).toEqual({ removed: { moved_assignments: 2, moved_learners: 0 } })
      expect(onSqlite.afterRemoval).toEqual([false, [[wang, 1, 1, 1]]])
      expect(onSqlite.regranted).toEqual([undefined, true])
      expect(ming).toBeGreaterThan(0)
    } finally {
      await close()
    }
  })
})
