import fs from 'fs'
import path from 'path'
import { transaction, type Db } from '../../db/kysely'
import { addDays, beijing } from '../../lib/time'
import { DEMO } from '../../seed/seed'
import { escape } from './views'

const THUMBS = path.join(__dirname, '..', '..', '..', 'media', 'thumbs')

/** The template's thumbnail (what the list shows before the learner opens one), 480x340. */
function templateSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="340" viewBox="0 0 480 340"><rect width="480" height="340" fill="#fffaf2"/><rect x="12" y="12" width="456" height="316" fill="none" stroke="${color}" stroke-width="6"/><text x="240" y="150" text-anchor="middle" font-size="34" font-weight="700" fill="${color}" font-family="serif">${escape(name)}</text><text x="240" y="220" text-anchor="middle" font-size="22" fill="#555" font-family="sans-serif">琴艺课堂</text></svg>`
}

const CERTS = [
  { name: '钢琴启蒙结业证书', description: '完成《钢琴零基础入门》全部课程的学习', color: '#b04530' },
  { name: '车尔尼599阶段考核证书', description: '通过车尔尼599第1-30条阶段考核，成绩优秀', color: '#2f6f5a' },
  { name: '乐理基础合格证书', description: '通过基础乐理与视唱练耳结课测验', color: '#3d5a9e' }
]

/** Demo: three certificates; the demo learner holds the first two. */
export async function seed(db: Db, publicUrl: string): Promise<void> {
  if (await db.selectFrom('certs').select('id').limit(1).executeTakeFirst()) return
  const now = new Date()
  // The thumbnails are written first: files are no part of the transaction (which may run again on PostgreSQL).
  fs.mkdirSync(THUMBS, { recursive: true })
  CERTS.forEach((c, i) => fs.writeFileSync(path.join(THUMBS, `cert-${i + 1}.svg`), templateSvg(c.name, c.color)))
  await transaction(db, async (trx) => {
    await trx
      .insertInto('certs')
      .values(CERTS.map((c, i) => ({ id: i + 1, name: c.name, description: c.description, color: c.color, template_image: `${publicUrl}/media/thumbs/cert-${i + 1}.svg` })))
      .execute()
    const demo = await trx.selectFrom('users').select('id').where('mobile', '=', DEMO.mobile).executeTakeFirst()
    if (!demo) return
    await trx
      .insertInto('user_certs')
      .values([1, 2].map((certId, i) => ({ user_id: demo.id, cert_id: certId, serial: `QY2026${String(demo.id).padStart(4, '0')}${certId}`, created_at: beijing(addDays(now, -(40 - i * 25))) })))
      .execute()
  })
}
