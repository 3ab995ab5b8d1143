import path from 'path'
import type { AddonDefinition } from '../types'
import { legacySqlite } from '../../db/kysely'
import { routes } from './routes'
import { seed } from './seed'

export const cert: AddonDefinition = {
  name: 'Cert',
  prefix: '/addons/Cert',
  routes,
  migrations: path.join(__dirname, 'migrations'),
  seed: (db, publicUrl) => Promise.resolve(seed(legacySqlite(db), publicUrl))
}
