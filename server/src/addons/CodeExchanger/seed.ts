import { transaction, type Db } from '../../db/kysely'
import { addDays, beijing } from '../../lib/time'

/** Campaigns a piano studio hands out at lessons and open days (development and tests only). */
export const DEMO_CODES = {
  course: ['KJ2026-A7F3', 'KJ2026-B8G4', 'KJ2026-C9H5'],
  vip: ['VIP30-QX81', 'VIP30-RY92'],
  expired: ['SUMMER-2025']
} as const

export async function seed(db: Db): Promise<void> {
  if (await db.selectFrom('code_activities').select('id').limit(1).executeTakeFirst()) return
  const title = async (id: number) => (await db.selectFrom('courses').select('title').where('id', '=', id).executeTakeFirst())?.title ?? ''
  const role = (await db.selectFrom('roles').select('name').where('id', '=', 1).executeTakeFirst())?.name ?? '月度会员'
  const now = new Date()
  const activities = [
    { id: 1, name: '秋季考级集训营赠课', relate_data: JSON.stringify([{ id: 3, sign: 'vod', name: await title(3) }, { id: 200, sign: 'credit1', name: '200积分' }]), ends_at: beijing(addDays(now, 90)) },
    { id: 2, name: '开学季会员体验', relate_data: JSON.stringify([{ id: 1, sign: 'vip', name: `${role}（30天）` }, { id: 9, sign: 'vod', name: await title(9) }]), ends_at: beijing(addDays(now, 60)) },
    { id: 3, name: '暑期夏令营体验课', relate_data: JSON.stringify([{ id: 7, sign: 'vod', name: await title(7) }]), ends_at: beijing(addDays(now, -30)) }
  ]
  const codes = [...DEMO_CODES.course.map((code) => ({ code, activity_id: 1 })), ...DEMO_CODES.vip.map((code) => ({ code, activity_id: 2 })), ...DEMO_CODES.expired.map((code) => ({ code, activity_id: 3 }))]
  await transaction(db, async (trx) => {
    await trx.insertInto('code_activities').values(activities).execute()
    await trx.insertInto('exchange_codes').values(codes).execute()
  })
}
