import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Static } from 'typebox'
import { EmptyData } from '~types/contract/common'
import * as C from '~types/contract/member'
import type { AppContext } from '../context'
import { checkUserText } from '../providers/contentCheck'
import { ok, fail, notFound } from '../http/envelope'
import { revokeAllTokens, revokeOtherTokens, tokenOf } from '../auth/tokens'
import { verifySmsCode } from '../verification/sms'
import { hashPasswordAsync } from '../auth/password'
import { assertAvatarQuota, storeAvatar } from './avatar'
import { imageExtension } from '../lib/uploads'
import { hasControlCharacters } from '../lib/text'
import { findUserByMobile, getUser, memberDetail } from '../accounts/users'
import { shapeA, shapeC } from '../http/paging'
import crypto from 'crypto'
import multipart from '@fastify/multipart'
import { MOBILE_RE } from '../accounts/mobile'
import { transaction } from '../db/kysely'
import { route } from '../http/route'
import { linkSocial, setPasswordHash, socialOwner, unlinkSocial } from '../auth/store'
import {
  credit1Page,
  markAllRead,
  markRead,
  messagePage,
  nicknameTaken,
  readProfile,
  requestDestroy,
  roleRecordPage,
  saveProfile,
  setMobile,
  setNickname,
  unreadCount
} from './store'
import { messageView, roleRecordView } from './views'
import { member } from '~types/endpoints/member'
import { pathOf } from '~types/endpoints/endpoint'

