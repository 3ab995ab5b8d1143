/** @jest-environment node */
/**
 * 兑换码 in the console: batches for a course or VIP over real goods, unguessable codes (two batches made at
 * once never share one), usage by learner, export to xlsx, voiding the unused (the learner is refused them),
 * refusals with nothing written, the add-on off.
 */
import ExcelJS from 'exceljs'
import { adminCodeExchanger as T } from '../../types/endpoints/admin/addons/codeExchanger'
import type { BatchCode, CodeBatch } from '../../types/contract/admin/addons/codeExchanger'
import { startServer, learnerId, rowCount, serverPerTest, type TestServer } from './helpers'
import { adminCall, adminLogin, expectRefusals, expectTableGoneWhenOff, pathOf, staffWith } from './adminHelpers'

// Seed (server/src/addons/CodeExchanger/seed.ts): batch 1 course 3 + 200 points (3 codes), batch 2 VIP (2),
// batch 3 expired (1). Course 5 is not the learner's.
const V2 = '/addons/CodeExchanger/api/v2'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const BATCH = { name: '期末汇报演出赠课', goods_type: 'vod', goods_id: 5, count: 5, prefix: 'gift', ends_at: '2099-12-31' }

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const call = <D = unknown>(method: string, url: string, body?: unknown, token = root) => adminCall<D>(s, method, url, { token, body })
const codesOf = async (id: number) => (await s.kdb.selectFrom('exchange_codes').selectAll().where('activity_id', '=', id).orderBy('code').execute())
const tables = async () => [await rowCount(s, 'code_activities'), await rowCount(s, 'exchange_codes')]
const owns = async (courseId: number) => !!(await s.kdb.selectFrom('user_courses').select('course_id').where('user_id', '=', await learnerId(s)).where('course_id', '=', courseId).executeTakeFirst())

async function redeem(code: string, path: 'query' | 'confirm' = 'confirm', token = learner) {
  const c = await s.captcha()
  return s.call('POST', `${V2}/${path}`, { token, body: { code, image_key: c.key, image_captcha: c.answer } })
}

async function create(body: object = BATCH): Promise<number> {
  const r = await call<{ id: number; count: number }>('POST', T.createBatch.path, body)
  expect([r.status, r.message]).toEqual([0, ''])
  return r.data.id
}

async function exported(batchId: number, token = root) {
  const res = await s.app.inject({ method: 'GET', url: `${T.exportCodes.path}?batch_id=${batchId}`, headers: { authorization: `Bearer ${token}` } })
  expect(res.headers['content-type']).toBe(XLSX)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
  return book.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as ExcelJS.CellValue[]).slice(1))
}

describe('access', () => {
  it('every route refuses no token, a learner token and a role holding only 学员', async () => {
    const members = await staffWith(s, root, ['member'])
    for (const e of Object.values(T)) await expectRefusals(s, e, learner, members)
  })

  it('a role that may list batches cannot generate or void, and nothing is written', async () => {
    const lister = await staffWith(s, root, ['addons.CodeExchanger.batches'])
    expect((await call('GET', T.batches.path, undefined, lister)).status).toBe(0)
    const before = await tables()
    expect(await call('POST', T.createBatch.path, BATCH, lister)).toMatchObject({ status: 403, message: '无权限' })
    expect(await call('POST', pathOf(T.voidBatch, 1), undefined, lister)).toMatchObject({ status: 403, message: '无权限' })
    expect(await tables()).toEqual(before)
    expect((await codesOf(1)).every((c) => c.voided_at === null)).toBe(true)
  })

  it('the add-on off: every console path answers the 404 envelope', async () => {
    await expectTableGoneWhenOff(T)
  })
})

