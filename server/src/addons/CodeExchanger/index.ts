import path from 'path'
import type { AddonDefinition } from '../types'
import { routes } from './routes'
import { seed } from './seed'

export const codeExchanger: AddonDefinition = {
  name: 'CodeExchanger',
  prefix: '/addons/CodeExchanger',
  routes,
  migrations: path.join(__dirname, 'migrations'),
  seed
}
