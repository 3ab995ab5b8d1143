/**
 * The learner stores of 作业, 证书, 积分商城, 兑换码 and 签到 answer alike on SQLite and PostgreSQL: the
 * catalogue and these add-ons' seeds on each engine, then the same reads and writes on both, compared.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { resetSequences } from '../../server/src/db/postgresMigrations'
import { transaction, type Db } from '../../server/src/db/kysely'
import { DEMO, seedContent } from '../../server/src/seed/seed'
import { seed as seedCerts } from '../../server/src/addons/Cert/seed'
import { heldCert, heldCertPage } from '../../server/src/addons/Cert/store'
import { DEMO_CODES, seed as seedCodes } from '../../server/src/addons/CodeExchanger/seed'
import { activityOf, findCode, owns, redeemedPage, useCode as markCodeUsed } from '../../server/src/addons/CodeExchanger/store'
import { seed as seedSignIns } from '../../server/src/addons/DaySignIn/seed'
import { recordSignIn, signInCount, signInPage, signedDaysOf, streakOn } from '../../server/src/addons/DaySignIn/store'
import { seedMall } from '../../server/src/addons/Credit1Mall/seed'
import { seedHomework } from '../../server/src/addons/Homework/seed'
import { addressesOf, goodsPage, insertMallOrder, mallOrderPage, saveAddress, shownGoods, spendCredit1, takeStock } from '../../server/src/addons/Credit1Mall/store'
import * as homework from '../../server/src/addons/Homework/store'
import { bothEngines, startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwawayPostgres'
import { freezeDate } from '../helpers/frozenDate'
import { PUBLIC } from './helpers'

const ADDONS = ['Cert', 'CodeExchanger', 'Credit1Mall', 'DaySignIn', 'Homework'] as const
// Before the seed runs: the Homework seed copies its demo takes under this folder.
const HOMEWORK_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'homework-engines-'))
process.env.HOMEWORK_DIR = HOMEWORK_DIR
const AT = '2026-11-29 10:00:00'
const ADDRESS = { name: '王小明', mobile: '13912345678', province: '浙江省', city: '杭州市', area: '西湖区', street: '文三路 90 号' }

/** What the points-mall and homework seeds wrote (their rows in id order). */
const seeded = async (db: Db) => ({
  goods: await db.selectFrom('credit1_mall_goods').selectAll().orderBy('id').execute(),
  orders: await db.selectFrom('credit1_mall_orders').selectAll().orderBy('id').execute(),
  records: await db.selectFrom('credit1_records').select(['user_id', 'sum', 'remark', 'created_at']).orderBy('id').execute(),
  teachers: await db.selectFrom('homework_teachers as t').innerJoin('users as u', 'u.id', 't.user_id').select(['u.mobile', 'u.nick_name', 't.lecturer']).orderBy('u.mobile').execute(),
  assignments: await db.selectFrom('homework_assignments').selectAll().orderBy('id').execute(),
  takes: await db.selectFrom('homework_takes').selectAll().orderBy('id').execute(),
  reviews: await db.selectFrom('homework_reviews').selectAll().orderBy('take_id').execute(),
  notes: await db.selectFrom('homework_review_notes').selectAll().orderBy('id').execute()
})

