/** Staff rows to MeEdu's admin shapes (types/contract/admin/staff.ts). */
import type { Administrator, AdminLog, Role } from '~types/contract/admin/staff'
import type { AdministratorRow, RoleRow } from './store'

/** MeEdu's SensitiveDataMask: the value becomes `*` for a viewer without `data.administrator.email`. */
const MASK = '*'

export const administratorView = (row: AdministratorRow, roles: { roleIds: number[]; isSuper: boolean }, showEmail: boolean): Administrator => ({
  id: row.id,
  name: row.name,
  email: showEmail || !row.email ? row.email : MASK,
  last_login_ip: row.last_login_ip,
  last_login_date: row.last_login_date,
  is_ban_login: row.is_ban_login ? 1 : 0,
  login_times: row.login_times,
  created_at: row.created_at,
  updated_at: row.updated_at,
  role_id: roles.roleIds,
  is_super: roles.isSuper
})

export const roleView = (row: RoleRow, permissionIds: number[]): Role => ({ ...row, permission_ids: permissionIds })

export const logView = (row: Omit<AdminLog, 'admin_name'> & { admin_name: string | null }): AdminLog => ({ ...row, admin_name: row.admin_name ?? '' })
