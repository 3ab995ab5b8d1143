/** Logging in: the login page calls it directly (it loads before the console's shell, without Refine). */
import type { Static } from 'typebox'
import { adminAuth } from '../../../types/endpoints/admin/auth'
import type { LoginBody } from '../../../types/contract/admin/staff'
import { call } from './request'
import { saveToken } from './token'

export type LoginInput = Static<typeof LoginBody>

export async function logIn(input: LoginInput): Promise<void> {
  const { token } = await call(adminAuth.login, { body: input })
  saveToken(token)
}
