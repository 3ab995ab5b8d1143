import path from 'path'
import type { AddonDefinition } from '../types'
import { admin } from './admin'
import { routes } from './routes'
import { seed } from './seed'

export const multiLevelShare: AddonDefinition = {
  name: 'MultiLevelShare',
  prefix: '/addons/MultiLevelShare',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed,
  // Off unless asked for: it turns promo codes off (SPEC section 1), docs/decisions/referral-opt-in.md.
  optIn: true
}
