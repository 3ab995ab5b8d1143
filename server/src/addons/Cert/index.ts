import path from 'path'
import type { AddonDefinition } from '../types'
import { routes } from './routes'
import { admin } from './admin'
import { seed } from './seed'

export const cert: AddonDefinition = {
  name: 'Cert',
  prefix: '/addons/Cert',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed
}
