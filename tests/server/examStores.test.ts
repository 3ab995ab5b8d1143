/**
 * The exam (Paper) and Q&A (Wenda) learner stores answer alike on SQLite and PostgreSQL: each add-on's demo
 * seeded on each engine, then the same sittings, practice, books, questions, bounties and votes on both,
 * their answers compared.
 */
import { resetSequences } from '../../server/src/db/postgresMigrations'
import { transaction, type Db } from '../../server/src/db/kysely'
import { seedPaper } from '../../server/src/addons/Paper/seed'
import { seedWenda } from '../../server/src/addons/Wenda/seed'
import * as records from '../../server/src/addons/Paper/store/records'
import * as exams from '../../server/src/addons/Paper/store/exams'
import * as practice from '../../server/src/addons/Paper/store/practice'
import { categoriesOf, categoryFilter } from '../../server/src/addons/Paper/store/categories'
import { recordItems } from '../../server/src/addons/Paper/views'
import * as wenda from '../../server/src/addons/Wenda/store'
import { usersOf } from '../../server/src/addons/common'
import { DEMO } from '../../server/src/seed/seed'
import { bothEngines, startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwawayPostgres'
import { freezeDate } from '../helpers/frozenDate'

const AT = '2026-11-29 10:00:00'

/** The learners both seeds expect (the core seed's demo learner and the second one), and a third who answers. */
async function learners(db: Db) {
  const ids: number[] = []
  for (const [mobile, nick, credit1] of [[DEMO.mobile, '演示学员', 30], ['13900139000', '琴友9000', 50], ['13700137000', '琴友7000', 20]] as const)
    ids.push((await db.insertInto('users').values({ mobile, nick_name: nick, credit1, created_at: AT }).returning('id').executeTakeFirstOrThrow()).id)
  return ids
}

async function examConversation(db: Db, uid: number) {
  const a: Record<string, unknown> = {}
  a.papers = await exams.examPage(db, 'paper', categoryFilter({}), 1, 10)
  a.mocksOfCategory = await exams.examPage(db, 'mock', categoryFilter({ cid1: 6 }), 1, 10)
  a.categories = await categoriesOf(db, 'question')
  const ids = await exams.paperQuestionIds(db, 1)
  a.paper = { ids, types: await exams.paperQuestionTypes(db, 1), score: await exams.paperScore(db, 1), drawn: await exams.drawnScore(db, JSON.stringify(ids)) }
  a.canJoinFree = await records.canJoin(db, uid, 'paper', (await exams.shownPaper(db, 1))!)
  // A sitting: one judgement right, one choice wrong, an essay waiting for its teacher.
  const qs = await records.questionsByIds(db, ids)
  const judge = qs.find((q) => q.type === 5)!
  const choice = qs.find((q) => q.type === 1)!
  const essay = qs.find((q) => q.type === 4)!
  const rid = await records.createRecord(db, uid, 'paper', 1, ids, 20)
  const open = await records.ownRecord(db, uid, 'paper', rid, 1)
  await records.saveAnswer(db, open, { question_id: judge.id, answer: judge.answer }, () => true)
  await records.saveAnswer(db, open, { question_id: choice.id, answer: choice.answer === 'option1' ? 'option2' : 'option1' }, () => true)
  await records.saveAnswer(db, open, { question_id: essay.id, answer: '先慢练再提速' }, () => true)
  await records.saveAnswer(db, open, { question_id: essay.id, answer: '先分手慢练，再合手提速' }, () => true)
  const handedIn = await records.finish(db, open)
  a.handedIn = { state: handedIn.state, score: handedIn.score, again: (await records.finish(db, handedIn)).state }
  a.graded = await records.gradeRecord(db, handedIn, { [String(essay.id)]: 3 })
  a.items = await recordItems(db, (await records.gradedRecord(db, rid))!, (f) => `signed:${f}`)
  a.sittings = { count: await exams.sittingCount(db, uid, 'paper', 1), list: await exams.sittingsOf(db, uid, 'paper', 1), open: await records.hasOpenSitting(db, uid, 'paper', 1) }
  a.sat = await exams.satExamPage(db, uid, 'paper', 1, 10)
  a.title = await records.examTitle(db, 'paper', 1)
  // Listening plays count per sitting; a sitting past its deadline is handed in by the tick.
  const listening = (await exams.listeningOf(db, (await db.selectFrom('paper_questions').select('id').orderBy('id').execute()).map((q) => q.id)))[0]
  const mockRid = await records.createRecord(db, uid, 'mock', 1, [listening.id], 30)
  const mock = await records.ownRecord(db, uid, 'mock', mockRid)
  a.plays = [await records.countPlay(db, mock, listening.id), await records.countPlay(db, mock, listening.id), [...(await records.audioPlaysOfRecord(db, mockRid))]]
  const lapsed = await records.createRecord(db, uid, 'mock', 1, [listening.id], 0)
  await records.expireRecords(db)
  a.expired = [(await records.recordOfKind(db, lapsed, 'mock'))?.state, (await records.recordStateOf(db, mockRid, uid))?.state]
  // Practice: the latest answer per question; a wrong one goes to the wrong book once.
  a.practices = await practice.practicePage(db, categoryFilter({}), 1, 10)
  const pq = await practice.practiceQuestionIds(db, 1)
  a.chapters = await practice.chaptersOf(db, 1)
  for (const [i, answer] of ['0', '1', '1'].entries())
    await transaction(db, async (trx) => {
      await practice.savePracticeAnswer(trx, { uid, practiceId: 1, questionId: pq[i % 2], answer, isCorrect: i === 1 ? 1 : 0, at: AT })
      if (i !== 1) await records.addToWrongBook(trx, uid, pq[i % 2])
    })
  a.answered = { ids: (await practice.answeredIds(db, uid, 1)).sort((x, y) => x - y), page: await practice.answeredPracticePage(db, uid, 1, 10) }
  // The wrong book and the collection.
  await practice.collect(db, uid, judge.id, AT)
  a.books = {
    kinds: await practice.bookQuestionKinds(db, 'wrongbook', uid),
    ids: await practice.bookQuestionIds(db, 'wrongbook', uid, 0, categoryFilter({}, 'q.category_id')),
    collected: [await practice.inBook(db, 'collection', uid, judge.id), await practice.inBook(db, 'collection', uid, choice.id)],
    counts: await practice.examCounts(db, uid)
  }
  await practice.uncollect(db, uid, judge.id)
  a.removed = [await practice.removeWrongQuestion(db, uid, choice.id), await practice.removeWrongQuestion(db, uid, choice.id)]
  a.countsAfter = await practice.examCounts(db, uid)
  await records.deliverAccess('paper')(db, { user_id: uid, goods_id: 3, charge: 9 })
  await records.deliverAccess('paper')(db, { user_id: uid, goods_id: 3, charge: 9 })
  a.access = [await records.hasAccess(db, uid, 'paper', 3), await exams.examGoods(db, 'practice', 1)]
  return a
}

async function wendaConversation(db: Db, [asker, helper, third]: number[]) {
  const a: Record<string, unknown> = {}
  a.latest = await wenda.questionPage(db, { scene: 'last_answer' }, 1, 5)
  a.solved = await wenda.questionPage(db, { cid: 3, scene: 'solved' }, 1, 5)
  a.categories = await wenda.listCategories(db)
  // A bounty leaves the balance only when it covers it.
  const qid = await transaction(db, async (trx) => {
    if (!(await wenda.spendCredit1(trx, asker, 25))) throw new Error('balance')
    return wenda.insertQuestion(trx, asker, { category_id: 1, title: '踏板怎么换', content: '换踏板总是糊', images: '[]', credit1: 25 }, AT)
  })
  a.overdrawn = await wenda.spendCredit1(db, asker, 1000)
  const aid = await wenda.insertAnswer(db, qid, helper, '听着换，抬起再踩', '[]', AT)
  const other = await wenda.insertAnswer(db, qid, third, '跟着和声换', '[]', AT)
  a.votes = [await wenda.toggleVote(db, asker, { id: other, question_id: qid }, AT), await wenda.toggleVote(db, third, { id: aid, question_id: qid }, AT), await wenda.toggleVote(db, asker, { id: other, question_id: qid }, AT)]
  a.voted = [...(await wenda.votedAnswerIds(db, third, [aid, other]))]
  a.accepted = await transaction(db, async (trx) => [await wenda.acceptAnswer(trx, qid, aid, AT), await wenda.acceptAnswer(trx, qid, other, AT)])
  // Racers: one accept wins and pays; spends never overdraw the balance.
  const raced = await wenda.insertQuestion(db, helper, { category_id: 2, title: '手型', content: '手腕太高', images: '[]', credit1: 0 }, AT)
  const racedAnswer = await wenda.insertAnswer(db, raced, third, '放松手腕', '[]', AT)
  a.racedAccepts = (await Promise.all(Array.from({ length: 5 }, () => transaction(db, (trx) => wenda.acceptAnswer(trx, raced, racedAnswer, AT))))).filter(Boolean).length
  a.racedSpends = (await Promise.all(Array.from({ length: 5 }, () => wenda.spendCredit1(db, third, 8)))).filter(Boolean).length
  a.editAfterSolved = await wenda.updateOpenQuestion(db, qid, { category_id: 1, title: '改', content: '改', images: '[]', credit1: 25 }, 25, AT)
  await wenda.countView(db, qid)
  a.question = await wenda.findQuestion(db, qid)
  a.answers = await wenda.answersOf(db, qid)
  const cid = await wenda.insertAnswerComment(db, aid, asker, 0, '谢谢', AT)
  await wenda.insertAnswerComment(db, aid, third, asker, '同问', AT)
  a.comments = { cid: typeof cid, page: await wenda.answerCommentPage(db, aid, 1, 20), commented: [await wenda.hasCommentedOn(db, aid, asker), await wenda.hasCommentedOn(db, aid, helper)] }
  a.mine = [await wenda.memberQuestionPage(db, asker, 1, 10), await wenda.memberAnswerPage(db, helper, 1, 10)]
  a.balance = (await db.selectFrom('users').select('credit1').where('id', '=', asker).executeTakeFirstOrThrow()).credit1
  a.users = await usersOf(db, [asker, helper, 999])
  return a
}

const withoutIds = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (k, x: unknown) => (k === 'id' || k === 'cid' ? undefined : x)))

