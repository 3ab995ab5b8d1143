/** @jest-environment node */
/**
 * 辅导时长 in the console: packages (made, edited, taken off sale, a sold one kept), learners' minutes and their
 * record, adjusting with a reason (never below 0; the learner sees it), refusals with nothing written, the add-on off.
 */
import { adminTutorTime as T } from '../../types/endpoints/admin/addons/tutorTime'
import { tutorTime as learnerTutor } from '../../types/endpoints/tutorTime'
import type { AdminTutorPackage, AdminTutorRecord, TutorLearner } from '../../types/contract/admin/addons/tutorTime'
import type { TutorUser } from '../../types/contract/credit1Mall'
import { learnerId, rowCount, serverPerTest, type TestServer } from './helpers'
import { adminCall, adminLogin, expectRefusals, expectTableGoneWhenOff, pathOf, staffWith } from './adminHelpers'

// Seed (server/src/addons/TutorTime/seed.ts): packages 1-3 (60, 300, 600 minutes); the demo learner was given
// 60 minutes and used 30.
const PKG = { title: '暑期陪练包 · 120分钟', thumb: 'https://cdn.qinyi.studio/tutor/summer.png', minutes: 120, charge: 199, original_charge: 240, short_desc: '四节30分钟陪练', is_show: 1, sort: 5 }
type List<R> = { data: R[]; total: number }

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const call = <D = unknown>(method: string, url: string, body?: unknown, token = root) => adminCall<D>(s, method, url, { token, body })
const packages = () => s.kdb.selectFrom('tutor_packages').selectAll().orderBy('id').execute()
const ledger = async () => [await rowCount(s, 'tutor_records'), await s.kdb.selectFrom('tutor_balances').selectAll().orderBy('user_id').execute()]
const adjustPath = (uid: number) => pathOf(T.adjust, uid, { user_id: uid })

describe('access', () => {
  it('every route refuses no token, a learner token and a role holding only 学员', async () => {
    const members = await staffWith(s, root, ['member'])
    for (const e of Object.values(T)) await expectRefusals(s, e, learner, members)
  })

  it('a role that may read records cannot adjust, and nothing moves', async () => {
    const reader = await staffWith(s, root, ['addons.TutorTime.records'])
    expect((await call('GET', T.records.path, undefined, reader)).status).toBe(0)
    const before = await ledger()
    expect(await call('POST', adjustPath(await learnerId(s)), { minutes: 60, remark: '赠送' }, reader)).toMatchObject({ status: 403, message: '无权限' })
    expect(await ledger()).toEqual(before)
  })

  it('the add-on off: every console path answers the 404 envelope', async () => {
    await expectTableGoneWhenOff(T)
  })
})

describe('packages', () => {
  it('lists every package (off sale too); made, edited and taken off sale, which leaves the learner’s list', async () => {
    expect((await call<List<AdminTutorPackage>>('GET', T.packages.path)).data.total).toBe(3)
    expect((await call('POST', T.createPackage.path, PKG)).status).toBe(0)
    const made = (await packages()).at(-1)!
    expect(made).toMatchObject(PKG)
    const shown = async () => (await s.call<{ data: { id: number }[] }>('GET', `${learnerTutor.packages.path}?page=1&size=50`)).data.data.map((p) => p.id)
    expect(await shown()).toContain(made.id)
    expect((await call('PUT', pathOf(T.updatePackage, made.id), { ...PKG, charge: 159, is_show: 0 })).status).toBe(0)
    expect((await packages()).at(-1)).toMatchObject({ charge: 159, is_show: 0 })
    expect(await shown()).not.toContain(made.id)
    expect((await call<List<AdminTutorPackage>>('GET', T.packages.path)).data.data.map((p) => p.id)).toContain(made.id)
  })

  it('deletes an unsold package; a sold one is kept with a reason', async () => {
    expect((await call('POST', T.createPackage.path, PKG)).status).toBe(0)
    const id = (await packages()).at(-1)!.id
    expect((await call('DELETE', pathOf(T.deletePackage, id))).status).toBe(0)
    expect((await packages()).map((p) => p.id)).not.toContain(id)
    const order = await s.call<{ order_id: string }>('POST', learnerTutor.buy.path.replace(':id', '1'), { token: learner, body: { goods_id: 1 } })
    expect(order.code).toBe(0)
    expect(await call('DELETE', pathOf(T.deletePackage, 1))).toMatchObject({ status: 1, message: '该套餐已有订单，不能删除，请改为下架' })
    expect((await packages()).map((p) => p.id)).toContain(1)
    expect(await call('DELETE', pathOf(T.deletePackage, 999))).toMatchObject({ status: 404, message: '套餐不存在' })
  })

  it.each([
    [{ ...PKG, title: '  ' }, '请填写套餐名称'],
    [{ ...PKG, minutes: 0 }, '时长（分钟）超出范围'],
    [{ ...PKG, charge: 0 }, '价格超出范围'],
    [{ ...PKG, original_charge: 100 }, '原价不能低于价格'],
    [{ ...PKG, thumb: 'javascript:alert(1)' }, '套餐封面格式不正确'],
    [{ ...PKG, hours: 2 }, '包含不支持的参数']
  ])('%j is refused in Chinese (%s), nothing written, on create and on edit', async (body, message) => {
    const before = await packages()
    expect(await call('POST', T.createPackage.path, body)).toMatchObject({ status: 1, message })
    expect(await call('PUT', pathOf(T.updatePackage, 1), body)).toMatchObject({ status: 1, message })
    expect(await packages()).toEqual(before)
  })
})

