import Taro from '@tarojs/taro'
import { command } from '../core/request'
import { auth } from '~types/endpoints/auth'
import { miniProgram } from '~types/endpoints/miniProgram'
import { readString, writeString } from '../core/storage'
import type { MiniLoginResult } from './types'

/**
 * Mini-program login (docs/API.md, "Mini-program session"): Taro.login -> session (openid) -> login.
 * An openid with no account yet needs the learner's phone number (getPhoneNumber button) -> mobileLogin.
 */
export const miniLoginAvailable = true

// The first two steps run behind the login page's own 登录中 state: no spinner over it.
const miniLoginStart = (code: string) => command(auth.miniSession, { query: { code } }, { feedback: 'toast' })

const miniLoginWithOpenid = (openid: string, msv: string) => command(auth.miniLogin, { body: { openid, msv } }, { feedback: 'toast' })

const miniLoginWithPhone = (openid: string, code: string, msv: string) =>
  command(auth.miniMobileLogin, { body: { openid, code, msv } })

export async function miniProgramLogin(): Promise<MiniLoginResult> {
  const { code } = await Taro.login()
  const { openid } = await miniLoginStart(code)
  writeString('openid', openid)
  const result = await miniLoginWithOpenid(openid, readString('msv'))
  if (result.success === 1) return { token: result.token }
  return { needsPhone: true, openid }
}

/** `phoneCode` is the code of the getPhoneNumber button's event. */
export async function miniProgramPhoneLogin(phoneCode: string): Promise<string> {
  const openid = readString('openid')
  const { token } = await miniLoginWithPhone(openid, phoneCode, readString('msv'))
  return token
}

/** A logged-in learner without a mobile binds WeChat's number: the server exchanges the button's code. */
export async function miniProgramBindPhone(phoneCode: string, token: string): Promise<void> {
  await command(miniProgram.bindPhone, { body: { code: phoneCode } }, { token })
}
