import type { MiniLoginResult } from './types'

/** H5 has no mini-program session: Taro.login there is a stub that reports success, so never call it. */

export const miniLoginAvailable = false

export async function miniProgramLogin(): Promise<MiniLoginResult> {
  throw new Error('mini-program login is not available on H5')
}

export async function miniProgramPhoneLogin(_phoneCode: string): Promise<string> {
  throw new Error('mini-program login is not available on H5')
}

export async function miniProgramBindPhone(_phoneCode: string, _token: string): Promise<void> {
  throw new Error('mini-program login is not available on H5')
}