/** Every answer the conversation gives on one engine, in order. */
async function conversation(db: Db) {
  const user = async (mobile: string, nick: string) => (await db.insertInto('users').values({ mobile, nick_name: nick, credit1: 1000, created_at: AT }).returning('id').executeTakeFirstOrThrow()).id
  const learner = await user('13700137000', 'Piano小林')
  const teacher = await user('13900000009', '周老师')
  const answers: Record<string, unknown> = {}

  // 签到: yesterday's streak goes on today, once.
  const now = new Date()
  await recordSignIn(db, learner, new Date(now.getTime() - 86400_000), 5, 1)
  answers.streakBefore = await streakOn(db, learner, now)
  await recordSignIn(db, learner, now, 5, 2)
  answers.streakAfter = await streakOn(db, learner, now)
  answers.signIns = [await signInCount(db, learner), (await signInPage(db, learner, 1, 10)).rows.map(({ id: _id, ...r }) => r)]
  answers.monthDays = await signedDaysOf(db, learner, AT.slice(0, 7))

  // 证书: the demo learner's, newest first, and one picture's facts.
  const demo = (await db.selectFrom('users').select('id').where('mobile', '=', DEMO.mobile).executeTakeFirstOrThrow()).id
  const certs = await heldCertPage(db, demo, 1, 10)
  answers.certs = certs
  answers.cert = await heldCert(db, demo, certs.rows[0].id)
  answers.othersCert = await heldCert(db, learner, certs.rows[0].id)

  // 兑换码: used once; the records list it.
  const code = DEMO_CODES.course[0]
  const row = await findCode(db, code)
  answers.activity = await activityOf(db, row!.activity_id)
  answers.owns = [await owns(db, learner, { id: 3, sign: 'vod', name: '' }), await owns(db, learner, { id: 2, sign: 'book', name: '' }), await owns(db, learner, { id: 200, sign: 'credit1', name: '' })]
  answers.used = [await markCodeUsed(db, code, learner), await markCodeUsed(db, code, teacher)]
  answers.redeemed = (await redeemedPage(db, learner, 1, 10)).rows.map(({ id: _id, ...r }) => r)

  // 积分商城: stock and points move exactly; the address is replaced by the latest.
  await db
    .insertInto('credit1_mall_goods')
    .values([
      { id: 11, title: '节拍器', charge: 600, stock: 1, is_show: 1, sort: 1, created_at: AT },
      { id: 12, title: '五线谱本', charge: 300, stock: 100, is_show: 1, sort: 0, created_at: AT },
      { id: 13, title: '下架', charge: 1, stock: 100, is_show: 0, sort: 0, created_at: AT }
    ])
    .execute()
  answers.goods = await goodsPage(db, 1, 10)
  const metronome = (await shownGoods(db, 11))!
  answers.exchanges = []
  for (let i = 0; i < 2; i++) {
    ;(answers.exchanges as unknown[]).push(
      await transaction(db, async (trx) => {
        if (!(await takeStock(trx, 11))) return '已兑完'
        if (!(await spendCredit1(trx, learner, metronome.charge))) return '积分不足'
        await saveAddress(trx, learner, { ...ADDRESS, street: `文三路 ${i} 号` }, AT)
        return (await insertMallOrder(trx, learner, metronome, ADDRESS, AT)) > 0
      })
    )
  }
  answers.balance = (await db.selectFrom('users').select('credit1').where('id', '=', learner).executeTakeFirstOrThrow()).credit1
  answers.addresses = (await addressesOf(db, learner)).map(({ id: _id, ...a }) => a)
  answers.orders = (await mallOrderPage(db, learner, 1, 10)).rows.map(({ id: _id, ...o }) => o)

  // 作业: given, handed in twice (the first replaced), reviewed, read.
  await homework.addTeacher(db, teacher, '周', [2, 3], AT)
  await db.insertInto('user_courses').values({ user_id: learner, course_id: 2, charge: 0, created_at: AT }).execute()
  const given = { teacher_id: teacher, title: '哈农第1条', kind: 'exercise' as const, bars: '', target_bpm: 80, due_at: '', note: '', track_id: 0, course_id: 2, video_id: 0, created_at: AT }
  const first = await homework.insertAssignments(db, given, [learner])
  await homework.insertAssignments(db, { ...given, title: '小步舞曲', due_at: '2026-12-01 10:00:00' }, [learner])
  const take = (n: number) => ({ assignment_id: first, user_id: learner, client_id: `take-${n}-abcdef`, storage_key: `k${n}`, mime: 'audio/mpeg', size: 10, duration_ms: 5000, peaks: '[]', created_at: AT })
  await transaction(db, (trx) => homework.insertTake(trx, take(1)))
  const second = await transaction(db, (trx) => homework.insertTake(trx, take(2)))
  answers.pending = [await homework.pendingCount(db, teacher), (await homework.pendingTakes(db, teacher, 1, 10)).rows.map((t) => t.client_id)]
  answers.beforeReview = await homework.learnerCounts(db, learner)
  answers.todo = (await homework.learnerAssignments(db, learner, 'todo', 1, 10)).rows.map((a) => [a.title, a.status, a.takes_count])
  const review = { take_id: second, teacher_id: teacher, stars: 4, comment: '好', redo: 0 as const, notes: [{ at_ms: 3000, text: '慢了' }, { at_ms: 1000, text: '清楚' }], created_at: AT }
  answers.reviewed = [await transaction(db, (trx) => homework.insertReview(trx, review)), await transaction(db, (trx) => homework.insertReview(trx, review))]
  answers.afterReview = await homework.learnerCounts(db, learner)
  answers.reviewedList = (await homework.learnerAssignments(db, learner, 'reviewed', 1, 10)).rows.map((a) => [a.title, a.status, a.takes_count, a.last_review_at])
  const { reviews, notes } = await homework.reviewsOf(db, [second])
  answers.review = [reviews.get(second), notes.get(second)?.map(({ id: _id, ...n }) => n)]
  await homework.markReviewsRead(db, first, AT)
  answers.unreadAfterOpening = (await homework.learnerCounts(db, learner)).unread
  answers.takes = (await homework.assignmentTakes(db, first)).map((t) => [t.client_id, t.status])
  answers.newest = (await homework.newestTake(db, first))?.reviewed_at
  answers.learners = [
    (await homework.teacherLearners(db, teacher, 'piano', 1, 10)).rows.map((u) => u.nick_name),
    (await homework.teacherLearners(db, teacher, '50%', 1, 10)).total,
    await homework.isTeachersLearner(db, teacher, learner),
    await homework.isTeachersLearner(db, teacher, teacher)
  ]
  answers.courses = await homework.teacherCourses(db, teacher)
  answers.noTrackTable = await homework.trackTitle(db, 1)
  return answers
}

