/** Learners to MeEdu's admin shapes (types/contract/admin/members.ts). */
import type { AdminMember } from '~types/contract/admin/members'
import type { UserRow } from './store'

type Named = { id: number; name: string }

export const memberView = (u: UserRow, role: Named | undefined, tags: Named[]): AdminMember => ({
  id: u.id,
  avatar: u.avatar,
  nick_name: u.nick_name,
  mobile: u.mobile,
  is_lock: u.is_lock ? 1 : 0,
  is_active: u.is_active ? 1 : 0,
  role_id: u.role_id,
  role_expired_at: u.role_expired_at,
  credit1: u.credit1,
  credit2: u.credit2,
  credit3: u.credit3,
  invite_balance: u.invite_balance,
  is_password_set: u.password_hash ? 1 : 0,
  is_set_nickname: u.is_set_nickname ? 1 : 0,
  created_at: u.created_at,
  role: u.role_id ? (role ?? null) : null,
  tags
})

/** The learner's real-name verification, or null when they have none. */
export const profileView = (u: UserRow) =>
  u.profile_real_name || u.profile_id_number || u.is_face_verify ? { real_name: u.profile_real_name, id_number: u.profile_id_number, is_verify: u.is_face_verify ? (1 as const) : (0 as const) } : null
