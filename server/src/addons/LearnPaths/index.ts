import { onSqliteHandle } from '../../orders/goods'
import path from 'path'
import type { AddonDefinition } from '../types'
import { legacySqlite } from '../../db/kysely'
import { routes } from './routes'
import { seedPaths } from './seed'
import { grantPath } from './store'

export const learnPaths: AddonDefinition = {
  name: 'LearnPaths',
  prefix: '/addons/LearnPaths',
  routes,
  migrations: path.join(__dirname, 'migrations'),
  seed: (db, publicUrl) => Promise.resolve(seedPaths(legacySqlite(db), publicUrl)),
  goods: [{ type: 'learnPath', label: '学习路径', text: '学习路径', deliver: onSqliteHandle((db, o) => grantPath(db, o.user_id, o.goods_id, o.charge)) }]
}