describe('learners and adjusting', () => {
  it('adds and takes minutes with a reason; the learner sees the balance and the record', async () => {
    const uid = await learnerId(s)
    const added = await call<{ minutes: number }>('POST', adjustPath(uid), { minutes: 90, remark: ' 赠送：推荐好友 ' })
    expect([added.status, added.data]).toEqual([0, { minutes: 90, total_minutes: 90, used_minutes: 0 }])
    const used = await call('POST', adjustPath(uid), { minutes: -30, remark: '一对一陪练：林雅老师' })
    expect(used.data).toEqual({ minutes: 60, total_minutes: 90, used_minutes: 30 })

    expect((await s.call<TutorUser>('GET', learnerTutor.user.path, { token: learner })).data).toEqual({ minutes: 60, total_minutes: 90, used_minutes: 30 })
    const records = await call<List<AdminTutorRecord>>('GET', `${T.records.path}?user_id=${uid}`)
    expect(records.data.data.map((r) => [r.minutes, r.remark])).toEqual([
      [-30, '一对一陪练：林雅老师'],
      [90, '赠送：推荐好友']
    ])
    const learners = await call<List<TutorLearner>>('GET', `${T.learners.path}?member=13700137000`)
    expect(learners.data.data).toEqual([expect.objectContaining({ user_id: uid, minutes: 60, total_minutes: 90, used_minutes: 30 })])
  })

  it.each([
    [{ minutes: 0, remark: '更正' }, '调整时长不能为0'],
    [{ minutes: 30, remark: '  ' }, '请填写调整原因'],
    [{ minutes: -31, remark: '上课' }, '学员剩余时长不足31分钟，不能扣减'],
    [{ minutes: 30 }, '请填写调整原因'],
    [{ minutes: 1.5, remark: '更正' }, '调整时长格式不正确']
  ])('%j is refused (%s), nothing moves', async (body, message) => {
    // The demo learner has 30 minutes left.
    const demo = (await s.kdb.selectFrom('users').select('id').where('mobile', '=', '13800138000').executeTakeFirstOrThrow()).id
    const before = await ledger()
    const res = await call('POST', adjustPath(demo), body)
    expect(res.status).toBe(1)
    expect(res.message).toContain(message)
    expect(await ledger()).toEqual(before)
  })

  it('a learner without minutes cannot be taken any, and gets no balance row', async () => {
    const before = await ledger()
    expect(await call('POST', adjustPath(await learnerId(s)), { minutes: -30, remark: '上课' })).toMatchObject({ status: 1, message: '学员剩余时长不足30分钟，不能扣减' })
    expect(await ledger()).toEqual(before)
  })

  it('refuses a learner who does not exist', async () => {
    const before = await ledger()
    expect(await call('POST', adjustPath(99999), { minutes: 30, remark: '赠送' })).toMatchObject({ status: 404, message: '学员不存在' })
    expect(await ledger()).toEqual(before)
  })
})
