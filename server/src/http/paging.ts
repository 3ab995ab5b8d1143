import type { SelectQueryBuilder } from 'kysely'
import type { Db, Trx } from '../db/kysely'

/** The three MeEdu list shapes (CONTRACT section 1). */
export function shapeA<T>(rows: T[], total: number, page: number, perPage: number, path: string) {
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const from = total === 0 ? null : (page - 1) * perPage + 1
  const url = (p: number) => `${path}?page=${p}`
  return {
    current_page: page,
    data: rows,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links: [],
    next_page_url: page < lastPage ? url(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: from === null ? null : from + rows.length - 1,
    total
  }
}

export const shapeB = <T>(rows: T[], total: number, page: number) => ({ current_page: page, total, data: rows })

export const shapeC = <T>(rows: T[], total: number) => ({ data: rows, total })

export const offsetOf = (page: number, size: number) => (page - 1) * size

/**
 * One page of a Kysely query (both engines): `q` with its ORDER BY (ending in a tie-breaker) for the rows,
 * and the total over the same query without it. The total counts the rows `q` yields, so a grouped query
 * counts its groups.
 */
export async function pageOf<D, TB extends keyof D, O>(db: Db | Trx, q: SelectQueryBuilder<D, TB, O>, page: number, size: number) {
  const counted = await db
    .selectFrom(q.clearOrderBy().as('page_source'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const rows = await q.limit(size).offset(offsetOf(page, size)).execute()
  return { total: Number(counted.n), rows }
}
