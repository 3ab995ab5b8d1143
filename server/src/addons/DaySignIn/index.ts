import path from 'path'
import type { AddonDefinition } from '../types'
import { routes } from './routes'
import { seed } from './seed'

export const daySignIn: AddonDefinition = {
  name: 'DaySignIn',
  prefix: '/addons/DaySignIn',
  routes,
  migrations: path.join(__dirname, 'migrations'),
  seed
}
