import path from 'path'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { DB } from '../../db/db'
import type { AddonDefinition } from '../types'
import { ok, fail } from '../../http/envelope'
import { addCredit1 } from '../../member/users'
import { addDays, beijing } from '../../lib/time'
import { pageQuery, shapeC } from '../../http/paging'
import { DEMO } from '../../db/seed'
import * as C from '../../../../types/contract/engagement'
import { route } from '../../http/route'
import { signIn } from '../../../../types/endpoints/signIn'


/** Points for day 1..7 of a streak; the seventh day is the week's bonus, then the cycle starts again. */
export const SIGN_IN_REWARDS = [5, 5, 10, 10, 15, 15, 30] as const

/** A Beijing calendar date, YYYY-MM-DD. */
const dayOf = (date: Date) => beijing(date).slice(0, 10)
const rewardFor = (streakDay: number) => SIGN_IN_REWARDS[(streakDay - 1) % SIGN_IN_REWARDS.length]

interface Row {
  day: string
  continuous_days: number
}

const lastSignIn = (db: DB, uid: number) => db.prepare('SELECT day, continuous_days FROM day_sign_ins WHERE user_id = ? ORDER BY day DESC LIMIT 1').get(uid) as Row | undefined

/** The streak as it stands on `today`: today's, yesterday's (still alive), or 0. */
function streakOn(db: DB, uid: number, now: Date): { signedToday: boolean; streak: number } {
  const last = lastSignIn(db, uid)
  if (last?.day === dayOf(now)) return { signedToday: true, streak: last.continuous_days }
  if (last?.day === dayOf(addDays(now, -1))) return { signedToday: false, streak: last.continuous_days }
  return { signedToday: false, streak: 0 }
}

async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  route(app, signIn.status, { schema: { response: C.SignInUser }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const now = new Date()
    const { signedToday, streak } = streakOn(db, uid, now)
    const today = dayOf(now)
    const monthDays = db.prepare('SELECT day FROM day_sign_ins WHERE user_id = ? AND day LIKE ? ORDER BY day').pluck().all(uid, `${today.slice(0, 7)}-%`) as string[]
    const total = db.prepare('SELECT COUNT(*) FROM day_sign_ins WHERE user_id = ?').pluck().get(uid) as number
    return ok({
      is_submit: signedToday ? (1 as const) : (0 as const),
      continuous_days: streak,
      total_days: total,
      today_reward: rewardFor(signedToday ? streak : streak + 1),
      rewards: [...SIGN_IN_REWARDS],
      month_days: monthDays,
      today
    })
  })

  // Once a Beijing day: the unique (user, day) key refuses a second sign-in even from two tabs at once.
  route(app, signIn.signIn, { schema: { body: C.SignInBody, response: C.SignInResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const now = new Date()
    return db.transaction(() => {
      const { signedToday, streak } = streakOn(db, uid, now)
      if (signedToday) throw fail('今天已经签到过了，明天再来吧')
      const days = streak + 1
      const reward = rewardFor(days)
      db.prepare('INSERT INTO day_sign_ins (user_id, day, reward, continuous_days, created_at) VALUES (?, ?, ?, ?, ?)').run(uid, dayOf(now), reward, days, beijing(now))
      addCredit1(db, uid, reward, `每日签到（连续${days}天）`)
      return ok({ reward, continuous_days: days })
    }).immediate()
  })

  route(app, signIn.history, { schema: { query: C.AddonListQuery, response: C.SignInRecords }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = req.query.size ?? req.query.page_size ?? 10
    const { total, rows } = pageQuery<C.SignInRecord>(
      db,
      { select: 'id, day, reward, continuous_days, created_at', from: 'day_sign_ins WHERE user_id = ?', order: 'day DESC', args: [uid] },
      req.query.page,
      size
    )
    return ok(shapeC(rows, total))
  })
}

/** Demo: the demo learner signed the four days before today (a streak today's sign-in extends to 5). */
function seed(db: DB): void {
  if (db.prepare('SELECT 1 FROM day_sign_ins LIMIT 1').get()) return
  const demo = db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(DEMO.mobile) as number | undefined
  if (!demo) return
  const now = new Date()
  db.transaction(() => {
    for (let streak = 1; streak <= 4; streak++) {
      const at = addDays(now, streak - 5)
      db.prepare('INSERT INTO day_sign_ins (user_id, day, reward, continuous_days, created_at) VALUES (?, ?, ?, ?, ?)').run(demo, dayOf(at), rewardFor(streak), streak, beijing(at))
    }
  })()
}

export const daySignIn: AddonDefinition = {
  name: 'DaySignIn',
  routes,
  migrations: path.join(__dirname, 'migrations'),
  seed
}
