/** @jest-environment node */
/**
 * The console's spreadsheets: 订单 and 优惠码 exported as .xlsx (filtered as listed, mobiles masked as the
 * list masks them), the member import's template, an uploaded sheet read into rows, and MeEdu's
 * `member/import` refusing a file with bad rows whole, row by row, with nothing written.
 */
import ExcelJS from 'exceljs'
import { adminOrders } from '../../types/endpoints/admin/orders'
import { adminPromoCodes } from '../../types/endpoints/admin/promoCodes'
import { adminMembers } from '../../types/endpoints/admin/members'
import { LEARNER_MOBILE, multipartBody, PNG_1PX, rowCount, serverPerTest, type TestServer, sqlValue, sqlValues } from './helpers'
import { adminCall, adminLogin, expectRefusals, pathOf, staffWith } from './adminHelpers'

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const one = async <T>(sql: string, ...args: unknown[]) => (await sqlValue(s, sql, ...args)) as T
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A download's sheets as rows of cell values. */
async function download(url: string, token = root) {
  const res = await s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
  const book = new ExcelJS.Workbook()
  if (res.headers['content-type'] === XLSX) await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
  const sheets = book.worksheets.map((w) => w.getSheetValues().filter(Boolean).map((r) => (r as ExcelJS.CellValue[]).slice(1)))
  return { res, sheets }
}

/** An .xlsx whose first sheet holds a header row and `rows`. */
async function sheetOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('学员')
  sheet.addRow(['手机号', '密码', 'VIP ID', 'VIP过期时间', '锁定（0/1）', '标签（逗号分隔）'])
  for (const r of rows) sheet.addRow(r)
  return Buffer.from(await book.xlsx.writeBuffer())
}

async function upload(file: Buffer, name = 'members.xlsx', token = root) {
  const form = multipartBody('file', name, XLSX, file)
  const res = await s.app.inject({ method: 'POST', url: adminMembers.readImportSheet.path, headers: { ...form.headers, authorization: `Bearer ${token}` }, payload: form.payload })
  return JSON.parse(res.body) as { status: number; message: string; data: { rows: string[][]; lines: number[] } }
}

it('every sheet route refuses no token, a learner token and a role without its permission', async () => {
  const detailOnly = await staffWith(s, root, ['member.detail'])
  for (const e of [adminOrders.exportOrders, adminPromoCodes.exportPromoCodes, adminMembers.importTemplate, adminMembers.readImportSheet]) await expectRefusals(s, e, learner, detailOnly)
})

