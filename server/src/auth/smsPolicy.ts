import type { Db } from '../db/kysely'
import { fail, throttled } from '../http/envelope'
import { getUser } from '../accounts/users'
import type { AppContext } from '../context'

/**
 * Who may get an SMS code without an image captcha (docs/decisions/sms-without-captcha.md). MeEdu asks every
 * sender for an image captcha; this shortcut exists only for a logged-in learner's own flows:
 * - password_reset: only to the learner's bound mobile;
 * - mobile_bind: to the bound mobile (step 1 of a change), to a new number right after that number was
 *   verified (step 2), or to any number for an account without one (a social sign-up binding its first).
 * Sends to a number other than the bound one are capped per learner, so a login is not an SMS cannon.
 */
const VERIFIED_WINDOW_MS = 10 * 60_000
const FOREIGN_SENDS = { limit: 3, windowMs: VERIFIED_WINDOW_MS }

const hasMobile = (mobile: string) => /^1[3-9]\d{9}$/.test(mobile)

export async function assertSmsWithoutCaptcha(db: Db, ctx: Pick<AppContext, 'shared' | 'once'>, userId: number, mobile: string, scene: string, now = Date.now()): Promise<void> {
  const bound = (await getUser(db, userId)).mobile
  if (mobile === bound) return
  if (scene !== 'mobile_bind') throw fail('验证码只能发送到已绑定的手机号')
  if (hasMobile(bound)) {
    if (!(await ctx.once.smsCodes.usedSince(bound, 'mobile_bind', now - VERIFIED_WINDOW_MS))) throw fail('请先验证原手机号')
  }
  if (!(await ctx.shared.limiter('sms-foreign', FOREIGN_SENDS).hit(String(userId), now))) throw throttled('发送太频繁，请稍后再试')
}
