/** @jest-environment node */
/**
 * 秒杀 and 拼团 in the console: every route's refusals, the forms' rules with nothing written, stock never
 * below what is sold or held (an edit racing a purchase included), ending, deleting, live progress, and the
 * add-ons switched off. Seed: sale 1 course 3 (¥199) at ¥69, 10 places, running; sale 2 starts in 2 h; sale
 * 3 book 2; sale 4 ended. Group buy 1 course 7 (¥249) at ¥149 for 3, its group 1 opened and paid.
 */
import { adminMiaoSha } from '../../types/endpoints/admin/addons/miaoSha'
import { adminTuanGou } from '../../types/endpoints/admin/addons/tuanGou'
import type { AdminMsSale, MsProgress } from '../../types/contract/admin/addons/miaoSha'
import type { AdminTgGoods, TgProgress } from '../../types/contract/admin/addons/tuanGou'
import type { AdminEndpoint } from '../../types/endpoints/endpoint'
import type { Order } from '../../types/contract/order'
import { createUser } from '../../server/src/accounts/users'
import { issueToken } from '../../server/src/auth/tokens'
import { createCaptcha, sqlCaptchas } from '../../server/src/verification/captcha'
import { addSeconds, beijing, now } from '../../server/src/lib/time'
import { serverPerTest, startServer, type TestServer } from './helpers'
import { adminCall, adminLogin, expectRefusals, pathOf, staffWith } from './adminHelpers'

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const MS = '/addons/MiaoSha/api/v1'
const at = (seconds: number) => beijing(addSeconds(now(), seconds))
const call = <T = unknown>(method: string, url: string, body?: unknown, token = root) => adminCall<T>(s, method, url, { token, body })
const msRows = () => s.kdb.selectFrom('ms_sales').selectAll().orderBy('id').execute()
const tgRows = () => s.kdb.selectFrom('tg_goods').selectAll().orderBy('id').execute()
const sale = (id: number) => s.kdb.selectFrom('ms_sales').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

let learnerNo = 0
const newLearner = async () => {
  const u = await createUser(s.kdb, `1560000${String(++learnerNo).padStart(4, '0')}`)
  return issueToken(s.kdb, u.id, 'h5')
}
const join = async (saleId: number, token: string) => {
  const store = sqlCaptchas(s.kdb)
  const c = await createCaptcha(store)
  return s.call<{ id: number }>('POST', `${MS}/m/${saleId}/join`, { token, body: { captcha_key: c.key, captcha: (await store.peek(c.key))! } })
}
const payPlace = async (placeId: number, token: string) => {
  const order = await s.call<Order>('POST', `${MS}/m/order/${placeId}/buy`, { token, body: { goods_id: placeId, promo_code: '' } })
  expect(order.code).toBe(0)
  expect((await s.call('POST', '/sandbox/gateway/notify', { body: { order_id: order.data.order_id, txn_id: `txn-${order.data.order_id}` } })).code).toBe(0)
}

const msBody = (over: object = {}) => ({ goods_type: 'course', goods_id: 3, charge: 99, num: 5, expired_minutes: 15, started_at: at(-60).slice(0, 16), ended_at: at(86400).slice(0, 16), ...over })
const tgBody = (over: object = {}) => ({ goods_type: 'course', goods_id: 7, charge: 99, people_num: 2, group_hours: 24, started_at: at(-60).slice(0, 16), ended_at: at(86400).slice(0, 16), ...over })
const msList = (query = '') => call<{ data: AdminMsSale[]; total: number }>('GET', `${adminMiaoSha.msSales.path}${query}`)
const newSale = async (over: object = {}) => {
  expect(await call('POST', adminMiaoSha.createMsSale.path, msBody(over))).toMatchObject({ status: 0 })
  return (await msRows()).at(-1)!.id
}

describe('access', () => {
  it('every campaign route refuses no token, a learner token and a role holding only 学员', async () => {
    const members = await staffWith(s, root, ['member'])
    const all = [...Object.values(adminMiaoSha), ...Object.values(adminTuanGou)] as AdminEndpoint[]
    for (const e of all) await expectRefusals(s, e, learner, members)
  })

  it('a role holding the list reads the campaigns and progress but cannot create, edit or delete', async () => {
    const viewer = await staffWith(s, root, ['addons.MiaoSha.sales'])
    expect((await call('GET', adminMiaoSha.msSales.path, undefined, viewer)).status).toBe(0)
    expect((await call('GET', pathOf(adminMiaoSha.msProgress, 1), undefined, viewer)).status).toBe(0)
    const before = await msRows()
    expect(await call('POST', adminMiaoSha.createMsSale.path, msBody(), viewer)).toMatchObject({ status: 403 })
    expect(await call('PUT', pathOf(adminMiaoSha.updateMsSale, 1), msBody(), viewer)).toMatchObject({ status: 403 })
    expect(await call('DELETE', pathOf(adminMiaoSha.deleteMsSale, 2), undefined, viewer)).toMatchObject({ status: 403 })
    expect(await call('GET', adminTuanGou.tgGoodsList.path, undefined, viewer)).toMatchObject({ status: 403 })
    expect(await msRows()).toEqual(before)
  })
})

