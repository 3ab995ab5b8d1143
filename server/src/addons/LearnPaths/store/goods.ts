import type { Db, Trx } from '../../../db/kysely'
import type { StepItemType } from '~types/contract/paths'

/** The goods an item points at (name, cover, price), or undefined when it is gone or its add-on is not installed. */
export async function goodsOf(db: Db | Trx, type: StepItemType, id: number, books: boolean): Promise<{ name: string; thumb: string; charge: number } | undefined> {
  if (type === 'course') return db.selectFrom('courses').select(['title as name', 'thumb', 'charge']).where('id', '=', id).executeTakeFirst()
  if (type === 'book' && books) return db.selectFrom('books').select(['name', 'thumb', 'charge']).where('id', '=', id).executeTakeFirst()
  return undefined
}
