/**
 * The member import's rows and their rules, read alike by the server (which refuses the whole file when
 * one row breaks them) and the console (which builds the rows from the spreadsheet and points at the sheet's
 * lines). A row is MeEdu's: [手机号, 密码, VIP ID, VIP过期时间, 锁定 0/1, 标签 "a,b"]. Plain TypeScript:
 * the console imports it at run time.
 */
import { MOBILE_PATTERN } from '../patterns'
import { typedTime } from './typedTime'

export const IMPORT_MAX_ROWS = 1000
const IMPORT_TAG_MAX = 20
const MOBILE = new RegExp(MOBILE_PATTERN)

export interface ImportedMember {
  mobile: string
  /** '' : none set (the learner signs in with an SMS code). */
  password: string
  roleId: number
  /** 'YYYY-MM-DD HH:mm:ss' or null. */
  roleExpiredAt: string | null
  isLock: 0 | 1
  tags: string[]
}

export interface RowProblem {
  /** The row's place in the submitted list, from 1. */
  index: number
  mobile: string
  reason: string
}

const text = (cell: unknown): string => (cell === null || cell === undefined ? '' : String(cell).trim())

/**
 * Every row read and checked on its own terms (the checks needing the database, a mobile already
 * registered and a VIP that exists, are the server's). `now`: 'YYYY-MM-DD HH:mm:ss' (Beijing).
 */
export function readImportRows(rows: readonly (readonly unknown[])[], now: string): { members: ImportedMember[]; problems: RowProblem[] } {
  const members: ImportedMember[] = []
  const problems: RowProblem[] = []
  const firstRowOf = new Map<string, number>()
  rows.forEach((row, i) => {
    const index = i + 1
    const mobile = text(row[0])
    const refuse = (reason: string) => problems.push({ index, mobile, reason })
    if (!MOBILE.test(mobile)) return void refuse(mobile ? '手机号格式不正确' : '手机号为空')
    const first = firstRowOf.get(mobile)
    if (first) return void refuse(`手机号与第${first}条重复`)
    firstRowOf.set(mobile, index)
    const password = text(row[1])
    if (password && (password.length < 6 || password.length > 16)) return void refuse('密码需为6-16个字符')
    const roleText = text(row[2])
    const roleId = roleText === '' ? 0 : Number(roleText)
    if (!Number.isInteger(roleId) || roleId < 0) return void refuse('VIP ID需为数字')
    const untilText = text(row[3])
    const roleExpiredAt = untilText ? typedTime(untilText) : null
    if (untilText && !roleExpiredAt) return void refuse('VIP过期时间格式不正确，应为 2026-12-31 或 2026-12-31 23:59:59')
    if (roleId && !roleExpiredAt) return void refuse('配置了VIP但未配置过期时间')
    if (!roleId && roleExpiredAt) return void refuse('配置了VIP过期时间但未配置VIP')
    if (roleExpiredAt && roleExpiredAt < now) return void refuse('VIP过期时间早于当前时间')
    const lockText = text(row[4])
    if (lockText !== '' && lockText !== '0' && lockText !== '1') return void refuse('锁定只能填0或1')
    const tags = [...new Set(text(row[5]).split(/[,，]/).map((t) => t.trim()).filter(Boolean))]
    const longTag = tags.find((t) => t.length > IMPORT_TAG_MAX)
    if (longTag) return void refuse(`标签「${longTag.slice(0, IMPORT_TAG_MAX)}…」超过${IMPORT_TAG_MAX}个字`)
    members.push({ mobile, password, roleId, roleExpiredAt, isLock: lockText === '1' ? 1 : 0, tags })
  })
  return { members, problems }
}
