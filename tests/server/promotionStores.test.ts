/**
 * The flash sale, group buy and referral stores answer alike on SQLite and PostgreSQL: the catalogue and
 * the three add-ons' demo seeded on each engine, then the same places, payments, lapses and rewards on
 * both (a burst of learners racing for the last places among them), their answers compared.
 */
import { resetSequences } from '../../server/src/db/postgresMigrations'
import { transaction, type Db } from '../../server/src/db/kysely'
import { seedContent } from '../../server/src/seed/seed'
import { seedMiaoSha } from '../../server/src/addons/MiaoSha/seed'
import { seedTuanGou } from '../../server/src/addons/TuanGou/seed'
import { seed as seedShare } from '../../server/src/addons/MultiLevelShare/seed'
import * as ms from '../../server/src/addons/MiaoSha/store'
import * as tg from '../../server/src/addons/TuanGou/store'
import * as share from '../../server/src/addons/MultiLevelShare/store'
import { findItem, ownsItem } from '../../server/src/addons/promo'
import { markPaid } from '../../server/src/orders/orders'
import { beijing } from '../../server/src/lib/time'
import { bothEngines, startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwawayPostgres'
import { freezeDate } from '../helpers/frozenDate'
import { PUBLIC } from './helpers'

const AT = '2026-11-29 10:00:00'
const PAST = '2026-11-28 10:00:00'
const ADDONS = ['MiaoSha', 'TuanGou', 'MultiLevelShare']

/** Every answer the conversation gives on one engine, in order. */
async function conversation(db: Db) {
  const user = async (mobile: string) => (await db.insertInto('users').values({ mobile, nick_name: `学员${mobile.slice(-2)}`, created_at: AT }).returning('id').executeTakeFirstOrThrow()).id
  await user('13900139000')
  await seedMiaoSha(db)
  await seedTuanGou(db)
  await seedShare(db)
  const answers: Record<string, unknown> = {}
  const at = beijing()

  // Flash sale 1 (10 places): twelve learners at once, each one transaction as the join route holds it.
  const sale = await ms.saleOf(db, 1)
  const racers: number[] = []
  for (let i = 0; i < 12; i++) racers.push(await user(`137000000${String(i).padStart(2, '0')}`))
  const held = await Promise.all(
    racers.map((uid) => transaction(db, async (trx) => ((await ms.takeStock(trx, sale.id)) ? ms.holdPlace(trx, sale, uid, '2026-11-29 10:15:00', at) : null)))
  )
  answers.placesHeld = held.filter((id) => id !== null).length
  answers.stockAfterRace = (await ms.saleOf(db, 1)).over_num
  // Three places lapse: back in stock once, however often the release runs.
  const lapsing = (await db.selectFrom('ms_orders').select('id').orderBy('id').limit(3).execute()).map((r) => r.id)
  await db.updateTable('ms_orders').set({ expired_at: PAST }).where('id', 'in', lapsing).execute()
  answers.released = [await ms.releaseLapsedPlaces(db), await ms.releaseLapsedPlaces(db)]
  answers.stockAfterRelease = (await ms.saleOf(db, 1)).over_num
  const kept = await db.selectFrom('ms_orders').select(['id', 'user_id']).where('status', '=', 0).orderBy('id').executeTakeFirstOrThrow()
  await transaction(db, (trx) => ms.deliverPlace(trx, { user_id: kept.user_id, goods_id: kept.id, charge: sale.charge }))
  // Which racer holds it differs between engines (who won the race): the place without its learner.
  const { user_id: _racer, ...paidPlace } = (await ms.ownPlace(db, kept.id, kept.user_id))!
  answers.paidPlace = paidPlace
  answers.ownsSaleItem = await ownsItem(db, kept.user_id, (await findItem(db, 'course', 3))!)
  answers.salePage = await ms.salePage(db, at, 1, 3)
  answers.nextSale = await ms.nextSaleOf(db, 'course', 9)
  answers.placePage = (await ms.placePage(db, kept.user_id, 1, 5)).total
  answers.bookOffMissing = await findItem(db, 'book', 2)

  // Group buy 1 (3 people, group 1 opened and paid by the seed's parent): two learners join and pay.
  const goods = await tg.groupGoods(db, 1)
  const [a, b, c, d] = [await user('13600000001'), await user('13600000002'), await user('13600000003'), await user('13600000004')]
  answers.joinableBefore = (await tg.joinableGroups(db, 1, a, at)).map((g) => g.id)
  for (const uid of [a, b]) {
    const order = await tg.takePlace(db, uid, goods, 1)
    answers[`again${uid}`] = (await tg.takePlace(db, uid, goods, 1)).id === order.id
    await markPaid(db, order.id, `txn-${order.id}`)
  }
  answers.group1 = await tg.findGroup(db, 1)
  answers.group1Members = (await tg.shownMembers(db, (await tg.findGroup(db, 1))!)).map((m) => [m.user_id, m.status])
  answers.delivered = [await ownsItem(db, a, (await findItem(db, 'course', 7))!), await ownsItem(db, b, (await findItem(db, 'course', 7))!)]
  // Order numbers are random: the messages without them, sorted (written at one frozen instant).
  const inbox = await db.selectFrom('messages').select('data').where('user_id', '=', a).execute()
  answers.inbox = inbox.map((m) => m.data.replace(/订单 \d+/, '订单 N')).sort()
  // Group buy 2: c opens a group and pays, d opens one and does not; both lapse and are settled.
  const goods2 = await tg.groupGoods(db, 2)
  const paidOrder = await tg.takePlace(db, c, goods2, 0)
  await markPaid(db, paidOrder.id, `txn-${paidOrder.id}`)
  await tg.takePlace(db, d, goods2, 0)
  await db.updateTable('tg_members').set({ pay_expired_at: PAST }).where('user_id', '=', d).execute()
  await db.updateTable('tg_groups').set({ expired_at: PAST }).where('create_user_id', '=', c).execute()
  await tg.settleGroups({ kdb: db, mode: 'test' })
  await tg.settleGroups({ kdb: db, mode: 'test' })
  answers.settled = await db.selectFrom('tg_groups').select(['id', 'status', 'joined_num']).where('tg_goods_id', '=', 2).orderBy('id').execute()
  answers.settledPlaces = await db.selectFrom('tg_members').select(['user_id', 'status', 'refunded']).where('tg_goods_id', '=', 2).orderBy('id').execute()
  answers.refunds = await db.selectFrom('payment_refunds').select(['amount', 'reason']).orderBy('id').execute()
  answers.myPlaces = (await tg.memberPlacePage(db, c, 1, 5)).rows.map((m) => [m.status, m.group_status, m.refunded])
  answers.goodsPage = (await tg.startedGoodsPage(db, at, 1, 5)).rows.map((g) => g.id)
  // The last place of a two-person group: three learners tap at once, one gets it.
  const opener = await user('13600000005')
  const opened = await tg.takePlace(db, opener, goods2, 0)
  await markPaid(db, opened.id, `txn-${opened.id}`)
  const gid = (await tg.livePlace(db, opener, goods2.id))!.group_id
  const tappers = [await user('13600000006'), await user('13600000007'), await user('13600000008')]
  const taps = await Promise.allSettled(tappers.map((uid) => tg.takePlace(db, uid, goods2, gid)))
  answers.taps = taps.map((t) => (t.status === 'fulfilled' ? 'order' : String(t.reason.message))).sort()
  answers.fullGroup = await db.selectFrom('tg_groups').select(['joined_num', 'status']).where('id', '=', gid).executeTakeFirstOrThrow()

  // Referral: a invites b; b's paid group order earns a reward once, its clawback once.
  await transaction(db, (trx) => share.insertInvite(trx, b, a, AT))
  const bOrder = await db.selectFrom('orders').select('id').where('user_id', '=', b).executeTakeFirstOrThrow()
  const move = (fen: number, kind: share.BalanceKind) => transaction(db, (trx) => share.moveBalance(trx, a, fen, `${kind}`, kind, bOrder.id))
  answers.moves = [await move(1990, 'reward'), await move(1990, 'reward'), await move(-1990, 'reversal'), await move(500, 'reward')]
  answers.account = await share.accountOf(db, a)
  answers.inviteBalance = (await db.selectFrom('users').select('invite_balance').where('id', '=', a).executeTakeFirstOrThrow()).invite_balance
  answers.rewardForOrder = await share.rewardForOrder(db, bOrder.id)
  answers.orderName = await share.orderGoodsName(db, bOrder.id)
  answers.invitees = (await share.inviteePage(db, a, 1, 5)).rows
  answers.inviteCount = await share.inviteCount(db, a)
  answers.records = (await share.balanceRecordPage(db, a, 1, 5)).rows.map((r) => [r.amount_fen, r.remark])
  const promotable = []
  for (const g of await share.listShareGoods(db)) promotable.push(await share.promotedGoods(db, g))
  answers.promotable = promotable
  return answers
}

describe('promotion stores on both engines', () => {
  let pg: ThrowawayPostgres
  beforeAll(async () => {
    pg = await startThrowawayPostgres()
  }, 60_000)
  afterAll(() => pg?.stop())

  it('seed the same sales, groups and rewards and answer every read and write the same', async () => {
    const { lite, post, close } = await bothEngines(pg, ADDONS)
    try {
      await seedContent(lite, PUBLIC)
      await seedContent(post, PUBLIC)
      await resetSequences(post)
      // One instant for both engines: the seeds time the sales and groups from the clock.
      freezeDate(new Date('2026-11-29T02:00:00Z'))
      const onSqlite = await conversation(lite)
      const onPostgres = await conversation(post)
      expect(onPostgres).toEqual(onSqlite)
      // What the answers say, so that two engines agreeing on nothing would not pass.
      expect([onSqlite.placesHeld, onSqlite.stockAfterRace]).toEqual([10, 0])
      expect([onSqlite.released, onSqlite.stockAfterRelease]).toEqual([[3, 0], 3])
      expect(onSqlite.paidPlace).toMatchObject({ status: 1 })
      expect(onSqlite.ownsSaleItem).toBe(true)
      expect(onSqlite.bookOffMissing).toBeUndefined()
      expect(onSqlite.group1).toMatchObject({ status: 1, joined_num: 3 })
      expect(onSqlite.delivered).toEqual([true, true])
      expect(onSqlite.settledPlaces).toEqual([expect.objectContaining({ status: 3, refunded: 1 }), expect.objectContaining({ status: 3, refunded: 0 })])
      expect(onSqlite.refunds).toEqual([{ amount: 199, reason: '《中国音协钢琴考级一至三级》拼团未成功' }])
      expect(onSqlite.taps).toEqual(['order', '该团已满，请加入其他团或单独开团', '该团已满，请加入其他团或单独开团'])
      expect(onSqlite.fullGroup).toEqual({ joined_num: 2, status: 0 })
      expect(onSqlite.moves).toEqual([true, false, true, false])
      expect(onSqlite.account).toEqual({ balance_fen: 0, frozen_fen: 0, earned_fen: 0 })
      expect(onSqlite.inviteBalance).toBe(0)
      expect(onSqlite.inviteCount).toBe(1)
      expect(onSqlite.inbox).toEqual(expect.arrayContaining([expect.stringContaining('拼团成功！《成人钢琴速成：弹唱流行歌曲》已开通')]))
    } finally {
      jest.useRealTimers()
      await close()
    }
  }, 180_000)
})
