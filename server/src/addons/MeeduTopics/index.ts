import path from 'path'
import type { AddonDefinition } from '../types'
import { routes } from './routes'
import { admin } from './admin'
import { seedTopics } from './seed'
import { deliverTopic } from './store'

export const meeduTopics: AddonDefinition = {
  name: 'MeeduTopics',
  prefix: '/addons/MeeduTopics',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed: seedTopics,
  goods: [
    { type: 'topic', label: '文章', text: '图文', deliver: deliverTopic }
  ]
}
