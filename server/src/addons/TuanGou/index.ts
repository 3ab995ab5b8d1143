import path from 'path'
import type { AddonDefinition } from '../types'
import { admin } from './admin'
import { routes } from './routes'
import { seedTuanGou } from './seed'
import { placePaid, settleGroups, TG_KIND } from './store'

export const tuanGou: AddonDefinition = {
  name: 'TuanGou',
  prefix: '/addons/TuanGou',
  routes,
  migrations: path.join(__dirname, 'migrations'),
  seed: seedTuanGou,
  admin,
  tick: settleGroups,
  goods: [
    {
      type: TG_KIND,
      label: 'TG',
      text: '拼团',
      deliver: (db, o) => placePaid(db, o.goods_id),
      paidNotice: (name) => `《${name}》已参团，成团后自动开通`
    }
  ]
}
