import fs from 'fs'
import path from 'path'
import { transaction, type Db } from '../../db/kysely'
import { tableExists } from '../../db/tables'
import { addDays, beijing } from '../../lib/time'
import { addCredit1 } from '../../accounts/users'
import { DEMO } from '../../seed/seed'
import { writeSetting } from '../../system/settings'
import { readSite } from '../../system/site'

/** Points for each paid order in the demo studio (core default 0): buying is one way to earn them. */
const DEMO_PAID_ORDER_POINTS = 10

const THUMBS = path.join(__dirname, '..', '..', '..', 'media', 'thumbs')

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A square goods picture, 400x400: a tint, a simple drawing of the item, its short name. */
function goodsSvg(label: string, color: string, drawing: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="${color}"/>${drawing}<text x="200" y="350" font-size="34" font-weight="700" fill="#fff" text-anchor="middle" font-family="sans-serif">${escape(label)}</text></svg>`
}

const METRONOME = '<path d="M150 290 L180 80 L220 80 L250 290 Z" fill="#fff"/><rect x="196" y="110" width="8" height="150" fill="#333" transform="rotate(18 200 260)"/><circle cx="200" cy="260" r="10" fill="#333"/>'
const NOTEBOOK =
  '<rect x="110" y="70" width="180" height="230" rx="10" fill="#fff"/>' +
  [0, 1, 2].map((k) => [0, 1, 2, 3, 4].map((l) => `<rect x="130" y="${100 + k * 64 + l * 8}" width="140" height="2" fill="#555"/>`).join('')).join('')
const SCREEN = '<rect x="90" y="90" width="220" height="150" rx="12" fill="#fff"/><path d="M180 130 L235 165 L180 200 Z" fill="#333"/><rect x="170" y="250" width="60" height="20" fill="#fff"/>'
const BOOK = '<path d="M200 110 C160 90 120 90 90 100 L90 290 C120 280 160 280 200 300 C240 280 280 280 310 290 L310 100 C280 90 240 90 200 110 Z" fill="#fff"/><rect x="198" y="110" width="4" height="190" fill="#999"/>'
const CROWN = '<path d="M100 270 L110 140 L160 200 L200 110 L240 200 L290 140 L300 270 Z" fill="#fff"/><rect x="100" y="280" width="200" height="20" fill="#fff"/>'

interface SeedGoods {
  title: string
  label: string
  color: string
  drawing: string
  charge: number
  v?: { type: 'vod' | 'book' | 'vip'; id: number }
  desc: string
}

const GOODS: SeedGoods[] = [
  {
    title: '机械节拍器（经典金字塔款）',
    label: '机械节拍器',
    color: '#8a4b2a',
    drawing: METRONOME,
    charge: 1500,
    desc: '<p>练琴离不开稳定的速度。经典金字塔造型，发条驱动无需电池，速度 40-208，带铃声重音提示（2/3/4/6 拍）。</p><ul><li>尺寸：约 22 × 11 × 11 厘米</li><li>颜色随机（胡桃木色 / 黑色）</li></ul><p>兑换后 3 个工作日内寄出，包邮（港澳台及海外除外）。</p>'
  },
  {
    title: '五线谱本（A4 加厚 · 2本装）',
    label: '五线谱本',
    color: '#2f6f8f',
    drawing: NOTEBOOK,
    charge: 300,
    desc: '<p>A4 大开本，每页 12 行五线谱，100g 加厚纸不洇墨，适合抄谱、写作业、记录老师的指法标注。</p><p>2 本装，兑换后 3 个工作日内寄出，包邮（港澳台及海外除外）。</p>'
  },
  {
    title: '课程：小汤普森简易钢琴教程',
    label: '小汤普森教程',
    color: '#3da6c8',
    drawing: SCREEN,
    charge: 2000,
    v: { type: 'vod', id: 9 },
    desc: '<p>孩子最喜欢的启蒙教材，家长也能陪练。兑换后课程立即开通，在「学习」里随时观看，永久有效。</p>'
  },
  {
    title: '电子书：识谱与节奏：七天看懂五线谱',
    label: '识谱电子书',
    color: '#5b6b2f',
    drawing: BOOK,
    charge: 800,
    v: { type: 'book', id: 2 },
    desc: '<p>七天看懂五线谱：谱表、音符、节奏与视奏。兑换后电子书立即开通，可在线阅读全部章节。</p>'
  },
  {
    title: '30天月度会员',
    label: '月度会员',
    color: '#8a4fbf',
    drawing: CROWN,
    charge: 1200,
    v: { type: 'vip', id: 1 },
    desc: '<p>兑换后立即获得 30 天月度会员：全站录播课免费学、会员专属练习谱下载、每月一次老师答疑。已是月度会员的，有效期顺延 30 天。</p>'
  }
]

/**
 * Demo goods of the studio's points mall, points for paid orders, and for the demo learner one past
 * exchange already shipped and a studio reward of points. Runs while there are no goods; e-book goods only
 * when the e-book add-on is on.
 */
export async function seedMall(db: Db, publicUrl: string): Promise<void> {
  if (await db.selectFrom('credit1_mall_goods').select('id').limit(1).executeTakeFirst()) return
  const books = await tableExists(db, 'books')
  const now = new Date()
  const goods = GOODS.map((g, i) => ({ ...g, id: i + 1, sort: i })).filter((g) => g.v?.type !== 'book' || books)
  // The pictures are written first: files are no part of the transaction (which may run again on PostgreSQL).
  fs.mkdirSync(THUMBS, { recursive: true })
  for (const g of goods) fs.writeFileSync(path.join(THUMBS, `mall-${g.id}.svg`), goodsSvg(g.label, g.color, g.drawing))
  await transaction(db, async (trx) => {
    const site = await readSite(trx)
    await writeSetting(trx, 'site', { ...site, credit1_reward: { ...site.credit1_reward, paid_order: DEMO_PAID_ORDER_POINTS } })
    await trx
      .insertInto('credit1_mall_goods')
      .values(
        goods.map((g) => ({
          id: g.id,
          title: g.title,
          thumb: `${publicUrl}/media/thumbs/mall-${g.id}.svg`,
          charge: g.charge,
          is_v: g.v ? 1 : 0,
          v_type: g.v?.type ?? '',
          v_id: g.v?.id ?? 0,
          desc: g.desc,
          sort: g.sort,
          created_at: beijing(addDays(now, -30))
        }))
      )
      .execute()

    const demo = (await trx.selectFrom('users').select('id').where('mobile', '=', DEMO.mobile).executeTakeFirst())?.id
    if (!demo) return
    // Ten days ago the demo learner exchanged the music notebooks, shipped two days later.
    const at = beijing(addDays(now, -10))
    // The records in the order they happened; the balance moves once by their sum (never below 0 on the way).
    await addCredit1(trx, demo, -300, '积分兑换：五线谱本（A4 加厚 · 2本装）', false)
    await trx
      .updateTable('credit1_records')
      .set({ created_at: at })
      .where('id', '=', (eb) => eb.selectFrom('credit1_records').select((e) => e.fn.max('id').as('id')))
      .execute()
    await addCredit1(trx, demo, 2000, '春季钢琴打卡挑战奖励', false)
    await trx.updateTable('users').set((eb) => ({ credit1: eb('credit1', '+', 2000 - 300) })).where('id', '=', demo).execute()
    await trx
      .insertInto('credit1_mall_orders')
      .values({
        user_id: demo,
        goods_id: 2,
        goods_title: GOODS[1].title,
        goods_thumb: `${publicUrl}/media/thumbs/mall-2.svg`,
        goods_is_v: 0,
        goods_v_type: '',
        goods_v_id: 0,
        total_charge: 300,
        is_send: 1,
        express_company: '顺丰速运',
        express_number: 'SF1402389957213',
        receiver_name: '林小雨',
        receiver_mobile: '13800138000',
        receiver_region: '上海市 上海市 徐汇区',
        receiver_street: '漕溪北路 398 号 5 号楼 1201 室',
        created_at: at,
        sent_at: beijing(addDays(now, -8))
      })
      .execute()
    await trx
      .insertInto('credit1_mall_addresses')
      .values({ user_id: demo, name: '林小雨', mobile: '13800138000', province: '上海市', city: '上海市', area: '徐汇区', street: '漕溪北路 398 号 5 号楼 1201 室', updated_at: at })
      .execute()
  })
}
