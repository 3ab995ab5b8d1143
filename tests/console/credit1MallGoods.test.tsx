/**
 * 积分商品: the form's rules (nothing sent until they hold), an edit sent to its own route with what a virtual
 * goods grants, the list with stock and sale state, and 积分商城 in the menu only while the add-on runs.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MallGoodsDialog } from '../../console/src/screens/addons/credit1Mall/MallGoodsDialog'
import { MallGoodsListView } from '../../console/src/screens/addons/credit1Mall/MallGoodsList'
import { menuItems } from '../../console/src/layout/menu'
import type { Me } from '../../console/src/access'
import type { AdminMallGoods } from '../../types/contract/admin/addons/credit1Mall'
import { answer, refuse } from './network'
import { renderAt } from './render'

const GOODS_PATH = '/backend/addons/Credit1Mall/goods'
const me = (permissions: string[], isSuper = false) => ({ id: 2, name: '店长', is_super: isSuper, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const goods = (id: number, fields: Partial<AdminMallGoods> = {}): AdminMallGoods => ({
  id,
  title: '机械节拍器',
  thumb: 'https://cdn.qinyi.studio/mall/1.png',
  charge: 1500,
  stock: 8,
  is_v: 0,
  v_type: '',
  v_id: 0,
  desc: '<p>好用</p>',
  is_show: 1,
  sort: 0,
  created_at: '2026-11-29 10:00:00',
  ...fields
})
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))

it('a new goods needs a name, a picture, points and stock; out-of-range numbers are named; nothing is sent', async () => {
  const calls = answer({})
  const closed = jest.fn()
  renderAt(<MallGoodsDialog goods={null} onClose={closed} />)
  type('库存', '')
  save()
  await screen.findByText('请填写商品名称')
  expect(screen.getByText('请上传商品图片')).toBeTruthy()
  expect(screen.getByText('请填写所需积分')).toBeTruthy()
  expect(screen.getByText('请填写库存')).toBeTruthy()

  type('所需积分', '0')
  type('库存', '-1')
  save()
  await screen.findByText('所需积分须在1-1000000之间')
  expect(screen.getByText('库存须在0-1000000之间')).toBeTruthy()
  expect(calls).toEqual([])
  expect(closed).not.toHaveBeenCalled()
})

it('an edit goes to its own route; made virtual it must name what it grants; a refusal keeps the dialog', async () => {
  const calls = answer({ 'PUT /backend/addons/Credit1Mall/goods/4': () => refuse(1, '所选课程不存在') })
  const closed = jest.fn()
  renderAt(<MallGoodsDialog goods={goods(4)} onClose={closed} />)
  type('库存', '3')
  fireEvent.click(screen.getByRole('switch', { name: '虚拟商品' }))
  save()
  await screen.findByText('请选择发放内容')
  expect(screen.getByText('请填写发放内容ID')).toBeTruthy()
  expect(calls).toEqual([])

  fireEvent.mouseDown(screen.getByLabelText('发放内容'))
  fireEvent.click(await screen.findByTitle('课程'))
  type('发放内容ID', '99')
  save()
  await screen.findByText('所选课程不存在')
  expect(calls).toHaveLength(1)
  expect(calls[0]).toMatchObject({ method: 'PUT', body: { title: '机械节拍器', thumb: 'https://cdn.qinyi.studio/mall/1.png', charge: 1500, stock: 3, is_v: 1, v_type: 'vod', v_id: 99, is_show: 1, sort: 0 } })
  expect(closed).not.toHaveBeenCalled()
})

it('taking a goods off sale sends is_show 0 and closes the dialog', async () => {
  const calls = answer({ 'PUT /backend/addons/Credit1Mall/goods/4': [] })
  const closed = jest.fn()
  renderAt(<MallGoodsDialog goods={goods(4)} onClose={closed} />)
  fireEvent.click(screen.getByRole('switch', { name: '上架' }))
  save()
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(calls[0].body).toMatchObject({ is_show: 0, is_v: 0, v_type: '', v_id: 0, stock: 8 })
})

it('lists goods with stock and sale state, searches by name; a role that may only read gets no buttons', async () => {
  const calls = answer({ [`GET ${GOODS_PATH}`]: { data: [goods(1), goods(3, { title: '课程：小汤1', is_v: 1, v_type: 'vod', v_id: 9, stock: 0, is_show: 0 })], total: 2 } })
  renderAt(<MallGoodsListView me={me(['addons.Credit1Mall.goods'])} />, '/mall')
  const course = (await screen.findByText('课程：小汤1')).closest('tr') as HTMLElement
  expect(within(course).getByText('课程 #9')).toBeTruthy()
  expect(within(course).getByText('已兑完')).toBeTruthy()
  expect(within(course).getByText('下架')).toBeTruthy()
  expect(screen.queryByRole('button', { name: /编\s*辑|删\s*除|添加商品/ })).toBeNull()

  fireEvent.change(screen.getByLabelText('搜索商品'), { target: { value: ' 节拍器 ' } })
  fireEvent.keyDown(screen.getByLabelText('搜索商品'), { key: 'Enter', code: 'Enter', keyCode: 13 })
  await waitFor(() => expect(calls.at(-1)?.url).toContain(`keywords=${encodeURIComponent('节拍器')}`))
})

it('积分商城 is in the menu, after 运营, only while the add-on runs and for roles holding its permissions', () => {
  const keys = (items: ReturnType<typeof menuItems>): string[] => items.flatMap((i) => (i && 'children' in i && i.children ? keys(i.children) : [String(i?.key)]))
  const running = new Set(['Credit1Mall'] as const)
  expect(keys(menuItems(me([], true), running)).slice(-7)).toEqual(['vipPlans', 'mallGoods', 'mallOrders', 'administrators', 'roles', 'logs', 'settings'])
  expect(keys(menuItems(me([], true), new Set()))).not.toContain('mallGoods')
  expect(keys(menuItems(me(['addons.Credit1Mall.orders']), running))).toEqual(['dashboard', 'mallOrders'])
})
