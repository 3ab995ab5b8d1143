import type { DB } from '../../db/db'
import { addDays } from '../../lib/time'
import { DEMO } from '../../seed/seed'
import { hasSignIns, recordSignIn, rewardFor } from './store'

/** Demo: the demo learner signed the four days before today (a streak today's sign-in extends to 5). */
export function seed(db: DB): void {
  if (hasSignIns(db)) return
  const demo = db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(DEMO.mobile) as number | undefined
  if (!demo) return
  const now = new Date()
  db.transaction(() => {
    for (let streak = 1; streak <= 4; streak++) {
      const at = addDays(now, streak - 5)
      recordSignIn(db, demo, at, rewardFor(streak), streak)
    }
  })()
}
