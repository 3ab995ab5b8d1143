/**
 * 秒杀活动 and 拼团活动: the shared form's rules (nothing sent until they hold; a server refusal keeps the
 * dialog), the list's filter and actions by permission, and both progress views.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { CampaignDialog } from '../../console/src/screens/addons/campaigns/CampaignDialog'
import { CampaignList } from '../../console/src/screens/addons/campaigns/CampaignList'
import { MIAOSHA } from '../../console/src/screens/addons/campaigns/MiaoShaCampaigns'
import { TUANGOU } from '../../console/src/screens/addons/campaigns/TuanGouCampaigns'
import type { AdminMsSale } from '../../types/contract/admin/addons/miaoSha'
import type { Me } from '../../console/src/access'
import { answer, refuse } from './network'
import { renderAt } from './render'

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
const me = (permissions: string[]) => ({ id: 2, name: '运营', is_super: false, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me

const SALE: AdminMsSale = {
  id: 4, goods_type: 'course', goods_id: 3, goods_title: '车尔尼599练习曲详解', goods_charge: 199, charge: 69, num: 10, over_num: 7, sold: 2, held: 1, expired_minutes: 15,
  started_at: '2026-11-29 10:00:00', ended_at: '2026-12-01 22:00:00', status: 1, status_text: '进行中', created_at: '2026-11-28 09:00:00'
}

it('the form requires goods, a price of at least 1, real times with the end after the start and the stock; nothing is sent until they hold', async () => {
  const calls = answer({})
  const closed = jest.fn()
  renderAt(<CampaignDialog kind={MIAOSHA} row={null} onClose={closed} />)
  save()
  await screen.findByText('请填写商品ID')
  for (const text of ['请填写活动价', '请填写开始时间', '请填写结束时间', '请填写库存']) expect(screen.getByText(text)).toBeTruthy()

  type('商品ID', '3')
  type('活动价（元）', '0')
  type('开始时间', '2026-02-30 10:00')
  type('结束时间', '明天')
  type('库存', '100001')
  save()
  await screen.findByText('活动价须在1-1000000之间')
  expect(screen.getByText('开始时间格式应为 2026-12-01 10:00')).toBeTruthy()
  expect(screen.getByText('结束时间格式应为 2026-12-01 10:00')).toBeTruthy()
  expect(screen.getByText('库存须在1-100000之间')).toBeTruthy()

  type('开始时间', '2026-12-02 10:00')
  type('结束时间', '2026-12-01 10:00')
  save()
  await screen.findByText('开始时间须早于结束时间')
  expect(calls).toEqual([])
  expect(closed).not.toHaveBeenCalled()
})

it('sends a new sale with trimmed times; an edit below what is sold shows the refusal and keeps the dialog', async () => {
  const calls = answer({ 'POST /backend/addons/MiaoSha/sales': [], 'PUT /backend/addons/MiaoSha/sales/4': () => refuse(1, '库存不能少于已售出和待支付的名额（3）') })
  const created = jest.fn()
  const { unmount } = renderAt(<CampaignDialog kind={MIAOSHA} row={null} onClose={created} />)
  type('商品ID', '3')
  type('活动价（元）', '69')
  type('开始时间', ' 2026-12-01 10:00 ')
  type('结束时间', '2026-12-03 22:00')
  type('库存', '20')
  save()
  await waitFor(() => expect(created).toHaveBeenCalledWith(true))
  expect(calls[0]).toMatchObject({ method: 'POST', body: { goods_type: 'course', goods_id: 3, charge: 69, num: 20, expired_minutes: 15, started_at: '2026-12-01 10:00', ended_at: '2026-12-03 22:00' } })
  unmount()

  const edited = jest.fn()
  renderAt(<CampaignDialog kind={MIAOSHA} row={SALE} onClose={edited} />)
  expect((screen.getByLabelText('开始时间') as HTMLInputElement).value).toBe('2026-11-29 10:00')
  type('库存', '2')
  save()
  await screen.findByText('库存不能少于已售出和待支付的名额（3）')
  expect(calls[1]).toMatchObject({ method: 'PUT', body: { goods_id: 3, charge: 69, num: 2, started_at: '2026-11-29 10:00', ended_at: '2026-12-01 22:00' } })
  expect(edited).not.toHaveBeenCalled()
})

it('拼团 takes people per group of at least 2 and its time to form', async () => {
  const calls = answer({ 'POST /backend/addons/TuanGou/goods': [] })
  const closed = jest.fn()
  renderAt(<CampaignDialog kind={TUANGOU} row={null} onClose={closed} />)
  type('商品ID', '7')
  type('活动价（元）', '149')
  type('开始时间', '2026-12-01 10:00')
  type('结束时间', '2026-12-03 22:00')
  type('成团人数', '1')
  save()
  await screen.findByText('成团人数须在2-100之间')
  expect(calls).toEqual([])
  type('成团人数', '3')
  save()
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(calls[0].body).toEqual({ goods_type: 'course', goods_id: 7, charge: 149, people_num: 3, group_hours: 24, started_at: '2026-12-01 10:00', ended_at: '2026-12-03 22:00' })
})

it('lists sales with their stock, filters by status in the request, and offers only the actions the role holds', async () => {
  const upcoming = { ...SALE, id: 5, sold: 0, held: 0, over_num: 10, status: 0, status_text: '未开始' }
  const calls = answer({ 'GET /backend/addons/MiaoSha/sales': { data: [upcoming, SALE], total: 2 }, 'POST /backend/addons/MiaoSha/sales/4/end': [] })
  const { unmount } = renderAt(<CampaignList kind={MIAOSHA} me={me(['addons.MiaoSha.sales', 'addons.MiaoSha.sales.update', 'addons.MiaoSha.sales.destroy'])} />)
  const running = (await screen.findByText('已售 2 · 待支付 1 · 剩余 7 / 10')).closest('tr') as HTMLElement
  expect(within(running).getByText('进行中')).toBeTruthy()
  expect(within(running).queryByRole('button', { name: /删\s*除/ })).toBeNull()
  const waiting = screen.getByText('未开始', { selector: '.ant-tag' }).closest('tr') as HTMLElement
  expect(within(waiting).getByRole('button', { name: /删\s*除/ })).toBeTruthy()
  expect(within(waiting).queryByRole('button', { name: '提前结束' })).toBeNull()
  expect(screen.queryByRole('button', { name: /添加秒杀/ })).toBeNull()

  fireEvent.click(within(running).getByRole('button', { name: '提前结束' }))
  fireEvent.click(await screen.findByRole('button', { name: /^结\s*束$/ }))
  await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/sales/4/end'))).toBe(true))

  fireEvent.click(screen.getByText('进行中', { selector: '.ant-segmented-item-label' }))
  await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.url.includes('status=1'))).toBe(true))
  unmount()

  answer({ 'GET /backend/addons/MiaoSha/sales': { data: [SALE], total: 1 } })
  renderAt(<CampaignList kind={MIAOSHA} me={me(['addons.MiaoSha.sales'])} />)
  const row = (await screen.findByText('车尔尼599练习曲详解')).closest('tr') as HTMLElement
  // A role that may only read: the progress, nothing else.
  expect(within(row).getAllByRole('button')).toHaveLength(1)
  expect(within(row).getByRole('button', { name: /进\s*度/ })).toBeTruthy()
})

it('the 秒杀 progress shows stock, sold, held and each place', async () => {
  answer({
    'GET /backend/addons/MiaoSha/sales/4/progress': {
      sale: SALE,
      places: [
        { id: 9, user_id: 21, nick_name: '小琴', status: 0, expired_at: '2026-11-29 10:20:00', created_at: '2026-11-29 10:05:00' },
        { id: 8, user_id: 20, nick_name: '阿哲', status: 1, expired_at: '2026-11-29 10:15:00', created_at: '2026-11-29 10:00:30' }
      ]
    }
  })
  renderAt(<MIAOSHA.Progress id={4} />)
  const pending = (await screen.findByText('小琴（21）')).closest('tr') as HTMLElement
  expect(within(pending).getByText('待支付')).toBeTruthy()
  expect(within(screen.getByText('阿哲（20）').closest('tr') as HTMLElement).getByText('已支付')).toBeTruthy()
  const cell = (label: string) => screen.getByText(label, { selector: 'th *, th' }).closest('th')!.nextElementSibling!.textContent
  expect([cell('库存'), cell('剩余'), cell('已售出')]).toEqual(['10', '7', '2'])
})

it('the 拼团 progress shows each group with its state and members (refunded ones marked)', async () => {
  const goods = { ...SALE, people_num: 3, group_hours: 24, groups_open: 1, groups_full: 0, groups_failed: 1 }
  answer({
    'GET /backend/addons/TuanGou/goods/1/progress': {
      goods,
      groups: [
        { id: 2, status: 0, people_num: 3, joined_num: 2, expired_at: '2026-11-30 10:00:00', created_at: '2026-11-29 10:00:00', members: [{ user_id: 5, nick_name: '小贝妈妈', status: 1, refunded: 0, created_at: 'a' }, { user_id: 6, nick_name: '乐乐', status: 0, refunded: 0, created_at: 'b' }] },
        { id: 1, status: 2, people_num: 3, joined_num: 0, expired_at: '2026-11-28 10:00:00', created_at: '2026-11-27 10:00:00', members: [{ user_id: 7, nick_name: '阿哲', status: 3, refunded: 1, created_at: 'c' }] }
      ]
    }
  })
  renderAt(<TUANGOU.Progress id={1} />)
  expect(await screen.findByText('小贝妈妈 已支付')).toBeTruthy()
  expect(screen.getByText('乐乐 待支付')).toBeTruthy()
  expect(screen.getByText('阿哲 已退款')).toBeTruthy()
  expect(screen.getByText('拼团中', { selector: '.ant-tag' })).toBeTruthy()
  expect(screen.getByText('未成团', { selector: '.ant-tag' })).toBeTruthy()
  expect(screen.getByText('2/3 人 · 截止 2026-11-30 10:00')).toBeTruthy()
})