describe('秒杀 (MiaoSha)', () => {
  it('lists sales newest first with the goods, status, stock, sold and held; filters by status; pages', async () => {
    const all = await msList()
    expect(all.status).toBe(0)
    expect(all.data.total).toBe(4)
    expect(all.data.data.map((x) => x.id)).toEqual([4, 3, 2, 1])
    expect(all.data.data[3]).toMatchObject({ id: 1, goods_type: 'course', goods_id: 3, goods_title: '车尔尼599练习曲详解', goods_charge: 199, charge: 69, num: 10, over_num: 10, sold: 0, held: 0, status: 1, status_text: '进行中' })
    expect((await msList('?status=0')).data.data.map((x) => [x.id, x.status_text])).toEqual([[2, '未开始']])
    expect((await msList('?status=2')).data.data.map((x) => [x.id, x.status_text])).toEqual([[4, '已结束']])
    expect((await msList('?status=1')).data.data.map((x) => x.id)).toEqual([3, 1])
    expect((await msList('?page=2&size=3')).data).toMatchObject({ total: 4, data: [{ id: 1 }] })
    expect(await msList('?status=7')).toMatchObject({ status: 1, message: '状态取值不正确' })
  })

  it('creates a sale with its stock whole; the edit form reads it back; the write is logged', async () => {
    const id = await newSale({ started_at: '2030-01-01 09:00', ended_at: '2030-01-02 09:00' })
    expect(await sale(id)).toMatchObject({ goods_type: 'course', goods_id: 3, charge: 99, num: 5, over_num: 5, started_at: '2030-01-01 09:00:00', ended_at: '2030-01-02 09:00:00', is_show: 1 })
    expect((await call<AdminMsSale>('GET', pathOf(adminMiaoSha.msSale, id))).data).toMatchObject({ id, status: 0, status_text: '未开始', sold: 0, held: 0 })
    const log = await s.kdb.selectFrom('administrator_logs').select(['module', 'opt']).orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(log).toEqual({ module: 'addons.MiaoSha', opt: 'STORE' })
    expect(await call('GET', pathOf(adminMiaoSha.msSale, 999))).toMatchObject({ status: 404, message: '秒杀活动不存在' })
  })

  it.each([
    [{ goods_id: 9999 }, '商品不存在'],
    [{ goods_type: 'learnPath' }, '商品类型取值不正确'],
    [{ charge: 199 }, '活动价须低于商品原价（199元）'],
    [{ charge: 0 }, '活动价'],
    [{ num: 0 }, '库存'],
    [{ started_at: '2030-02-30 09:00' }, '开始时间不正确'],
    [{ started_at: '2030-01-02 09:00', ended_at: '2030-01-02 09:00' }, '开始时间须早于结束时间'],
    [{ ended_at: 'tomorrow' }, '结束时间']
  ])('refuses %j with a Chinese message and writes nothing', async (over, message) => {
    const before = await msRows()
    const res = await call('POST', adminMiaoSha.createMsSale.path, msBody(over))
    expect(res.status).toBe(1)
    expect(res.message).toContain(message)
    expect(await call('PUT', pathOf(adminMiaoSha.updateMsSale, 1), msBody(over))).toMatchObject({ status: 1, message: res.message })
    expect(await msRows()).toEqual(before)
  })

  it('no edit takes the stock below the places sold or held; one that does not is taken whole', async () => {
    const [a, b] = [await newLearner(), await newLearner()]
    const placeA = (await join(1, a)).data.id
    expect((await join(1, b)).code).toBe(0)
    await payPlace(placeA, a)
    const before = await sale(1)
    expect(before).toMatchObject({ num: 10, over_num: 8 })
    const refused = await call('PUT', pathOf(adminMiaoSha.updateMsSale, 1), msBody({ charge: 69, num: 1 }))
    expect(refused).toMatchObject({ status: 1, message: '库存不能少于已售出和待支付的名额（2）' })
    expect(await sale(1)).toEqual(before)
    expect(await call('PUT', pathOf(adminMiaoSha.updateMsSale, 1), msBody({ charge: 59, num: 2 }))).toMatchObject({ status: 0 })
    expect(await sale(1)).toMatchObject({ num: 2, over_num: 0, charge: 59 })
    expect(await join(1, (await newLearner()))).toMatchObject({ code: 1, message: '已售罄' })
    expect(await call('PUT', pathOf(adminMiaoSha.updateMsSale, 1), msBody({ goods_id: 4, charge: 9, num: 2 }))).toMatchObject({ status: 1, message: '已有学员参与，不能更换商品' })
    expect(await call('PUT', pathOf(adminMiaoSha.updateMsSale, 1), msBody({ charge: 59, num: 6 }))).toMatchObject({ status: 0 })
    expect(await sale(1)).toMatchObject({ num: 6, over_num: 4 })
  })

  it('an edit lowering the stock and a purchase racing for the last place never oversell', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await newSale({ num: 3 })
      for (let i = 0; i < 2; i++) expect((await join(id, (await newLearner()))).code).toBe(0)
      const racer = await newLearner()
      const [edit, bought] = await Promise.all([call('PUT', pathOf(adminMiaoSha.updateMsSale, id), msBody({ num: 2 })), join(id, racer)])
      const row = await sale(id)
      const { c: taken } = await s.kdb.selectFrom('ms_orders').select((eb) => eb.fn.countAll<number>().as('c')).where('sale_id', '=', id).where('status', 'in', [0, 1]).executeTakeFirstOrThrow()
      // Exactly one wins: the edit (the stock is 2, the racer finds it sold out) or the purchase (3 taken, the edit refused).
      expect([edit.status === 0, bought.code === 0].filter(Boolean)).toHaveLength(1)
      expect(Number(taken)).toBeLessThanOrEqual(row.num)
      expect(row.num - row.over_num).toBe(Number(taken))
      expect(row.num).toBe(edit.status === 0 ? 2 : 3)
    }
  })

  it('ends a running sale early (learners can no longer join); a sale not running is refused', async () => {
    expect(await call('POST', pathOf(adminMiaoSha.endMsSale, 1))).toMatchObject({ status: 0 })
    expect((await call<AdminMsSale>('GET', pathOf(adminMiaoSha.msSale, 1))).data).toMatchObject({ status: 2, status_text: '已结束' })
    expect(await join(1, learner)).toMatchObject({ code: 1, message: '秒杀已结束' })
    const upcoming = await sale(2)
    expect(await call('POST', pathOf(adminMiaoSha.endMsSale, 2))).toMatchObject({ status: 1, message: '只有进行中的活动可以提前结束' })
    expect(await call('POST', pathOf(adminMiaoSha.endMsSale, 4))).toMatchObject({ status: 1, message: '只有进行中的活动可以提前结束' })
    expect(await sale(2)).toEqual(upcoming)
  })

  it('deletes a sale nobody joined; one with a place is kept', async () => {
    expect((await join(1, learner)).code).toBe(0)
    expect(await call('DELETE', pathOf(adminMiaoSha.deleteMsSale, 1))).toMatchObject({ status: 1, message: '已有学员参与的活动不能删除，可提前结束' })
    expect(await call('DELETE', pathOf(adminMiaoSha.deleteMsSale, 2))).toMatchObject({ status: 0 })
    expect((await msRows()).map((r) => r.id)).toEqual([1, 3, 4])
    expect(await call('DELETE', pathOf(adminMiaoSha.deleteMsSale, 2))).toMatchObject({ status: 404 })
  })

  it('progress: sold, held and left, and each place with its learner', async () => {
    const [a, b] = [await newLearner(), await newLearner()]
    const placeA = (await join(1, a)).data.id
    const placeB = (await join(1, b)).data.id
    await payPlace(placeA, a)
    const p = await call<MsProgress>('GET', pathOf(adminMiaoSha.msProgress, 1))
    expect(p.data.sale).toMatchObject({ id: 1, num: 10, over_num: 8, sold: 1, held: 1 })
    expect(p.data.places.map((x) => [x.id, x.status])).toEqual([
      [placeB, 0],
      [placeA, 1]
    ])
    expect(p.data.places.every((x) => typeof x.nick_name === 'string' && x.nick_name.length > 0)).toBe(true)
  })
})

