import { onSqliteHandle } from '../../orders/goods'
import path from 'path'
import type { AddonDefinition } from '../types'
import { legacySqlite } from '../../db/kysely'
import { routes } from './routes'
import { admin } from './admin'
import { seedPaper } from './seed'
import { deliverAccess, expireRecords } from './store/records'
import { sendGradedExams } from './subscribe'

export const paper: AddonDefinition = {
  name: 'Paper',
  prefix: '/addons/Paper',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed: (db) => Promise.resolve(seedPaper(legacySqlite(db))),
  tick: async (ctx) => {
    expireRecords(ctx.db)
    await sendGradedExams(ctx)
  },
  // ADDONS 1.5: orders list them as 试卷 / 练习 / 模拟试卷.
  goods: [
    { type: 'paper', label: '试卷', text: '试卷', deliver: onSqliteHandle(deliverAccess('paper')) },
    { type: 'mock_paper', label: '模拟试卷', text: '模拟试卷', deliver: onSqliteHandle(deliverAccess('mock_paper')) },
    { type: 'practice', label: '练习', text: '练习', deliver: onSqliteHandle(deliverAccess('practice')) }
  ]
}
