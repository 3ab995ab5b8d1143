/** 管理员, 角色 and 日志 (MeEdu's administrator, administrator_role and log routes, with its permission slugs). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../endpoint'
import type * as Common from '../../contract/common'
import type * as Admin from '../../contract/admin/common'
import type * as Staff from '../../contract/admin/staff'

type Paging = Static<typeof Admin.AdminPaging>
type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>

export const adminStaff = {
  administrators: adminEndpoint<{ query: Paging; response: Static<typeof Staff.AdministratorList> }>('GET', '/backend/api/v1/administrator', 'administrator'),
  administratorForm: adminEndpoint<{ response: Static<typeof Staff.AdministratorCreateForm> }>('GET', '/backend/api/v1/administrator/create', 'administrator.store'),
  createAdministrator: adminEndpoint<{ body: Static<typeof Staff.AdministratorCreateBody>; response: Empty }>('POST', '/backend/api/v1/administrator', 'administrator.store'),
  administrator: adminEndpoint<{ params: Id; response: Static<typeof Staff.Administrator> }>('GET', '/backend/api/v1/administrator/:id', 'administrator.update'),
  updateAdministrator: adminEndpoint<{ params: Id; body: Static<typeof Staff.AdministratorUpdateBody>; response: Empty }>('PUT', '/backend/api/v1/administrator/:id', 'administrator.update'),
  deleteAdministrator: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v1/administrator/:id', 'administrator.destroy'),

  roles: adminEndpoint<{ query: Paging; response: Static<typeof Staff.RoleList> }>('GET', '/backend/api/v1/administrator_role', 'administrator_role'),
  roleForm: adminEndpoint<{ response: Static<typeof Staff.RoleCreateForm> }>('GET', '/backend/api/v1/administrator_role/create', 'administrator_role.store'),
  createRole: adminEndpoint<{ body: Static<typeof Staff.RoleBody>; response: Empty }>('POST', '/backend/api/v1/administrator_role', 'administrator_role.store'),
  role: adminEndpoint<{ params: Id; response: Static<typeof Staff.Role> }>('GET', '/backend/api/v1/administrator_role/:id', 'administrator_role.update'),
  updateRole: adminEndpoint<{ params: Id; body: Static<typeof Staff.RoleBody>; response: Empty }>('PUT', '/backend/api/v1/administrator_role/:id', 'administrator_role.update'),
  deleteRole: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v1/administrator_role/:id', 'administrator_role.destroy'),

  adminLog: adminEndpoint<{ query: Static<typeof Staff.AdminLogQuery>; response: Static<typeof Staff.AdminLogList> }>('GET', '/backend/api/v1/log/admin', 'system.log.admin')
} as const
