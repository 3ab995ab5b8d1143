import type { DB } from '../../db/db'
import { addDays, beijing } from '../../lib/time'

/** Campaigns a piano studio hands out at lessons and open days (development and tests only). */
export const DEMO_CODES = {
  course: ['KJ2026-A7F3', 'KJ2026-B8G4', 'KJ2026-C9H5'],
  vip: ['VIP30-QX81', 'VIP30-RY92'],
  expired: ['SUMMER-2025']
} as const

export function seed(db: DB): void {
  if (db.prepare('SELECT 1 FROM code_activities LIMIT 1').get()) return
  const title = (id: number) => (db.prepare('SELECT title FROM courses WHERE id = ?').pluck().get(id) as string | undefined) ?? ''
  const role = (db.prepare('SELECT name FROM roles WHERE id = 1').pluck().get() as string | undefined) ?? '月度会员'
  const now = new Date()
  const activity = db.prepare('INSERT INTO code_activities (id, name, relate_data, ends_at) VALUES (?, ?, ?, ?)')
  const code = db.prepare('INSERT INTO exchange_codes (code, activity_id) VALUES (?, ?)')
  db.transaction(() => {
    activity.run(1, '秋季考级集训营赠课', JSON.stringify([{ id: 3, sign: 'vod', name: title(3) }, { id: 200, sign: 'credit1', name: '200积分' }]), beijing(addDays(now, 90)))
    activity.run(2, '开学季会员体验', JSON.stringify([{ id: 1, sign: 'vip', name: `${role}（30天）` }, { id: 9, sign: 'vod', name: title(9) }]), beijing(addDays(now, 60)))
    activity.run(3, '暑期夏令营体验课', JSON.stringify([{ id: 7, sign: 'vod', name: title(7) }]), beijing(addDays(now, -30)))
    for (const c of DEMO_CODES.course) code.run(c, 1)
    for (const c of DEMO_CODES.vip) code.run(c, 2)
    for (const c of DEMO_CODES.expired) code.run(c, 3)
  })()
}
