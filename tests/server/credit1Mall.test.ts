/** @jest-environment node */
import { learnerId, rowCount, serverPerTest, startServer, type TestServer, hasTable } from './helpers'
import { shipOrder } from '../../server/src/addons/Credit1Mall/store/admin'
import { issueToken } from '../../server/src/auth/tokens'
import type { Address, ExchangeResult, MallGoodsDetail, MallGoodsPage, MallOrder, Regions } from '../../types/contract/credit1Mall'
import type { ListC } from '../../types/contract/common'

// Seed (server/src/addons/Credit1Mall/seed.ts): 1 metronome 1500, 2 notebooks 300 (physical); 3 course 9
// for 2000, 4 e-book 2 for 800, 5 VIP plan 1 (30 days) for 1200 (virtual).
const V1 = '/addons/Credit1Mall/api/v1'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const uid = () => learnerId(s)
const points = async () => (await s.kdb.selectFrom('users').select('credit1').where('id', '=', await uid()).executeTakeFirstOrThrow()).credit1
const setPoints = async (n: number) => s.kdb.updateTable('users').set({ credit1: n }).where('id', '=', await uid()).execute()
const count = (table: string) => rowCount(s, table)
const ADDRESS = { address_id: 0, name: '王小明', mobile: '13912345678', province: '浙江省', city: '杭州市', area: '西湖区', street: '文三路 90 号 东部软件园 2 号楼' }
const exchange = (id: number, body: object = {}, t = token) => s.call<ExchangeResult>('POST', `${V1}/goods/${id}/exchange`, { token: t, body })

describe('goods', () => {
  it('lists the goods in shape N with points prices and virtual kinds, by page', async () => {
    const r = await s.call<MallGoodsPage>('GET', `${V1}/goods?page=1&size=10`)
    expect(r.code).toBe(0)
    expect(r.data.data.total).toBe(5)
    expect(r.data.data.data.map((g) => [g.title, g.charge, g.is_v, g.v_type])).toEqual([
      ['机械节拍器（经典金字塔款）', 1500, 0, ''],
      ['五线谱本（A4 加厚 · 2本装）', 300, 0, ''],
      ['课程：小汤普森简易钢琴教程', 2000, 1, 'vod'],
      ['电子书：识谱与节奏：七天看懂五线谱', 800, 1, 'book'],
      ['30天月度会员', 1200, 1, 'vip']
    ])
    expect(Object.keys(r.data.data.data[0]).sort()).toEqual(['charge', 'id', 'is_v', 'thumb', 'title', 'v_id', 'v_type'])
    expect(r.data.data.data[0].thumb).toMatch(/\/media\/thumbs\/mall-1\.svg$/)
    const second = await s.call<MallGoodsPage>('GET', `${V1}/goods?page=2&page_size=3`)
    expect(second.data.data.data.map((g) => g.id)).toEqual([4, 5])
    expect(await s.call('GET', `${V1}/goods?size=abc`)).toMatchObject({ code: 1, message: '每页数量格式不正确' })
  })

  it('goods detail in data.data with its description; unknown goods are 404', async () => {
    const r = await s.call<MallGoodsDetail>('GET', `${V1}/goods/3`)
    expect(r.data.data).toMatchObject({ id: 3, title: '课程：小汤普森简易钢琴教程', charge: 2000, is_v: 1, v_type: 'vod', v_id: 9 })
    expect(r.data.data.desc).toContain('立即开通')
    expect((await s.call('GET', `${V1}/goods/99`)).code).toBe(404)
    expect(await s.call('GET', `${V1}/goods/abc`)).toMatchObject({ code: 1, message: 'ID格式不正确' })
  })

  it('the region list names provinces, cities and districts', async () => {
    const r = await s.call<Regions>('GET', `${V1}/regions`)
    expect(r.data.length).toBeGreaterThanOrEqual(31)
    const zj = r.data.find(([p]) => p === '浙江省')!
    expect(zj[1].find(([c]) => c === '杭州市')![1]).toContain('西湖区')
  })
})

