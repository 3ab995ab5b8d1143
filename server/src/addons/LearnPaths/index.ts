import path from 'path'
import type { AddonDefinition } from '../types'
import { routes } from './routes'
import { admin } from './admin'
import { seedPaths } from './seed'
import { grantPath } from './store'

export const learnPaths: AddonDefinition = {
  name: 'LearnPaths',
  prefix: '/addons/LearnPaths',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed: seedPaths,
  goods: [{ type: 'learnPath', label: '学习路径', text: '学习路径', deliver: (db, o) => grantPath(db, o.user_id, o.goods_id, o.charge) }]
}
