/**
 * 签到: the reward cycle's form (each day 1-10000 points, nothing sent until it holds; a day added or removed
 * is what is sent; a reader cannot edit), the records with their total and search, and the menu.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { SignInRewardsView } from '../../console/src/screens/addons/daySignIn/SignInRewards'
import SignInRecords from '../../console/src/screens/addons/daySignIn/SignInRecords'
import { menuItems } from '../../console/src/layout/menu'
import type { Me } from '../../console/src/access'
import { answer } from './network'
import { renderAt } from './render'

const BASE = '/backend/addons/DaySignIn'
const me = (permissions: string[], isSuper = false) => ({ id: 2, name: '店长', is_super: isSuper, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const day = (n: number) => screen.getByLabelText(`第${n}天积分`)
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))

it('each day needs 1-10000 whole points; nothing is sent until they hold', async () => {
  const calls = answer({ [`GET ${BASE}/rewards`]: { rewards: [5, 5, 10] } })
  renderAt(<SignInRewardsView me={me([], true)} />)
  await waitFor(() => expect((day(3) as HTMLInputElement).value).toBe('10'))
  fireEvent.change(day(2), { target: { value: '' } })
  fireEvent.change(day(3), { target: { value: '0' } })
  save()
  await screen.findByText('请填写第2天的积分')
  expect(screen.getByText('第3天的积分须在1-10000之间')).toBeTruthy()
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([])
})

it('a day added takes the last day’s points; the last day removed; the cycle is sent in order', async () => {
  const calls = answer({ [`GET ${BASE}/rewards`]: { rewards: [5, 5, 10] }, [`PUT ${BASE}/rewards`]: [] })
  renderAt(<SignInRewardsView me={me([], true)} />)
  await waitFor(() => expect((day(3) as HTMLInputElement).value).toBe('10'))
  fireEvent.click(screen.getByRole('button', { name: /增加一天/ }))
  await waitFor(() => expect((day(4) as HTMLInputElement).value).toBe('10'))
  fireEvent.change(day(4), { target: { value: '30' } })
  fireEvent.click(screen.getByRole('button', { name: /增加一天/ }))
  await waitFor(() => expect(screen.getByLabelText('第5天积分')).toBeTruthy())
  fireEvent.click(screen.getByLabelText('删除最后一天'))
  await waitFor(() => expect(screen.queryByLabelText('第5天积分')).toBeNull())
  save()
  await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toEqual([expect.objectContaining({ body: { rewards: [5, 5, 10, 30] } })]))
})

it('a role that may only read the cycle sees it disabled, with no add or save', async () => {
  answer({ [`GET ${BASE}/rewards`]: { rewards: [5, 5, 10] } })
  renderAt(<SignInRewardsView me={me(['addons.DaySignIn.rewards'])} />)
  await waitFor(() => expect((day(3) as HTMLInputElement).disabled).toBe(true))
  expect(screen.queryByRole('button', { name: /保\s*存|增加一天/ })).toBeNull()
})

it('the records show each sign-in and the points in all; the search goes to the server', async () => {
  const calls = answer({
    [`GET ${BASE}/records`]: { data: [{ id: 9, user_id: 3, user: { id: 3, nick_name: '林小雨', mobile: '13800138000' }, day: '2026-11-29', reward: 15, continuous_days: 5, created_at: '2026-11-29 08:01:02' }], total: 1, points: 15 }
  })
  renderAt(<SignInRecords />, '/records')
  const row = (await screen.findByText('林小雨 13800138000')).closest('tr') as HTMLElement
  expect(within(row).getByText('2026-11-29')).toBeTruthy()
  expect(screen.getByText('共1次签到，发放15积分')).toBeTruthy()
  fireEvent.change(screen.getByLabelText('搜索学员'), { target: { value: ' 林小雨 ' } })
  fireEvent.keyDown(screen.getByLabelText('搜索学员'), { key: 'Enter', code: 'Enter', keyCode: 13 })
  await waitFor(() => expect(calls.at(-1)?.url).toContain(`member=${encodeURIComponent('林小雨')}`))
})

it('签到 screens are in the menu only while the add-on runs, each for its permission', () => {
  const keys = (items: ReturnType<typeof menuItems>): string[] => items.flatMap((i) => (i && 'children' in i && i.children ? keys(i.children) : [String(i?.key)]))
  const running = new Set(['DaySignIn'] as const)
  expect(keys(menuItems(me([], true), running))).toEqual(expect.arrayContaining(['signInRewards', 'signInRecords']))
  expect(keys(menuItems(me([], true), new Set()))).not.toContain('signInRewards')
  expect(keys(menuItems(me(['addons.DaySignIn.records']), running))).toEqual(['dashboard', 'signInRecords'])
})
