/** @jest-environment node */
import { learnerId, rowCount, serverPerTest, startServer, type TestServer } from './helpers'
import { addTutorMinutes } from '../../server/src/addons/TutorTime/store'
import type { TutorPackageDetail, TutorRecord, TutorUser, TutorPackage } from '../../types/contract/credit1Mall'
import type { ListC, PaginatorA } from '../../types/contract/common'
import type { Order } from '../../types/contract/order'

// Seed (server/src/addons/TutorTime): packages 1 (60 min, ¥99), 2 (300 min, ¥399), 3 (600 min, ¥699).
const V1 = '/addons/TutorTime/api/v1'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const uid = () => learnerId(s)
const balance = () => s.call<TutorUser>('GET', `${V1}/user`, { token })
const buy = (id: number, promo = '') => s.call<Order>('POST', `${V1}/package/${id}/buy`, { token, body: { goods_id: id, promo_code: promo } })
const payNotify = (orderNo: string, txn = `txn-${orderNo}`) => s.call('POST', '/sandbox/gateway/notify', { body: { order_id: orderNo, txn_id: txn } })
const count = (table: string) => rowCount(s, table)

describe('packages', () => {
  it('lists the packages (shape C) and one package in data', async () => {
    const r = await s.call<ListC<TutorPackage>>('GET', `${V1}/packages?page=1&size=10`)
    expect(r.data.total).toBe(3)
    expect(r.data.data.map((p) => [p.minutes, p.charge, p.original_charge])).toEqual([[60, 99, 160], [300, 399, 800], [600, 699, 1600]])
    expect(Object.keys(r.data.data[0]).sort()).toEqual(['charge', 'id', 'minutes', 'original_charge', 'short_desc', 'thumb', 'title'])
    const one = await s.call<TutorPackageDetail>('GET', `${V1}/package/2`)
    expect(one.data.data).toMatchObject({ id: 2, title: '一对一陪练月卡 · 300分钟', minutes: 300 })
    expect((await s.call('GET', `${V1}/package/99`)).code).toBe(404)
    expect(await s.call('GET', `${V1}/packages?page=0`)).toMatchObject({ code: 1, message: '页码超出范围' })
  })
})

describe('buying minutes', () => {
  it('a new learner has no minutes; paying a package order adds its minutes exactly once', async () => {
    expect((await balance()).data).toEqual({ minutes: 0, total_minutes: 0, used_minutes: 0 })
    const order = await buy(2)
    expect(order.data).toMatchObject({ status_text: '未支付', charge: 399, goods: [{ goods_type: 'TUTOR_TIME', goods_text: '陪练时长', goods_id: 2, goods_name: '一对一陪练月卡 · 300分钟' }] })
    // Not paid yet: nothing.
    expect((await balance()).data.minutes).toBe(0)
    // The gateway tells us twice (and a second transaction for the same order): the minutes land once.
    await Promise.all([payNotify(order.data.order_id), payNotify(order.data.order_id), payNotify(order.data.order_id, 'txn-other')])
    expect((await balance()).data).toEqual({ minutes: 300, total_minutes: 300, used_minutes: 0 })
    const records = await s.call<ListC<TutorRecord>>('GET', `${V1}/user/records`, { token })
    expect(records.data.total).toBe(1)
    expect(records.data.data[0]).toMatchObject({ minutes: 300, remark: '购买：一对一陪练月卡 · 300分钟' })
    const orders = await s.call<PaginatorA<Order>>('GET', '/api/v2/member/orders', { token })
    expect(orders.data.data[0]).toMatchObject({ order_id: order.data.order_id, goods: [{ goods_type: 'TUTOR_TIME' }] })
    const msgs = (await s.kdb.selectFrom('messages').select('data').where('user_id', '=', await uid()).execute()).map((m) => JSON.parse(m.data).message as string)
    expect(msgs.filter((m) => m.includes('《一对一陪练月卡 · 300分钟》的陪练时长已到账'))).toHaveLength(1)
    // The second transaction is money for an order already paid: flagged to go back, not delivered.
    expect(msgs.filter((m) => m.includes('订单重复支付'))).toHaveLength(1)
  })

  it('buying the same package again while one order is open returns that order; a promo code discounts it', async () => {
    const a = await buy(1)
    expect((await buy(1)).data.order_id).toBe(a.data.order_id)
    expect(await count('orders')).toBeGreaterThan(0)
    // As MeEdu: `charge` is the full price with the discount beside it; an unusable code is ignored.
    const promo = await buy(3, 'PIANO20')
    expect(promo.data).toMatchObject({ charge: 699, discount: 20 })
    expect(await buy(2, 'NOPE')).toMatchObject({ code: 0, data: { discount: 0 } })
  })

  it('used minutes come off the balance, never below zero, and show in the record', async () => {
    await addTutorMinutes(s.kdb, await uid(), 60, '赠送')
    await addTutorMinutes(s.kdb, await uid(), -45, '一对一陪练：林雅老师')
    await expect(addTutorMinutes(s.kdb, await uid(), -30, '一对一陪练：林雅老师')).rejects.toThrow('陪练时长不足')
    expect((await balance()).data).toEqual({ minutes: 15, total_minutes: 60, used_minutes: 45 })
    const records = await s.call<ListC<TutorRecord>>('GET', `${V1}/user/records?page=1&size=1`, { token })
    expect(records.data).toMatchObject({ total: 2, data: [{ minutes: -45, remark: '一对一陪练：林雅老师' }] })
  })

  it('the learner must be logged in; unknown packages are 404', async () => {
    for (const [method, url] of [
      ['GET', `${V1}/user`],
      ['GET', `${V1}/user/records`],
      ['POST', `${V1}/package/1/buy`]
    ]) {
      expect(await s.call(method, url, { body: method === 'POST' ? { goods_id: 1, promo_code: '' } : undefined })).toMatchObject({ code: 401 })
    }
    const before = await count('orders')
    expect((await buy(99)).code).toBe(404)
    expect(await count('orders')).toBe(before)
  })

  it('the demo learner has a balance and a record of minutes added and used', async () => {
    const demo = await s.login('13800138000')
    expect((await s.call<TutorUser>('GET', `${V1}/user`, { token: demo })).data).toEqual({ minutes: 30, total_minutes: 60, used_minutes: 30 })
    const records = await s.call<ListC<TutorRecord>>('GET', `${V1}/user/records`, { token: demo })
    expect(records.data.data.map((r) => r.minutes)).toEqual([-30, 60])
  })
})

describe('add-on switched off', () => {
  let off: TestServer
  beforeEach(async () => {
    off = await startServer({ enabledAddons: [] })
  })
  afterEach(async () => {
    await off.close()
  })

  it('its routes answer the 404 envelope and the config does not list it', async () => {
    for (const [method, url] of [
      ['GET', `${V1}/packages`],
      ['GET', `${V1}/package/1`],
      ['POST', `${V1}/package/1/buy`],
      ['GET', `${V1}/user`],
      ['GET', `${V1}/user/records`]
    ]) {
      expect(await off.call(method, url, { body: method === 'POST' ? {} : undefined })).toMatchObject({ status: 200, code: 404, message: '路由不存在' })
    }
    expect((await off.call<{ enabled_addons: string[] }>('GET', '/api/v2/other/config')).data.enabled_addons).not.toContain('TutorTime')
  })
})
