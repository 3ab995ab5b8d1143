import fs from 'fs'
import path from 'path'
import sharp from 'sharp'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { DB } from '../../db/db'
import type { AddonDefinition } from '../types'
import { ok, notFound } from '../../http/envelope'
import { addDays, beijing } from '../../lib/time'
import { pageQuery, shapeC } from '../../http/paging'
import { DEMO } from '../../db/seed'
import { readSite } from '../../system/site'
import { IdParams } from '../../../../types/contract/common'
import * as C from '../../../../types/contract/engagement'
import { route } from '../../http/route'
import { cert as certEndpoints } from '../../../../types/endpoints/cert'


const THUMBS = path.join(__dirname, '..', '..', '..', 'media', 'thumbs')
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

interface Held {
  id: number
  serial: string
  created_at: string
  name: string
  description: string
  color: string
  nick_name: string
  real_name: string | null
}

/** The certificate itself, 1600x1131 (A4 landscape): frame, title, the learner's name, what, when, serial. */
function certificateSvg(h: Held, studio: string): string {
  const who = h.real_name || h.nick_name
  const date = h.created_at.slice(0, 10).split('-')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1131" viewBox="0 0 1600 1131">
<rect width="1600" height="1131" fill="#fffaf2"/>
<rect x="40" y="40" width="1520" height="1051" fill="none" stroke="${h.color}" stroke-width="12"/>
<rect x="70" y="70" width="1460" height="991" fill="none" stroke="${h.color}" stroke-width="3"/>
<text x="800" y="250" text-anchor="middle" font-family="Noto Serif CJK SC, serif" font-size="96" font-weight="700" fill="${h.color}">${escape(h.name)}</text>
<text x="800" y="420" text-anchor="middle" font-family="Noto Serif CJK SC, serif" font-size="72" fill="#222">${escape(who)}</text>
<line x1="520" y1="450" x2="1080" y2="450" stroke="#999" stroke-width="2"/>
<text x="800" y="560" text-anchor="middle" font-family="Noto Serif CJK SC, serif" font-size="40" fill="#333">${escape(h.description)}</text>
<text x="800" y="640" text-anchor="middle" font-family="Noto Serif CJK SC, serif" font-size="40" fill="#333">特发此证，以资鼓励。</text>
<text x="1380" y="880" text-anchor="end" font-family="Noto Serif CJK SC, serif" font-size="40" fill="#333">${escape(studio)}</text>
<text x="1380" y="940" text-anchor="end" font-family="Noto Serif CJK SC, serif" font-size="36" fill="#333">${date[0]}年${Number(date[1])}月${Number(date[2])}日</text>
<circle cx="1250" cy="880" r="90" fill="none" stroke="#c0392b" stroke-width="6" opacity="0.8"/>
<text x="220" y="1000" font-family="Noto Sans CJK SC, sans-serif" font-size="28" fill="#555">证书编号 ${escape(h.serial)}</text>
</svg>`
}

/** The template's thumbnail (what the list shows before the learner opens one), 480x340. */
function templateSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="340" viewBox="0 0 480 340"><rect width="480" height="340" fill="#fffaf2"/><rect x="12" y="12" width="456" height="316" fill="none" stroke="${color}" stroke-width="6"/><text x="240" y="150" text-anchor="middle" font-size="34" font-weight="700" fill="${color}" font-family="serif">${escape(name)}</text><text x="240" y="220" text-anchor="middle" font-size="22" fill="#555" font-family="sans-serif">琴艺课堂</text></svg>`
}

async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  route(app, certEndpoints.certs, { schema: { query: C.AddonListQuery, response: C.MemberCerts }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = req.query.size ?? req.query.page_size ?? 10
    const { total, rows } = pageQuery<{ id: number; created_at: string; cert_id: number; name: string; template_image: string }>(
      db,
      { select: 'u.id, u.created_at, c.id AS cert_id, c.name, c.template_image', from: 'user_certs u JOIN certs c ON c.id = u.cert_id WHERE u.user_id = ?', order: 'u.created_at DESC, u.id DESC', args: [uid] },
      req.query.page,
      size
    )
    return ok(shapeC(rows.map((r) => ({ id: r.id, created_at: r.created_at, cert: { id: r.cert_id, name: r.name, template_image: r.template_image } })), total))
  })

  // The learner's own certificate as a PNG (only theirs: another id is "not found", never someone else's).
  route(app, certEndpoints.download, { schema: { params: IdParams }, auth: 'required' }, async (req, reply) => {
    const uid = req.learner
    const held = db
      .prepare(
        `SELECT u.id, u.serial, u.created_at, c.name, c.description, c.color, us.nick_name, p.real_name
         FROM user_certs u JOIN certs c ON c.id = u.cert_id JOIN users us ON us.id = u.user_id
         LEFT JOIN user_profiles p ON p.user_id = u.user_id WHERE u.id = ? AND u.user_id = ?`
      )
      .get(req.params.id, uid) as Held | undefined
    if (!held) throw notFound('证书不存在')
    const png = await sharp(Buffer.from(certificateSvg(held, readSite(db).name))).png().toBuffer()
    reply.header('content-type', 'image/png')
    reply.header('cache-control', 'private, no-store')
    // The certificate's own name when saved (RFC 6266: an ASCII fallback, then the UTF-8 name).
    reply.header('content-disposition', `inline; filename="certificate-${held.id}.png"; filename*=UTF-8''${encodeURIComponent(`${held.name}.png`)}`)
    return reply.send(png)
  })
}

const CERTS = [
  { name: '钢琴启蒙结业证书', description: '完成《钢琴零基础入门》全部课程的学习', color: '#b04530' },
  { name: '车尔尼599阶段考核证书', description: '通过车尔尼599第1-30条阶段考核，成绩优秀', color: '#2f6f5a' },
  { name: '乐理基础合格证书', description: '通过基础乐理与视唱练耳结课测验', color: '#3d5a9e' }
]

/** Demo: three certificates; the demo learner holds the first two. */
function seed(db: DB, publicUrl: string): void {
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

export const cert: AddonDefinition = {
  name: 'Cert',
  routes,
  migrations: path.join(__dirname, 'migrations'),
  seed
}
