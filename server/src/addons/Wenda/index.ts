import path from 'path'
import type { AddonDefinition } from '../types'
import { routes } from './routes'
import { admin } from './admin'
import { seedWenda } from './seed'

export const wenda: AddonDefinition = {
  name: 'Wenda',
  prefix: '/addons/Wenda',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed: seedWenda
}
