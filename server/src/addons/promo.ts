import type { DB } from '../db/db'
import type { Db, Trx } from '../db/kysely'
import { fail, notFound } from '../http/envelope'
import { goodsKind } from '../orders/goods'
import type { PromoItemType, PromoOrderGoods } from '~types/contract/promotions'

/**
 * What the two promotion add-ons (MiaoSha, TuanGou) share: the item a promotion sells (a course or an
 * e-book or a live course on this server; learning paths once their add-on sells through one), whether a learner
 * already has it, and handing it over through the item's own goods kind, so a course bought in a group
 * or a flash sale is delivered exactly like one bought at full price.
 */
export interface PromoItem {
  type: PromoItemType
  id: number
  title: string
  thumb: string
  /** The item's own price: the "original" price a promotion is shown against. */
  charge: number
  /** `goods_type_text` in promotion orders. */
  text: string
  /** The goods kind (goods.ts) that delivers it. */
  kind: string
}

interface ItemSource {
  table: string
  select: string
  owns: string
  kind: string
  text: string
}

const SOURCES: Partial<Record<PromoItemType, ItemSource>> = {
  course: {
    table: 'courses',
    select: 'SELECT id, title, thumb, charge FROM courses WHERE id = ?',
    owns: 'SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = ?',
    kind: 'vod',
    text: '录播课程'
  },
  book: {
    table: 'books',
    select: 'SELECT id, name AS title, thumb, charge FROM books WHERE id = ?',
    owns: 'SELECT 1 FROM user_books WHERE user_id = ? AND book_id = ?',
    kind: 'book',
    text: '电子书'
  },
  live: {
    table: 'live_courses',
    select: 'SELECT id, title, thumb, charge FROM live_courses WHERE id = ?',
    owns: 'SELECT 1 FROM user_live_courses WHERE user_id = ? AND course_id = ?',
    kind: 'live',
    text: '直播课程'
  }
}

const hasTable = (db: DB, table: string) => !!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table)

/** The item, or undefined when its kind is not served here (its add-on off) or it does not exist. */
export function findItem(db: DB, type: PromoItemType, id: number): PromoItem | undefined {
  const src = SOURCES[type]
  if (!src || !hasTable(db, src.table)) return undefined
  const row = db.prepare(src.select).get(id) as { id: number; title: string; thumb: string; charge: number } | undefined
  return row && { type, ...row, text: src.text, kind: src.kind }
}

/** Like findItem, for an item a promotion row points at (kept even if the item was withdrawn). */
export function itemOf(db: DB, type: PromoItemType, id: number): PromoItem {
  return findItem(db, type, id) ?? { type, id, title: '', thumb: '', charge: 0, text: SOURCES[type]?.text ?? '', kind: SOURCES[type]?.kind ?? '' }
}

export function ownsItem(db: DB, userId: number, item: PromoItem): boolean {
  const src = SOURCES[item.type]
  return !!src && !!db.prepare(src.owns).get(userId, item.id)
}

/** Hands the item over (inside the payment or group-completion transaction). */
export async function deliverItem(db: Db | Trx, item: PromoItem, userId: number, charge: number): Promise<void> {
  await goodsKind(item.kind).deliver(db, { user_id: userId, goods_id: item.id, charge })
}

/** `goods` of a promotion order row. */
export const orderGoods = (promoId: number, item: PromoItem): PromoOrderGoods => ({
  goods_id: promoId,
  other_id: item.id,
  goods_type: item.type,
  goods_type_text: item.text,
  goods_title: item.title,
  goods_thumb: item.thumb
})

/** The `course_id`/`course_type` pair of `/m/0` and `/t/0` (ADDONS 1.6), checked. */
export function itemQuery(q: { course_id?: number; course_type?: PromoItemType }): { type: PromoItemType; id: number } {
  if (!q.course_id || !q.course_type) throw fail('请指定课程')
  return { type: q.course_type, id: q.course_id }
}

/** Add-on lists take `size`, some MeEdu clients send `page_size` (ADDONS 1.3). */
export const sizeOf = (q: { size?: number; page_size?: number }) => q.size ?? q.page_size ?? 10

export const notFoundPromo = (what: string) => notFound(`${what}不存在`)

/** The core orders (goods.ts kind `type`) of a promotion row that are still open: cancelled when it lapses. */
export function cancelOpenOrders(db: DB, type: string, rowId: number, at: string): void {
  db.prepare('UPDATE orders SET status = 7, updated_at = ? WHERE goods_type = ? AND goods_id = ? AND status IN (1, 5)').run(at, type, rowId)
}

/** The latest core order of a promotion row (the one a learner pays or paid). */
export function latestOrderPk(db: DB, type: string, rowId: number): number | undefined {
  return db.prepare('SELECT id FROM orders WHERE goods_type = ? AND goods_id = ? ORDER BY id DESC LIMIT 1').pluck().get(type, rowId) as number | undefined
}
