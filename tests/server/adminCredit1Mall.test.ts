/** @jest-environment node */
/**
 * 积分商城 in the console: goods (stock, what they grant, on and off sale), exchange orders by state, shipping
 * once with a carrier and tracking number (the learner sees it), refusals with nothing written, the add-on off.
 */
import { adminCredit1Mall as T } from '../../types/endpoints/admin/addons/credit1Mall'
import { adminDashboard } from '../../types/endpoints/admin/dashboard'
import type { AdminMallGoods, AdminMallOrder, AdminMallOrderDetail } from '../../types/contract/admin/addons/credit1Mall'
import type { MallGoodsPage, MallOrder } from '../../types/contract/credit1Mall'
import type { ListC } from '../../types/contract/common'
import { learnerId, rowCount, serverPerTest, startServer, type TestServer, sqlAll, sqlGet, sqlRun, sqlValue } from './helpers'
import { adminCall, adminLogin, expectRefusals, pathOf, staffWith } from './adminHelpers'

// Seed (server/src/addons/Credit1Mall/seed.ts): 1 metronome 1500, 2 notebooks 300 (physical); 3 course 9,
// 4 e-book 2, 5 VIP plan 1 (virtual); the demo learner 13800138000 has one shipped notebook.
const V1 = '/addons/Credit1Mall/api/v1'
const ADDRESS = { address_id: 0, name: '王小明', mobile: '13912345678', province: '浙江省', city: '杭州市', area: '西湖区', street: '文三路 90 号 东部软件园 2 号楼' }
const GOODS = { title: '节拍器（木纹）', thumb: 'https://cdn.qinyi.studio/mall/metronome.png', charge: 900, stock: 5, is_v: 0, is_show: 1, desc: '<p>机械节拍器</p>' }
const SHIP = { express_company: '顺丰速运', express_number: 'SF1234567890' }

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const call = <D = unknown>(method: string, url: string, body?: unknown, token = root) => adminCall<D>(s, method, url, { token, body })
const goodsRow = async (id: number) => (await sqlGet(s, 'SELECT * FROM credit1_mall_goods WHERE id = ?', id)) as Record<string, unknown> | undefined
const orderRow = async (id: number) => (await sqlGet(s, 'SELECT is_send, express_company, express_number, sent_at FROM credit1_mall_orders WHERE id = ?', id))
const messagesOf = async (uid: number) => (await sqlValue(s, 'SELECT COUNT(*) FROM messages WHERE user_id = ?', uid)) as number

/** The test learner exchanges goods `id` (points topped up first); the order's id. */
async function exchange(id: number, body: object = ADDRESS): Promise<number> {
  await sqlRun(s, 'UPDATE users SET credit1 = 10000 WHERE id = ?', await learnerId(s))
  const r = await s.call<{ order_id: number }>('POST', `${V1}/goods/${id}/exchange`, { token: learner, body })
  expect(r.code).toBe(0)
  return r.data.order_id
}

const learnerOrder = async (id: number) => (await s.call<ListC<MallOrder>>('GET', `${V1}/user/orders`, { token: learner })).data.data.find((o) => o.id === id)

describe('access', () => {
  it('every route refuses no token, a learner token and a role holding only 学员', async () => {
    const members = await staffWith(s, root, ['member'])
    for (const e of Object.values(T)) await expectRefusals(s, e, learner, members)
  })

  it('a role that may list orders but not ship cannot ship, and the order stays waiting', async () => {
    const id = await exchange(2)
    const lister = await staffWith(s, root, ['addons.Credit1Mall.orders'])
    expect((await call('GET', pathOf(T.order, id), undefined, lister)).status).toBe(0)
    expect(await call('POST', pathOf(T.shipOrder, id), SHIP, lister)).toMatchObject({ status: 403, message: '无权限' })
    expect(await orderRow(id)).toMatchObject({ is_send: 0, express_number: '' })
  })

  it('the add-on off: every console path answers the 404 envelope, 工作台 has no parcels to-do', async () => {
    const off = await startServer({ enabledAddons: [] })
    try {
      const token = await adminLogin(off)
      for (const e of Object.values(T)) {
        const res = await adminCall(off, e.method, pathOf(e), { token, body: e.method === 'GET' ? undefined : {} })
        expect([e.path, res.status, res.message]).toEqual([e.path, 404, '路由不存在'])
      }
      const dash = await adminCall<{ todo: Record<string, number> }>(off, 'GET', adminDashboard.summary.path, { token })
      expect(Object.keys(dash.data.todo).sort()).toEqual(['comments', 'hand_pay_orders'])
    } finally {
      await off.close()
    }
  })
})

