import { onSqliteHandle } from '../../orders/goods'
import path from 'path'
import type { AddonDefinition } from '../types'
import { legacySqlite } from '../../db/kysely'
import { routes } from './routes'
import { admin } from './admin'
import { seedTopics } from './seed'
import { deliverTopic } from './store'

export const meeduTopics: AddonDefinition = {
  name: 'MeeduTopics',
  prefix: '/addons/MeeduTopics',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed: (db, publicUrl) => Promise.resolve(seedTopics(legacySqlite(db), publicUrl)),
  goods: [
    { type: 'topic', label: '文章', text: '图文', deliver: onSqliteHandle(deliverTopic) }
  ]
}