describe('batches', () => {
  it('lists batches newest first with what a code grants and its counts, searched by name', async () => {
    await redeem('KJ2026-A7F3')
    const all = await call<{ data: CodeBatch[]; total: number }>('GET', `${T.batches.path}?page=1&size=2`)
    expect(all.data.total).toBe(3)
    expect(all.data.data.map((b) => b.id)).toEqual([3, 2])
    const found = await call<{ data: CodeBatch[]; total: number }>('GET', `${T.batches.path}?keywords=${encodeURIComponent('集训营')}`)
    expect(found.data.data).toEqual([
      expect.objectContaining({ id: 1, total: 3, used: 1, voided: 0, items: [{ id: 3, sign: 'vod', name: '车尔尼599练习曲详解' }, { id: 200, sign: 'credit1', name: '200积分' }] })
    ])
  })

  it('the goods picker offers real courses and VIP plans by name', async () => {
    const courses = await call<{ id: number; name: string }[]>('GET', `${T.grantOptions.path}?goods_type=vod`)
    const titles = await s.kdb.selectFrom('courses').select(['id', 'title']).execute()
    expect(courses.data.map((c) => c.id).sort((a, b) => a - b)).toEqual(titles.map((c) => c.id).sort((a, b) => a - b))
    const one = titles[0]
    const searched = await call<{ id: number; name: string }[]>('GET', `${T.grantOptions.path}?goods_type=vod&keywords=${encodeURIComponent(one.title)}`)
    expect(searched.data).toContainEqual({ id: one.id, name: one.title })
    const plans = await call<{ id: number; name: string }[]>('GET', `${T.grantOptions.path}?goods_type=vip`)
    const role = await s.kdb.selectFrom('roles').select(['id', 'name', 'expire_days']).where('id', '=', 1).executeTakeFirstOrThrow()
    expect(plans.data).toContainEqual({ id: 1, name: `${role.name}（${role.expire_days}天）` })
  })

  it('generates a batch of unguessable single-use codes for a course; a learner redeems one and gets the course', async () => {
    const id = await create()
    const codes = await codesOf(id)
    expect(codes).toHaveLength(5)
    for (const c of codes) expect(c.code).toMatch(/^GIFT[A-HJ-NP-Z2-9]{10}$/)
    const course = await s.kdb.selectFrom('courses').select('title').where('id', '=', 5).executeTakeFirstOrThrow()
    const batch = await s.kdb.selectFrom('code_activities').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(batch).toMatchObject({ name: BATCH.name, ends_at: '2099-12-31 23:59:59' })
    expect(JSON.parse(batch.relate_data)).toEqual([{ id: 5, sign: 'vod', name: course.title }])

    expect(await owns(5)).toBe(false)
    expect(await redeem(codes[0].code.toLowerCase())).toMatchObject({ code: 0, message: '兑换成功' })
    expect(await owns(5)).toBe(true)
  })

  it('a VIP batch with bonus points grants both, named as learners see them', async () => {
    const id = await create({ ...BATCH, goods_type: 'vip', goods_id: 1, credit1: 50, prefix: undefined, ends_at: null })
    const items = JSON.parse((await s.kdb.selectFrom('code_activities').select('relate_data').where('id', '=', id).executeTakeFirstOrThrow()).relate_data) as { sign: string; id: number; name: string }[]
    expect(items.map((i) => [i.sign, i.id])).toEqual([
      ['vip', 1],
      ['credit1', 50]
    ])
    expect(items[0].name).toMatch(/（\d+天）$/)
    const [code] = await codesOf(id)
    expect(code.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/)
    const points = (await s.kdb.selectFrom('users').select('credit1').where('id', '=', await learnerId(s)).executeTakeFirstOrThrow()).credit1
    expect((await redeem(code.code)).code).toBe(0)
    const me = await s.kdb.selectFrom('users').select(['credit1', 'role_id']).where('id', '=', await learnerId(s)).executeTakeFirstOrThrow()
    expect(me).toEqual({ credit1: points + 50, role_id: 1 })
  })

  it('two batches generated at once hold distinct codes', async () => {
    const [a, b] = await Promise.all([call<{ id: number }>('POST', T.createBatch.path, { ...BATCH, count: 300, prefix: 'X' }), call<{ id: number }>('POST', T.createBatch.path, { ...BATCH, count: 300, prefix: 'X' })])
    expect([a.status, b.status]).toEqual([0, 0])
    expect(a.data.id).not.toBe(b.data.id)
    const codes = [...(await codesOf(a.data.id)), ...(await codesOf(b.data.id))].map((c) => c.code)
    expect(codes).toHaveLength(600)
    expect(new Set(codes).size).toBe(600)
  })

  it.each([
    [{ ...BATCH, name: '  ' }, '请填写批次名称'],
    [{ ...BATCH, name: '名'.repeat(61) }, '批次名称过长'],
    [{ ...BATCH, count: 0 }, '生成数量超出范围'],
    [{ ...BATCH, count: 1001 }, '生成数量超出范围'],
    [{ ...BATCH, goods_id: 9999 }, '所选课程不存在'],
    [{ ...BATCH, goods_type: 'vip', goods_id: 9999 }, '所选VIP会员不存在'],
    [{ ...BATCH, goods_type: 'coupon' }, '兑换内容类型取值不正确'],
    [{ ...BATCH, prefix: 'A-B' }, '兑换码前缀格式不正确'],
    [{ ...BATCH, credit1: -1 }, '赠送积分超出范围'],
    [{ ...BATCH, ends_at: '2020-01-01' }, '过期时间须晚于现在'],
    [{ ...BATCH, ends_at: '2099-02-30' }, '过期时间不正确'],
    [{ ...BATCH, price: 1 }, '包含不支持的参数']
  ])('%j is refused in Chinese (%s), nothing written', async (body, message) => {
    const before = await tables()
    expect(await call('POST', T.createBatch.path, body)).toMatchObject({ status: 1, message })
    expect(await tables()).toEqual(before)
  })

  it('refuses an e-book batch while the e-book add-on is off', async () => {
    const noBooks = await startServer({ enabledAddons: ['CodeExchanger'] })
    try {
      const token = await adminLogin(noBooks)
      const r = await adminCall(noBooks, 'POST', T.createBatch.path, { token, body: { ...BATCH, goods_type: 'book', goods_id: 1 } })
      expect(r).toMatchObject({ status: 1, message: '电子书插件未启用，不能兑换电子书' })
      expect(await rowCount(noBooks, 'code_activities')).toBe(3)
    } finally {
      await noBooks.close()
    }
  })
})