describe('exchanging', () => {
  it('a physical item: spends the points once, writes the order and saves the address, offered next time', async () => {
    await setPoints(2000)
    expect((await s.call<Address[]>('GET', `${V1}/user/address`, { token })).data).toEqual([])
    const r = await exchange(2, ADDRESS)
    expect(r).toMatchObject({ code: 0, message: '兑换成功' })
    expect(await points()).toBe(1700)
    expect(await s.kdb.selectFrom('credit1_records').select(['sum', 'remark']).where('user_id', '=', await uid()).orderBy('id', 'desc').limit(1).executeTakeFirst()).toEqual({ sum: -300, remark: '积分兑换：五线谱本（A4 加厚 · 2本装）' })
    const saved = await s.call<Address[]>('GET', `${V1}/user/address`, { token })
    expect(saved.data).toEqual([{ id: expect.any(Number), name: '王小明', mobile: '13912345678', province: '浙江省', city: '杭州市', area: '西湖区', street: '文三路 90 号 东部软件园 2 号楼' }])

    // Next time the saved address is used by its id; nothing else needs to be sent.
    const again = await exchange(2, { address_id: saved.data[0].id })
    expect(again.code).toBe(0)
    expect(await points()).toBe(1400)
    expect(await count('credit1_mall_addresses')).toBe(2) // the demo learner's and this one

    const orders = await s.call<ListC<MallOrder>>('GET', `${V1}/user/orders?page=1&size=10`, { token })
    expect(orders.data.total).toBe(2)
    expect(orders.data.data[0]).toMatchObject({
      id: again.data.order_id, goods_title: '五线谱本（A4 加厚 · 2本装）', total_charge: 300, goods_is_v: 0, is_send: 0, express_number: '', goods_v_type: '', goods_v_id: 0,
      receiver: '王小明 13912345678 浙江省 杭州市 西湖区 文三路 90 号 东部软件园 2 号楼'
    })
    expect(orders.data.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    // Staff ship it: the order shows the tracking number.
    expect(await shipOrder(s.kdb, r.data.order_id, '顺丰速运', 'SF1234567890')).toBe(true)
    expect(await shipOrder(s.kdb, r.data.order_id, '顺丰速运', 'SF0000')).toBe(false)
    const shipped = (await s.call<ListC<MallOrder>>('GET', `${V1}/user/orders`, { token })).data.data.find((o) => o.id === r.data.order_id)
    expect(shipped).toMatchObject({ is_send: 1, express_number: 'SF1234567890', express_company: '顺丰速运' })
  })

  it('a new address typed later replaces the saved one', async () => {
    await setPoints(1000)
    await exchange(2, ADDRESS)
    await exchange(2, { ...ADDRESS, name: '王大明', street: '文一西路 969 号' })
    const saved = await s.call<Address[]>('GET', `${V1}/user/address`, { token })
    expect(saved.data).toHaveLength(1)
    expect(saved.data[0]).toMatchObject({ name: '王大明', street: '文一西路 969 号' })
  })

  it('a course: granted at once (it opens), marked 已发放, and not exchangeable twice', async () => {
    await setPoints(2500)
    const r = await exchange(3)
    expect(r.code).toBe(0)
    expect(await points()).toBe(500)
    expect(await s.kdb.selectFrom('user_courses').select('id').where('user_id', '=', await uid()).where('course_id', '=', 9).executeTakeFirst()).toBeTruthy()
    const course = await s.call<{ isBuy: boolean }>('GET', '/api/v2/course/9', { token })
    expect(course.data.isBuy).toBe(true)
    const orders = await s.call<ListC<MallOrder>>('GET', `${V1}/user/orders`, { token })
    expect(orders.data.data[0]).toMatchObject({ goods_is_v: 1, is_send: 1, goods_v_type: 'vod', goods_v_id: 9, receiver: null })
    await setPoints(5000)
    expect(await exchange(3)).toMatchObject({ code: 1, message: '你已拥有该课程，无需兑换' })
    expect(await points()).toBe(5000)
  })

  it('an e-book and VIP days are granted through the goods kinds', async () => {
    await setPoints(2000)
    expect((await exchange(4)).code).toBe(0)
    expect(await s.kdb.selectFrom('user_books').select('id').where('user_id', '=', await uid()).where('book_id', '=', 2).executeTakeFirst()).toBeTruthy()
    expect((await exchange(5)).code).toBe(0)
    const me = await s.kdb.selectFrom('users').select(['role_id', 'role_expired_at']).where('id', '=', await uid()).executeTakeFirstOrThrow()
    expect(me.role_id).toBe(1)
    const days = (Date.parse((me.role_expired_at ?? '').replace(' ', 'T') + '+08:00') - Date.now()) / 86400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThan(30.1)
    expect(await points()).toBe(0)
  })

  it('two taps or two devices at once spend the points exactly once, never below zero', async () => {
    await setPoints(1500)
    const other = await issueToken(s.kdb, await uid(), 'H5') // a second device of the same learner
    const taps = await Promise.all([exchange(1, ADDRESS), exchange(1, ADDRESS, other), exchange(1, ADDRESS), exchange(1, ADDRESS, other)])
    expect(taps.filter((t) => t.code === 0)).toHaveLength(1)
    expect(taps.filter((t) => t.code !== 0).map((t) => t.message)).toEqual(['积分余额不足', '积分余额不足', '积分余额不足'])
    expect(await points()).toBe(0)
    expect((await s.kdb.selectFrom('credit1_mall_orders').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', await uid()).executeTakeFirstOrThrow()).n).toBe(1)
    expect((await s.kdb.selectFrom('credit1_records').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', await uid()).where('remark', 'like', '积分兑换%').executeTakeFirstOrThrow()).n).toBe(1)
  })

  it('stock: each exchange takes one; the last one gone, the next is refused; a refused exchange takes none', async () => {
    const stock = async () => (await s.kdb.selectFrom('credit1_mall_goods').select('stock').where('id', '=', 2).executeTakeFirstOrThrow()).stock
    await s.kdb.updateTable('credit1_mall_goods').set({ stock: 1 }).where('id', '=', 2).execute()
    await setPoints(299)
    expect(await exchange(2, ADDRESS)).toMatchObject({ code: 1, message: '积分余额不足' })
    expect(await stock()).toBe(1)
    await setPoints(600)
    expect((await exchange(2, ADDRESS)).code).toBe(0)
    expect(await stock()).toBe(0)
    const orders = await count('credit1_mall_orders')
    expect(await exchange(2, ADDRESS)).toMatchObject({ code: 1, message: '该商品已兑完' })
    expect([await points(), await stock(), await count('credit1_mall_orders')]).toEqual([300, 0, orders])
  })

  it('not enough points: refused, nothing written', async () => {
    await setPoints(299)
    const before = [await count('credit1_mall_orders'), await count('credit1_records'), await count('credit1_mall_addresses')]
    expect(await exchange(2, ADDRESS)).toMatchObject({ code: 1, message: '积分余额不足' })
    expect(await exchange(3)).toMatchObject({ code: 1, message: '积分余额不足' })
    expect(await points()).toBe(299)
    expect([await count('credit1_mall_orders'), await count('credit1_records'), await count('credit1_mall_addresses')]).toEqual(before)
  })

  it.each([
    [{ ...ADDRESS, name: '  ' }, '请填写收货人姓名'],
    [{ ...ADDRESS, mobile: '12345' }, '请填写正确的手机号'],
    [{ ...ADDRESS, area: '' }, '请选择所在地区'],
    [{ ...ADDRESS, city: '苏州市' }, '所在地区不正确，请重新选择'],
    [{ ...ADDRESS, street: '12' }, '请填写详细地址（街道、门牌号）'],
    [{ ...ADDRESS, street: '路'.repeat(101) }, '详细地址过长'],
    [{ ...ADDRESS, name: '名'.repeat(21) }, '收货人过长'],
    [{ ...ADDRESS, address_id: 999 }, '收货地址不存在，请重新填写'],
    [{ ...ADDRESS, address_id: -1 }, '收货地址超出范围'],
    [{ ...ADDRESS, extra: 1 }, '包含不支持的参数']
  ])('bad address %# is refused with a clear message; nothing written', async (body, message) => {
    await setPoints(2000)
    const before = [await count('credit1_mall_orders'), await count('credit1_records'), await count('credit1_mall_addresses')]
    const r = await exchange(2, body)
    expect(r.code).toBe(1)
    expect(r.message).toEqual(message)
    expect(r.message).toMatch(/[\u4e00-\u9fa5]/)
    expect(await points()).toBe(2000)
    expect([await count('credit1_mall_orders'), await count('credit1_records'), await count('credit1_mall_addresses')]).toEqual(before)
  })

  it("a saved address of another learner cannot be used", async () => {
    await setPoints(2000)
    const demoAddress = (await s.kdb.selectFrom('credit1_mall_addresses as a').innerJoin('users as u', 'u.id', 'a.user_id').select('a.id').where('u.mobile', '=', '13800138000').executeTakeFirstOrThrow()).id
    expect(await exchange(2, { address_id: demoAddress })).toMatchObject({ code: 1, message: '收货地址不存在，请重新填写' })
    expect(await points()).toBe(2000)
  })

  it('unknown goods are 404; the learner must be logged in', async () => {
    expect((await exchange(99, ADDRESS)).code).toBe(404)
    for (const [method, url] of [
      ['POST', `${V1}/goods/2/exchange`],
      ['GET', `${V1}/user/address`],
      ['GET', `${V1}/user/orders`]
    ]) {
      expect(await s.call(method, url, { body: method === 'POST' ? ADDRESS : undefined })).toMatchObject({ code: 401 })
    }
  })
})

describe('the demo learner', () => {
  it('has points to spend, a saved address and a shipped order', async () => {
    const demo = await s.login('13800138000')
    const me = await s.call<{ credit1: number }>('GET', '/api/v2/member/detail', { token: demo })
    expect(me.data.credit1).toBeGreaterThanOrEqual(1500)
    expect((await s.call<Address[]>('GET', `${V1}/user/address`, { token: demo })).data[0]).toMatchObject({ name: '林小雨', province: '上海市', area: '徐汇区' })
    const orders = await s.call<ListC<MallOrder>>('GET', `${V1}/user/orders`, { token: demo })
    expect(orders.data.data).toEqual([expect.objectContaining({ goods_title: '五线谱本（A4 加厚 · 2本装）', is_send: 1, express_number: 'SF1402389957213' })])
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

  it('its routes answer the 404 envelope, the config does not list it, its tables are absent', async () => {
    for (const [method, url] of [
      ['GET', `${V1}/goods`],
      ['GET', `${V1}/goods/1`],
      ['GET', `${V1}/regions`],
      ['GET', `${V1}/user/address`],
      ['POST', `${V1}/goods/1/exchange`],
      ['GET', `${V1}/user/orders`]
    ]) {
      expect(await off.call(method, url, { body: method === 'POST' ? {} : undefined })).toMatchObject({ status: 200, code: 404, message: '路由不存在' })
    }
    expect((await off.call<{ enabled_addons: string[] }>('GET', '/api/v2/other/config')).data.enabled_addons).not.toContain('Credit1Mall')
    expect(await hasTable(off, 'credit1_mall_goods')).toBe(false)
  })

  it('without the e-book add-on, no e-book goods are offered', async () => {
    const mallOnly = await startServer({ enabledAddons: ['Credit1Mall'] })
    const r = await mallOnly.call<MallGoodsPage>('GET', `${V1}/goods`)
    expect(r.data.data.data.map((g) => g.v_type)).toEqual(['', '', 'vod', 'vip'])
    await mallOnly.close()
  })
})
