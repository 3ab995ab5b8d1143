import { command } from '../../core/request'
import type { VerifySign } from '../../../types/api'

/** Changing the mobile (CONTRACT 2.6): prove the current number, then bind the new one with the sign. */
export const verifyCurrentMobile = (p: { mobile: string; mobile_code: string }) => command<VerifySign>('/api/v2/member/verify', p)

export const changeMobile = (p: { mobile: string; mobile_code: string; sign: string }) =>
  command<[]>('/api/v2/member/mobile', p, { method: 'PUT' })
