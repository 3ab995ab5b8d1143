/**
 * 兑换订单: tabs filter by state in the request (工作台's link opens 待发货); the detail shows the address; 发货
 * needs a carrier and a tracking number of 8-30 letters and digits (nothing sent until then), sends one
 * request with the number as stored, and a refusal (shipped meanwhile) shows the server's reason.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MallOrderListView } from '../../console/src/screens/addons/credit1Mall/MallOrderList'
import { ShipDialog, trackingNumberOf } from '../../console/src/screens/addons/credit1Mall/ShipDialog'
import type { Me } from '../../console/src/access'
import type { AdminMallOrder } from '../../types/contract/admin/addons/credit1Mall'
import { answer, refuse } from './network'
import { renderAt } from './render'

const BASE = '/backend/addons/Credit1Mall'
const me = (permissions: string[]) => ({ id: 2, name: '店长', is_super: false, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const order = (id: number, fields: Partial<AdminMallOrder> = {}): AdminMallOrder => ({
  id,
  user_id: 5,
  user: { id: 5, nick_name: '小琴', mobile: '13700137000' },
  goods_id: 2,
  goods_title: '五线谱本',
  goods_thumb: '',
  goods_is_v: 0,
  goods_v_type: '',
  total_charge: 300,
  status: 'waiting',
  status_text: '待发货',
  express_company: '',
  express_number: '',
  created_at: '2026-11-29 10:00:00',
  sent_at: null,
  ...fields
})
const ADDRESS = { name: '王小明', mobile: '13912345678', region: '浙江省 杭州市 西湖区', street: '文三路 90 号' }
const ships = (calls: { method: string; url: string }[]) => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/ship'))
const confirm = () => fireEvent.click(screen.getByRole('button', { name: '确认发货' }))

it('opens on the state in the address and switches tabs in the request; a role without 发货 gets no ship button', async () => {
  const calls = answer({ [`GET ${BASE}/orders`]: { data: [order(7)], total: 1 } })
  renderAt(<MallOrderListView me={me(['addons.Credit1Mall.orders'])} />, '/mall/orders?status=waiting')
  const row = (await screen.findByText('五线谱本')).closest('tr') as HTMLElement
  expect(calls[0].url).toContain('status=waiting')
  expect(within(row).getByText('小琴（13700137000）')).toBeTruthy()
  expect(screen.getByRole('tab', { name: '待发货', selected: true })).toBeTruthy()
  expect(within(row).queryByRole('button', { name: /发\s*货/ })).toBeNull()
  fireEvent.click(screen.getByRole('tab', { name: '已发货' }))
  await waitFor(() => expect(calls.at(-1)?.url).toContain('status=shipped'))
})

it('the detail shows where it ships to; 发货 from it sends carrier and number once and the list reloads', async () => {
  const calls = answer({
    [`GET ${BASE}/orders`]: { data: [order(7)], total: 1 },
    [`GET ${BASE}/orders/7`]: { ...order(7), address: ADDRESS },
    [`POST ${BASE}/orders/7/ship`]: []
  })
  renderAt(<MallOrderListView me={me(['addons.Credit1Mall.orders', 'addons.Credit1Mall.orders.ship'])} />, '/mall/orders')
  fireEvent.click(within((await screen.findByText('五线谱本')).closest('tr') as HTMLElement).getByRole('button', { name: /详\s*情/ }))
  await screen.findByText('王小明 13912345678')
  expect(screen.getByText('浙江省 杭州市 西湖区 文三路 90 号')).toBeTruthy()
  const listReads = calls.filter((c) => c.url.includes('/orders?')).length

  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /发\s*货/ }))
  fireEvent.mouseDown(await screen.findByLabelText('快递公司'))
  fireEvent.click(await screen.findByTitle('顺丰速运'))
  fireEvent.change(screen.getByLabelText('运单号'), { target: { value: 'sf 1234 5678 90' } })
  confirm()
  await screen.findByText('已发货，学员会收到运单号')
  expect(ships(calls)).toEqual([expect.objectContaining({ body: { express_company: '顺丰速运', express_number: 'SF1234567890' } })])
  await waitFor(() => expect(calls.filter((c) => c.url.includes('/orders?')).length).toBe(listReads + 1))
})

it('发货 needs a carrier and a number of 8-30 letters and digits; nothing is sent until then', async () => {
  const calls = answer({})
  const closed = jest.fn()
  renderAt(<ShipDialog order={{ id: 7, goods_title: '五线谱本' }} onClose={closed} />)
  confirm()
  await screen.findByText('请选择快递公司')
  await screen.findByText('请填写运单号')
  for (const bad of ['SF12', 'SF1234567890#', '运单1234567890']) {
    fireEvent.change(screen.getByLabelText('运单号'), { target: { value: bad } })
    await screen.findByText('运单号须为8-30位字母或数字')
    // A good number clears it, so the next bad one is judged afresh.
    fireEvent.change(screen.getByLabelText('运单号'), { target: { value: 'SF1234567890' } })
    await waitFor(() => expect(screen.queryByText('运单号须为8-30位字母或数字')).toBeNull())
  }
  expect(calls).toEqual([])
  expect(closed).not.toHaveBeenCalled()
  expect(trackingNumberOf(' yt-9876 5432 10 ')).toBe('YT9876543210')
})

it('shipped meanwhile: the server refuses, its reason is shown and the dialog stays', async () => {
  const calls = answer({ [`POST ${BASE}/orders/7/ship`]: () => refuse(1, '该订单已发货（中通快递 ZT1234567890），不能重复发货') })
  const closed = jest.fn()
  renderAt(<ShipDialog order={{ id: 7, goods_title: '五线谱本' }} onClose={closed} />)
  fireEvent.mouseDown(screen.getByLabelText('快递公司'))
  fireEvent.click(await screen.findByTitle('中通快递'))
  fireEvent.change(screen.getByLabelText('运单号'), { target: { value: 'ZT1234567890' } })
  confirm()
  await screen.findByText('该订单已发货（中通快递 ZT1234567890），不能重复发货')
  expect(ships(calls)).toHaveLength(1)
  expect(closed).not.toHaveBeenCalled()
})