const AVATAR_MAX_BYTES = 1024 * 1024
/** A mobile-change sign lives 10 minutes. */
const SIGN_TTL_MS = 10 * 60_000
export async function memberRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  route(app, member.detail, { schema: { response: C.Member }, auth: 'required' }, async (req) => ok(await memberDetail(db, await getUser(db, req.learner))))

  route(app, member.setNickname, { schema: { body: C.NicknameBody, response: EmptyData }, auth: 'required' }, async (req) => {
      const id = req.learner
      const nick = req.body.nick_name.trim()
      if (hasControlCharacters(nick)) throw fail('昵称不能包含特殊字符')
      // MeEdu lets a learner choose their nickname once (the one given at sign-up does not count).
      if ((await getUser(db, id)).is_set_nickname) throw fail('昵称只能修改一次，你已经修改过了')
      if (await nicknameTaken(db, nick, id)) throw fail('昵称已被使用，换一个吧')
      await checkUserText(ctx, id, [nick], 1)
      await setNickname(db, id, nick)
      return ok([])
    })

  // Avatar (CONTRACT 2.6): multipart `file`, an image of at most 1 MB, judged by its bytes, not its name.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2 } })
  route(app, member.uploadAvatar, { schema: { response: EmptyData }, auth: 'required' }, async (req) => {
    const id = req.learner
    await assertAvatarQuota(ctx, id)
    if (!req.isMultipart()) throw fail('请选择头像图片')
    const file = await req.file()
    if (!file || file.fieldname !== 'file') throw fail('请选择头像图片')
    const bytes = await file.toBuffer().catch(() => null)
    if (!bytes || file.file.truncated) throw fail('头像图片不能超过1MB')
    const ext = imageExtension(bytes)
    if (!ext) throw fail('头像只支持 JPG、PNG、GIF、WEBP 图片')
    await storeAvatar(ctx, id, bytes, ext)
    return ok([])
  })

  route(app, member.changePassword, { schema: { body: C.PasswordBody, response: EmptyData }, auth: 'required' }, async (req) => {
      const id = req.learner
      const b = req.body
      if ((await getUser(db, id)).mobile !== b.mobile) throw fail('请输入绑定的手机号')
      await verifySmsCode(ctx.once.smsCodes, b.mobile, b.mobile_code)
      await setPasswordHash(db, id, await hashPasswordAsync(b.password))
      await revokeOtherTokens(db, id, tokenOf(req))
      return ok([])
    })

  // Bind a mobile to an account that has none (social sign-up); the parked token authorises it.
  route(app, member.bindMobile, { schema: { body: C.MobileCodeBody, response: EmptyData }, auth: 'required' }, async (req) => {
      const id = req.learner
      const b = req.body
      if (MOBILE_RE.test((await getUser(db, id)).mobile)) throw fail('已绑定手机号')
      if (await findUserByMobile(db, b.mobile)) throw fail('该手机号已被其他账号使用')
      await verifySmsCode(ctx.once.smsCodes, b.mobile, b.mobile_code)
      await setMobile(db, id, b.mobile)
      return ok([])
    })

  // Change mobile, step 1: prove the current one; returns a short-lived sign for step 2 (kept as its hash
  // in the database or Redis, verification/oneTime.ts: a restart keeps it).
  const signHash = (sign: string) => crypto.createHash('sha256').update(sign).digest('hex')
  route(app, member.verifyMobile, { schema: { body: C.MobileCodeBody, response: C.VerifySign }, auth: 'required' }, async (req) => {
      const id = req.learner
      const b = req.body
      if ((await getUser(db, id)).mobile !== b.mobile) throw fail('请输入绑定的手机号')
      await verifySmsCode(ctx.once.smsCodes, b.mobile, b.mobile_code)
      const sign = crypto.randomBytes(16).toString('hex')
      await ctx.once.verifySigns.put(signHash(sign), id, SIGN_TTL_MS)
      return ok({ sign })
    })

  route(app, member.changeMobile, { schema: { body: C.ChangeMobileBody, response: EmptyData }, auth: 'required' }, async (req) => {
      const id = req.learner
      const b = req.body
      const signExpired = () => fail('验证已过期，请重新验证原手机号')
      if ((await ctx.once.verifySigns.peek(signHash(b.sign))) !== id) throw signExpired()
      if (await findUserByMobile(db, b.mobile)) throw fail('该手机号已被其他账号使用')
      await verifySmsCode(ctx.once.smsCodes, b.mobile, b.mobile_code)
      // Spent now (atomic: a parallel request with the same sign gets nothing).
      if ((await ctx.once.verifySigns.take(signHash(b.sign))) !== id) throw signExpired()
      await setMobile(db, id, b.mobile)
      await revokeOtherTokens(db, id, tokenOf(req))
      return ok([])
    })

  route(app, member.bindSocialiteWithCode, { schema: { body: C.BindCodeBody, response: EmptyData }, auth: 'required' }, async (req) => {
      const id = req.learner
      const { code } = req.body
      const expired = () => fail('授权已失效，请重试')
      const row = await ctx.once.socialCodes.peek(code)
      if (!row) throw expired()
      const other = await socialOwner(db, row.app, row.openid)
      if (other && other.user_id !== id) throw fail('该账号已绑定其他用户')
      if (!(await ctx.once.socialCodes.take(code))) throw expired()
      await linkSocial(db, row.app, row.openid, id)
      return ok([])
    })

  route(app, member.unbindSocialite, { schema: { params: C.SocialiteParams, response: EmptyData }, auth: 'required' }, async (req) => {
      const id = req.learner
      await unlinkSocial(db, id, req.params.app)
      return ok([])
    })

  // Account deletion (MeEdu): every session ends now; the account waits DESTROY_PENDING_DAYS, and a login
  // in that time cancels the deletion (accounts/users.ts resumeAccount). After it, the mobile is freed.
  // A learner with a bound mobile confirms with an SMS code sent to it.
  route(app, member.destroy, { schema: { body: C.DestroyBody, response: EmptyData }, auth: 'required' }, async (req) => {
    const id = req.learner
    const { mobile } = await getUser(db, id)
    if (MOBILE_RE.test(mobile)) {
      if (!req.body.mobile_code) throw fail('请输入短信验证码')
      await verifySmsCode(ctx.once.smsCodes, mobile, req.body.mobile_code)
    }
    await transaction(db, async (trx) => {
      await requestDestroy(trx, id)
      await revokeAllTokens(trx, id)
    })
    return ok([])
  })

  // The extended profile (docs/API.md): what the learner tells the studio about themselves.
  route(app, member.profile, { schema: { response: C.Profile }, auth: 'required' }, async (req) => ok(await readProfile(db, req.learner)))

  route(app, member.saveProfile, { schema: { body: C.ProfileBody, response: EmptyData }, auth: 'required' }, async (req) => {
    const id = req.learner
    const next = { ...(await readProfile(db, id)), ...cleanProfile(req.body) }
    await saveProfile(db, id, next)
    return ok([])
  })

  route(app, member.messages, { schema: { query: C.MemberListQuery(5), response: C.Messages }, auth: 'required' }, async (req) => {
    const id = req.learner
    const { page, page_size } = req.query
    const { total, rows } = await messagePage(db, id, page, page_size)
    return ok(shapeC(rows.map(messageView), total))
  })

  route(app, member.markMessageRead, { schema: { params: C.MessageIdParams, response: EmptyData }, auth: 'required' }, async (req) => {
      const uid = req.learner
      if (!(await markRead(db, uid, req.params.id))) throw notFound()
      return ok([])
    })

  route(app, member.markAllMessagesRead, { schema: { response: EmptyData }, auth: 'required' }, async (req) => {
    const uid = req.learner
    await markAllRead(db, uid)
    return ok([])
  })

  route(app, member.unreadMessageCount, { schema: { response: Type.Integer() }, auth: 'required' }, async (req) => {
    const uid = req.learner
    return ok(await unreadCount(db, uid))
  })

  route(app, member.credit1Records, { schema: { query: C.MemberListQuery(10), response: C.Credit1Records }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { page, page_size } = req.query
    const { total, rows } = await credit1Page(db, uid, page, page_size)
    return ok(shapeC(rows, total))
  })

  // MeEdu's MemberController@roles: the VIP purchases, newest first, in Laravel's paginator (shape A).
  route(app, member.roleRecords, { schema: { query: C.MemberListQuery(5), response: C.RoleRecordsPage }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { page, page_size } = req.query
    const { total, rows } = await roleRecordPage(db, uid, page, page_size)
    const records = rows.map(roleRecordView)
    return ok(shapeA(records, total, page, page_size, `${ctx.publicUrl}${pathOf(member.roleRecords)}`))
  })
}

const PROFILE_TEXT = ['real_name', 'birthday', 'profession', 'address', 'graduated_school', 'diploma'] as const

/** The fields sent, trimmed; a birthday must be a real past date; text without control characters. */
function cleanProfile(body: Static<typeof C.ProfileBody>): Partial<Static<typeof C.Profile>> {
  const out: Partial<Static<typeof C.Profile>> = {}
  for (const key of PROFILE_TEXT) {
    const v = body[key]
    if (v === undefined) continue
    const t = v.trim()
    if (hasControlCharacters(t)) throw fail(`${C.PROFILE_LABELS[key]}不能包含特殊字符`)
    out[key] = t
  }
  if (out.birthday) {
    const [y, m, d] = out.birthday.split('-').map(Number)
    const date = new Date(Date.UTC(y, m - 1, d))
    if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || date > new Date()) throw fail('请填写正确的生日')
  }
  if (body.gender !== undefined) out.gender = body.gender
  if (body.age !== undefined) out.age = body.age
  return out
}
