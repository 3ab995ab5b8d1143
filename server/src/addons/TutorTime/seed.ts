import fs from 'fs'
import path from 'path'
import { transaction, type Db } from '../../db/kysely'
import { addDays, beijing } from '../../lib/time'
import { DEMO } from '../../seed/seed'
import { addTutorMinutes, dateRecord, recordIdsOf } from './store'

const THUMBS = path.join(__dirname, '..', '..', '..', 'media', 'thumbs')

const PACKAGES = [
  { title: '一对一陪练体验包 · 60分钟', minutes: 60, charge: 99, original: 160, color: '#c8553d', short: '两节30分钟线上陪练，老师先听你弹，再给出练习计划' },
  { title: '一对一陪练月卡 · 300分钟', minutes: 300, charge: 399, original: 800, color: '#2f8f6a', short: '每周约2-3节，适合考级前的规律陪练' },
  { title: '考级冲刺陪练包 · 600分钟', minutes: 600, charge: 699, original: 1600, color: '#8a4fbf', short: '考前两个月强化：曲目打磨、模拟考场、考官视角点评' }
]

function packageSvg(minutes: number, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="${color}"/><circle cx="200" cy="170" r="100" fill="none" stroke="#fff" stroke-width="14"/><path d="M200 110 L200 170 L245 195" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round"/><text x="200" y="340" font-size="40" font-weight="700" fill="#fff" text-anchor="middle" font-family="sans-serif">${minutes}分钟</text></svg>`
}

/** Demo packages; the demo learner was given a trial hour and had one 30-minute lesson. */
export async function seed(db: Db, publicUrl: string): Promise<void> {
  if (await db.selectFrom('tutor_packages').select('id').limit(1).executeTakeFirst()) return
  fs.mkdirSync(THUMBS, { recursive: true })
  PACKAGES.forEach((p, i) => fs.writeFileSync(path.join(THUMBS, `tutor-${i + 1}.svg`), packageSvg(p.minutes, p.color)))
  await transaction(db, async (trx) => {
    await trx
      .insertInto('tutor_packages')
      .values(PACKAGES.map((p, i) => ({ id: i + 1, title: p.title, thumb: `${publicUrl}/media/thumbs/tutor-${i + 1}.svg`, minutes: p.minutes, charge: p.charge, original_charge: p.original, short_desc: p.short, sort: i })))
      .execute()
    const demo = (await trx.selectFrom('users').select('id').where('mobile', '=', DEMO.mobile).executeTakeFirst())?.id
    if (!demo) return
    await addTutorMinutes(trx, demo, 60, '赠送：新学员一对一体验课')
    await addTutorMinutes(trx, demo, -30, '一对一陪练：林雅老师 · 车尔尼599 第11条')
    const at = [beijing(addDays(new Date(), -6)), beijing(addDays(new Date(), -3))]
    const ids = await recordIdsOf(trx, demo)
    for (const [i, id] of ids.entries()) await dateRecord(trx, id, at[i])
  })
}
