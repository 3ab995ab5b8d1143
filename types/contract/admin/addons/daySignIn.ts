/**
 * 签到 in the console (ours: MeEdu's add-on admin is closed): the streak's reward cycle (points for day 1..N,
 * then it starts again; the last day is the cycle's bonus) and every learner's sign-ins.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Nullable } from '../../common'
import { AdminListOf, AdminPaging, DateOnly } from '../common'
import { SIGN_IN_LIMITS } from '../../../admin/signInRules'

export const SignInRewards = Type.Object({ rewards: Type.Array(Type.Integer()) })
export type SignInRewards = Static<typeof SignInRewards>

export const SignInRewardsBody = Type.Object(
  {
    rewards: Type.Array(Type.Integer({ minimum: 1, maximum: SIGN_IN_LIMITS.maxReward, title: '每日积分' }), { minItems: 1, maxItems: SIGN_IN_LIMITS.maxDays, title: '签到周期' })
  },
  { additionalProperties: false }
)
export type SignInRewardsBody = Static<typeof SignInRewardsBody>

export const SignInRecordsQuery = Type.Object({
  ...AdminPaging.properties,
  /** Learners whose nickname or mobile contains it. */
  member: Type.Optional(Type.String({ maxLength: 30, title: '学员' })),
  user_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, title: '学员ID' })),
  /** Signed days from .. to (Beijing dates, both included). */
  day_from: Type.Optional(DateOnly),
  day_to: Type.Optional(DateOnly)
})

export const AdminSignIn = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  user: Nullable(Type.Object({ id: Type.Integer(), nick_name: Type.String(), mobile: Type.String() })),
  day: Type.String(),
  reward: Type.Integer(),
  continuous_days: Type.Integer(),
  created_at: DateTime
})
export type AdminSignIn = Static<typeof AdminSignIn>
export const SignInRecordList = Type.Object({
  ...AdminListOf(AdminSignIn).properties,
  /** Points the filtered sign-ins gave in all. */
  points: Type.Integer()
})