describe('usage, export and voiding', () => {
  it('the usage shows which code was used, by whom and when; filtered by state and code', async () => {
    const id = await create()
    const [first] = await codesOf(id)
    expect((await redeem(first.code)).code).toBe(0)
    const used = await call<{ data: BatchCode[]; total: number }>('GET', `${pathOf(T.batchCodes, id)}?status=used`)
    expect(used.data.total).toBe(1)
    const me = await s.kdb.selectFrom('users').select(['id', 'nick_name', 'mobile']).where('id', '=', await learnerId(s)).executeTakeFirstOrThrow()
    expect(used.data.data[0]).toMatchObject({ code: first.code, status: 'used', user_id: me.id, user: me, voided_at: null })
    expect(used.data.data[0].used_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const all = await call<{ data: BatchCode[]; total: number }>('GET', pathOf(T.batchCodes, id))
    expect(all.data.total).toBe(5)
    expect(all.data.data[0].code).toBe(first.code)
    expect((await call<{ total: number }>('GET', `${pathOf(T.batchCodes, id)}?status=unused`)).data.total).toBe(4)
    const byCode = await call<{ data: BatchCode[] }>('GET', `${pathOf(T.batchCodes, id)}?code=${first.code.slice(4, 10).toLowerCase()}`)
    expect(byCode.data.data.map((c) => c.code)).toEqual([first.code])
    expect(await call('GET', pathOf(T.batchCodes, 999))).toMatchObject({ status: 404, message: '兑换码批次不存在' })
  })

  it('a role without the mobile permission sees the learner’s mobile masked', async () => {
    const id = await create()
    const [first] = await codesOf(id)
    await redeem(first.code)
    const viewer = await staffWith(s, root, ['addons.CodeExchanger.batches.codes'])
    const used = await call<{ data: BatchCode[] }>('GET', `${pathOf(T.batchCodes, id)}?status=used`, undefined, viewer)
    expect(used.data.data[0].user?.mobile).toBe('*')
  })

  it('exports a batch to xlsx: every code with its state and user', async () => {
    const id = await create()
    const codes = await codesOf(id)
    await redeem(codes[2].code)
    const rows = await exported(id)
    expect(rows[0]).toEqual(['兑换码', '状态', '使用学员', '使用时间', '作废时间'])
    expect(rows.slice(1).map((r) => r[0]).sort()).toEqual(codes.map((c) => c.code).sort())
    const nick = (await s.kdb.selectFrom('users').select('nick_name').where('id', '=', await learnerId(s)).executeTakeFirstOrThrow()).nick_name
    expect(rows[1].slice(0, 3)).toEqual([codes[2].code, '已使用', nick])
    expect(rows.slice(2).every((r) => r[1] === '未使用')).toBe(true)
    expect(await call('GET', `${T.exportCodes.path}?batch_id=999`)).toMatchObject({ status: 404, message: '兑换码批次不存在' })
  })

  it('voids the unused codes once; a used code stays used; the learner is refused a voided code and gets nothing', async () => {
    const id = await create()
    const codes = await codesOf(id)
    await redeem(codes[0].code)
    const r = await call<{ voided: number }>('POST', pathOf(T.voidBatch, id))
    expect([r.status, r.data]).toEqual([0, { voided: 4 }])
    const after = await codesOf(id)
    expect(after.filter((c) => c.voided_at).map((c) => c.code)).toEqual(codes.slice(1).map((c) => c.code))
    expect(after.find((c) => c.code === codes[0].code)).toMatchObject({ used_by: await learnerId(s), voided_at: null })

    const other = await s.login('13600136000')
    for (const path of ['query', 'confirm'] as const) expect(await redeem(codes[1].code, path, other)).toMatchObject({ code: 1, message: '兑换码已作废' })
    const otherId = (await s.kdb.selectFrom('users').select('id').where('mobile', '=', '13600136000').executeTakeFirstOrThrow()).id
    expect(await s.kdb.selectFrom('user_courses').select('course_id').where('user_id', '=', otherId).where('course_id', '=', 5).executeTakeFirst()).toBeUndefined()

    const batch = await call<{ data: CodeBatch[] }>('GET', T.batches.path)
    expect(batch.data.data.find((b) => b.id === id)).toMatchObject({ total: 5, used: 1, voided: 4 })
    expect(await call('POST', pathOf(T.voidBatch, id))).toMatchObject({ status: 1, message: '该批次没有未使用的兑换码可作废' })
    expect(await call('POST', pathOf(T.voidBatch, 999))).toMatchObject({ status: 404, message: '兑换码批次不存在' })
    expect((await exported(id)).filter((row) => row[1] === '已作废')).toHaveLength(4)
  })
})
