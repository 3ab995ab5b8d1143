/**
 * 统计: the picked days become MeEdu's [start_at, end_at) query, a range longer than a year or reaching
 * past today cannot be picked, the tabs read their routes over the range and show what they answer.
 * The charts themselves are ECharts on a canvas jsdom lacks: stood in for by what they were given.
 */
// No JSX here: a file calling jest.mock is compiled by babel, whose JSX would need React in scope.
import { beijingNow } from '../../console/src/beijing'
import { createElement } from 'react'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { TransactionsTab, MembersTab, ContentTab } from '../../console/src/screens/stats/StatsTabs'
import { lastDays, outOfRange, rangeQuery, valuesOn } from '../../console/src/screens/stats/statsRange'
import { menuItems } from '../../console/src/layout/menu'
import type { Me } from '../../console/src/access'
import { answer } from './network'
import { renderAt } from './render'

// Hoisted above the imports: the stand-ins build their element without JSX.
jest.mock('../../console/src/screens/dashboard/LineChart', () => ({
  __esModule: true,
  default: ({ days, series }: { days: string[]; series: { name: string; values: number[] }[] }) =>
    jest.requireActual('react').createElement('p', null, series.map((s) => `${s.name}:${days.map((d, i) => `${d}=${s.values[i]}`).join(',')}`).join(' | '))
}))
jest.mock('../../console/src/screens/stats/PieChart', () => ({
  __esModule: true,
  default: ({ shares }: { shares: { name: string; value: number }[] }) => jest.requireActual('react').createElement('p', null, shares.map((s) => `${s.name}=${s.value}`).join(','))
}))

const range = { start_at: '2026-11-01', end_at: '2026-11-04' }

it('the picked days, both ends included, ask for [first, day after last); a year at most, nothing after today', () => {
  const today = dayjs('2026-11-29')
  const picked = lastDays(30, today)
  expect(rangeQuery(picked)).toEqual({ start_at: '2026-10-31', end_at: '2026-11-30' })
  expect(outOfRange(dayjs('2026-11-30'), null, today)).toBe(true)
  expect(outOfRange(dayjs('2026-11-29'), null, today)).toBe(false)
  expect(outOfRange(dayjs('2025-11-28'), dayjs('2026-11-29'), today)).toBe(true)
  expect(outOfRange(dayjs('2025-11-29'), dayjs('2026-11-29'), today)).toBe(false)
  expect(valuesOn(['2026-11-01', '2026-11-02'], { '2026-11-02': 5 })).toEqual([0, 5])
})

it('统计 is in the menu, under 运营, for any one of its three permissions', () => {
  const me = (permissions: string[]) => ({ id: 2, name: '财务', is_super: false, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
  const keys = (permissions: string[]) => JSON.stringify(menuItems(me(permissions), new Set()))
  for (const slug of ['stats.transaction', 'stats.user', 'stats.course']) expect(keys([slug])).toContain('"key":"stats"')
  expect(keys(['order'])).not.toContain('"key":"stats"')
})

it('交易: the day\'s figures, the daily series over the range, and what sold most', async () => {
  const calls = answer({
    'GET /backend/api/v2/stats/transaction': { today_paid_sum: 598, yesterday_paid_sum: 299, today_refund_sum: 100, today_paid_count: 2, yesterday_paid_count: 1, today_refund_count: 1, today_paid_user_count: 2, yesterday_paid_user_count: 1, today_count: 3, yesterday_count: 1 },
    'GET /backend/api/v2/stats/transaction-graph': {
      paid_sum: { '2026-11-01': 0, '2026-11-02': 299, '2026-11-03': 598 },
      paid_count: { '2026-11-01': 0, '2026-11-02': 1, '2026-11-03': 2 },
      paid_user_count: { '2026-11-01': 0, '2026-11-02': 1, '2026-11-03': 2 },
      paid_avg_charge: { '2026-11-01': 0, '2026-11-02': 299, '2026-11-03': 299 }
    },
    'GET /backend/api/v2/stats/transaction-top': { data: [{ goods_id: 4, goods_name: '考级一至三级', goods_type: 'COURSE', orders_count: 3, orders_paid_sum: 897 }], total: 1 }
  })
  renderAt(createElement(TransactionsTab, { range }))
  await screen.findByText('收入（元）:2026-11-01=0,2026-11-02=299,2026-11-03=598 | 客单价（元）:2026-11-01=0,2026-11-02=299,2026-11-03=299')
  await screen.findByText('支付订单:2026-11-01=0,2026-11-02=1,2026-11-03=2 | 付款学员:2026-11-01=0,2026-11-02=1,2026-11-03=2')
  const row = (await screen.findByText('考级一至三级')).closest('tr') as HTMLElement
  expect(within(row).getByText('¥897')).toBeTruthy()
  expect(screen.getByText('今日退款').parentElement?.textContent).toContain('100')
  const graph = calls.find((c) => c.url.startsWith('/backend/api/v2/stats/transaction-graph'))
  expect(graph?.url).toBe('/backend/api/v2/stats/transaction-graph?start_at=2026-11-01&end_at=2026-11-04')
})

it('学员: first and repeat payers as shares, and who paid most (a deleted learner named as such)', async () => {
  answer({
    'GET /backend/api/v2/stats/user': { user_count: 40, yesterday_count: 1, today_count: 2, week_count: 5, month_count: 9, today_watch_count: 7, yesterday_watch_count: 6 },
    'GET /backend/api/v2/stats/user-graph': { 'first-non-first': { first_count: 3, non_first_count: 1 } },
    'GET /backend/api/v2/stats/user-paid-top': { data: [{ user_id: 8, total: 598, count: 2, user: { id: 8, nick_name: '小明妈妈', avatar: '' } }, { user_id: 9, total: 10, count: 1, user: null }], total: 2 }
  })
  renderAt(createElement(MembersTab, { range }))
  await screen.findByText('首次付费=3,复购=1')
  expect(within((await screen.findByText('小明妈妈')).closest('tr') as HTMLElement).getByText('¥598')).toBeTruthy()
  expect(screen.getByText('学员已删除（9）')).toBeTruthy()
})

it('内容: the ranking asks for the kind chosen', async () => {
  const calls = answer({ 'GET /backend/api/v2/stats/transaction-top': { data: [], total: 0 } })
  renderAt(createElement(ContentTab, { range }))
  const tops = () => calls.filter((c) => c.url.startsWith('/backend/api/v2/stats/transaction-top')).map((c) => new URL(c.url, 'http://x').searchParams.get('goods_type'))
  await screen.findByText('该时间段内没有已支付的订单')
  expect(tops()).toEqual([null])
  fireEvent.click(screen.getByText('VIP'))
  await waitFor(() => expect(tops()).toEqual([null, 'ROLE']))
})

it("the console's today is Beijing's whatever the computer's zone: 18:55 UTC is already the next day", () => {
  expect(beijingNow(Date.UTC(2026, 10, 29, 18, 55)).format('YYYY-MM-DD HH:mm')).toBe('2026-11-30 02:55')
  expect(lastDays(30, beijingNow(Date.UTC(2026, 10, 29, 18, 55))).map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-11-01', '2026-11-30'])
})
