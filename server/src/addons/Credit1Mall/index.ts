import path from 'path'
import type { AddonDefinition } from '../types'
import { routes } from './routes'
import { admin } from './admin'
import { seedMall } from './seed'

export const credit1Mall: AddonDefinition = {
  name: 'Credit1Mall',
  prefix: '/addons/Credit1Mall',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed: seedMall
}
