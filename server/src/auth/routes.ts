import crypto from 'crypto'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { EmptyData } from '~types/contract/common'
import * as C from '~types/contract/auth'
import * as S from '~types/contract/site'
import type { AppContext } from '../context'
import { ok, fail } from '../http/envelope'
import { issueToken, platformOf, revokeAllTokens, revokeToken, tokenOf } from './tokens'
import { checkPassword, hashPasswordAsync } from './password'
import { sendSmsCode, verifySmsCode } from '../verification/sms'
import { consumeCaptcha, createCaptcha } from '../verification/captcha'
import { assertSmsWithoutCaptcha } from './smsPolicy'
import { assertCanLogin, createUser, findUserByMobile, getUser } from '../accounts/users'
import { readSite } from '../system/site'
import { requireMini } from '../providers'
import { route } from '../http/route'
import { linkSocial, linkedUser, setPasswordHash } from './store'
import { isUniqueViolation, transaction, type Trx } from '../db/kysely'
import { auth } from '~types/endpoints/auth'
import { site } from '~types/endpoints/site'

export async function authRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { kdb } = ctx

  /** Finds or registers the learner with this mobile (SMS login auto-registers, CONTRACT 2.2). */
  const userForMobile = async (trx: Trx, mobile: string) => (await findUserByMobile(trx, mobile)) ?? (await createUser(trx, mobile))
  /** The same, in its own transaction: of two first logins at once, the second finds the account the first made. */
  const loginUserForMobile = async (mobile: string) => {
    try {
      return await transaction(kdb, (trx) => userForMobile(trx, mobile))
    } catch (e) {
      if (!isUniqueViolation(e)) throw e
      return transaction(kdb, (trx) => userForMobile(trx, mobile))
    }
  }

  route(app, auth.loginMobile, { schema: { body: C.MobileLoginBody, response: C.TokenResult }, login: 'code' }, async (req) => {
      const b = req.body
      await verifySmsCode(ctx.once.smsCodes, b.mobile, b.mobile_code)
      const user = await loginUserForMobile(b.mobile)
      assertCanLogin(user)
      return ok({ token: await issueToken(kdb, user.id, platformOf(req)) })
    })

  route(app, auth.loginPassword, { schema: { body: C.PasswordLoginBody, response: C.TokenResult }, login: 'password' }, async (req) => {
      const b = req.body
      const user = await findUserByMobile(kdb, b.mobile)
      // One message for "no such account" and "wrong password": no account probing.
      // Always one scrypt, off the event loop (password.ts): same time for unknown accounts.
      if (!(await checkPassword(b.password, user?.password_hash)) || !user) throw fail('手机号或密码错误')
      assertCanLogin(user)
      return ok({ token: await issueToken(kdb, user.id, platformOf(req)) })
    })

  // Register with mobile, SMS code and password (MeEdu's RegisterController@smsHandler): no token, the
  // client logs in next. The code is checked first, as MeEdu's mobileCodeCheck does.
  route(app, auth.registerBySms, { schema: { body: C.RegisterSmsBody, response: EmptyData } }, async (req) => {
    const b = req.body
    await verifySmsCode(ctx.once.smsCodes, b.mobile, b.mobile_code)
    if (await findUserByMobile(kdb, b.mobile)) throw fail('手机号已存在')
    const hash = await hashPasswordAsync(b.password)
    await transaction(kdb, async (trx) => {
      if (await findUserByMobile(trx, b.mobile)) throw fail('手机号已存在')
      const user = await createUser(trx, b.mobile)
      await setPasswordHash(trx, user.id, hash)
    })
    return ok([])
  })

  // Forgotten password (MeEdu's PasswordController@reset): every existing session ends with the old password.
  route(app, auth.resetPassword, { schema: { body: C.PasswordResetBody, response: EmptyData } }, async (req) => {
    const b = req.body
    await verifySmsCode(ctx.once.smsCodes, b.mobile, b.mobile_code)
    const user = await findUserByMobile(kdb, b.mobile)
    if (!user) throw fail('手机号不存在')
    const hash = await hashPasswordAsync(b.password)
    await transaction(kdb, async (trx) => {
      await setPasswordHash(trx, user.id, hash)
      await revokeAllTokens(trx, user.id)
    })
    return ok([])
  })

  route(app, auth.logout, { schema: { response: EmptyData } }, async (req) => {
    const token = tokenOf(req)
    if (token) await revokeToken(kdb, token)
    return ok([])
  })

  // ---- social login (CONTRACT 2.2 and 4): a one-time code from the OAuth return --------------------------

  // A code is checked first and spent just before the write it allows (a refusal on the way leaves it
  // usable); spending is atomic, so of two requests with one code one gets it (verification/oneTime.ts).
  const expired = () => fail('授权已失效，请重新登录')
  /** Valid, unused social code -> its (app, openid). */
  const socialOf = async (code: string) => {
    const social = await ctx.once.socialCodes.peek(code)
    if (!social) throw expired()
    return social
  }
  const useCode = async (code: string) => {
    if (!(await ctx.once.socialCodes.take(code))) throw expired()
  }

  route(app, auth.loginByCode, { schema: { body: C.CodeLoginBody, response: C.CodeLoginResult } }, async (req) => {
    const { code } = req.body
    const social = await socialOf(code)
    const linked = await linkedUser(kdb, social.app, social.openid)
    if (!linked) {
      // MeEdu's AuthBus::socialiteLogin: "bind a mobile first" only when the site asks for a mobile;
      // otherwise a new account is created for the social account (without a mobile, bindable later).
      if ((await readSite(ctx.kdb)).member.enabled_mobile_bind_alert === 1) return ok({ success: 0 as const, action: 'bind_mobile' as const, code })
      await useCode(code)
      const user = await transaction(kdb, async (trx) => {
        const u = await createUser(trx, `social-${crypto.randomBytes(8).toString('hex')}`)
        await linkSocial(trx, social.app, social.openid, u.id)
        return u
      })
      assertCanLogin(user)
      return ok({ success: 1 as const, token: await issueToken(kdb, user.id, platformOf(req)) })
    }
    const user = await getUser(kdb, linked.user_id)
    assertCanLogin(user)
    await useCode(code)
    return ok({ success: 1 as const, token: await issueToken(kdb, user.id, platformOf(req)) })
  })

  route(app, auth.registerWithSocialite, { schema: { body: C.SocialRegisterBody, response: C.TokenResult } }, async (req) => {
      const b = req.body
      const social = await socialOf(b.code)
      await verifySmsCode(ctx.once.smsCodes, b.mobile, b.mobile_code)
      // MeEdu's AuthBus::registerWithSocialite registers a new learner only; an existing one logs in and binds.
      if (await findUserByMobile(kdb, b.mobile)) throw fail('手机号已存在')
      await useCode(b.code)
      const user = await transaction(kdb, async (trx) => {
        if (await findUserByMobile(trx, b.mobile)) throw fail('手机号已存在')
        const u = await createUser(trx, b.mobile)
        await linkSocial(trx, social.app, social.openid, u.id)
        return u
      })
      assertCanLogin(user)
      return ok({ token: await issueToken(kdb, user.id, platformOf(req)) })
    })

  // ---- mini-program session (docs/API.md), through the configured mini provider (providers/index.ts) -------

  route(app, auth.miniSession, { schema: { query: C.MiniSessionQuery, response: C.MiniSession } }, async (req) => {
    const { code } = req.query
    return ok({ openid: await requireMini(ctx.providers).session(code) })
  })

  route(app, auth.miniLogin, { schema: { body: C.MiniLoginBody, response: C.CodeLoginResult } }, async (req) => {
    requireMini(ctx.providers)
    const { openid } = req.body
    const linked = await linkedUser(kdb, 'mini', openid)
    if (!linked) return ok({ success: 0 as const, action: 'bind_mobile' as const, code: openid })
    const user = await getUser(kdb, linked.user_id)
    assertCanLogin(user)
    return ok({ success: 1 as const, token: await issueToken(kdb, user.id, 'MINI') })
  })

  route(app, auth.miniMobileLogin, { schema: { body: C.MiniMobileLoginBody, response: C.TokenResult } }, async (req) => {
      const b = req.body
      const mobile = await requireMini(ctx.providers).phoneNumber(b.code)
      const user = await transaction(kdb, async (trx) => {
        const u = await userForMobile(trx, mobile)
        await linkSocial(trx, 'mini', b.openid, u.id)
        return u
      })
      assertCanLogin(user)
      return ok({ token: await issueToken(kdb, user.id, 'MINI') })
    })

  // ---- verification codes: the image captcha and SMS codes that login and the member area check -------
  // (entries of the site table, MeEdu's CaptchaController)

  route(app, site.imageCaptcha, { schema: { response: S.ImageCaptcha } }, async () => ok(await createCaptcha(ctx.once.captchas)))

  route(app, site.sendSms, { schema: { body: S.SmsBody, response: EmptyData } }, async (req) => {
      const b = req.body
      if (!(await consumeCaptcha(ctx.once.captchas, b.image_key, b.image_captcha))) throw fail('图形验证码错误')
      await sendSmsCode(ctx.once.smsCodes, ctx.sms, b.mobile, b.scene, req.ip)
      return ok([])
    })

  // Without an image captcha only for a logged-in learner's own flows (smsPolicy.ts).
  route(app, site.sendSmsWithoutCaptcha, { schema: { body: S.SmsWithoutCaptchaBody, response: EmptyData }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const b = req.body
      await assertSmsWithoutCaptcha(kdb, ctx, uid, b.mobile, b.scene)
      await sendSmsCode(ctx.once.smsCodes, ctx.sms, b.mobile, b.scene, req.ip)
      return ok([])
    })
}
