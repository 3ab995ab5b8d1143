/** The console's session, 管理员, 角色 and 日志 (MeEdu 4.9.13's LoginController, AdministratorController, AdministratorRoleController, LogController). */
import crypto from 'crypto'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminAuth } from '~types/endpoints/admin/auth'
import { adminStaff } from '~types/endpoints/admin/staff'
import * as S from '~types/contract/admin/staff'
import { EmptyData, IdParams } from '~types/contract/common'
import { AdminPaging } from '~types/contract/admin/common'
import { fail, notFound } from '../../http/envelope'
import { LOGIN_PER_ACCOUNT, LOGIN_PER_IP, minutes } from '../../http/guards'
import { consumeCaptcha, createCaptcha } from '../../verification/captcha'
import { checkPassword, hashPasswordAsync } from '../../auth/password'
import { tokenOf } from '../../auth/tokens'
import { adminRoute } from '../route'
import { closeAllSessions, closeSession, grantsOf, openSession } from '../sessions'
import { writeAdminLog } from '../log'
import { passwordProblem } from '~types/admin/passwordRule'
import * as store from './store'
import { administratorView, logView, roleView } from './views'
import { SUPER_ROLE_SLUG } from '~types/admin/permissions'

const EMPTY: [] = []
const SHOW_EMAIL = 'data.administrator.email'

