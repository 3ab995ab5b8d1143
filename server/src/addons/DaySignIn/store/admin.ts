/** 签到's console statements (Kysely, both engines): the reward cycle and every learner's sign-ins. */
import { sql } from 'kysely'
import type { Db } from '../../../db/kysely'
import { transaction } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import { contains } from '../../../admin/contains'

/** Replaces the cycle: day 1..N get `rewards` in order, days past N are gone. */
export async function setSignInRewards(db: Db, rewards: number[]): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.deleteFrom('day_sign_in_rewards').execute()
    await trx.insertInto('day_sign_in_rewards').values(rewards.map((reward, i) => ({ day: i + 1, reward }))).execute()
  })
}

export interface SignInFilter {
  /** A nickname or mobile containing it. */
  member?: string
  user_id?: number
  day_from?: string
  day_to?: string
}

const signIns = (db: Db, f: SignInFilter) => {
  let q = db.selectFrom('day_sign_ins as s').leftJoin('users as u', 'u.id', 's.user_id')
  const member = f.member
  if (member) q = q.where((eb) => eb.or([contains('u.nick_name', member), contains('u.mobile', member)]))
  if (f.user_id) q = q.where('s.user_id', '=', f.user_id)
  if (f.day_from) q = q.where('s.day', '>=', f.day_from)
  if (f.day_to) q = q.where('s.day', '<=', f.day_to)
  return q
}

/** Sign-ins, newest first, and the points they gave in all. */
export async function signInList(db: Db, f: SignInFilter, page: number, size: number) {
  const q = signIns(db, f)
  const { rows, total } = await pageOf(db, q.select(['s.id', 's.user_id', 's.day', 's.reward', 's.continuous_days', 's.created_at', 'u.nick_name', 'u.mobile']).orderBy('s.day', 'desc').orderBy('s.id', 'desc'), page, size)
  const { points } = await q.select(sql<number>`COALESCE(SUM(s.reward), 0)`.as('points')).executeTakeFirstOrThrow()
  return { rows, total, points: Number(points) }
}

export type SignInRow = Awaited<ReturnType<typeof signInList>>['rows'][number]
