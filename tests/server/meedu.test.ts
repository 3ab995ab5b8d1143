/** @jest-environment node */
/**
 * Issue 8, "Behave like MeEdu 4.9.13" and "A second client must work too": each `it` is one reproduced
 * deviation, with expectations taken from MeEdu's own controllers (xyz.meedu.api, tag 4.9.13), not from
 * this server's answers.
 */
import { serverPerTest, type TestServer } from './helpers'
import { DEMO } from '../../server/src/seed'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const LEARNER = '13700137000'
const count = (sql: string, ...args: unknown[]) => s.db.prepare(`SELECT COUNT(*) FROM ${sql}`).pluck().get(...args) as number
const uidOf = (mobile = LEARNER) => s.db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(mobile) as number

/** An SMS code for `mobile` the way MeEdu's dialogs get one: image captcha, then captcha/sms. */
async function smsCode(mobile: string, scene: string): Promise<string> {
  s.db.prepare('UPDATE sms_codes SET created_at = created_at - 120000').run()
  const c = await s.captcha()
  const sent = await s.call('POST', '/api/v2/captcha/sms', { body: { mobile, image_key: c.key, image_captcha: c.answer, scene } })
  expect(sent.code).toBe(0)
  return s.sms.filter((x) => x.mobile === mobile).pop()!.code
}

describe('register and forgotten password (MeEdu RegisterController, PasswordController)', () => {
  it('POST /api/v2/register/sms creates the learner with a password; an existing mobile answers 手机号已存在', async () => {
    const mobile = '13511112222'
    const bad = await s.call('POST', '/api/v2/register/sms', { body: { mobile, mobile_code: '123456', password: '123' } })
    expect(bad).toMatchObject({ code: 1, message: '密码过短' })
    expect(await s.call('POST', '/api/v2/register/sms', { body: { mobile, password: 'secret12' } })).toMatchObject({ code: 1, message: '请填写短信验证码' })
    expect(await s.call('POST', '/api/v2/register/sms', { body: { mobile, mobile_code: '000000', password: 'secret12' } })).toMatchObject({ code: 1 })
    expect(count('users WHERE mobile = ?', mobile)).toBe(0)

    const code = await smsCode(mobile, 'register')
    expect(await s.call('POST', '/api/v2/register/sms', { body: { mobile, mobile_code: code, password: 'secret12' } })).toMatchObject({ code: 0, data: [] })
    expect(count('users WHERE mobile = ?', mobile)).toBe(1)
    const login = await s.call<{ token: string }>('POST', '/api/v2/login/password', { body: { mobile, password: 'secret12' } })
    expect(login.code).toBe(0)
    expect(login.data.token).toEqual(expect.any(String))

    const again = await smsCode(mobile, 'register')
    expect(await s.call('POST', '/api/v2/register/sms', { body: { mobile, mobile_code: again, password: 'other123' } })).toMatchObject({ code: 1, message: '手机号已存在' })
    expect(count('users WHERE mobile = ?', mobile)).toBe(1)
  })

  it('POST /api/v2/password/reset sets the new password, ends old sessions; unknown mobile answers 手机号不存在', async () => {
    const unknown = '13522223333'
    const code = await smsCode(unknown, 'password_reset')
    expect(await s.call('POST', '/api/v2/password/reset', { body: { mobile: unknown, mobile_code: code, password: 'secret12' } })).toMatchObject({ code: 1, message: '手机号不存在' })
    expect(count('users WHERE mobile = ?', unknown)).toBe(0)

    expect(await s.call('POST', '/api/v2/password/reset', { body: { mobile: LEARNER, mobile_code: '000000', password: 'newpass1' } })).toMatchObject({ code: 1 })
    expect(await s.call('POST', '/api/v2/password/reset', { body: { mobile: LEARNER, mobile_code: '000000', password: 'x'.repeat(17) } })).toMatchObject({ code: 1, message: '密码过长' })
    const good = await smsCode(LEARNER, 'password_reset')
    expect(await s.call('POST', '/api/v2/password/reset', { body: { mobile: LEARNER, mobile_code: good, password: 'newpass1' } })).toMatchObject({ code: 0, data: [] })
    expect((await s.call('GET', '/api/v2/member/detail', { token })).code).toBe(401)
    expect((await s.call('POST', '/api/v2/login/password', { body: { mobile: LEARNER, password: 'newpass1' } })).code).toBe(0)
  })
})
