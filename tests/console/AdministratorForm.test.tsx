/** 管理员's form: the server's rules before sending; a password only when adding (optional when editing). */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Form } from 'antd'
import { AdministratorForm } from '../../console/src/screens/administrators/AdministratorForm'
import { answer } from './network'
import { renderAt } from './render'

function Harness({ editing, onValid }: { editing: boolean; onValid: (v: unknown) => void }) {
  const [form] = Form.useForm()
  return (
    <>
      <AdministratorForm formProps={{ form, onFinish: onValid, initialValues: { is_ban_login: 0, role_id: [] } }} editing={editing} />
      <button onClick={() => form.submit()}>提交</button>
    </>
  )
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

beforeEach(() => {
  answer({ 'GET /backend/api/v1/administrator/create': { roles: [{ id: 1, display_name: '超级管理员' }, { id: 2, display_name: '前台' }] } })
})

it('adding: name, a valid email and a strong password are required', async () => {
  const valid = jest.fn()
  renderAt(<Harness editing={false} onValid={valid} />)
  fireEvent.click(screen.getByText('提交'))
  await screen.findByText('请填写管理员昵称')
  expect(screen.getByText('请填写邮箱')).toBeTruthy()
  expect(screen.getByText('请填写密码')).toBeTruthy()
  type('姓名', '前台小王前台小王前台小王前台小王X')
  type('登录邮箱', 'wang@')
  type('密码', 'onlyletters')
  await screen.findByText('管理员昵称不能超过16个字符')
  expect(await screen.findByText('请输入合法邮箱')).toBeTruthy()
  expect(await screen.findByText('密码需同时包含字母和数字')).toBeTruthy()
  type('姓名', '前台小王')
  type('登录邮箱', 'wang@qinyi.studio')
  type('密码', 'front2026')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(valid).toHaveBeenCalledWith(expect.objectContaining({ name: '前台小王', email: 'wang@qinyi.studio', password: 'front2026', is_ban_login: 0 })))
})

it('editing: an empty password keeps the current one, a short one is refused', async () => {
  const valid = jest.fn()
  renderAt(<Harness editing onValid={valid} />)
  type('姓名', '前台小王')
  type('登录邮箱', 'wang@qinyi.studio')
  type('密码', 'abc1')
  await screen.findByText('密码长度不能少于8个字符')
  type('密码', '')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(valid).toHaveBeenCalledTimes(1))
})
