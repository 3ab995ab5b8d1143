import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Static } from 'typebox'
import { EmptyData, EnvelopeOf } from '../../../types/contract/common'
import * as C from '../../../types/contract/member'
import type { AppContext } from '../context'
import { checkUserText } from '../providers/contentCheck'
import { ok, fail, notFound } from '../envelope'
import { requireUserId, revokeAllTokens, revokeOtherTokens, tokenOf } from '../auth'
import { verifySmsCode } from '../sms'
import { hashPasswordAsync } from '../password'
import { assertAvatarQuota, storeAvatar } from '../avatar'
import { hasControlCharacters } from '../text'
import { findUserByMobile, getUser, memberDetail } from '../users'
import { beijing } from '../time'
import { shapeA, shapeC, pageQuery } from '../paging'
import { linkSocial } from './auth'
import crypto from 'crypto'
import path from 'path'
import multipart from '@fastify/multipart'
import { MOBILE_RE } from '../mobile'

const AVATAR_MAX_BYTES = 1024 * 1024
/** A mobile-change sign lives 10 minutes. */
const SIGN_TTL_MS = 10 * 60_000
export const MEDIA_DIR = path.join(__dirname, '..', '..', 'media')

/** The image type from its first bytes, or null for anything else (an SVG, HTML or script named .png). */
export function imageExtension(b: Buffer): 'jpg' | 'png' | 'gif' | 'webp' | null {
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg'
  if (b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (b.length > 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1'))) return 'gif'
  if (b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp'
  return null
}

export async function memberRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx
  const Done = { 200: EnvelopeOf(EmptyData) }

  app.get('/api/v2/member/detail', { schema: { response: { 200: EnvelopeOf(C.Member) } } }, async (req) => ok(memberDetail(db, getUser(db, requireUserId(db, req)))))

  app.post(
    '/api/v2/member/detail/nickname',
    { schema: { body: C.NicknameBody, response: Done } },
    async (req) => {
      const id = requireUserId(db, req)
      const nick = req.body.nick_name.trim()
      if (hasControlCharacters(nick)) throw fail('昵称不能包含特殊字符')
      // MeEdu lets a learner choose their nickname once (the one given at sign-up does not count).
      if (getUser(db, id).is_set_nickname) throw fail('昵称只能修改一次，你已经修改过了')
      const taken = db.prepare('SELECT 1 FROM users WHERE nick_name = ? AND id != ?').get(nick, id)
      if (taken) throw fail('昵称已被使用，换一个吧')
      await checkUserText(ctx, id, [nick], 1)
      db.prepare('UPDATE users SET nick_name = ?, is_set_nickname = 1 WHERE id = ?').run(nick, id)
      return ok([])
    }
  )

  // Avatar (CONTRACT 2.6): multipart `file`, an image of at most 1 MB, judged by its bytes, not its name.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2 } })
  app.post('/api/v2/member/detail/avatar', { schema: { response: Done } }, async (req) => {
    const id = requireUserId(db, req)
    await assertAvatarQuota(ctx, id)
    if (!req.isMultipart()) throw fail('请选择头像图片')
    const file = await req.file()
    if (!file || file.fieldname !== 'file') throw fail('请选择头像图片')
    const bytes = await file.toBuffer().catch(() => null)
    if (!bytes || file.file.truncated) throw fail('头像图片不能超过1MB')
    const ext = imageExtension(bytes)
    if (!ext) throw fail('头像只支持 JPG、PNG、GIF、WEBP 图片')
    await storeAvatar(ctx, MEDIA_DIR, id, bytes, ext)
    return ok([])
  })

  app.post(
    '/api/v2/member/detail/password',
    { schema: { body: C.PasswordBody, response: Done } },
    async (req) => {
      const id = requireUserId(db, req)
      const b = req.body
      if (getUser(db, id).mobile !== b.mobile) throw fail('请输入绑定的手机号')
      verifySmsCode(db, b.mobile, b.mobile_code)
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(await hashPasswordAsync(b.password), id)
      revokeOtherTokens(db, id, tokenOf(req))
      return ok([])
    }
  )

  // Bind a mobile to an account that has none (social sign-up); the parked token authorises it.
  app.post(
    '/api/v2/member/detail/mobile',
    { schema: { body: C.MobileCodeBody, response: Done } },
    async (req) => {
      const id = requireUserId(db, req)
      const b = req.body
      if (MOBILE_RE.test(getUser(db, id).mobile)) throw fail('已绑定手机号')
      if (findUserByMobile(db, b.mobile)) throw fail('该手机号已被其他账号使用')
      verifySmsCode(db, b.mobile, b.mobile_code)
      db.prepare('UPDATE users SET mobile = ? WHERE id = ?').run(b.mobile, id)
      return ok([])
    }
  )

  // Change mobile, step 1: prove the current one; returns a short-lived sign for step 2 (kept in the
  // database as its hash: a restart keeps it; expired signs are pruned when a new one is issued).
  const signHash = (sign: string) => crypto.createHash('sha256').update(sign).digest('hex')
  app.post(
    '/api/v2/member/verify',
    { schema: { body: C.MobileCodeBody, response: { 200: EnvelopeOf(C.VerifySign) } } },
    async (req) => {
      const id = requireUserId(db, req)
      const b = req.body
      if (getUser(db, id).mobile !== b.mobile) throw fail('请输入绑定的手机号')
      verifySmsCode(db, b.mobile, b.mobile_code)
      const sign = crypto.randomBytes(16).toString('hex')
      const now = Date.now()
      db.transaction(() => {
        db.prepare('DELETE FROM verify_signs WHERE expires_at < ?').run(now)
        db.prepare('INSERT INTO verify_signs (sign_hash, user_id, expires_at) VALUES (?, ?, ?)').run(signHash(sign), id, now + SIGN_TTL_MS)
      })()
      return ok({ sign })
    }
  )

  app.put(
    '/api/v2/member/mobile',
    { schema: { body: C.ChangeMobileBody, response: Done } },
    async (req) => {
      const id = requireUserId(db, req)
      const b = req.body
      const s = db.prepare('SELECT user_id, expires_at FROM verify_signs WHERE sign_hash = ?').get(signHash(b.sign)) as { user_id: number; expires_at: number } | undefined
      if (!s || s.user_id !== id || s.expires_at < Date.now()) throw fail('验证已过期，请重新验证原手机号')
      if (findUserByMobile(db, b.mobile)) throw fail('该手机号已被其他账号使用')
      verifySmsCode(db, b.mobile, b.mobile_code)
      db.prepare('DELETE FROM verify_signs WHERE sign_hash = ?').run(signHash(b.sign))
      db.prepare('UPDATE users SET mobile = ? WHERE id = ?').run(b.mobile, id)
      revokeOtherTokens(db, id, tokenOf(req))
      return ok([])
    }
  )

  app.post(
    '/api/v3/member/socialite/bindWithCode',
    { schema: { body: C.BindCodeBody, response: Done } },
    async (req) => {
      const id = requireUserId(db, req)
      const { code } = req.body
      const row = db.prepare('SELECT app, openid, expires_at, used_at FROM social_codes WHERE code = ?').get(code) as
        | { app: string; openid: string; expires_at: number; used_at: number | null }
        | undefined
      if (!row || row.used_at || row.expires_at < Date.now()) throw fail('授权已失效，请重试')
      const other = db.prepare('SELECT user_id FROM socialites WHERE app = ? AND openid = ?').get(row.app, row.openid) as { user_id: number } | undefined
      if (other && other.user_id !== id) throw fail('该账号已绑定其他用户')
      linkSocial(ctx, row.app, row.openid, id)
      db.prepare('UPDATE social_codes SET used_at = ? WHERE code = ?').run(Date.now(), code)
      return ok([])
    }
  )

  app.delete(
    '/api/v2/member/socialite/:app',
    { schema: { params: C.SocialiteParams, response: Done } },
    async (req) => {
      const id = requireUserId(db, req)
      db.prepare('DELETE FROM socialites WHERE user_id = ? AND app = ?').run(id, req.params.app)
      return ok([])
    }
  )

  // Account deletion (MeEdu): every session ends now; the account waits DESTROY_PENDING_DAYS, and a login
  // in that time cancels the deletion (users.ts resumeAccount). After it, the mobile is freed.
  // A learner with a bound mobile confirms with an SMS code sent to it.
  app.post('/api/v3/member/destroy', { schema: { body: C.DestroyBody, response: Done } }, async (req) => {
    const id = requireUserId(db, req)
    const { mobile } = getUser(db, id)
    if (MOBILE_RE.test(mobile)) {
      if (!req.body.mobile_code) throw fail('请输入短信验证码')
      verifySmsCode(db, mobile, req.body.mobile_code)
    }
    db.transaction(() => {
      db.prepare('UPDATE users SET destroy_requested_at = ? WHERE id = ?').run(beijing(), id)
      revokeAllTokens(db, id)
    })()
    return ok([])
  })

  // The extended profile (docs/API.md): what the learner tells the studio about themselves.
  app.get('/api/v2/member/profile', { schema: { response: { 200: EnvelopeOf(C.Profile) } } }, async (req) => ok(readProfile(db, requireUserId(db, req))))

  app.post('/api/v2/member/profile', { schema: { body: C.ProfileBody, response: Done } }, async (req) => {
    const id = requireUserId(db, req)
    const next = { ...readProfile(db, id), ...cleanProfile(req.body) }
    db.prepare(
      `INSERT INTO user_profiles (user_id, real_name, gender, age, birthday, profession, address, graduated_school, diploma, updated_at)
       VALUES (@user_id, @real_name, @gender, @age, @birthday, @profession, @address, @graduated_school, @diploma, @updated_at)
       ON CONFLICT(user_id) DO UPDATE SET real_name = excluded.real_name, gender = excluded.gender, age = excluded.age, birthday = excluded.birthday,
         profession = excluded.profession, address = excluded.address, graduated_school = excluded.graduated_school, diploma = excluded.diploma,
         updated_at = excluded.updated_at`
    ).run({ ...next, user_id: id, updated_at: beijing() })
    return ok([])
  })

  app.get('/api/v2/member/messages', { schema: { querystring: C.MemberListQuery(5), response: { 200: EnvelopeOf(C.Messages) } } }, async (req) => {
    const id = requireUserId(db, req)
    const { page, page_size } = req.query
    const { total, rows } = pageQuery<Omit<Static<typeof C.MemberMessage>, 'data'> & { data: string }>(
      db,
      { select: 'id, user_id AS notifiable_id, data, read_at, created_at', from: 'messages WHERE user_id = ?', order: 'created_at DESC, rowid DESC', args: [id] },
      page,
      page_size
    )
    return ok(shapeC(rows.map((r) => ({ ...r, data: JSON.parse(r.data) as unknown })), total))
  })

  app.get(
    '/api/v2/member/notificationMarkAsRead/:id',
    { schema: { params: C.MessageIdParams, response: Done } },
    async (req) => {
      const uid = requireUserId(db, req)
      const r = db.prepare('UPDATE messages SET read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?').run(beijing(), req.params.id, uid)
      if (r.changes === 0) throw notFound()
      return ok([])
    }
  )

  app.get('/api/v2/member/notificationMarkAllAsRead', { schema: { response: Done } }, async (req) => {
    const uid = requireUserId(db, req)
    db.prepare('UPDATE messages SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(beijing(), uid)
    return ok([])
  })

  app.get('/api/v2/member/unreadNotificationCount', { schema: { response: { 200: EnvelopeOf(Type.Integer()) } } }, async (req) => {
    const uid = requireUserId(db, req)
    return ok((db.prepare('SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND read_at IS NULL').get(uid) as { n: number }).n)
  })

  app.get('/api/v2/member/credit1Records', { schema: { querystring: C.MemberListQuery(10), response: { 200: EnvelopeOf(C.Credit1Records) } } }, async (req) => {
    const uid = requireUserId(db, req)
    const { page, page_size } = req.query
    const { total, rows } = pageQuery<Static<typeof C.Credit1Record>>(db, { select: 'sum, remark, created_at', from: 'credit1_records WHERE user_id = ?', order: 'id DESC', args: [uid] }, page, page_size)
    return ok(shapeC(rows, total))
  })

  // MeEdu's MemberController@roles: the VIP purchases, newest first, in Laravel's paginator (shape A).
  app.get('/api/v2/member/roles', { schema: { querystring: C.MemberListQuery(5), response: { 200: EnvelopeOf(C.RoleRecordsPage) } } }, async (req) => {
    const uid = requireUserId(db, req)
    const { page, page_size } = req.query
    const { total, rows } = pageQuery<Omit<Static<typeof C.RoleRecord>, 'role'> & { role_name: string | null }>(
      db,
      { select: 'r.*, roles.name AS role_name', from: 'user_role_records r LEFT JOIN roles ON roles.id = r.role_id WHERE r.user_id = ?', order: 'r.created_at DESC, r.id DESC', args: [uid] },
      page,
      page_size
    )
    const records = rows.map(({ role_name, ...r }) => ({ ...r, role: role_name === null ? null : { id: r.role_id, name: role_name } }))
    return ok(shapeA(records, total, page, page_size, `${ctx.publicUrl}/api/v2/member/roles`))
  })
}

const PROFILE_TEXT = ['real_name', 'gender', 'birthday', 'profession', 'address', 'graduated_school', 'diploma'] as const

function readProfile(db: AppContext['db'], userId: number): Static<typeof C.Profile> {
  const row = db
    .prepare('SELECT real_name, gender, age, birthday, profession, address, graduated_school, diploma FROM user_profiles WHERE user_id = ?')
    .get(userId) as Static<typeof C.Profile> | undefined
  return row ?? { real_name: '', gender: '', age: 0, birthday: '', profession: '', address: '', graduated_school: '', diploma: '' }
}

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
  if (body.age !== undefined) out.age = body.age
  return out
}