export async function staffRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb
  const perIp = ctx.shared.limiter('admin-login-ip', LOGIN_PER_IP)
  const perAccount = ctx.shared.limiter('admin-login-account', LOGIN_PER_ACCOUNT)

  adminRoute(app, db, adminAuth.captcha, { schema: { response: S.AdminCaptcha } }, async () => ({ ...(await createCaptcha(ctx.once.captchas)), sensitive: false }))

  // MeEdu's order: the captcha, then the account; every attempt is counted per address and per account.
  adminRoute(app, db, adminAuth.login, { schema: { body: S.LoginBody, response: S.LoginAnswer }, log: false }, async (req) => {
    const b = req.body
    const email = b.username.trim().toLowerCase()
    if (!(await perIp.hit(req.ip))) throw fail(`登录尝试过于频繁，请${minutes(await perIp.retryAfter(req.ip))}分钟后再试`)
    if (!(await consumeCaptcha(ctx.once.captchas, b.image_key, b.image_captcha))) throw fail('图形验证码错误')
    if (!(await perAccount.hit(email))) throw fail(`密码错误次数过多，请${minutes(await perAccount.retryAfter(email))}分钟后再试`)
    const admin = await store.administratorByEmail(db, email)
    if (!(await checkPassword(b.password, admin?.password)) || !admin) {
      await writeAdminLog(db, { adminId: admin?.id ?? 0, module: 'admin-login', opt: 'LOGIN_FAILED', remark: { username: email }, ip: req.ip })
      throw fail('邮箱或密码错误')
    }
    if (admin.is_ban_login) throw fail('当前管理员已被锁定无法登录')
    const token = await openSession(db, admin.id)
    await store.recordLogin(db, admin.id, req.ip)
    await writeAdminLog(db, { adminId: admin.id, module: 'admin-login', opt: 'LOGIN', remark: { username: email }, ip: req.ip })
    return { token }
  })

  adminRoute(app, db, adminAuth.logout, { schema: { response: EmptyData }, log: { module: 'admin-login', opt: 'LOGOUT' } }, async (req) => {
    await closeSession(db, tokenOf(req))
    return EMPTY
  })

  adminRoute(app, db, adminAuth.user, { schema: { response: S.CurrentAdministrator } }, async (req) => {
    const row = await store.administratorById(db, req.admin.id)
    if (!row) throw notFound()
    const grants = await grantsOf(db, row.id)
    const roles = (await store.rolesOf(db, [row.id])).get(row.id) ?? { roleIds: [], isSuper: false }
    // MeEdu's array_flip: every slug held, keyed by slug.
    return { ...administratorView(row, roles, true), permissions: Object.fromEntries(grants.slugs.map((slug, i) => [slug, i])) }
  })

  adminRoute(app, db, adminAuth.changePassword, { schema: { body: S.PasswordBody, response: EmptyData }, log: { module: 'administrator', opt: 'UPDATE' } }, async (req) => {
    const b = req.body
    const row = await store.administratorById(db, req.admin.id)
    if (!row || !(await checkPassword(b.old_password, row.password))) throw fail('原密码错误')
    const problem = passwordProblem(b.new_password)
    if (problem) throw fail(problem)
    if (b.new_password !== b.new_password_confirmation) throw fail('两次输入密码不一致')
    await store.setPassword(db, row.id, await hashPasswordAsync(b.new_password))
    return EMPTY
  })

  // 管理员
  adminRoute(app, db, adminStaff.administrators, { schema: { query: AdminPaging, response: S.AdministratorList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.listAdministrators(db, page, size)
    const roles = await store.rolesOf(db, rows.map((r) => r.id))
    const showEmail = req.admin.isSuper || req.admin.permissions.has(SHOW_EMAIL)
    return { total, data: rows.map((r) => administratorView(r, roles.get(r.id) ?? { roleIds: [], isSuper: false }, showEmail)) }
  })

  adminRoute(app, db, adminStaff.administratorForm, { schema: { response: S.AdministratorCreateForm } }, async () => ({ roles: await store.roleOptions(db) }))

  /** The checks shared by create and update, before anything is written. */
  const checkAdministrator = async (b: { email: string; role_id?: number[]; password?: string }, id = 0) => {
    const email = b.email.trim().toLowerCase()
    if (await store.emailTaken(db, email, id)) throw fail('邮箱已经存在')
    const roleIds = [...new Set(b.role_id ?? [])]
    if ((await store.knownRoleIds(db, roleIds)).length !== roleIds.length) throw fail('角色不存在')
    const problem = b.password === undefined || (id && b.password === '') ? null : passwordProblem(b.password)
    if (problem) throw fail(problem)
    return { email, roleIds }
  }

  adminRoute(app, db, adminStaff.createAdministrator, { schema: { body: S.AdministratorCreateBody, response: EmptyData } }, async (req) => {
    const b = req.body
    const { email, roleIds } = await checkAdministrator(b)
    await store.createAdministrator(db, { name: b.name.trim(), email, is_ban_login: b.is_ban_login ?? 0, password: await hashPasswordAsync(b.password) }, roleIds)
    return EMPTY
  })

  const existing = async (id: number) => {
    const row = await store.administratorById(db, id)
    if (!row) throw notFound()
    return row
  }

  adminRoute(app, db, adminStaff.administrator, { schema: { params: IdParams, response: S.Administrator } }, async (req) => {
    const row = await existing(req.params.id)
    const roles = (await store.rolesOf(db, [row.id])).get(row.id) ?? { roleIds: [], isSuper: false }
    return administratorView(row, roles, req.admin.isSuper || req.admin.permissions.has(SHOW_EMAIL))
  })

  adminRoute(app, db, adminStaff.updateAdministrator, { schema: { params: IdParams, body: S.AdministratorUpdateBody, response: EmptyData } }, async (req) => {
    const row = await existing(req.params.id)
    const b = req.body
    const { email, roleIds } = await checkAdministrator(b, row.id)
    // Ours: an administrator cannot lock themselves out, nor drop the last super-admin's role.
    if (row.id === req.admin.id && (b.is_ban_login ?? 0) === 1) throw fail('不能禁止自己登录')
    const superRole = (await store.rolesOf(db, [row.id])).get(row.id)?.isSuper
    if (superRole && !(await rolesIncludeSuper(roleIds))) throw fail('不能取消超级管理员的超级管理员角色')
    const password = b.password ? await hashPasswordAsync(b.password) : undefined
    await store.updateAdministrator(db, row.id, { name: b.name.trim(), email, is_ban_login: b.is_ban_login ?? 0, ...(password && { password }) }, roleIds)
    // A new password or a ban ends the administrator's sessions.
    if (password || b.is_ban_login === 1) await closeAllSessions(db, row.id)
    return EMPTY
  })

  const rolesIncludeSuper = async (roleIds: number[]) => {
    for (const id of roleIds) if ((await store.roleById(db, id))?.slug === SUPER_ROLE_SLUG) return true
    return false
  }

  adminRoute(app, db, adminStaff.deleteAdministrator, { schema: { params: IdParams, response: EmptyData } }, async (req) => {
    const row = await existing(req.params.id)
    if ((await store.rolesOf(db, [row.id])).get(row.id)?.isSuper) throw fail('当前用户是超级管理员账户无法删除')
    if (row.id === req.admin.id) throw fail('不能删除自己')
    await store.deleteAdministrator(db, row.id)
    return EMPTY
  })

  // 角色
  adminRoute(app, db, adminStaff.roles, { schema: { query: AdminPaging, response: S.RoleList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.listRoles(db, page, size)
    const perms = await store.permissionIdsOf(db, rows.map((r) => r.id))
    const from = total ? (page - 1) * size + 1 : null
    return {
      current_page: page,
      per_page: size,
      total,
      last_page: Math.max(1, Math.ceil(total / size)),
      from: rows.length ? from : null,
      to: rows.length && from ? from + rows.length - 1 : null,
      data: rows.map((r) => roleView(r, perms.get(r.id) ?? []))
    }
  })

  adminRoute(app, db, adminStaff.roleForm, { schema: { response: S.RoleCreateForm } }, async () => {
    const grouped: Record<string, S.Permission[]> = {}
    for (const p of await store.allPermissions(db)) (grouped[p.group_name] ??= []).push({ ...p })
    return { permissions: grouped }
  })

  const checkRole = async (b: { display_name: string; description: string; permission_ids?: number[] }) => {
    const permissionIds = [...new Set(b.permission_ids ?? [])]
    if ((await store.knownPermissionIds(db, permissionIds)).length !== permissionIds.length) throw fail('权限不存在')
    return { fields: { display_name: b.display_name.trim(), description: b.description.trim() }, permissionIds }
  }

  adminRoute(app, db, adminStaff.createRole, { schema: { body: S.RoleBody, response: EmptyData } }, async (req) => {
    const { fields, permissionIds } = await checkRole(req.body)
    // MeEdu's Str::random(16): a role's slug is never typed by staff.
    await store.createRole(db, { ...fields, slug: crypto.randomBytes(12).toString('base64url').slice(0, 16) }, permissionIds)
    return EMPTY
  })

  const existingRole = async (id: number) => {
    const row = await store.roleById(db, id)
    if (!row) throw notFound()
    return row
  }

  adminRoute(app, db, adminStaff.role, { schema: { params: IdParams, response: S.Role } }, async (req) => {
    const row = await existingRole(req.params.id)
    return roleView(row, (await store.permissionIdsOf(db, [row.id])).get(row.id) ?? [])
  })

  adminRoute(app, db, adminStaff.updateRole, { schema: { params: IdParams, body: S.RoleBody, response: EmptyData } }, async (req) => {
    const row = await existingRole(req.params.id)
    const { fields, permissionIds } = await checkRole(req.body)
    await store.updateRole(db, row.id, fields, permissionIds)
    return EMPTY
  })

  adminRoute(app, db, adminStaff.deleteRole, { schema: { params: IdParams, response: EmptyData } }, async (req) => {
    const row = await existingRole(req.params.id)
    if (await store.roleHasAdministrators(db, row.id)) throw fail('请先取消与该角色绑定的管理员')
    if (row.slug === SUPER_ROLE_SLUG) throw fail('当前用户是超级管理员账户无法删除')
    await store.deleteRole(db, row.id)
    return EMPTY
  })

  // 日志
  adminRoute(app, db, adminStaff.adminLog, { schema: { query: S.AdminLogQuery, response: S.AdminLogList } }, async (req) => {
    const { page = 1, size = 10, ...filter } = req.query
    const { rows, total } = await store.listLogs(db, filter, page, size)
    return { total, data: rows.map(logView) }
  })
}

