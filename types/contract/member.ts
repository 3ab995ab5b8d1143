/** The member area: profile, account changes, messages, points (CONTRACT 2.6). */
import { Type, type Static } from 'typebox'
import { Enum, Flag, ListCOf, Mobile, Nullable, Page, PaginatorAOf, SizeOf, SmsCode } from './common'
import { PROFILE_LABELS } from '../patterns'

export { PROFILE_LABELS }

/** GET /api/v2/member/detail */
export const Member = Type.Object({
  id: Type.Integer(),
  avatar: Type.String(),
  nick_name: Type.String(),
  mobile: Type.String(),
  is_lock: Flag,
  is_active: Flag,
  role_id: Type.Integer(),
  role_expired_at: Nullable(Type.String()),
  invite_balance: Type.Number(),
  is_password_set: Flag,
  is_set_nickname: Flag,
  created_at: Type.String(),
  credit1: Type.Number(),
  credit2: Type.Number(),
  credit3: Type.Number(),
  role: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  is_bind_qq: Flag,
  is_bind_wechat: Flag,
  is_bind_mobile: Flag,
  invite_people_count: Type.Integer(),
  is_face_verify: Type.Boolean(),
  profile_real_name: Type.String(),
  profile_id_number: Type.String()
})
export type Member = Static<typeof Member>

/** POST /api/v3/member/tencent/faceVerify */
export const FaceVerifyStart = Type.Object({ biz_token: Type.String(), rule_id: Type.String(), url: Type.String(), request_id: Type.Optional(Type.String()) })
export type FaceVerifyStart = Static<typeof FaceVerifyStart>

/** GET /api/v3/member/tencent/faceVerify: 9 success, 5 failure. */
export const FaceVerifyStatus = Type.Object({ status: Type.Integer() })
export type FaceVerifyStatus = { status: 9 | 5 | number }

/** A notification (GET /api/v2/member/messages); `data` is the Laravel notification payload. */
const MemberMessage = Type.Object({
  id: Type.String(),
  notifiable_id: Type.Integer(),
  data: Type.Unknown(),
  read_at: Nullable(Type.String()),
  created_at: Type.String()
})
const Credit1Record = Type.Object({ sum: Type.Number(), remark: Type.String(), created_at: Type.String() })

const Password = (min: number, max: number) => Type.String({ minLength: min, maxLength: max, title: '密码' })
export const NicknameBody = Type.Object({ nick_name: Type.String({ minLength: 1, maxLength: 20, pattern: '\\S', title: '昵称' }) })
export const PasswordBody = Type.Object({ mobile: Mobile, mobile_code: SmsCode, password: Password(6, 32) })
export const MobileCodeBody = Type.Object({ mobile: Mobile, mobile_code: SmsCode })
export const ChangeMobileBody = Type.Object({ mobile: Mobile, mobile_code: SmsCode, sign: Type.String({ maxLength: 64, title: '验证标识' }) })
/** POST /api/v3/member/destroy: the SMS code sent to the bound mobile (ours, docs/API.md). */
export const DestroyBody = Type.Object({ mobile_code: Type.Optional(SmsCode) })
export const VerifySign = Type.Object({ sign: Type.String() })
export type VerifySign = Static<typeof VerifySign>
export const BindCodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 128, title: '授权码' }) })
export const SocialiteParams = Type.Object({ app: Enum(['qq', 'wechat'], { title: '账号类型' }) })
export const MessageIdParams = Type.Object({ id: Type.String({ maxLength: 64, title: 'ID' }) })
export const MemberListQuery = (dflt: number) => Type.Object({ page: Page, page_size: SizeOf(100, dflt) })
export const Messages = ListCOf(MemberMessage)
export const Credit1Records = ListCOf(Credit1Record)

export const FaceVerifyBody = Type.Object({ s_url: Type.String({ maxLength: 1000, title: '返回地址' }) })
export const FaceVerifyQuery = Type.Object({ biz_token: Type.String({ maxLength: 64, title: '认证标识' }), rule_id: Type.String({ maxLength: 64, title: '认证规则' }) })

/** GET /api/v2/member/profile (docs/API.md): the extended profile; '' and 0 where not filled in. */
export const Profile = Type.Object({
  real_name: Type.String(),
  // The values the body accepts (ProfileBody): what was saved is what is read.
  gender: Enum(['', '男', '女']),
  age: Type.Integer(),
  birthday: Type.String(),
  profession: Type.String(),
  address: Type.String(),
  graduated_school: Type.String(),
  diploma: Type.String()
})
export type Profile = Static<typeof Profile>

/** POST /api/v2/member/profile: any subset of the fields; an empty string clears a text field. */
export const ProfileBody = Type.Object({
  real_name: Type.Optional(Type.String({ maxLength: 20, title: PROFILE_LABELS.real_name })),
  gender: Type.Optional(Enum(['', '男', '女'], { title: PROFILE_LABELS.gender })),
  age: Type.Optional(Type.Integer({ minimum: 0, maximum: 120, title: PROFILE_LABELS.age })),
  birthday: Type.Optional(Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', title: PROFILE_LABELS.birthday })),
  profession: Type.Optional(Type.String({ maxLength: 30, title: PROFILE_LABELS.profession })),
  address: Type.Optional(Type.String({ maxLength: 100, title: PROFILE_LABELS.address })),
  graduated_school: Type.Optional(Type.String({ maxLength: 50, title: PROFILE_LABELS.graduated_school })),
  diploma: Type.Optional(Type.String({ maxLength: 20, title: PROFILE_LABELS.diploma }))
}, { additionalProperties: false })

/** GET /api/v2/member/roles: the learner's VIP purchases (MeEdu's user_join_role_records), newest first. */
const RoleRecord = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  role_id: Type.Integer(),
  charge: Type.Integer(),
  started_at: Type.String(),
  expired_at: Type.String(),
  created_at: Type.String(),
  role: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }))
})
export const RoleRecordsPage = PaginatorAOf(RoleRecord)