describe('exam and Q&A stores on both engines', () => {
  let pg: ThrowawayPostgres
  beforeAll(async () => {
    pg = await startThrowawayPostgres()
  }, 60_000)
  afterAll(() => pg?.stop())

  it('seed the same exams and questions and answer every read and write the same', async () => {
    const { lite, post, close } = await bothEngines(pg, ['Paper', 'Wenda'])
    // Seeds and sittings stamp rows with "now": one instant for both engines.
    freezeDate(new Date('2026-11-29T02:00:00Z'))
    try {
      const answers = []
      for (const db of [lite, post]) {
        const people = await learners(db)
        await seedPaper(db)
        await seedWenda(db)
        if (db === post) await resetSequences(post)
        answers.push({ exam: await examConversation(db, people[2]), wenda: await wendaConversation(db, people) })
      }
      const [onSqlite, onPostgres] = answers
      expect(onPostgres).toEqual(onSqlite)
      // What the answers say, so that two engines agreeing on nothing would not pass.
      const exam = onSqlite.exam
      const handedIn = exam.handedIn as { score: number }
      expect(exam).toMatchObject({
        handedIn: { state: 'grading', again: 'grading' },
        graded: { state: 'done', score: handedIn.score + 3 },
        sittings: { count: 1, open: false },
        sat: { total: 1 },
        plays: [{ plays: 1 }, { plays: 2 }, [[expect.any(Number), 2]]],
        expired: ['done', 'doing'],
        removed: [true, false],
        books: { collected: [true, false] },
        countsAfter: { collection_count: 0 },
        access: [true, { name: expect.any(String), enabled_invite: 0 }]
      })
      expect(handedIn.score).toBeGreaterThan(0)
      const qa = onSqlite.wenda
      expect(qa).toMatchObject({
        overdrawn: false,
        votes: [true, true, false],
        accepted: [true, false],
        editAfterSolved: false,
        racedAccepts: 1,
        racedSpends: 2,
        question: { status: 1, view_times: 1, answer_count: 2, vote_count: 1 },
        answers: [{ is_correct: 1 }, { is_correct: 0 }],
        balance: 30 - 25
      })
      expect(withoutIds((qa.comments as { page: { rows: unknown } }).page.rows)).toEqual([
        { user_id: expect.any(Number), reply_user_id: 0, content: '谢谢', created_at: AT },
        { user_id: expect.any(Number), reply_user_id: expect.any(Number), content: '同问', created_at: AT }
      ])
      expect(Object.keys(qa.users as object)).toHaveLength(2)
    } finally {
      jest.useRealTimers()
      await close()
    }
  }, 180_000)
})
