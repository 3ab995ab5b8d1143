/**
 * 辅导时长: the package form's rules (nothing sent until they hold, the original price never below the price),
 * 调整时长 sent as a signed number of minutes with its reason, and the menu.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { TutorPackageDialog } from '../../console/src/screens/addons/tutorTime/TutorPackageDialog'
import { AdjustDialog } from '../../console/src/screens/addons/tutorTime/AdjustDialog'
import { menuItems } from '../../console/src/layout/menu'
import type { Me } from '../../console/src/access'
import type { AdminTutorPackage } from '../../types/contract/admin/addons/tutorTime'
import { answer, refuse } from './network'
import { renderAt } from './render'

const BASE = '/backend/addons/TutorTime'
const me = (permissions: string[], isSuper = false) => ({ id: 2, name: '店长', is_super: isSuper, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const PKG: AdminTutorPackage = { id: 2, title: '一对一陪练月卡 · 300分钟', thumb: 'https://cdn.qinyi.studio/t/2.svg', minutes: 300, charge: 399, original_charge: 800, short_desc: '', is_show: 1, sort: 1 }
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const ok = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }))
const writes = (calls: { method: string }[]) => calls.filter((c) => c.method !== 'GET')

it('a new package needs a name, a cover, minutes and a price; nothing is sent', async () => {
  const calls = answer({})
  const closed = jest.fn()
  renderAt(<TutorPackageDialog pkg={null} onClose={closed} />)
  ok(/保\s*存/)
  await screen.findByText('请填写套餐名称')
  expect(screen.getByText('请上传套餐封面')).toBeTruthy()
  expect(screen.getByText('请填写时长')).toBeTruthy()
  expect(screen.getByText('请填写价格')).toBeTruthy()
  type('时长（分钟）', '0')
  type('价格（元）', '0')
  ok(/保\s*存/)
  await screen.findByText('时长须在1-100000之间')
  expect(screen.getByText('价格须在0.01-1000000之间')).toBeTruthy()
  expect(writes(calls)).toEqual([])
  expect(closed).not.toHaveBeenCalled()
})

it('an edit with the original price below the price is stopped; corrected, it goes to its own route', async () => {
  const calls = answer({ [`PUT ${BASE}/packages/2`]: [] })
  const closed = jest.fn()
  renderAt(<TutorPackageDialog pkg={PKG} onClose={closed} />)
  type('原价（元）', '300')
  ok(/保\s*存/)
  await screen.findByText('原价不能低于价格')
  expect(writes(calls)).toEqual([])
  type('原价（元）', '500')
  ok(/保\s*存/)
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(writes(calls)).toEqual([expect.objectContaining({ method: 'PUT', body: expect.objectContaining({ title: PKG.title, minutes: 300, charge: 399, original_charge: 500, is_show: 1 }) })])
})

it('调整时长 needs minutes and a reason; 扣减 sends negative minutes; a refusal keeps the dialog', async () => {
  const calls = answer({ [`POST ${BASE}/learners/7/adjust`]: () => refuse(1, '学员剩余时长不足90分钟，不能扣减') })
  const closed = jest.fn()
  renderAt(<AdjustDialog learner={{ user_id: 7, user: { id: 7, nick_name: '林小雨', mobile: '13800138000' }, minutes: 30, total_minutes: 60, used_minutes: 30 }} onClose={closed} />)
  ok(/确\s*定/)
  await screen.findByText('请填写分钟数')
  expect(screen.getByText('请填写调整原因')).toBeTruthy()
  expect(writes(calls)).toEqual([])
  type('分钟数', '90')
  type('调整原因', ' 一对一陪练：林雅老师 ')
  ok(/确\s*定/)
  await waitFor(() => expect(writes(calls)).toEqual([expect.objectContaining({ body: { minutes: -90, remark: '一对一陪练：林雅老师' } })]))
  await screen.findByText('学员剩余时长不足90分钟，不能扣减')
  expect(closed).not.toHaveBeenCalled()
})

it('辅导时长 screens are in the menu only while the add-on runs, each for its permission', () => {
  const keys = (items: ReturnType<typeof menuItems>): string[] => items.flatMap((i) => (i && 'children' in i && i.children ? keys(i.children) : [String(i?.key)]))
  const running = new Set(['TutorTime'] as const)
  expect(keys(menuItems(me([], true), running))).toEqual(expect.arrayContaining(['tutorPackages', 'tutorLearners']))
  expect(keys(menuItems(me([], true), new Set()))).not.toContain('tutorPackages')
  expect(keys(menuItems(me(['addons.TutorTime.records']), running))).toEqual(['dashboard', 'tutorLearners'])
})
