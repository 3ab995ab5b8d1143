/**
 * The member-area add-ons: daily sign-in (`DaySignIn`), redeem codes (`CodeExchanger`) and certificates
 * (`Cert`), ADDONS.md sections 12-14. What MeEdu's clients do not show (the calendar, streak and history
 * of sign-in) is defined in docs/API.md.
 */
import { Type, type Static } from 'typebox'
import { Enum, ListCOf, Page, SizeAlias } from './common'

/** Add-on lists take `size`; MeEdu's clients also send `page_size` (ADDONS 1.3). */
export const AddonListQuery = Type.Object({ page: Page, size: Type.Optional(SizeAlias(50)), page_size: Type.Optional(SizeAlias(50)) })

// ---- DaySignIn --------------------------------------------------------------------------------------------

/** GET /addons/DaySignIn/api/v1/user: MeEdu reads `is_submit`; the rest is ours (docs/API.md). */
export const SignInUser = Type.Object({
  is_submit: Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] }),
  /** Days in a row up to today (or up to yesterday while today is not signed yet). */
  continuous_days: Type.Integer(),
  total_days: Type.Integer(),
  /** Points today's sign-in gives (already given when `is_submit` is 1). */
  today_reward: Type.Integer(),
  /** Points for day 1..7 of a streak; day 8 starts the cycle again. */
  rewards: Type.Array(Type.Integer()),
  /** This month's signed days (YYYY-MM-DD, Beijing time) and today's date. */
  month_days: Type.Array(Type.String()),
  today: Type.String()
})
export type SignInUser = Static<typeof SignInUser>

/** POST /addons/DaySignIn/api/v1/signIn: MeEdu's client sends `{}`. */
export const SignInBody = Type.Object({})

export const SignInResult = Type.Object({ reward: Type.Integer(), continuous_days: Type.Integer() })
export type SignInResult = { reward: number | false; continuous_days?: number }

export const SignInRecord = Type.Object({ id: Type.Integer(), day: Type.String(), reward: Type.Integer(), continuous_days: Type.Integer(), created_at: Type.String() })
export type SignInRecord = Static<typeof SignInRecord>
export const SignInRecords = ListCOf(SignInRecord)

// ---- CodeExchanger ----------------------------------------------------------------------------------------

/** What a code grants: MeEdu's signs, plus `credit1` (points, ours: docs/API.md). */
const GRANT_SIGNS = ['vod', 'vip', 'book', 'credit1'] as const
export type GrantSign = (typeof GRANT_SIGNS)[number]

export const CodeBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 32, pattern: '\\S', title: '兑换码' }),
    image_captcha: Type.String({ minLength: 1, maxLength: 8, title: '图形验证码' }),
    image_key: Type.String({ minLength: 1, maxLength: 64, title: '图形验证码' })
  },
  { additionalProperties: false }
)

export const RelateItem = Type.Object({ id: Type.Integer(), sign: Enum(GRANT_SIGNS), name: Type.String() })
export type RelateItem = Static<typeof RelateItem>

/** POST /addons/CodeExchanger/api/v2/query */
export const CodeQueryResult = Type.Object({
  activity: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    relate_courses: Type.Array(Type.Object({ id: Type.Integer(), sign: Enum(GRANT_SIGNS), name: Type.String(), is_subscribe: Type.Boolean() }))
  })
})
export type CodeQueryResult = Static<typeof CodeQueryResult>

/** GET /addons/CodeExchanger/api/v2/user/records: `relate_data` is a JSON string of RelateItem[]. */
export const CodeRecord = Type.Object({
  id: Type.Integer(),
  activity: Type.Object({ name: Type.String(), relate_data: Type.String() }),
  used_at: Type.String()
})
export type CodeRecord = Static<typeof CodeRecord>
export const CodeRecords = ListCOf(CodeRecord)

// ---- Cert -------------------------------------------------------------------------------------------------

/** GET /addons/Cert/api/v1/member/cert */
export const MemberCert = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  cert: Type.Object({ id: Type.Integer(), name: Type.String(), template_image: Type.String() })
})
export type MemberCert = Static<typeof MemberCert>
export const MemberCerts = ListCOf(MemberCert)