describe('拼团 (TuanGou)', () => {
  it('lists group buys with their groups and members counted; filters by status', async () => {
    const list = await call<{ data: AdminTgGoods[]; total: number }>('GET', adminTuanGou.tgGoodsList.path)
    expect(list.status).toBe(0)
    const first = list.data.data.find((g) => g.id === 1)
    expect(first).toMatchObject({ goods_type: 'course', goods_id: 7, goods_charge: 249, charge: 149, people_num: 3, sold: 1, held: 0, groups_open: 1, groups_full: 0, groups_failed: 0, status_text: '进行中' })
    const running = await call<{ data: AdminTgGoods[]; total: number }>('GET', `${adminTuanGou.tgGoodsList.path}?status=1`)
    expect(running.data.data.every((g) => g.status === 1)).toBe(true)
    expect(running.data.total).toBe(running.data.data.length)
  })

  it('creates and edits a group buy; the rules refuse with nothing written', async () => {
    const before = await tgRows()
    for (const [over, message] of [
      [{ people_num: 1 }, '成团人数'],
      [{ charge: 249 }, '活动价须低于商品原价（249元）'],
      [{ goods_id: 9999 }, '商品不存在'],
      [{ started_at: '2030-01-03 09:00', ended_at: '2030-01-02 09:00' }, '开始时间须早于结束时间']
    ] as const) {
      const res = await call('POST', adminTuanGou.createTgGoods.path, tgBody(over))
      expect([res.status, res.message]).toEqual([1, expect.stringContaining(message)])
    }
    expect(await tgRows()).toEqual(before)
    expect(await call('POST', adminTuanGou.createTgGoods.path, tgBody())).toMatchObject({ status: 0 })
    const id = (await tgRows()).at(-1)!.id
    expect(await call('PUT', pathOf(adminTuanGou.updateTgGoods, id), tgBody({ goods_id: 4, charge: 199, people_num: 4 }))).toMatchObject({ status: 0 })
    expect((await call<AdminTgGoods>('GET', pathOf(adminTuanGou.tgGoods, id))).data).toMatchObject({ goods_id: 4, charge: 199, people_num: 4, groups_open: 0 })
    // Group buy 1 has a group: its goods stay.
    expect(await call('PUT', pathOf(adminTuanGou.updateTgGoods, 1), tgBody({ goods_id: 4, charge: 199 }))).toMatchObject({ status: 1, message: '已有学员参与，不能更换商品' })
    expect(await call('DELETE', pathOf(adminTuanGou.deleteTgGoods, 1))).toMatchObject({ status: 1, message: '已有学员参与的活动不能删除，可提前结束' })
    expect(await call('DELETE', pathOf(adminTuanGou.deleteTgGoods, id))).toMatchObject({ status: 0 })
    expect(await tgRows()).toEqual(before)
  })

  it('progress: each group with its members; ending early closes the group buy to new groups', async () => {
    const p = await call<TgProgress>('GET', pathOf(adminTuanGou.tgProgress, 1))
    expect(p.data.goods).toMatchObject({ id: 1, groups_open: 1 })
    expect(p.data.groups).toEqual([expect.objectContaining({ id: 1, status: 0, people_num: 3, joined_num: 1, members: [expect.objectContaining({ status: 1, refunded: 0, nick_name: '小贝妈妈' })] })])
    expect(await call('POST', pathOf(adminTuanGou.endTgGoods, 1))).toMatchObject({ status: 0 })
    expect((await call<AdminTgGoods>('GET', pathOf(adminTuanGou.tgGoods, 1))).data.status_text).toBe('已结束')
    expect(await s.call('POST', `/addons/TuanGou/api/v1/t/1/buy`, { token: learner, body: { goods_id: 1, promo_code: '', gid: 0 } })).toMatchObject({ code: 1, message: '拼团已结束' })
    expect(await call('POST', pathOf(adminTuanGou.endTgGoods, 1))).toMatchObject({ status: 1, message: '只有进行中的活动可以提前结束' })
  })
})

