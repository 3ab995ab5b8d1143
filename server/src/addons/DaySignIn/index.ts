import path from 'path'
import type { AddonDefinition } from '../types'
import { routes } from './routes'
import { admin } from './admin'
import { seed } from './seed'

export const daySignIn: AddonDefinition = {
  name: 'DaySignIn',
  prefix: '/addons/DaySignIn',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed
}
