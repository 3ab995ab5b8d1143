import type { MessageRow, RoleRecordRow } from './store'

/** A message with its stored JSON data parsed. */
export const messageView = (r: MessageRow) => ({ ...r, data: JSON.parse(r.data) as unknown })

/** A VIP purchase with its role (null when the role is gone). */
export const roleRecordView = ({ role_name, ...r }: RoleRecordRow) => ({ ...r, role: role_name === null ? null : { id: r.role_id, name: role_name } })
