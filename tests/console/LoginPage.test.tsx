/** 登录: the form's rules, the captcha sent with the login, a new captcha after a refusal. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { message } from 'antd'
import LoginPage from '../../console/src/screens/login/LoginPage'
import { readToken } from '../../console/src/api/token'
import { answer, refuse } from './network'
import { renderAt } from './render'

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

beforeEach(() => {
  localStorage.clear()
  jest.spyOn(message, 'error').mockImplementation((() => undefined) as never)
})

it('says what is missing or malformed and sends nothing', async () => {
  const calls = answer({ 'GET /backend/api/v1/captcha/image': { key: 'k1', img: 'data:image/svg+xml;base64,', sensitive: false } })
  renderAt(<LoginPage />, '/login')
  await screen.findByAltText('图形验证码，点击换一张')
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }))
  await screen.findByText('请填写邮箱')
  expect(screen.getByText('请填写密码')).toBeTruthy()
  expect(screen.getByText('请填写图形验证码')).toBeTruthy()
  type('邮箱', 'not-an-email')
  await screen.findByText('请输入合法邮箱')
  expect(calls.filter((c) => c.method === 'POST')).toEqual([])
})

it('logs in with the captcha it showed, keeps the token and leaves; a refusal brings a new captcha', async () => {
  let captchas = 0
  let attempts = 0
  const calls = answer({
    'GET /backend/api/v1/captcha/image': () => ({ key: `k${++captchas}`, img: 'data:image/svg+xml;base64,', sensitive: false }),
    'POST /backend/api/v1/login': () => (++attempts === 1 ? refuse(1, '图形验证码错误') : { token: 'staff-token' })
  })
  renderAt(<LoginPage />, '/login')
  await screen.findByAltText('图形验证码，点击换一张')
  type('邮箱', 'admin@qinyi.studio')
  type('密码', 'piano123')
  type('图形验证码', 'ab12')
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }))
  await waitFor(() => expect(captchas).toBe(2))
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ username: 'admin@qinyi.studio', password: 'piano123', image_key: 'k1', image_captcha: 'ab12' })
  expect(readToken()).toBe('')

  type('图形验证码', 'cd34')
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }))
  await screen.findByText('已离开登录页')
  expect(calls.filter((c) => c.method === 'POST')[1].body).toMatchObject({ image_key: 'k2', image_captcha: 'cd34' })
  expect(readToken()).toBe('staff-token')
})
