import * as v from '../../src/utils/validators'

type Table = [name: string, fn: (s: string) => boolean, valid: string[], invalid: string[]]

const tables: Table[] = [
  ['mobile', v.isMobile, ['13800138000', '19912345678', '16612345678'], ['12800138000', '1380013800', '138001380001', '23800138000', '1380013800a', '', ' 13800138000']],
  ['email', v.isEmail, ['a@b.cn', 'first.last+tag@piano-studio.com', 'x_y@mail.example.org'], ['a@b', '@b.cn', 'a@.cn', 'a b@c.cn', 'a..b@c.cn', 'a@b..cn', '']],
  ['date', v.isDate, ['2024-02-29', '2023/12/31', '2024-1-5'], ['2023-02-29', '2024-13-01', '2024-00-10', '20240101', '2024-01-32', '']],
  ['ID card', v.isIdCard, ['11010519491231002X', '11010519491231002x', '440524188001010014'], ['11010519491231002Y', '110105194912310021', '11010519491331002X', '1101051949123100', '']],
  ['amount', v.isAmount, ['0.01', '12', '12.5', '199.99'], ['0', '0.00', '01', '1.234', '-1', '.5', '']],
  ['verification code (6)', (s) => v.isVerifyCode(s), ['123456', '000000'], ['12345', '1234567', '12345a', '']]
]

describe.each(tables)('%s', (_name, fn, valid, invalid) => {
  it.each(valid)('accepts %p', (s) => expect(fn(s)).toBe(true))
  it.each(invalid)('rejects %p', (s) => expect(fn(s)).toBe(false))
})

describe('ranges and configurable lengths', () => {
  it('checks length in characters, inclusive', () => {
    expect(v.isLengthBetween('钢琴课', 1, 3)).toBe(true)
    expect(v.isLengthBetween('😀😀', 2, 2)).toBe(true)
    expect(v.isLengthBetween('', 1, 3)).toBe(false)
    expect(v.isLengthBetween('abcd', 1, 3)).toBe(false)
  })

  it('verification code length is configurable', () => {
    expect(v.isVerifyCode('1234', 4)).toBe(true)
    expect(v.isVerifyCode('123456', 4)).toBe(false)
  })
})

describe('form messages', () => {
  it('says what is wrong with a mobile, in Chinese', () => {
    expect(v.mobileError('')).toBe('请输入手机号')
    expect(v.mobileError('12345')).toBe('请输入正确的手机号')
    expect(v.mobileError('13800138000')).toBe('')
  })
  it('says what is wrong with an SMS code', () => {
    expect(v.codeError('')).toBe('请输入短信验证码')
    expect(v.codeError('12a')).toBe('请输入6位数字验证码')
    expect(v.codeError('123456')).toBe('')
  })
})