describe('add-ons off', () => {
  it('each add-on off: its console paths answer the 404 envelope; the other keeps its own', async () => {
    const off = await startServer({ enabledAddons: ['TuanGou'] })
    try {
      const token = await adminLogin(off)
      for (const e of Object.values(adminMiaoSha) as AdminEndpoint[]) {
        expect(await adminCall(off, e.method, pathOf(e), { token, body: {} })).toMatchObject({ http: 200, status: 404, message: '路由不存在' })
      }
      expect((await adminCall(off, 'GET', adminTuanGou.tgGoodsList.path, { token })).status).toBe(0)
      // Goods of an add-on that is off cannot be sold either (e-books here).
      expect(await adminCall(off, 'POST', adminTuanGou.createTgGoods.path, { token, body: tgBody({ goods_type: 'book', goods_id: 2, charge: 9 }) })).toMatchObject({ status: 1, message: '商品不存在' })
    } finally {
      await off.close()
    }
    const none = await startServer({ enabledAddons: [] })
    try {
      const token = await adminLogin(none)
      for (const e of Object.values(adminTuanGou) as AdminEndpoint[]) {
        expect(await adminCall(none, e.method, pathOf(e), { token, body: {} })).toMatchObject({ http: 200, status: 404, message: '路由不存在' })
      }
    } finally {
      await none.close()
    }
  })
})
