/**
 * Refine's resources, each the endpoint-table entries of one console list: what `useTable`, `useForm`,
 * `useShow` and the delete buttons call. A screen names its resource (`useTable({ resource: 'administrator' })`).
 */
import type { AdminEndpoint } from '../../../types/endpoints/endpoint'
import { adminStaff } from '../../../types/endpoints/admin/staff'

export interface ResourceEntries {
  /** Answers `{ data, total }` for `?page=&size=` and the list's filters. */
  list: AdminEndpoint
  one?: AdminEndpoint
  create?: AdminEndpoint
  update?: AdminEndpoint
  remove?: AdminEndpoint
}

export const RESOURCES = {
  administrator: {
    list: adminStaff.administrators,
    one: adminStaff.administrator,
    create: adminStaff.createAdministrator,
    update: adminStaff.updateAdministrator,
    remove: adminStaff.deleteAdministrator
  },
  administrator_role: { list: adminStaff.roles, one: adminStaff.role, create: adminStaff.createRole, update: adminStaff.updateRole, remove: adminStaff.deleteRole },
  admin_log: { list: adminStaff.adminLog }
} satisfies Record<string, ResourceEntries>

export type ResourceName = keyof typeof RESOURCES
