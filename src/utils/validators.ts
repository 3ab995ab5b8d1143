/**
 * Shared validators (SPEC section 5). Pure predicates: true when the input is acceptable.
 * Mobile: one rule for the whole app, `^1[3-9]\d{9}$` (README, "Decisions"): no mainland carrier issues
 * numbers with a second digit of 2, so accepting it would only let typos through to the SMS gateway.
 */
export const MOBILE_RE = /^1[3-9]\d{9}$/

export const isMobile = (v: string): boolean => MOBILE_RE.test(v)

export const isEmail = (v: string): boolean =>
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(v) && !v.includes('..')

export const isUrl = (v: string): boolean => {
  if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v)) return false
  const host = v.replace(/^https?:\/\//i, '').split(/[/?#]/)[0]
  return /^[\w.-]+(:\d{1,5})?$/.test(host) && !host.startsWith('.') && !host.includes('..')
}

function isRealDate(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d))
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d
}

/** `YYYY-MM-DD` or `YYYY/MM/DD`, a date that exists. */
export const isDate = (v: string): boolean => {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(v)
  return !!m && isRealDate(+m[1], +m[2], +m[3])
}

/** ISO 8601 date or date-time, e.g. `2024-05-01`, `2024-05-01T08:30:00Z`, `2024-05-01T08:30:00.123+08:00`. */
export const isDateISO = (v: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?)?$/.exec(v)
  return !!m && isRealDate(+m[1], +m[2], +m[3])
}

/** A decimal number, optionally signed: `-3`, `2.5`, `.5` are numbers; `1e3`, `1.`, `` are not. */
export const isNumber = (v: string): boolean => /^[-+]?(\d+(\.\d+)?|\.\d+)$/.test(v)

export const isDigits = (v: string): boolean => /^\d+$/.test(v)

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

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领'

/** Mainland licence plate: ordinary (7 characters) or new-energy (8 characters). */
export const isCarPlate = (v: string): boolean => {
  const ordinary = new RegExp(`^[${PROVINCES}][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]$`)
  const newEnergy = new RegExp(`^[${PROVINCES}][A-HJ-NP-Z](([DF][A-HJ-NP-Z0-9]\\d{4})|(\\d{5}[DF]))$`)
  return ordinary.test(v) || newEnergy.test(v)
}

/** A positive amount of money with at most 2 decimals: `0.01`, `12`, `12.5`; not `0`, `01`, `1.234`. */
export const isAmount = (v: string): boolean => /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(v) && Number(v) > 0

export const isChinese = (v: string): boolean => /^[\u4e00-\u9fa5\u3400-\u4dbf]+$/.test(v)

export const isLetters = (v: string): boolean => /^[A-Za-z]+$/.test(v)

export const isLettersOrDigits = (v: string): boolean => /^[A-Za-z0-9]+$/.test(v)

/** Length in characters (not UTF-16 units), inclusive. */
export const isLengthBetween = (v: string, min: number, max: number): boolean => {
  const n = Array.from(v).length
  return n >= min && n <= max
}

/** A number within [min, max], inclusive. */
export const isNumberBetween = (v: string | number, min: number, max: number): boolean => {
  const s = String(v)
  if (!isNumber(s)) return false
  const n = Number(s)
  return n >= min && n <= max
}

/** Landline: optional area code `0XX(X)-`, 7 or 8 digits, optional `-extension`. */
export const isLandline = (v: string): boolean => /^(0\d{2,3}-?)?[2-9]\d{6,7}(-\d{1,6})?$/.test(v)

/** A string that parses as a JSON object or array (a bare number or string is not what callers want). */
export const isJsonString = (v: string): boolean => {
  try {
    const parsed = JSON.parse(v)
    return typeof parsed === 'object' && parsed !== null
  } catch {
    return false
  }
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
