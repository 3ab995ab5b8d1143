import type { Db, Trx } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import { addDays, beijing } from '../../../lib/time'

/**
 * The cycle learners start with (the migration's rows): points for day 1..7 of a streak, the seventh the
 * week's bonus, then the cycle starts again. The console sets the cycle (`signInRewards`).
 */
export const SIGN_IN_REWARDS = [5, 5, 10, 10, 15, 15, 30] as const

/** A Beijing calendar date, YYYY-MM-DD. */
export const dayOf = (date: Date) => beijing(date).slice(0, 10)
export const rewardFor = (streakDay: number, rewards: readonly number[] = SIGN_IN_REWARDS) => rewards[(streakDay - 1) % rewards.length]

/** The cycle as the console set it, day 1 first (the defaults if its rows were ever all gone). */
export async function signInRewards(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('day_sign_in_rewards').select('reward').orderBy('day').execute()
  return rows.length ? rows.map((r) => r.reward) : [...SIGN_IN_REWARDS]
}

const lastSignIn = (db: Db | Trx, uid: number) =>
  db.selectFrom('day_sign_ins').select(['day', 'continuous_days']).where('user_id', '=', uid).orderBy('day', 'desc').limit(1).executeTakeFirst()

/** The streak as it stands on `today`: today's, yesterday's (still alive), or 0. */
export async function streakOn(db: Db | Trx, uid: number, now: Date): Promise<{ signedToday: boolean; streak: number }> {
  const last = await lastSignIn(db, uid)
  if (last?.day === dayOf(now)) return { signedToday: true, streak: last.continuous_days }
  if (last?.day === dayOf(addDays(now, -1))) return { signedToday: false, streak: last.continuous_days }
  return { signedToday: false, streak: 0 }
}

/** The days of one month (`YYYY-MM`) the learner signed in, in order. */
export async function signedDaysOf(db: Db, uid: number, month: string): Promise<string[]> {
  const rows = await db.selectFrom('day_sign_ins').select('day').where('user_id', '=', uid).where('day', 'like', `${month}-%`).orderBy('day').execute()
  return rows.map((r) => r.day)
}

export async function signInCount(db: Db, uid: number): Promise<number> {
  const { n } = await db.selectFrom('day_sign_ins').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', uid).executeTakeFirstOrThrow()
  return Number(n)
}

export async function recordSignIn(db: Db | Trx, uid: number, at: Date, reward: number, streak: number): Promise<void> {
  await db.insertInto('day_sign_ins').values({ user_id: uid, day: dayOf(at), reward, continuous_days: streak, created_at: beijing(at) }).execute()
}

export const signInPage = (db: Db, uid: number, page: number, size: number) =>
  pageOf(db, db.selectFrom('day_sign_ins').select(['id', 'day', 'reward', 'continuous_days', 'created_at']).where('user_id', '=', uid).orderBy('day', 'desc'), page, size)

export const hasSignIns = async (db: Db) => !!(await db.selectFrom('day_sign_ins').select('id').limit(1).executeTakeFirst())