describe('goods', () => {
  it('lists every goods (off sale too) by page, searched by title', async () => {
    const all = await call<{ data: AdminMallGoods[]; total: number }>('GET', `${T.goods.path}?page=1&size=2`)
    expect(all.data.total).toBe(5)
    expect(all.data.data).toHaveLength(2)
    expect(all.data.data[0]).toMatchObject({ stock: 100, is_show: 1 })
    const found = await call<{ data: AdminMallGoods[]; total: number }>('GET', `${T.goods.path}?keywords=${encodeURIComponent('五线谱本')}`)
    expect(found.data.data.map((g) => g.id)).toEqual([2])
  })

  it('made physical and virtual, read back, edited; off sale it leaves the learner’s list', async () => {
    const before = await rowCount(s, 'credit1_mall_goods')
    expect((await call('POST', T.createGoods.path, GOODS)).status).toBe(0)
    expect((await call('POST', T.createGoods.path, { ...GOODS, title: '课程兑换', is_v: 1, v_type: 'vod', v_id: 1, stock: 0 })).status).toBe(0)
    expect(await rowCount(s, 'credit1_mall_goods')).toBe(before + 2)
    const id = before + 1
    expect((await call<AdminMallGoods>('GET', pathOf(T.oneGoods, id))).data).toMatchObject({ ...GOODS, v_type: '', v_id: 0 })
    expect((await call<AdminMallGoods>('GET', pathOf(T.oneGoods, id + 1))).data).toMatchObject({ is_v: 1, v_type: 'vod', v_id: 1, stock: 0 })

    const shown = async () => (await s.call<MallGoodsPage>('GET', `${V1}/goods?size=50`)).data.data.data.map((g) => g.id)
    expect(await shown()).toContain(id)
    expect((await call('PUT', pathOf(T.updateGoods, id), { ...GOODS, title: '节拍器（黑）', stock: 0, is_show: 0 })).status).toBe(0)
    expect(await goodsRow(id)).toMatchObject({ title: '节拍器（黑）', stock: 0, is_show: 0 })
    expect(await shown()).not.toContain(id)
  })

  it('a physical goods grants nothing even when the form sends a grant', async () => {
    expect((await call('POST', T.createGoods.path, { ...GOODS, v_type: 'vod', v_id: 1 })).status).toBe(0)
    expect(await goodsRow(await rowCount(s, 'credit1_mall_goods'))).toMatchObject({ is_v: 0, v_type: '', v_id: 0 })
  })

  it.each([
    [{ ...GOODS, title: '   ' }, '请填写商品名称'],
    [{ ...GOODS, title: '节'.repeat(61) }, '商品名称过长'],
    [{ ...GOODS, thumb: 'javascript:alert(1)' }, '商品图片格式不正确'],
    [{ ...GOODS, charge: 0 }, '所需积分超出范围'],
    [{ ...GOODS, stock: -1 }, '库存不能小于0'],
    [{ ...GOODS, stock: 1.5 }, '库存格式不正确'],
    [{ ...GOODS, is_v: 1 }, '请选择虚拟商品发放的内容（课程、电子书或VIP会员）'],
    [{ ...GOODS, is_v: 1, v_type: 'vod', v_id: 9999 }, '所选课程不存在'],
    [{ ...GOODS, is_v: 1, v_type: 'vip', v_id: 0 }, '所选VIP会员不存在'],
    [{ ...GOODS, is_v: 1, v_type: 'coupon', v_id: 1 }, '虚拟商品类型取值不正确'],
    [{ ...GOODS, price: 1 }, '包含不支持的参数']
  ])('%j is refused in Chinese (%s), nothing written, on create and on edit', async (body, message) => {
    const before = (await sqlAll(s, 'SELECT * FROM credit1_mall_goods ORDER BY id'))
    expect(await call('POST', T.createGoods.path, body)).toMatchObject({ status: 1, message })
    expect(await call('PUT', pathOf(T.updateGoods, 2), body)).toMatchObject({ status: 1, message })
    expect((await sqlAll(s, 'SELECT * FROM credit1_mall_goods ORDER BY id'))).toEqual(before)
  })

  it('the rich description is cleaned of scripts', async () => {
    expect((await call('POST', T.createGoods.path, { ...GOODS, desc: '<p>好用</p><script>alert(1)</script><img src=x onerror=alert(1)>' })).status).toBe(0)
    const desc = String((await goodsRow(await rowCount(s, 'credit1_mall_goods')))?.desc)
    expect(desc).toContain('<p>好用</p>')
    expect(desc).not.toMatch(/script|onerror/)
  })

  it('deleting: goods without exchanges go; exchanged goods are refused (take them off sale); unknown is 404', async () => {
    expect((await call('POST', T.createGoods.path, GOODS)).status).toBe(0)
    const id = await rowCount(s, 'credit1_mall_goods')
    expect((await call('DELETE', pathOf(T.deleteGoods, id))).status).toBe(0)
    expect(await goodsRow(id)).toBeUndefined()
    expect(await call('DELETE', pathOf(T.deleteGoods, 2))).toMatchObject({ status: 1, message: '该商品已有兑换订单，不能删除，请改为下架' })
    expect(await goodsRow(2)).toBeDefined()
    expect(await call('DELETE', pathOf(T.deleteGoods, 9999))).toMatchObject({ status: 404, message: '商品不存在' })
  })
})

