import path from 'path'
import type { AddonDefinition } from '../types'
import { routes } from './routes'
import { admin } from './admin'
import { seed } from './seed'
import { deliverPackage } from './store'

export const tutorTime: AddonDefinition = {
  name: 'TutorTime',
  prefix: '/addons/TutorTime',
  routes,
  admin,
  migrations: path.join(__dirname, 'migrations'),
  seed,
  goods: [
    { type: 'tutorTime', label: 'TUTOR_TIME', text: '陪练时长', deliver: deliverPackage, paidNotice: (name) => `《${name}》的陪练时长已到账` }
  ]
}
