/** The console forms' rules say what the server would refuse, in the same words. */
import { email, password, sameAs } from '../../console/src/forms/rules'
import type { RuleObject } from 'antd/es/form'

const check = (rule: unknown, value: unknown) => (rule as RuleObject).validator!(rule as RuleObject, value, () => undefined) as Promise<void>

it('password: 8-16 characters with a letter and a digit; optional when editing', async () => {
  await expect(check(password(), '')).rejects.toThrow('请填写密码')
  await expect(check(password(), 'abc123')).rejects.toThrow('密码长度不能少于8个字符')
  await expect(check(password(), 'abcdefgh')).rejects.toThrow('密码需同时包含字母和数字')
  await expect(check(password(), '12345678')).rejects.toThrow('密码需同时包含字母和数字')
  await expect(check(password(), 'abcd1234abcd12345')).rejects.toThrow('密码长度不能多于16个字符')
  await expect(check(password(), 'piano123')).resolves.toBeUndefined()
  await expect(check(password(true), '')).resolves.toBeUndefined()
  await expect(check(password(true), 'short1')).rejects.toThrow('密码长度不能少于8个字符')
})

it('email and the confirmation', async () => {
  const pattern = (email as RuleObject).pattern!
  expect(['admin@qinyi.studio', 'a.b@c.cn'].every((v) => pattern.test(v))).toBe(true)
  expect(['admin', 'a@b', 'a b@c.cn', '@c.cn'].some((v) => pattern.test(v))).toBe(false)
  const form = { getFieldValue: (name: string) => (name === 'new_password' ? 'piano123' : '') }
  await expect(check(sameAs('new_password')(form), 'piano124')).rejects.toThrow('两次输入密码不一致')
  await expect(check(sameAs('new_password')(form), 'piano123')).resolves.toBeUndefined()
})
