import type { Db, Trx } from '../db/kysely'
import { fail, notFound } from '../http/envelope'
import { goodsKind } from '../orders/goods'
import { hasTable } from './tables'
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
  find: (db: Db | Trx, id: number) => Promise<{ id: number; title: string; thumb: string; charge: number } | undefined>
  owns: (db: Db | Trx, userId: number, id: number) => Promise<unknown>
  kind: string
  text: string
}

const SOURCES: Partial<Record<PromoItemType, ItemSource>> = {
  course: {
    table: 'courses',
    find: (db, id) => db.selectFrom('courses').select(['id', 'title', 'thumb', 'charge']).where('id', '=', id).executeTakeFirst(),
    owns: (db, userId, id) => db.selectFrom('user_courses').select('user_id').where('user_id', '=', userId).where('course_id', '=', id).executeTakeFirst(),
    kind: 'vod',
    text: '录播课程'
  },
  book: {
    table: 'books',
    find: (db, id) => db.selectFrom('books').select(['id', 'name as title', 'thumb', 'charge']).where('id', '=', id).executeTakeFirst(),
    owns: (db, userId, id) => db.selectFrom('user_books').select('user_id').where('user_id', '=', userId).where('book_id', '=', id).executeTakeFirst(),
    kind: 'book',
    text: '电子书'
  },
  live: {
    table: 'live_courses',
    find: (db, id) => db.selectFrom('live_courses').select(['id', 'title', 'thumb', 'charge']).where('id', '=', id).executeTakeFirst(),
    owns: (db, userId, id) => db.selectFrom('user_live_courses').select('user_id').where('user_id', '=', userId).where('course_id', '=', id).executeTakeFirst(),
    kind: 'live',
    text: '直播课程'
  }
}

/** The item, or undefined when its kind is not served here (its add-on off) or it does not exist. */
export async function findItem(db: Db | Trx, type: PromoItemType, id: number): Promise<PromoItem | undefined> {
  const src = SOURCES[type]
  if (!src || !(await hasTable(db, src.table))) return undefined
  const row = await src.find(db, id)
  return row && { type, ...row, text: src.text, kind: src.kind }
}

/** Like findItem, for an item a promotion row points at (kept even if the item was withdrawn). */
export async function itemOf(db: Db | Trx, type: PromoItemType, id: number): Promise<PromoItem> {
  return (await findItem(db, type, id)) ?? { type, id, title: '', thumb: '', charge: 0, text: SOURCES[type]?.text ?? '', kind: SOURCES[type]?.kind ?? '' }
}

export async function ownsItem(db: Db | Trx, userId: number, item: PromoItem): Promise<boolean> {
  const src = SOURCES[item.type]
  return !!src && !!(await src.owns(db, userId, item.id))
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
export async function cancelOpenOrders(db: Db | Trx, type: string, rowId: number, at: string): Promise<void> {
  await db.updateTable('orders').set({ status: 7, updated_at: at }).where('goods_type', '=', type).where('goods_id', '=', rowId).where('status', 'in', [1, 5]).execute()
}

/** The latest core order of a promotion row (the one a learner pays or paid). */
export async function latestOrderPk(db: Db | Trx, type: string, rowId: number): Promise<number | undefined> {
  const row = await db.selectFrom('orders').select('id').where('goods_type', '=', type).where('goods_id', '=', rowId).orderBy('id', 'desc').limit(1).executeTakeFirst()
  return row?.id
}
