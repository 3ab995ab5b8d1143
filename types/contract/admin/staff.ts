/**
 * The console's staff: login, the administrator behind the token, administrators, roles and the admin log
 * (MeEdu 4.9.13: LoginController, AdministratorController, AdministratorRoleController, LogController).
 */
import { Type, type Static } from 'typebox'
import { DateTime, Flag, Id, Nullable, PaginatorAOf } from '../common'
import { AdminListOf, AdminPaging } from './common'

export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64, title: '邮箱' }),
  password: Type.String({ minLength: 1, maxLength: 64, title: '密码' }),
  image_key: Type.String({ minLength: 1, maxLength: 64, title: '图形验证码' }),
  image_captcha: Type.String({ minLength: 1, maxLength: 16, title: '图形验证码' })
})
export const LoginAnswer = Type.Object({ token: Type.String() })

/** MeEdu's image captcha (mews/captcha's `create('default', true)`). */
export const AdminCaptcha = Type.Object({ key: Type.String(), img: Type.String(), sensitive: Type.Boolean() })

/** An administrator as MeEdu serializes the model (password hidden; `role_id` and `is_super` appended). */
export const Administrator = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** `*` when the viewer lacks `data.administrator.email` (MeEdu's sensitive-data mask). */
  email: Type.String(),
  last_login_ip: Type.String(),
  last_login_date: Nullable(DateTime),
  is_ban_login: Flag,
  login_times: Type.Integer(),
  created_at: DateTime,
  updated_at: DateTime,
  role_id: Type.Array(Type.Integer()),
  is_super: Type.Boolean()
})
export type Administrator = Static<typeof Administrator>

/** `/backend/api/v1/user`: the administrator with the permissions held, keyed by slug (MeEdu's array_flip). */
export const CurrentAdministrator = Type.Object({ ...Administrator.properties, permissions: Type.Record(Type.String(), Type.Integer()) })

export const AdministratorList = AdminListOf(Administrator)

const AdministratorFields = {
  name: Type.String({ minLength: 1, maxLength: 16, pattern: '\\S', title: '管理员昵称' }),
  email: Type.String({ maxLength: 32, pattern: EMAIL_PATTERN, title: '邮箱' }),
  is_ban_login: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1], title: '禁止登录' })),
  role_id: Type.Optional(Type.Array(Id('角色'), { maxItems: 50, title: '角色' }))
}
/** The password's length as MeEdu checks it; its strength by types/admin/passwordRule.ts (the server and the console's form alike). */
const Password = Type.String({ maxLength: 64, title: '密码' })
export const AdministratorCreateBody = Type.Object({ ...AdministratorFields, password: Password })
export const AdministratorUpdateBody = Type.Object({ ...AdministratorFields, password: Type.Optional(Password) })

const RoleOption = Type.Object({ id: Type.Integer(), display_name: Type.String() })
export const AdministratorCreateForm = Type.Object({ roles: Type.Array(RoleOption) })

export const PasswordBody = Type.Object({
  old_password: Type.String({ minLength: 1, maxLength: 64, title: '原密码' }),
  new_password: Password,
  new_password_confirmation: Type.String({ maxLength: 64, title: '确认密码' })
})

export const Permission = Type.Object({ id: Type.Integer(), slug: Type.String(), display_name: Type.String(), group_name: Type.String() })
export type Permission = Static<typeof Permission>
/** The permissions grouped by MeEdu's group names (主面板, 录播课, 学员, 系统, ...), in MeEdu's order. */
export const RoleCreateForm = Type.Object({ permissions: Type.Record(Type.String(), Type.Array(Permission)) })

export const Role = Type.Object({
  id: Type.Integer(),
  display_name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  created_at: DateTime,
  updated_at: DateTime,
  permission_ids: Type.Array(Type.Integer())
})
export type Role = Static<typeof Role>
export const RoleList = PaginatorAOf(Role)
export const RoleBody = Type.Object({
  display_name: Type.String({ minLength: 1, maxLength: 32, pattern: '\\S', title: '角色名' }),
  description: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S', title: '角色描述' }),
  permission_ids: Type.Optional(Type.Array(Id('权限'), { maxItems: 500, title: '权限' }))
})

export const AdminLog = Type.Object({
  id: Type.Integer(),
  admin_id: Type.Integer(),
  /** Ours beside MeEdu's fields: the name, so the log reads without a second lookup. */
  admin_name: Type.String(),
  module: Type.String(),
  opt: Type.String(),
  remark: Nullable(Type.String()),
  ip: Type.String(),
  created_at: DateTime
})
export type AdminLog = Static<typeof AdminLog>
export const AdminLogQuery = Type.Object({
  ...AdminPaging.properties,
  admin_id: Type.Optional(Type.Integer({ minimum: 0, title: '管理员' })),
  module: Type.Optional(Type.String({ maxLength: 32, title: '模块' })),
  opt: Type.Optional(Type.String({ maxLength: 32, title: '操作' }))
})
export const AdminLogList = AdminListOf(AdminLog)
