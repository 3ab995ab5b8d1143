/** What the administrator behind the session may open: the same rule the server's access hook applies. */
import type { Static } from 'typebox'
import { grantsAccess, type AdminAccess, type AdminEndpoint } from '../../types/endpoints/endpoint'
import type { CurrentAdministrator } from '../../types/contract/admin/staff'

export type Me = Static<typeof CurrentAdministrator>

export function allowed(me: Me | null | undefined, access: AdminAccess): boolean {
  if (access === 'public') return true
  if (!me) return false
  if (access === 'staff' || me.is_super) return true
  return access !== 'super' && grantsAccess(access, (slug) => slug in me.permissions)
}

/** Whether the administrator may call an entry (a button for a write the role lacks is not shown). */
export const mayCall = (me: Me | null | undefined, entry: AdminEndpoint): boolean => allowed(me, entry.access)