describe('exports', () => {
  it('订单: the orders as filtered, with what was paid and refunded; a role without 手机号 gets them masked', async () => {
    const o = await s.call<{ order_id: string }>('POST', '/api/v2/order/course', { token: learner, body: { course_id: 4 } })
    await s.call('POST', '/api/v3/order/pay/handPay', { token: learner, body: { order_id: o.data.order_id } })
    const id = await one<number>('SELECT id FROM orders WHERE order_id = ?', o.data.order_id)
    expect((await adminCall(s, 'GET', pathOf(adminOrders.finish, id), { token: root })).status).toBe(0)
    expect((await adminCall(s, 'POST', pathOf(adminOrders.refund, id), { token: root, body: { amount: 10050, is_local: 1 } })).status).toBe(0)

    const { res, sheets } = await download(`${adminOrders.exportOrders.path}?order_id=${o.data.order_id}`)
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('订单导出-')}`)
    const [header, ...rows] = sheets[0]
    expect(header).toEqual(['订单号', '学员ID', '学员', '手机号', '商品', '订单金额（元）', '实付（元）', '优惠码抵扣（元）', '已退款（元）', '支付方式', '状态', '下单时间', '支付时间'])
    expect(rows).toHaveLength(1)
    expect(rows[0].slice(0, 11)).toEqual([o.data.order_id, expect.any(Number), expect.any(String), LEARNER_MOBILE, expect.any(String), 299, 299, 0, 100.5, '手动打款', '已支付'])

    // Filters as the list's: a cancelled-only export leaves it out.
    expect((await download(`${adminOrders.exportOrders.path}?order_id=${o.data.order_id}&status=7`)).sheets[0]).toHaveLength(1)
    const viewer = await staffWith(s, root, ['order'])
    const masked = await download(`${adminOrders.exportOrders.path}?order_id=${o.data.order_id}`, viewer)
    expect(masked.sheets[0][1][3]).toBe('*')
  })

  it('优惠码: the codes as filtered; a bad filter is refused in Chinese', async () => {
    expect((await adminCall(s, 'POST', adminPromoCodes.generatePromoCodes.path, { token: root, body: { prefix: 'XMAS', num: 3, money: 20, expired_at: '2027-01-31' } })).status).toBe(0)
    const { sheets } = await download(`${adminPromoCodes.exportPromoCodes.path}?key=XMAS`)
    const [header, ...rows] = sheets[0]
    expect(header).toEqual(['优惠码', '面值（元）', '已使用次数', '可使用次数', '过期时间', '创建时间'])
    expect(rows).toHaveLength(3)
    expect(rows.every((r) => String(r[0]).startsWith('XMAS') && r[1] === 20 && r[2] === 0)).toBe(true)
    expect(rows.map((r) => r[0]).sort()).toEqual(((await sqlValues(s, "SELECT code FROM promo_codes WHERE code LIKE 'XMAS%'")) as string[]).sort())
    const bad = await adminCall(s, 'GET', `${adminPromoCodes.exportPromoCodes.path}?sort=nonsense`, { token: root })
    expect(bad).toMatchObject({ status: 1, message: expect.stringContaining('排序字段') })
  })
})

describe('member import', () => {
  it('the template: the six columns MeEdu reads, the instructions on a sheet of their own', async () => {
    const { sheets } = await download(adminMembers.importTemplate.path)
    expect(sheets[0]).toEqual([['手机号', '密码', 'VIP ID', 'VIP过期时间', '锁定（0/1）', '标签（逗号分隔）']])
    expect(String(sheets[1][0][0])).toContain('学员导入说明')
  })

  it('an uploaded sheet is read into text rows (numbers and dates as typed); no workbook or no rows is refused', async () => {
    const read = await upload(await sheetOf([[13900139001, 'abc123', '', '', 0, '成人,考级'], [], ['13900139002', '', 1, new Date('2027-06-30T00:00:00Z'), '', '']]))
    expect(read).toMatchObject({ status: 0, data: { rows: [['13900139001', 'abc123', '', '', '0', '成人,考级'], ['13900139002', '', '1', '2027-06-30', '', '']], lines: [2, 4] } })
    expect(await upload(PNG_1PX, 'photo.xlsx')).toMatchObject({ status: 1, message: '无法读取该文件，请上传 .xlsx 格式的表格' })
    expect(await upload(await sheetOf([]))).toMatchObject({ status: 1, message: '表格中没有学员数据（从第二行起填写）' })
  })

  it('bad rows: each named with why, and nothing imported (not even the good rows)', async () => {
    const users = await rowCount(s, 'users')
    const rows = [
      ['13900139001', '', '', '', '', ''],
      ['1390013900', '', '', '', '', ''],
      ['13900139001', '', '', '', '', ''],
      [LEARNER_MOBILE, '', '', '', '', ''],
      ['13900139003', '', '999', '2030-01-01', '', ''],
      ['13900139004', '123', '', '', '', ''],
      ['13900139005', '', '', '', '2', '']
    ]
    const answer = await adminCall<{ rows: { index: number; mobile: string; reason: string }[] }>(s, 'POST', adminMembers.importMembers.path, { token: root, body: { users: rows } })
    expect(answer).toMatchObject({ status: 1, message: '6条数据未通过检查，没有导入任何学员' })
    expect(answer.data.rows).toEqual([
      { index: 2, mobile: '1390013900', reason: '手机号格式不正确' },
      { index: 3, mobile: '13900139001', reason: '手机号与第1条重复' },
      { index: 4, mobile: LEARNER_MOBILE, reason: '手机号已注册' },
      { index: 5, mobile: '13900139003', reason: 'VIP ID 999 不存在' },
      { index: 6, mobile: '13900139004', reason: '密码需为6-16个字符' },
      { index: 7, mobile: '13900139005', reason: '锁定只能填0或1' }
    ])
    expect(await rowCount(s, 'users')).toBe(users)
  })

  it('good rows from an uploaded sheet: all imported, with their lock and tags, and the import logged', async () => {
    const users = await rowCount(s, 'users')
    const read = await upload(await sheetOf([['13900139011', 'piano123', '', '', '', '成人'], ['13900139012', '', '', '', 1, '成人，考级']]))
    expect(read.status).toBe(0)
    expect((await adminCall(s, 'POST', adminMembers.importMembers.path, { token: root, body: { users: read.data.rows } })).status).toBe(0)
    expect(await rowCount(s, 'users')).toBe(users + 2)
    expect(await one('SELECT is_lock FROM users WHERE mobile = ?', '13900139012')).toBe(1)
    const tags = (await sqlValues(s, 'SELECT t.name FROM user_tag_relations r JOIN user_tags t ON t.id = r.tag_id JOIN users u ON u.id = r.user_id WHERE u.mobile = ? ORDER BY t.name', '13900139012'))
    expect(tags).toEqual(['成人', '考级'].sort())
    expect(await one('SELECT opt FROM administrator_logs ORDER BY id DESC')).toBe('IMPORT')
  })
})
