/**
 * 学习路径 in the console: the path form's rules (nothing sent until they hold, no VIP-free switch), the
 * step form (a name and at least one goods, none twice, picked from the server's picker), the steps screen
 * moving a step, the main list with its buyers, and the menu group only while the add-on runs.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PathDialog } from '../../console/src/screens/addons/learnPaths/PathDialog'
import { StepDialog } from '../../console/src/screens/addons/learnPaths/StepDialog'
import { PathStepsView } from '../../console/src/screens/addons/learnPaths/PathSteps'
import { PathListView } from '../../console/src/screens/addons/learnPaths/PathList'
import { menuItems } from '../../console/src/layout/menu'
import type { Me } from '../../console/src/access'
import type { AdminPath, AdminStep } from '../../types/contract/admin/addons/learnPaths'
import { answer, refuse, type Call } from './network'
import { renderAt } from './render'

const L = '/backend/addons/LearnPaths'
const CATEGORIES = { [`GET ${L}/categories`]: [{ id: 2, name: '成人钢琴', sort: 0, count: 1 }] }
const OPTIONS = { [`GET ${L}/goods`]: [{ id: 5, name: '基础乐理', charge: 99 }, { id: 7, name: '流行弹唱', charge: 0 }] }
const me = (permissions: string[], isSuper = false) => ({ id: 2, name: '编辑', is_super: isSuper, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const PATH: AdminPath = {
  id: 5,
  category_id: 2,
  category_name: '成人钢琴',
  name: '三个月弹唱',
  thumb: 'https://cdn.qinyi.studio/paths/5.png',
  desc: '<p>介绍</p>',
  charge: 299,
  original_charge: 399,
  is_show: 1,
  sort: 0,
  step_count: 3,
  buyer_count: 2,
  created_at: '2026-11-29 10:00:00'
}
const step = (id: number, name: string, items: AdminStep['items'] = [{ type: 'course', other_id: 5, name: '基础乐理', thumb: '', charge: 99 }]): AdminStep => ({ id, name, desc: '', items })
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET')

it('a new path needs a name, a category, a cover and an original price; it has no VIP-free switch; nothing is sent', async () => {
  const calls = answer(CATEGORIES)
  renderAt(<PathDialog path={null} onClose={jest.fn()} />)
  type('价格（元）', '299')
  type('原价（元）', '-1')
  save()
  await screen.findByText('请填写路径名称')
  expect(screen.getByText('请选择所属分类')).toBeTruthy()
  expect(screen.getByText('请上传封面')).toBeTruthy()
  expect(screen.getByText('原价须在0-1000000之间')).toBeTruthy()
  expect(screen.queryByRole('switch', { name: 'VIP免费' })).toBeNull()
  expect(writes(calls)).toEqual([])
})

it('an edited path goes to its own route without VIP free; a refusal keeps the dialog open', async () => {
  const calls = answer({ ...CATEGORIES, [`PUT ${L}/paths/5`]: () => refuse(1, '所属分类不存在') })
  const closed = jest.fn()
  renderAt(<PathDialog path={PATH} onClose={closed} />)
  type('路径名称', ' 三个月弹唱流行歌 ')
  save()
  await screen.findByText('所属分类不存在')
  expect(writes(calls)).toMatchObject([{ method: 'PUT', body: { name: '三个月弹唱流行歌', category_id: 2, thumb: PATH.thumb, charge: 299, original_charge: 399, is_show: 1, desc: '<p>介绍</p>' } }])
  expect(writes(calls)[0].body).not.toHaveProperty('is_vip_free')
  expect(closed).not.toHaveBeenCalled()
})

it('a step needs a name and a goods; the goods come from the server’s picker and are sent to the path in order', async () => {
  const calls = answer({ ...OPTIONS, [`POST ${L}/paths/5/steps`]: [] })
  const closed = jest.fn()
  renderAt(<StepDialog pathId={5} step={null} onClose={closed} />)
  save()
  await screen.findByText('请填写步骤名称')
  expect(screen.getByText('请至少选择一项课程或电子书')).toBeTruthy()
  expect(writes(calls)).toEqual([])
  type('步骤名称', ' 乐理够用就好 ')
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '第1项内容' }))
  fireEvent.click(await screen.findByTitle('基础乐理（¥99）'))
  fireEvent.click(screen.getByRole('button', { name: /添加一项/ }))
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '第2项内容' }))
  const picks = await screen.findAllByTitle('流行弹唱（免费）')
  fireEvent.click(picks[picks.length - 1])
  save()
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(calls.find((c) => c.url.includes('/goods'))?.url).toContain('type=course')
  expect(writes(calls)).toMatchObject([{ method: 'POST', body: { name: '乐理够用就好', desc: '', items: [{ type: 'course', other_id: 5 }, { type: 'course', other_id: 7 }] } }])
})

it('the same goods twice in a step is named and nothing is sent', async () => {
  const calls = answer(OPTIONS)
  renderAt(<StepDialog pathId={5} step={step(3, '入门', [{ type: 'course', other_id: 5, name: '基础乐理', thumb: '', charge: 99 }])} onClose={jest.fn()} />)
  fireEvent.click(screen.getByRole('button', { name: /添加一项/ }))
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '第2项内容' }))
  const picks = await screen.findAllByTitle('基础乐理（¥99）')
  fireEvent.click(picks[picks.length - 1])
  save()
  await screen.findByText('同一步骤中的内容不能重复')
  expect(writes(calls)).toEqual([])
})

it('the steps screen lists steps in order and moving one down sends the new order', async () => {
  const calls = answer({ [`GET ${L}/paths/5`]: PATH, [`GET ${L}/paths/5/steps`]: [step(11, '入门'), step(12, '乐理'), step(13, '弹唱')], [`PUT ${L}/paths/5/steps/order`]: [] })
  renderAt(<PathStepsView me={me([], true)} pathId={5} />, '/addons/learn-paths/5/steps')
  expect(await screen.findByText('第1步：入门')).toBeTruthy()
  expect(screen.getByText('第3步：弹唱')).toBeTruthy()
  expect(screen.getByRole('button', { name: '上移「入门」' })).toHaveProperty('disabled', true)
  fireEvent.click(screen.getByRole('button', { name: '下移「入门」' }))
  await waitFor(() => expect(writes(calls)).toMatchObject([{ method: 'PUT', body: { ids: [12, 11, 13] } }]))
})

it('the path list shows price, steps and buyers; the buyers open in a drawer; a role that may only list sees no buttons', async () => {
  const buyers = { data: [{ user_id: 9, user: { id: 9, nick_name: '林小雨', mobile: '137****7000' }, charge: 299, created_at: '2026-11-29 11:00:00' }], total: 1 }
  answer({ ...CATEGORIES, [`GET ${L}/paths`]: { data: [PATH], total: 1 }, [`GET ${L}/paths/5/buyers`]: buyers })
  const { unmount } = renderAt(<PathListView me={me([], true)} />, '/addons/learn-paths')
  const row = (await screen.findByText('三个月弹唱')).closest('tr') as HTMLElement
  expect(within(row).getByText('¥299（原价 ¥399）')).toBeTruthy()
  expect(within(row).getByRole('link', { name: '步骤' }).getAttribute('href')).toBe('/addons/learn-paths/5/steps')
  fireEvent.click(within(row).getByRole('button', { name: '「三个月弹唱」的购买学员' }))
  expect(await screen.findByText('林小雨（137****7000）')).toBeTruthy()
  unmount()
  renderAt(<PathListView me={me(['addons.LearnPaths.paths'])} />, '/addons/learn-paths')
  const plain = (await screen.findByText('三个月弹唱')).closest('tr') as HTMLElement
  expect(within(plain).queryByRole('button', { name: /编\s*辑/ })).toBeNull()
  expect(within(plain).queryByRole('link', { name: '步骤' })).toBeNull()
  expect(screen.queryByRole('button', { name: /添加学习路径/ })).toBeNull()
})

it('学习路径 is in the menu only while its add-on runs', () => {
  const keys = (items: ReturnType<typeof menuItems>): string[] => items.flatMap((i) => (i && 'children' in i && i.children ? keys(i.children) : [String(i?.key)]))
  const on = keys(menuItems(me([], true), new Set(['LearnPaths'] as const)))
  expect(on).toEqual(expect.arrayContaining(['learnPaths', 'pathCategories']))
  expect(on).not.toContain('pathSteps')
  expect(keys(menuItems(me([], true), new Set()))).not.toContain('learnPaths')
})
