import path from 'path'
import type { AddonDefinition } from '../types'
import { routes } from './routes'
import { admin } from './admin'
import { seed } from './seed'

export const codeExchanger: AddonDefinition = {
  name: 'CodeExchanger',
  prefix: '/addons/CodeExchanger',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed
}
