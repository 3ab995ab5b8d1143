import { post, request } from '../../core/request'
import type { VerifySign } from '../../../types/api'

/** Changing the mobile (CONTRACT 2.6): prove the current number, then bind the new one with the sign. */
export const verifyCurrentMobile = (p: { mobile: string; mobile_code: string }) => post<VerifySign>('/api/v2/member/verify', p, { loading: true })

export const changeMobile = (p: { mobile: string; mobile_code: string; sign: string }) =>
  request<[]>('/api/v2/member/mobile', { method: 'PUT', data: p, loading: true })
