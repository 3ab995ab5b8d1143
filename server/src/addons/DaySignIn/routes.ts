import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { isUniqueViolation, transaction } from '../../db/kysely'
import { ok, fail } from '../../http/envelope'
import { addCredit1 } from '../../accounts/users'
import { shapeC } from '../../http/paging'
import * as C from '~types/contract/engagement'
import { route } from '../../http/route'
import { signIn } from '~types/endpoints/signIn'
import { recordSignIn, rewardFor, signInCount, signInPage, signInRewards, signedDaysOf, streakOn, dayOf } from './store'

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  route(app, signIn.status, { schema: { response: C.SignInUser }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const now = new Date()
    const { signedToday, streak } = await streakOn(db, uid, now)
    const today = dayOf(now)
    const monthDays = await signedDaysOf(db, uid, today.slice(0, 7))
    const total = await signInCount(db, uid)
    const rewards = await signInRewards(db)
    return ok({
      is_submit: signedToday ? (1 as const) : (0 as const),
      continuous_days: streak,
      total_days: total,
      today_reward: rewardFor(signedToday ? streak : streak + 1, rewards),
      rewards,
      month_days: monthDays,
      today
    })
  })

  // Once a Beijing day: the unique (user, day) key refuses a second sign-in even from two tabs at once.
  route(app, signIn.signIn, { schema: { body: C.SignInBody, response: C.SignInResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const now = new Date()
    // Read before the transaction: a rule edited meanwhile applies from the next sign-in.
    const rewards = await signInRewards(db)
    const signed = () => fail('今天已经签到过了，明天再来吧')
    try {
      return await transaction(db, async (trx) => {
        const { signedToday, streak } = await streakOn(trx, uid, now)
        if (signedToday) throw signed()
        const days = streak + 1
        const reward = rewardFor(days, rewards)
        await recordSignIn(trx, uid, now, reward, days)
        await addCredit1(trx, uid, reward, `每日签到（连续${days}天）`)
        return ok({ reward, continuous_days: days })
      })
    } catch (e) {
      if (isUniqueViolation(e)) throw signed()
      throw e
    }
  })

  route(app, signIn.history, { schema: { query: C.AddonListQuery, response: C.SignInRecords }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = req.query.size ?? req.query.page_size ?? 10
    const { total, rows } = await signInPage(db, uid, req.query.page, size)
    return ok(shapeC(rows, total))
  })
}
