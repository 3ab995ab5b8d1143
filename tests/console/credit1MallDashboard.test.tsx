/** 工作台's 积分商城 to-do: the parcels waiting, linking to 兑换订单 on 待发货; absent while the add-on is off. */
import { screen } from '@testing-library/react'
import DashboardPage from '../../console/src/screens/dashboard/DashboardPage'
import { answer } from './network'
import { renderAt } from './render'

const summary = (todo: object) => ({
  today_register_user_count: 0, user_count: 0, today_paid_sum: 0, yesterday_paid_sum: 0, today_paid_user_num: 0, yesterday_paid_user_num: 0,
  this_month_paid_sum: 0, last_month_paid_sum: 0, today_paid_order_count: 0, this_month_paid_order_count: 0, today_active_user_count: 0,
  this_month_active_user_count: 0, this_month_register_user_count: 0, todo: { hand_pay_orders: 0, comments: 0, ...todo }
})

it('counts the parcels to ship and links to the waiting ones', async () => {
  answer({ 'GET /backend/api/v1/dashboard': summary({ mall_parcels: 3 }) })
  renderAt(<DashboardPage />)
  const link = (await screen.findByText('积分商城待发货')).closest('a') as HTMLAnchorElement
  expect(link.getAttribute('href')).toBe('/addons/credit1-mall/orders?status=waiting')
  expect(link.textContent).toContain('3')
})

it('says nothing of parcels while the add-on is off', async () => {
  answer({ 'GET /backend/api/v1/dashboard': { ...summary({}), user_count: 4217 } })
  renderAt(<DashboardPage />)
  // The summary has arrived (学员总数 shows it) before the absence is judged.
  await screen.findByText('4,217')
  expect(screen.queryByText('积分商城待发货')).toBeNull()
})
