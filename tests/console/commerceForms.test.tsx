/** 学员 and 优惠码 forms: the server's rules, in its words, before anything is sent. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Form } from 'antd'
import { MemberForm, memberBody } from '../../console/src/screens/members/MemberForm'
import type { Rule, RuleObject } from 'antd/es/form'
import { GenerateDialog } from '../../console/src/screens/promoCodes/GenerateDialog'
import { promoPrefix, wholeBetween } from '../../console/src/forms/promoCodeRules'
import { vipUntil } from '../../console/src/forms/learnerRules'
import { answer } from './network'
import { renderAt } from './render'


type Failed = { errorFields: { name: (string | number)[]; errors: string[] }[] }

/** The form's own validation outcome (antd animates the messages in, slowly in jsdom on a loaded machine). */
function Harness({ editing, onValid, onInvalid = () => undefined }: { editing: boolean; onValid: (v: unknown) => void; onInvalid?: (f: Failed) => void }) {
  const [form] = Form.useForm()
  return (
    <>
      <MemberForm formProps={{ form, onFinish: onValid, onFinishFailed: onInvalid }} editing={editing} />
      <button onClick={() => form.submit()}>提交</button>
    </>
  )
}

/** A rule's message for `value`, or null when the rule takes it. */
async function ruleProblem(rule: Rule, value: unknown): Promise<string | null> {
  try {
    await (rule as RuleObject).validator?.(rule as never, value, () => undefined)
    return null
  } catch (e) {
    return (e as Error).message
  }
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

describe('学员', () => {
  beforeEach(() => {
    answer({ 'GET /backend/api/v1/member/create': { roles: [{ id: 1, name: '年度会员' }], tags: [] } })
  })

  it('adding: nick name, a mainland mobile and a 6-16 character password', async () => {
    const valid = jest.fn()
    const invalid = jest.fn()
    const errors = () => Object.fromEntries((invalid.mock.lastCall?.[0] as Failed).errorFields.map((f) => [String(f.name[0]), f.errors[0]]))
    renderAt(<Harness editing={false} onValid={valid} onInvalid={invalid} />)
    fireEvent.click(screen.getByText('提交'))
    await waitFor(() => expect(invalid).toHaveBeenCalledTimes(1))
    expect(errors()).toEqual({ nick_name: '请填写昵称', mobile: '请填写手机号', password: '请填写密码' })
    type('昵称', '琴'.repeat(21))
    type('手机号', '1234567')
    type('密码', '12345')
    fireEvent.click(screen.getByText('提交'))
    await waitFor(() => expect(invalid).toHaveBeenCalledTimes(2))
    expect(errors()).toEqual({ nick_name: '昵称不能超过20个字符', mobile: '请输入正确的手机号', password: '密码需为6-16个字符' })
    type('昵称', '小周')
    type('手机号', '13912345678')
    type('密码', 'piano1')
    fireEvent.click(screen.getByText('提交'))
    await waitFor(() => expect(valid).toHaveBeenCalledWith(expect.objectContaining({ nick_name: '小周', mobile: '13912345678', password: 'piano1' })))
    expect(invalid).toHaveBeenCalledTimes(2)
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

  it('a VIP needs its expiry; no VIP, none needed', async () => {
    const check = (roleId: number, until: unknown) => ruleProblem(vipUntil({ getFieldValue: () => roleId }), until)
    expect(await check(1, null)).toBe('请选择VIP过期时间')
    expect(await check(1, '2027-01-01 00:00:00')).toBeNull()
    expect(await check(0, null)).toBeNull()
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

  const problem = ruleProblem
  it("the rules say what the server says: no U prefix (learners' invite codes), letters and digits only, counts and values in range", async () => {
    expect(await problem(promoPrefix, 'U2026')).toBe('优惠码不能以字母U开头（U开头的是学员的邀请码）')
    expect(await problem(promoPrefix, '春季')).toBe('前缀只能包含字母、数字、下划线和短横线')
    expect(await problem(promoPrefix, 'SPRING_26')).toBeNull()
    const num = wholeBetween('生成数量', 1, 1000)
    expect(await problem(num, 0)).toBe('生成数量需为1-1000的整数')
    expect(await problem(num, 1001)).toBe('生成数量需为1-1000的整数')
    expect(await problem(num, 2.5)).toBe('生成数量需为1-1000的整数')
    expect(await problem(num, undefined)).toBe('请填写生成数量')
    expect(await problem(num, 1000)).toBeNull()
  })

  it('an invalid batch is not sent', async () => {
    const calls = answer({ 'POST /backend/api/v1/promoCode/generator': [] })
    await open()
    type('优惠码前缀', 'U2026')
    fireEvent.click(screen.getByText('生 成'))
    await waitFor(() => expect(screen.getByLabelText('优惠码前缀').getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByLabelText('面值（元）').getAttribute('aria-invalid')).toBe('true')
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
