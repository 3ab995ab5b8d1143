import path from 'path'
import type { AddonDefinition } from '../types'
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
  seed: (db) => seedPaper(db),
  tick: async (ctx) => {
    await expireRecords(ctx.kdb)
    await sendGradedExams(ctx)
  },
  // ADDONS 1.5: orders list them as 试卷 / 练习 / 模拟试卷.
  goods: [
    { type: 'paper', label: '试卷', text: '试卷', deliver: deliverAccess('paper') },
    { type: 'mock_paper', label: '模拟试卷', text: '模拟试卷', deliver: deliverAccess('mock_paper') },
    { type: 'practice', label: '练习', text: '练习', deliver: deliverAccess('practice') }
  ]
}
