import fs from 'fs'
import path from 'path'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { DB } from '../../db/db'
import type { AddonDefinition } from '../types'
import { ok, fail, notFound } from '../../http/envelope'
import { addDays, beijing } from '../../lib/time'
import { pageQuery, shapeC } from '../../http/paging'
import { createOrder, orderView } from '../../orders/orders'
import { DEMO } from '../../db/seed'
import { IdParams } from '../../../../types/contract/common'
import { Order } from '../../../../types/contract/order'
import { AddonListQuery } from '../../../../types/contract/engagement'
import * as C from '../../../../types/contract/credit1Mall'
import { sizeOf } from '../common'
import { route } from '../../http/route'
import { tutorTime as tutorTimeEndpoints } from '../../../../types/endpoints/tutorTime'

/**
 * Tutoring time (ours: MeEdu publishes no API for it; docs/API.md "Tutoring time"): packages of one-to-one
 * minutes with the studio's teachers, bought through the cashier like any add-on goods; the balance, and a
 * record of minutes added (a paid package, once per order) and used (lessons, entered by staff).
 */

interface PackageRow extends C.TutorPackage {
  is_show: number
}

const packageView = (p: PackageRow): C.TutorPackage => ({
  id: p.id,
  title: p.title,
  thumb: p.thumb,
  minutes: p.minutes,
  charge: p.charge,
  original_charge: p.original_charge,
  short_desc: p.short_desc
})

/** Moves a learner's minutes (never below 0) and records why; `orderId` makes an order's minutes land once. */
export function addTutorMinutes(db: DB, uid: number, minutes: number, remark: string, orderId: number | null = null): boolean {
  if (orderId !== null && db.prepare('SELECT 1 FROM tutor_records WHERE order_id = ?').get(orderId)) return false
  db.prepare('INSERT OR IGNORE INTO tutor_balances (user_id) VALUES (?)').run(uid)
  if (minutes > 0) {
    db.prepare('UPDATE tutor_balances SET minutes = minutes + ?, total_minutes = total_minutes + ? WHERE user_id = ?').run(minutes, minutes, uid)
  } else if (!db.prepare('UPDATE tutor_balances SET minutes = minutes + ?, used_minutes = used_minutes - ? WHERE user_id = ? AND minutes >= ?').run(minutes, minutes, uid, -minutes).changes) {
    throw fail('陪练时长不足')
  }
  db.prepare('INSERT INTO tutor_records (user_id, minutes, remark, order_id, created_at) VALUES (?, ?, ?, ?, ?)').run(uid, minutes, remark, orderId, beijing())
  return true
}

async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  const findPackage = (id: number) => {
    const p = db.prepare('SELECT * FROM tutor_packages WHERE id = ? AND is_show = 1').get(id) as PackageRow | undefined
    if (!p) throw notFound('陪练套餐不存在')
    return p
  }

  route(app, tutorTimeEndpoints.packages, { schema: { query: AddonListQuery, response: C.TutorPackages } }, async (req) => {
    const { total, rows } = pageQuery<PackageRow>(db, { select: '*', from: 'tutor_packages WHERE is_show = 1', order: 'sort, id', args: [] }, req.query.page, sizeOf(req.query))
    return ok(shapeC(rows.map(packageView), total))
  })

  route(app, tutorTimeEndpoints.packageDetail, { schema: { params: IdParams, response: C.TutorPackageDetail } }, async (req) => ok({ data: packageView(findPackage(req.params.id)) }))

  // Buying: a core order (ADDONS 1.5 style); paying it delivers the minutes once (goods kind below).
  route(app, tutorTimeEndpoints.buy, { schema: { params: IdParams, body: C.TutorBuyBody, response: Order }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const p = findPackage(req.params.id)
    const order = createOrder(db, uid, { type: 'tutorTime', id: p.id, name: p.title, thumb: p.thumb, charge: p.charge }, req.body.promo_code || undefined)
    return ok(orderView(db, order))
  })

  route(app, tutorTimeEndpoints.user, { schema: { response: C.TutorUser }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const row = db.prepare('SELECT minutes, total_minutes, used_minutes FROM tutor_balances WHERE user_id = ?').get(uid) as C.TutorUser | undefined
    return ok(row ?? { minutes: 0, total_minutes: 0, used_minutes: 0 })
  })

  route(app, tutorTimeEndpoints.records, { schema: { query: AddonListQuery, response: C.TutorRecords }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const { total, rows } = pageQuery<C.TutorRecord>(db, { select: 'id, minutes, remark, created_at', from: 'tutor_records WHERE user_id = ?', order: 'id DESC', args: [uid] }, req.query.page, sizeOf(req.query))
    return ok(shapeC(rows, total))
  })
}

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
function seed(db: DB, publicUrl: string): void {
  if (db.prepare('SELECT 1 FROM tutor_packages LIMIT 1').get()) return
  db.transaction(() => {
    fs.mkdirSync(THUMBS, { recursive: true })
    PACKAGES.forEach((p, i) => {
      fs.writeFileSync(path.join(THUMBS, `tutor-${i + 1}.svg`), packageSvg(p.minutes, p.color))
      db.prepare('INSERT INTO tutor_packages (id, title, thumb, minutes, charge, original_charge, short_desc, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
        i + 1, p.title, `${publicUrl}/media/thumbs/tutor-${i + 1}.svg`, p.minutes, p.charge, p.original, p.short, i
      )
    })
    const demo = db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(DEMO.mobile) as number | undefined
    if (!demo) return
    addTutorMinutes(db, demo, 60, '赠送：新学员一对一体验课')
    addTutorMinutes(db, demo, -30, '一对一陪练：林雅老师 · 车尔尼599 第11条')
    const at = [beijing(addDays(new Date(), -6)), beijing(addDays(new Date(), -3))]
    const ids = db.prepare('SELECT id FROM tutor_records WHERE user_id = ? ORDER BY id').pluck().all(demo) as number[]
    ids.forEach((id, i) => db.prepare('UPDATE tutor_records SET created_at = ? WHERE id = ?').run(at[i], id))
  })()
}

export const tutorTime: AddonDefinition = {
  name: 'TutorTime',
  routes,
  migrations: path.join(__dirname, 'migrations'),
  seed,
  goods: [
    {
      type: 'tutorTime',
      label: 'TUTOR_TIME',
      text: '陪练时长',
      deliver(db, o) {
        const p = db.prepare('SELECT title, minutes FROM tutor_packages WHERE id = ?').get(o.goods_id) as { title: string; minutes: number } | undefined
        if (!p) return
        addTutorMinutes(db, o.user_id, p.minutes, `购买：${p.title}`, o.id ?? null)
      },
      paidNotice: (name) => `《${name}》的陪练时长已到账`
    }
  ]
}
