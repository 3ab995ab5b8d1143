/** 推广规则: each goods with its price, reward and percentage; the percentage checked as the server checks it, then saved. */
import { fireEvent, screen, within } from '@testing-library/react'
import type { Me } from '../../console/src/access'
import { ShareRuleListView } from '../../console/src/screens/addons/share/ShareRuleList'
import { answer, type Call } from './network'
import { renderAt } from './render'

const admin = { id: 2, name: '运营', is_super: false, permissions: { 'addons.MultiLevelShare.rules': 1, 'addons.MultiLevelShare.rules.update': 2 } } as unknown as Me
const RULES = 'GET /backend/addons/MultiLevelShare/rules'
const PUT = 'PUT /backend/addons/MultiLevelShare/rules/3'
const rules = { data: { data: [{ id: 3, goods_type: 'vod', goods_id: 3, goods_title: '考级一至三级', charge: 199, reward: 19.9, rate: 10 }], total: 1 } }
const puts = (calls: Call[]) => calls.filter((c) => `${c.method} ${c.url}` === PUT)

it('shows the rule, refuses a rate out of 0-100 or with three decimals without sending, saves a good one', async () => {
  const calls = answer({ [RULES]: rules, [PUT]: [] })
  renderAt(<ShareRuleListView me={admin} />, '/addons/share/rules')
  await screen.findByText('考级一至三级')
  expect(screen.getByText('¥19.90')).toBeTruthy()
  expect(screen.getByText('10%')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: /编\s?辑/ }))
  const dialog = await screen.findByRole('dialog')
  const field = within(dialog).getByLabelText('奖励比例')
  for (const [value, words] of [['101', '奖励比例须在0-100之间'], ['12.345', '奖励比例最多两位小数']]) {
    fireEvent.change(field, { target: { value } })
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }))
    await within(dialog).findByText(words)
  }
  expect(puts(calls)).toHaveLength(0)
  fireEvent.change(field, { target: { value: '25' } })
  await within(dialog).findByText('按现价 ¥199，每单奖励约 ¥49.75')
  fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }))
  await screen.findByText('奖励比例已保存')
  expect(puts(calls).map((c) => c.body)).toEqual([{ rate: 25 }])
})

it('without the edit permission there is no 编辑', async () => {
  answer({ [RULES]: rules })
  renderAt(<ShareRuleListView me={{ ...admin, permissions: { 'addons.MultiLevelShare.rules': 1 } } as unknown as Me} />, '/addons/share/rules')
  await screen.findByText('考级一至三级')
  expect(screen.queryByRole('button', { name: /编\s?辑/ })).toBeNull()
})
