/**
 * Shared validators (SPEC section 5), the ones the pages need: mobile, SMS code, amount, ID card, e-mail,
 * length range and date (docs/decisions/validators-kept-to-need.md). Pure predicates: true when the input is
 * acceptable. Mobile: one rule for the app and the server, `types/patterns.ts`
 * (docs/decisions/mobile-number-rule.md).
 */
import { MOBILE_PATTERN } from '~types/patterns'

const MOBILE_RE = new RegExp(MOBILE_PATTERN)

export const isMobile = (v: string): boolean => MOBILE_RE.test(v)

export const isEmail = (v: string): boolean =>
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(v) && !v.includes('..')

function isRealDate(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d))
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d
}

/** `YYYY-MM-DD` or `YYYY/MM/DD`, a date that exists. */
export const isDate = (v: string): boolean => {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(v)
  return !!m && isRealDate(+m[1], +m[2], +m[3])
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK = '10X98765432'

/** Mainland resident ID: 18 characters, real birth date, valid check digit (last may be X). */
export const isIdCard = (v: string): boolean => {
  const s = v.toUpperCase()
  if (!/^[1-9]\d{5}(18|19|20)\d{2}\d{2}\d{2}\d{3}[\dX]$/.test(s)) return false
  if (!isRealDate(+s.slice(6, 10), +s.slice(10, 12), +s.slice(12, 14))) return false
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(s[i]), 0)
  return ID_CHECK[sum % 11] === s[17]
}

/** A positive amount of money with at most 2 decimals: `0.01`, `12`, `12.5`; not `0`, `01`, `1.234`. */
export const isAmount = (v: string): boolean => /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(v) && Number(v) > 0

/** Length in characters (not UTF-16 units), inclusive. */
export const isLengthBetween = (v: string, min: number, max: number): boolean => {
  const n = Array.from(v).length
  return n >= min && n <= max
}

/** A verification code of exactly `length` digits (default 6, SPEC section 9). */
export const isVerifyCode = (v: string, length = 6): boolean => new RegExp(`^\\d{${length}}$`).test(v)

/** First failing rule's message for a login form, or '' when everything is acceptable. */
export function mobileError(mobile: string): string {
  if (!mobile) return '请输入手机号'
  return isMobile(mobile) ? '' : '请输入正确的手机号'
}

export function codeError(code: string, length = 6): string {
  if (!code) return '请输入短信验证码'
  return isVerifyCode(code, length) ? '' : `请输入${length}位数字验证码`
}
