/** 学员 and 优惠码 forms: the server's rules, in its words, before anything is sent. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Form } from 'antd'
import { MemberForm, memberBody } from '../../console/src/screens/members/MemberForm'
import { GenerateDialog } from '../../console/src/screens/promoCodes/GenerateDialog'
import { answer } from './network'
import { renderAt } from './render'


function Harness({ editing, onValid }: { editing: boolean; onValid: (v: unknown) => void }) {
  const [form] = Form.useForm()
  return (
    <>
      <MemberForm formProps={{ form, onFinish: onValid }} editing={editing} />
      <button onClick={() => form.submit()}>提交</button>
    </>
  )
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('学员', () => {
  beforeEach(() => {
    answer({ 'GET /backend/api/v1/member/create': { roles: [{ id: 1, name: '年度会员' }], tags: [] } })
  })

  it('adding: nick name, a mainland mobile and a 6-16 character password', async () => {
    const valid = jest.fn()
    renderAt(<Harness editing={false} onValid={valid} />)
    fireEvent.click(screen.getByText('提交'))
    await screen.findByText('请填写昵称')
    expect(screen.getByText('请填写手机号')).toBeTruthy()
    expect(screen.getByText('请填写密码')).toBeTruthy()
    type('昵称', '琴'.repeat(21))
    type('手机号', '1234567')
    type('密码', '12345')
    await screen.findByText('昵称不能超过20个字符')
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy()
    expect(await screen.findByText('密码需为6-16个字符')).toBeTruthy()
    type('昵称', '小周')
    type('手机号', '13912345678')
    type('密码', 'piano1')
    fireEvent.click(screen.getByText('提交'))
    await waitFor(() => expect(valid).toHaveBeenCalledWith(expect.objectContaining({ nick_name: '小周', mobile: '13912345678', password: 'piano1' })))
  })

  it('editing: an empty password keeps the current one', async () => {
    const valid = jest.fn()
    renderAt(<Harness editing onValid={valid} />)
    type('昵称', '小周')
    type('手机号', '13912345678')
    fireEvent.click(screen.getByText('提交'))
    await waitFor(() => expect(valid).toHaveBeenCalledTimes(1))
    expect(screen.queryByText('请填写密码')).toBeNull()
  })

  it('what is sent: the fields the server takes, no VIP expiry without a VIP, no empty password when editing', () => {
    const record = { id: 3, nick_name: ' 小周 ', mobile: '13912345678', password: '', role_id: 0, role_expired_at: '2027-01-01 00:00:00', tags: [{ id: 1 }], credit1: 10 }
    expect(memberBody(record, true)).toEqual({ nick_name: '小周', mobile: '13912345678', role_id: 0, role_expired_at: null })
    expect(memberBody({ ...record, password: 'piano1', role_id: 1 }, false)).toEqual({ nick_name: '小周', mobile: '13912345678', password: 'piano1', role_id: 1, role_expired_at: '2027-01-01 00:00:00' })
  })
})

describe('优惠码 批量生成', () => {
  const open = async () => {
    renderAt(<GenerateDialog />)
    fireEvent.click(screen.getByText('批量生成'))
    await screen.findByLabelText('优惠码前缀')
  }
  const posts = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method === 'POST')

  it('refuses a prefix starting with U or with other characters, a bad count and a missing face value, and sends nothing', async () => {
    const calls = answer({ 'POST /backend/api/v1/promoCode/generator': [] })
    await open()
    type('优惠码前缀', 'U2026')
    type('生成数量', '0')
    fireEvent.click(screen.getByText('生 成'))
    await screen.findByText('优惠码不能以字母U开头（U开头的是学员的邀请码）')
    expect(await screen.findByText('生成数量需为1-1000的整数')).toBeTruthy()
    expect(await screen.findByText('请填写面值')).toBeTruthy()
    type('优惠码前缀', '春季')
    await screen.findByText('前缀只能包含字母、数字、下划线和短横线')
    expect(posts(calls)).toHaveLength(0)
  })

  it('a valid batch is sent once, as the server takes it (expiring at the end of the chosen day)', async () => {
    const calls = answer({ 'POST /backend/api/v1/promoCode/generator': [] })
    await open()
    type('优惠码前缀', 'SPRING')
    type('生成数量', '20')
    type('面值（元）', '30')
    fireEvent.click(screen.getByText('生 成'))
    await waitFor(() => expect(posts(calls)).toHaveLength(1))
    expect(posts(calls)[0].body).toEqual({ prefix: 'SPRING', num: 20, money: 30, expired_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 23:59:59$/) })
    await screen.findByText('已生成20个优惠码')
  })
})
