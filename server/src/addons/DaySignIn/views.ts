import type { AdminSignIn } from '~types/contract/admin/addons/daySignIn'
import type { SignInRow } from './store/admin'

/** A sign-in as the console lists it; a learner since deleted keeps the row, without a name. */
export const adminSignInView = (r: SignInRow): AdminSignIn => ({
  id: r.id,
  user_id: r.user_id,
  user: r.nick_name === null ? null : { id: r.user_id, nick_name: r.nick_name, mobile: r.mobile ?? '' },
  day: r.day,
  reward: r.reward,
  continuous_days: r.continuous_days,
  created_at: r.created_at
})
