import { create } from 'zustand'
import type { Member } from '~types/contract/member'
import { readString, writeString, remove } from './storage'

/**
 * Who the learner is (SPEC section 4): the token, the member detail and isLogin. isLogin is set by a
 * successful member-detail fetch, not by holding a token: a stored token may be stale.
 */
export interface SessionState {
  token: string
  user: Member | null
  isLogin: boolean
  setToken(token: string): void
  /** A fresh member detail: the learner is logged in. */
  setUser(user: Member): void
  /** Forget token and user (logout, 401). Purchased info is cleared by its own store's subscriber. */
  clear(): void
}

export const useSession = create<SessionState>((set) => ({
  token: readString('token'),
  user: null,
  isLogin: false,
  setToken(token) {
    writeString('token', token)
    set({ token })
  },
  setUser(user) {
    set({ user, isLogin: true })
  },
  clear() {
    remove('token')
    set({ token: '', user: null, isLogin: false })
  }
}))

export function currentToken(): string {
  return useSession.getState().token
}

/** True when the member holds a VIP role that has not expired (CONTRACT 2.3 `is_watch`). */
export function isVipActive(user: Member | null, now: Date = new Date()): boolean {
  if (!user || !user.role_id || !user.role_expired_at) return false
  const expires = new Date(user.role_expired_at.replace(' ', 'T') + '+08:00')
  return expires.getTime() > now.getTime()
}
