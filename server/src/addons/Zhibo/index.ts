import { onSqliteHandle } from '../../orders/goods'
import path from 'path'
import type { AddonDefinition } from '../types'
import { legacySqlite } from '../../db/kysely'
import { routes } from './routes'
import { admin } from './admin'
import { seedLive } from './seed'
import { liveBlock } from './memberCourses'
import { tick } from './routes'
import { deliverLive } from './store'

export const zhibo: AddonDefinition = {
  name: 'Zhibo',
  prefix: '/addons/zhibo',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed: (db, publicUrl) => Promise.resolve(seedLive(legacySqlite(db), publicUrl)),
  tick,
  blocks: { 'h5-live-v1': (db, config) => liveBlock(legacySqlite(db), config) },
  goods: [
    { type: 'live', label: '直播课程', text: '直播课程', deliver: onSqliteHandle(deliverLive) }
  ]
}