describe('perks and homework stores on both engines', () => {
  let pg: ThrowawayPostgres
  beforeAll(async () => {
    pg = await startThrowawayPostgres()
  }, 60_000)
  afterAll(() => pg?.stop())

  it('seed the same and answer every read and write the same', async () => {
    const { lite, post, close } = await bothEngines(pg, ADDONS)
    try {
      // Seeds date rows from the clock: one instant for both engines.
      freezeDate(new Date('2026-11-29T02:00:00Z'))
      for (const db of [lite, post]) {
        await seedContent(db, PUBLIC)
        await db.insertInto('users').values({ mobile: DEMO.mobile, nick_name: '琴童小雨', created_at: AT }).execute()
        await seedCerts(db, PUBLIC)
        await seedCodes(db)
        await seedSignIns(db)
        await seedMall(db, PUBLIC)
        await seedHomework(db)
      }
      await resetSequences(post)
      const seededOnSqlite = await seeded(lite)
      expect(await seeded(post)).toEqual(seededOnSqlite)
      expect(seededOnSqlite.goods.map((g) => g.id)).toEqual([1, 2, 3, 5]) // the e-book goods (4) need MeeduBooks
      expect(seededOnSqlite.orders).toEqual([expect.objectContaining({ goods_id: 2, express_number: 'SF1402389957213' })])
      expect(seededOnSqlite.teachers.map((t) => t.nick_name)).toEqual(['林雅老师', '林致远老师'])
      expect(seededOnSqlite.reviews).toEqual([expect.objectContaining({ stars: 4 })])
      expect(seededOnSqlite.notes.map((n) => n.at_ms)).toEqual([3000, 5500])
      const onSqlite = await conversation(lite)
      const onPostgres = await conversation(post)
      expect(onPostgres).toEqual(onSqlite)
      // What the answers say, so that two engines agreeing on nothing would not pass.
      expect(onSqlite.streakBefore).toEqual({ signedToday: false, streak: 1 })
      expect(onSqlite.streakAfter).toEqual({ signedToday: true, streak: 2 })
      expect((onSqlite.certs as { total: number }).total).toBe(2)
      expect(onSqlite.othersCert).toBeUndefined()
      expect(onSqlite.used).toEqual([true, false])
      expect(onSqlite.redeemed).toEqual([expect.objectContaining({ name: '秋季考级集训营赠课', used_at: expect.any(String) })])
      expect(onSqlite.exchanges).toEqual([true, '已兑完'])
      expect(onSqlite.balance).toBe(400)
      expect(onSqlite.addresses).toEqual([{ ...ADDRESS, street: '文三路 0 号' }])
      expect((onSqlite.goods as { rows: { id: number }[] }).rows.map((g) => g.id).filter((id) => id > 10)).toEqual([12, 11])
      expect(onSqlite.pending).toEqual([1, ['take-2-abcdef']])
      expect(onSqlite.todo).toEqual([['小步舞曲', 'todo', 0]])
      expect(onSqlite.reviewed).toEqual([true, false])
      expect(onSqlite.afterReview).toEqual({ todo: 1, submitted: 0, reviewed: 1, unread: 1 })
      expect(onSqlite.unreadAfterOpening).toBe(0)
      expect(onSqlite.takes).toEqual([['take-2-abcdef', 'reviewed'], ['take-1-abcdef', 'replaced']])
      expect(onSqlite.learners).toEqual([['Piano小林'], 0, true, false])
      expect(onSqlite.noTrackTable).toBeNull()
    } finally {
      jest.useRealTimers()
      fs.rmSync(HOMEWORK_DIR, { recursive: true, force: true })
      await close()
    }
  }, 120_000)
})
