/** VIP 会员's form: a Chinese message on each bad input and nothing sent; a plan sent as MeEdu's RoleRequest takes it. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { VipPlanDialog } from '../../console/src/screens/vip/VipPlanDialog'
import { answer, refuse } from './network'
import { renderAt } from './render'

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))

it('requires a name, a price and days above 0 and the benefits; nothing is sent until they are right', async () => {
  const calls = answer({})
  const closed = jest.fn()
  renderAt(<VipPlanDialog plan={null} onClose={closed} />)
  save()
  await screen.findByText('请填写VIP名')
  expect(screen.getByText('请填写价格')).toBeTruthy()
  expect(screen.getByText('请填写有效天数')).toBeTruthy()
  expect(screen.getByText('请填写VIP介绍')).toBeTruthy()

  type('VIP名', '三十一个字的会员名称'.repeat(3) + '长')
  type('价格（元）', '0')
  type('有效天数', '4000')
  save()
  await screen.findByText('VIP名不能超过30个字符')
  expect(screen.getByText('价格须在1-1000000之间')).toBeTruthy()
  expect(screen.getByText('有效天数须在1-3650之间')).toBeTruthy()
  type('价格（元）', '9.5')
  await screen.findByText('价格须为整数')
  expect(calls).toEqual([])
  expect(closed).not.toHaveBeenCalled()
})

it('sends a new plan with its benefits one a line; an edited one to its own route; a refusal keeps the dialog', async () => {
  const calls = answer({ 'POST /backend/api/v1/role': [], 'PUT /backend/api/v1/role/4': () => refuse(1, 'VIP不存在') })
  const closed = jest.fn()
  const { unmount } = renderAt(<VipPlanDialog plan={null} onClose={closed} />)
  type('VIP名', ' 年度会员 ')
  type('价格（元）', '299')
  type('有效天数', '365')
  type('VIP介绍', '全站录播课免费学\n\n  会员专属练习谱下载 ')
  save()
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(calls[0]).toMatchObject({ method: 'POST', body: { name: '年度会员', charge: 299, expire_days: 365, description: '全站录播课免费学\n会员专属练习谱下载', weight: 0, is_show: 1 } })
  unmount()

  const edited = jest.fn()
  renderAt(<VipPlanDialog plan={{ id: 4, name: '月度会员', charge: 39, expire_days: 30, weight: 1, description: '全站录播课免费学', is_show: 0 }} onClose={edited} />)
  type('价格（元）', '49')
  save()
  await screen.findByText('VIP不存在')
  expect(calls[1]).toMatchObject({ method: 'PUT', body: { name: '月度会员', charge: 49, expire_days: 30, weight: 1, is_show: 0 } })
  expect(edited).not.toHaveBeenCalled()
})