describe('exchange orders', () => {
  type List = { data: AdminMallOrder[]; total: number }
  const list = async (query: string) => (await call<List>('GET', `${T.orders.path}?${query}`)).data

  it('by state (待发货, 已发货, 已完成) and by member (mobile or nickname, or id), newest first', async () => {
    const parcel = await exchange(2)
    const course = await exchange(3, {})
    const waiting = await list('status=waiting')
    expect(waiting.data.map((o) => o.id)).toEqual([parcel])
    expect(waiting.data[0]).toMatchObject({ status: 'waiting', status_text: '待发货', goods_is_v: 0, user: { id: await learnerId(s), mobile: '13700137000' } })
    expect((await list('status=shipped')).data.map((o) => [o.status_text, o.express_company, o.user?.mobile])).toEqual([['已发货', '顺丰速运', '13800138000']])
    expect((await list('status=done')).data.map((o) => [o.id, o.status_text])).toEqual([[course, '已完成']])
    expect((await list('')).data.map((o) => o.id)).toEqual([course, parcel, 1])
    expect((await list('member=13700')).total).toBe(2)
    expect((await list(`user_id=${await learnerId(s)}`)).total).toBe(2)
    expect((await list(`member=${encodeURIComponent('小雨')}`)).data.map((o) => o.id)).toEqual([1])
    expect(await call('GET', `${T.orders.path}?status=lost`)).toMatchObject({ status: 1, message: '订单状态取值不正确' })
  })

  it('the detail carries the address; a virtual order has none; unknown is 404', async () => {
    const parcel = await exchange(2)
    const detail = (await call<AdminMallOrderDetail>('GET', pathOf(T.order, parcel))).data
    expect(detail.address).toEqual({ name: '王小明', mobile: '13912345678', region: '浙江省 杭州市 西湖区', street: ADDRESS.street })
    expect((await call<AdminMallOrderDetail>('GET', pathOf(T.order, await exchange(3, {})))).data.address).toBeNull()
    expect(await call('GET', pathOf(T.order, 9999))).toMatchObject({ status: 404, message: '兑换订单不存在' })
  })

  it('a role without 敏感数据-学员-手机号 sees mobiles masked', async () => {
    const parcel = await exchange(2)
    const lister = await staffWith(s, root, ['addons.Credit1Mall.orders'])
    const detail = (await call<AdminMallOrderDetail>('GET', pathOf(T.order, parcel), undefined, lister)).data
    expect([detail.user?.mobile, detail.address?.mobile]).toEqual(['*', '*'])
  })

  it('shipping: once, with carrier and number; the learner sees 已发货 and is told; 工作台 counts what waits', async () => {
    const parcel = await exchange(2)
    const uid = await learnerId(s)
    const parcels = async () => (await call<{ todo: { mall_parcels?: number } }>('GET', adminDashboard.summary.path)).data.todo.mall_parcels
    expect(await parcels()).toBe(1)
    const told = await messagesOf(uid)

    expect((await call('POST', pathOf(T.shipOrder, parcel), { ...SHIP, express_number: 'sf1234567890' })).status).toBe(0)
    expect(await orderRow(parcel)).toMatchObject({ is_send: 1, express_company: '顺丰速运', express_number: 'SF1234567890' })
    expect(await learnerOrder(parcel)).toMatchObject({ is_send: 1, express_company: '顺丰速运', express_number: 'SF1234567890' })
    expect(await messagesOf(uid)).toBe(told + 1)
    expect(await parcels()).toBe(0)

    const shipped = await orderRow(parcel)
    expect(await call('POST', pathOf(T.shipOrder, parcel), { express_company: '中通快递', express_number: 'ZT9876543210' })).toMatchObject({
      status: 1,
      message: '该订单已发货（顺丰速运 SF1234567890），不能重复发货'
    })
    expect(await orderRow(parcel)).toEqual(shipped)
    expect(await messagesOf(uid)).toBe(told + 1)
  })

  it('two ships at once ship once', async () => {
    const parcel = await exchange(2)
    const told = await messagesOf(await learnerId(s))
    const numbers = ['SF1000000001', 'SF1000000002', 'SF1000000003', 'SF1000000004']
    const answers = await Promise.all(numbers.map((n) => call('POST', pathOf(T.shipOrder, parcel), { express_company: '顺丰速运', express_number: n })))
    expect(answers.filter((a) => a.status === 0)).toHaveLength(1)
    const stored = await orderRow(parcel) as { express_number: string }
    expect(answers.filter((a) => a.status === 1).map((a) => a.message)).toEqual(Array(3).fill(`该订单已发货（顺丰速运 ${stored.express_number}），不能重复发货`))
    expect(numbers).toContain(stored.express_number)
    expect(await messagesOf(await learnerId(s))).toBe(told + 1)
  })

  it.each([
    [{ ...SHIP, express_company: '不存在快递' }, '快递公司取值不正确'],
    [{ ...SHIP, express_number: 'SF12' }, '运单号格式不正确'],
    [{ ...SHIP, express_number: 'SF 1234 5678' }, '运单号格式不正确'],
    [{ express_company: '顺丰速运' }, '请填写运单号'],
    [{ ...SHIP, note: 'x' }, '包含不支持的参数']
  ])('a ship of %j is refused (%s) and nothing written', async (body, message) => {
    const parcel = await exchange(2)
    expect(await call('POST', pathOf(T.shipOrder, parcel), body)).toMatchObject({ status: 1, message })
    expect(await orderRow(parcel)).toMatchObject({ is_send: 0, express_company: '', express_number: '', sent_at: null })
  })

  it('a virtual order is not shipped; an unknown order is 404', async () => {
    const course = await exchange(3, {})
    const before = await orderRow(course)
    expect(await call('POST', pathOf(T.shipOrder, course), SHIP)).toMatchObject({ status: 1, message: '虚拟商品兑换后已自动发放，无需发货' })
    expect(await orderRow(course)).toEqual(before)
    expect(await call('POST', pathOf(T.shipOrder, 9999), SHIP)).toMatchObject({ status: 404, message: '兑换订单不存在' })
  })
})
