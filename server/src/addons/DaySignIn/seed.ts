import { transaction, type Db } from '../../db/kysely'
import { addDays } from '../../lib/time'
import { DEMO } from '../../seed/seed'
import { hasSignIns, recordSignIn, rewardFor } from './store'

/** Demo: the demo learner signed the four days before today (a streak today's sign-in extends to 5). */
export async function seed(db: Db): Promise<void> {
  if (await hasSignIns(db)) return
  const demo = await db.selectFrom('users').select('id').where('mobile', '=', DEMO.mobile).executeTakeFirst()
  if (!demo) return
  const now = new Date()
  await transaction(db, async (trx) => {
    for (let streak = 1; streak <= 4; streak++) {
      const at = addDays(now, streak - 5)
      await recordSignIn(trx, demo.id, at, rewardFor(streak), streak)
    }
  })
}
