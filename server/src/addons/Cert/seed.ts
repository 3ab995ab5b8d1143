import fs from 'fs'
import path from 'path'
import type { DB } from '../../db/db'
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
export function seed(db: DB, publicUrl: string): void {
  if (db.prepare('SELECT 1 FROM certs LIMIT 1').get()) return
  const now = new Date()
  fs.mkdirSync(THUMBS, { recursive: true })
  db.transaction(() => {
    CERTS.forEach((c, i) => {
      fs.writeFileSync(path.join(THUMBS, `cert-${i + 1}.svg`), templateSvg(c.name, c.color))
      db.prepare('INSERT INTO certs (id, name, description, color, template_image) VALUES (?, ?, ?, ?, ?)').run(i + 1, c.name, c.description, c.color, `${publicUrl}/media/thumbs/cert-${i + 1}.svg`)
    })
    const demo = db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(DEMO.mobile) as number | undefined
    if (!demo) return
    ;[1, 2].forEach((certId, i) => {
      db.prepare('INSERT INTO user_certs (user_id, cert_id, serial, created_at) VALUES (?, ?, ?, ?)').run(demo, certId, `QY2026${String(demo).padStart(4, '0')}${certId}`, beijing(addDays(now, -(40 - i * 25))))
    })
  })()
}
