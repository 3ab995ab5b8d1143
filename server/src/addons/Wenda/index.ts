import path from 'path'
import type { AddonDefinition } from '../types'
import { legacySqlite } from '../../db/kysely'
import { routes } from './routes'
import { admin } from './admin'
import { seedWenda } from './seed'

export const wenda: AddonDefinition = {
  name: 'Wenda',
  prefix: '/addons/Wenda',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed: (db) => Promise.resolve(seedWenda(legacySqlite(db)))
}
