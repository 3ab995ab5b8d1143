/** Refine's session hooks (useLogout, useGetIdentity, <Authenticated>, the 401 handling) on the admin endpoint table. */
import type { AuthProvider } from '@refinedev/core'
import { adminAuth } from '../../../types/endpoints/admin/auth'
import { ApiError, call } from './request'
import { logIn, type LoginInput } from './session'
import { clearToken, readToken } from './token'

export const authProvider: AuthProvider = {
  async login(input: LoginInput) {
    try {
      await logIn(input)
      return { success: true, redirectTo: '/' }
    } catch (e) {
      return { success: false, error: { name: '登录失败', message: e instanceof Error ? e.message : '登录失败' } }
    }
  },
  async logout() {
    // The session ends here whatever the server answers (it may be gone already).
    await call(adminAuth.logout).catch(() => undefined)
    clearToken()
    return { success: true, redirectTo: '/login' }
  },
  async check() {
    return readToken() ? { authenticated: true } : { authenticated: false, redirectTo: '/login', logout: true }
  },
  getIdentity: () => call(adminAuth.user),
  async onError(error: unknown) {
    return error instanceof ApiError && error.status === 401 ? { logout: true, redirectTo: '/login' } : {}
  }
}
