/**
 * 兑换码: the batch form's rules (nothing sent until they hold), the goods picker over the server's goods, the
 * batch list with its use and voiding, and 兑换码 in the menu only while the add-on runs.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { CodeBatchDialog } from '../../console/src/screens/addons/codeExchanger/CodeBatchDialog'
import { CodeBatchListView } from '../../console/src/screens/addons/codeExchanger/CodeBatchList'
import { menuItems } from '../../console/src/layout/menu'
import type { Me } from '../../console/src/access'
import type { CodeBatch } from '../../types/contract/admin/addons/codeExchanger'
import { answer } from './network'
import { renderAt } from './render'

const BASE = '/backend/addons/CodeExchanger'
const OPTIONS = { [`GET ${BASE}/grant-options`]: [{ id: 5, name: '哈农钢琴练指法' }, { id: 3, name: '车尔尼599练习曲详解' }], 'GET /backend/api/v1/addons': [] }
const me = (permissions: string[], isSuper = false) => ({ id: 2, name: '店长', is_super: isSuper, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const batch = (id: number, fields: Partial<CodeBatch> = {}): CodeBatch => ({
  id,
  name: '期末汇报演出赠课',
  items: [{ id: 5, sign: 'vod', name: '哈农钢琴练指法' }],
  ends_at: '2026-12-31 23:59:59',
  created_at: '2026-11-29 10:00:00',
  total: 5,
  used: 1,
  voided: 0,
  ...fields
})
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const generate = () => fireEvent.click(screen.getByRole('button', { name: /生\s*成/ }))
const posts = (calls: { method: string }[]) => calls.filter((c) => c.method !== 'GET')

it('a batch needs a name, a goods and a count in range; a prefix is letters and digits; nothing is sent', async () => {
  const calls = answer(OPTIONS)
  const closed = jest.fn()
  renderAt(<CodeBatchDialog onClose={closed} />)
  type('生成数量', '')
  generate()
  await screen.findByText('请填写批次名称')
  expect(screen.getByText('请选择课程')).toBeTruthy()
  expect(screen.getByText('请填写生成数量')).toBeTruthy()

  type('生成数量', '1001')
  type('兑换码前缀', 'A-B')
  type('赠送积分', '-5')
  generate()
  await screen.findByText('生成数量须在1-1000之间')
  expect(screen.getByText('兑换码前缀只能包含字母和数字')).toBeTruthy()
  expect(screen.getByText('赠送积分须在0-100000之间')).toBeTruthy()
  expect(posts(calls)).toEqual([])
  expect(closed).not.toHaveBeenCalled()
})

it('the goods come from the server’s picker; the batch is sent with the prefix in capitals and no expiry', async () => {
  const calls = answer({ ...OPTIONS, [`POST ${BASE}/batches`]: { id: 4, count: 5 } })
  const closed = jest.fn()
  renderAt(<CodeBatchDialog onClose={closed} />)
  type('批次名称', ' 期末汇报演出赠课 ')
  fireEvent.mouseDown(screen.getByLabelText('兑换内容'))
  fireEvent.click(await screen.findByTitle('哈农钢琴练指法'))
  type('生成数量', '5')
  type('兑换码前缀', 'gift')
  generate()
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(calls.find((c) => c.url.includes('grant-options'))?.url).toContain('goods_type=vod')
  expect(posts(calls)).toEqual([expect.objectContaining({ body: { name: '期末汇报演出赠课', goods_type: 'vod', goods_id: 5, credit1: 0, count: 5, prefix: 'GIFT', ends_at: null } })])
})

it('lists batches with use counts; 作废未使用 only where unused codes remain, and it voids that batch', async () => {
  const calls = answer({ [`GET ${BASE}/batches`]: { data: [batch(2), batch(1, { name: '开学季会员体验', used: 2, voided: 3, ends_at: null })], total: 2 }, [`POST ${BASE}/batches/2/void`]: { voided: 4 } })
  renderAt(<CodeBatchListView me={me([], true)} />, '/codes')
  const open = (await screen.findByText('期末汇报演出赠课')).closest('tr') as HTMLElement
  expect(within(open).getByText('哈农钢琴练指法')).toBeTruthy()
  expect(within(open).getByText('1 / 5')).toBeTruthy()
  const spent = screen.getByText('开学季会员体验').closest('tr') as HTMLElement
  expect(within(spent).getByText('永久有效')).toBeTruthy()
  expect(within(spent).queryByRole('button', { name: '作废未使用' })).toBeNull()

  fireEvent.click(within(open).getByRole('button', { name: '作废未使用' }))
  fireEvent.click(await screen.findByRole('button', { name: /^作\s*废$/ }))
  await waitFor(() => expect(posts(calls)).toEqual([expect.objectContaining({ url: `${BASE}/batches/2/void` })]))
})

it('a role that may only list batches gets no generate, usage, export or void buttons', async () => {
  answer({ [`GET ${BASE}/batches`]: { data: [batch(2)], total: 1 } })
  renderAt(<CodeBatchListView me={me(['addons.CodeExchanger.batches'])} />, '/codes')
  await screen.findByText('期末汇报演出赠课')
  expect(screen.queryByRole('button', { name: /生成兑换码|使用情况|导\s*出|作废未使用/ })).toBeNull()
})

it('兑换码 is in the menu under 学员福利 only while the add-on runs and for roles holding its permission', () => {
  const keys = (items: ReturnType<typeof menuItems>): string[] => items.flatMap((i) => (i && 'children' in i && i.children ? keys(i.children) : [String(i?.key)]))
  const running = new Set(['CodeExchanger'] as const)
  expect(keys(menuItems(me([], true), running))).toContain('codeBatches')
  expect(keys(menuItems(me([], true), new Set()))).not.toContain('codeBatches')
  expect(keys(menuItems(me(['addons.CodeExchanger.batches']), running))).toEqual(['dashboard', 'codeBatches'])
})
