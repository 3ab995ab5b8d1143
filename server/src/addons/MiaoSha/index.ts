import path from 'path'
import type { AddonDefinition } from '../types'
import { admin } from './admin'
import { routes } from './routes'
import { seedMiaoSha } from './seed'
import { KIND, deliverPlace, releaseLapsedPlaces } from './store'

export const miaoSha: AddonDefinition = {
  name: 'MiaoSha',
  prefix: '/addons/MiaoSha',
  routes,
  migrations: path.join(__dirname, 'migrations'),
  seed: seedMiaoSha,
  admin,
  tick: async (ctx) => void (await releaseLapsedPlaces(ctx.kdb)),
  goods: [
    {
      type: KIND,
      label: 'MS',
      text: '秒杀',
      // Paid within the time: the place is taken for good and the item delivered as if bought outright.
      deliver: deliverPlace
    }
  ]
}
