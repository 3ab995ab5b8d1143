/**
 * MeEdu's promo code import: a header row, then rows of [优惠码, 面值, 过期时间, 可使用次数]; an empty row
 * (the sheet's end) is skipped. Every row is checked; the problems name the sheet's line (the header is 1).
 */
import { PROMO_CODE_PATTERN } from '~types/admin/commerceLimits'
import { typedTime } from '~types/admin/typedTime'
import type { PromoFields } from './store'

const CODE = new RegExp(PROMO_CODE_PATTERN)
const text = (cell: unknown) => (cell === null || cell === undefined ? '' : String(cell).trim())

export function readPromoRows(rows: readonly (readonly unknown[])[]): { codes: (PromoFields & { code: string })[]; problems: string[] } {
  const codes: (PromoFields & { code: string })[] = []
  const problems: string[] = []
  const seen = new Set<string>()
  rows.slice(1).forEach((row, i) => {
    const line = i + 2
    const [code, reward, until, times] = [text(row[0]), text(row[1]), text(row[2]), text(row[3])]
    if (!code && !reward && !until) return
    if (!code) return void problems.push(`第${line}行优惠码为空`)
    if (!CODE.test(code) || code.length > 32) return void problems.push(`第${line}行优惠码只能包含字母、数字、_和-，且不超过32个字符`)
    if (/^u/i.test(code)) return void problems.push(`第${line}行优惠码不能以字母U开头`)
    if (seen.has(code)) return void problems.push(`第${line}行优惠码${code}重复`)
    seen.add(code)
    const money = Number(reward)
    if (!Number.isInteger(money) || money <= 0) return void problems.push(`第${line}行优惠码面值需为正整数`)
    const at = until ? typedTime(until) : null
    if (!at) return void problems.push(until ? `第${line}行过期时间格式不正确` : `第${line}行优惠码过期时间为空`)
    const useTimes = times === '' ? 0 : Number(times)
    if (!Number.isInteger(useTimes) || useTimes < 0) return void problems.push(`第${line}行可使用次数需为不小于0的整数`)
    codes.push({ code, invited_user_reward: money, invite_user_reward: 0, use_times: useTimes, expired_at: at })
  })
  return { codes, problems }
}
