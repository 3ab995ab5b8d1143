/**
 * MeEdu's member import (`POST /member/import`): every row checked first, and when any is refused the
 * answer names each one and why, and nothing is imported; otherwise all of them in one transaction.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminMembers } from '~types/endpoints/admin/members'
import * as M from '~types/contract/admin/members'
import { EmptyData } from '~types/contract/common'
import { readImportRows, type RowProblem } from '~types/admin/memberImport'
import { failWith } from '../../http/envelope'
import { beijing } from '../../lib/time'
import { hashPasswordAsync } from '../../auth/password'
import { adminRoute } from '../route'
import { writeAdminLog } from '../log'
import * as store from './store'

/** An imported learner's nickname, as a learner registering gets one. */
const nickOf = (mobile: string) => `琴友${mobile.slice(-4)}`

export function importRoute(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.kdb
  // Logged here with the mobiles only: the rows carry passwords.
  adminRoute(app, db, adminMembers.importMembers, { schema: { body: M.MemberImportBody, response: EmptyData }, log: false }, async (req) => {
    const { members, problems } = readImportRows(req.body.users, beijing())
    const taken = await store.takenMobiles(db, members.map((m) => m.mobile))
    const roles = await store.knownRoleIds(db, [...new Set(members.map((m) => m.roleId).filter(Boolean))])
    const indexOf = new Map(req.body.users.map((row, i) => [String(row[0] ?? '').trim(), i + 1]))
    const refused: RowProblem[] = [...problems]
    for (const m of members) {
      const index = indexOf.get(m.mobile) ?? 0
      if (taken.has(m.mobile)) refused.push({ index, mobile: m.mobile, reason: '手机号已注册' })
      else if (m.roleId && !roles.has(m.roleId)) refused.push({ index, mobile: m.mobile, reason: `VIP ID ${m.roleId} 不存在` })
    }
    if (refused.length) {
      refused.sort((a, b) => a.index - b.index)
      throw failWith(`${refused.length}条数据未通过检查，没有导入任何学员`, { rows: refused })
    }
    const ready = await Promise.all(members.map(async (m) => ({ ...m, nick: nickOf(m.mobile), passwordHash: m.password ? await hashPasswordAsync(m.password) : null })))
    await store.importMembers(db, ready)
    await writeAdminLog(db, { adminId: req.admin.id, module: 'member', opt: 'IMPORT', remark: { mobiles: members.map((m) => m.mobile) }, ip: req.ip })
    return []
  })
}
