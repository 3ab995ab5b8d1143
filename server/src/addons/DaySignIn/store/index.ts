import type { DB } from '../../../db/db'
import type { Db } from '../../../db/kysely'
import { pageQuery } from '../../../http/paging'
import { addDays, beijing } from '../../../lib/time'
import type * as C from '~types/contract/engagement'

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

interface Row {
  day: string
  continuous_days: number
}

const lastSignIn = (db: DB, uid: number) => db.prepare('SELECT day, continuous_days FROM day_sign_ins WHERE user_id = ? ORDER BY day DESC LIMIT 1').get(uid) as Row | undefined

/** The streak as it stands on `today`: today's, yesterday's (still alive), or 0. */
export function streakOn(db: DB, uid: number, now: Date): { signedToday: boolean; streak: number } {
  const last = lastSignIn(db, uid)
  if (last?.day === dayOf(now)) return { signedToday: true, streak: last.continuous_days }
  if (last?.day === dayOf(addDays(now, -1))) return { signedToday: false, streak: last.continuous_days }
  return { signedToday: false, streak: 0 }
}

/** The days of one month (`YYYY-MM`) the learner signed in, in order. */
export const signedDaysOf = (db: DB, uid: number, month: string) =>
  db.prepare('SELECT day FROM day_sign_ins WHERE user_id = ? AND day LIKE ? ORDER BY day').pluck().all(uid, `${month}-%`) as string[]

export const signInCount = (db: DB, uid: number) => db.prepare('SELECT COUNT(*) FROM day_sign_ins WHERE user_id = ?').pluck().get(uid) as number

export function recordSignIn(db: DB, uid: number, at: Date, reward: number, streak: number): void {
  db.prepare('INSERT INTO day_sign_ins (user_id, day, reward, continuous_days, created_at) VALUES (?, ?, ?, ?, ?)').run(uid, dayOf(at), reward, streak, beijing(at))
}

export const signInPage = (db: DB, uid: number, page: number, size: number) =>
  pageQuery<C.SignInRecord>(db, { select: 'id, day, reward, continuous_days, created_at', from: 'day_sign_ins WHERE user_id = ?', order: 'day DESC', args: [uid] }, page, size)

export const hasSignIns = (db: DB) => !!db.prepare('SELECT 1 FROM day_sign_ins LIMIT 1').get()
