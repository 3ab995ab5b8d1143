import path from 'path'
import type { AddonDefinition } from '../types'
import { legacySqlite } from '../../db/kysely'
import { admin } from './admin'
import { routes } from './routes'
import { seedMiaoSha } from './seed'
import { KIND, deliverPlace, releaseLapsedPlaces } from './store'

export const miaoSha: AddonDefinition = {
  name: 'MiaoSha',
  prefix: '/addons/MiaoSha',
  routes,
  migrations: path.join(__dirname, 'migrations'),
  seed: (db) => Promise.resolve(seedMiaoSha(legacySqlite(db))),
  admin,
  tick: (ctx) => void releaseLapsedPlaces(ctx.db),
  goods: [
    {
      type: KIND,
      label: 'MS',
      text: '秒杀',
      // Paid within the time: the place is taken for good and the item delivered as if bought outright.
      deliver: deliverPlace
    }
  ]
}
