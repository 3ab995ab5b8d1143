import path from 'path'
import type { AddonDefinition } from '../types'
import { routes } from './routes'
import { admin } from './admin'
import { seedLive } from './seed'
import { liveBlock } from './memberCourses'
import { tick } from './routes'
import { deliverLive } from './store'

export const zhibo: AddonDefinition = {
  name: 'Zhibo',
  prefix: '/addons/zhibo',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed: seedLive,
  tick,
  blocks: { 'h5-live-v1': liveBlock },
  goods: [
    { type: 'live', label: '直播课程', text: '直播课程', deliver: deliverLive }
  ]
}
