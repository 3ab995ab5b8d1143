import type { Static } from 'typebox'
import type { DB } from '../db/db'
import { beijing } from '../lib/time'
import type * as C from '~types/contract/site'

// settings.ts and site.ts keep the stored settings; subscribe.ts the subscribe messages.

export interface BlockRow {
  id: number
  platform: string
  page_name: string
  sign: string
  sort: number
  config: string
}

/** A page's decoration blocks, in order. */
export const pageBlocks = (db: DB, platform: string, pageName: string) =>
  db.prepare('SELECT id, platform, page_name, sign, sort, config FROM view_blocks WHERE platform = ? AND page_name = ? ORDER BY sort, id').all(platform, pageName) as BlockRow[]

export type CourseCardRow = Omit<Static<typeof C.VodV1Card>, 'category'> & { category_name: string }

/** The published courses among `ids` (any order), with their category's name. */
export const shownCoursesByIds = (db: DB, ids: number[]) =>
  db
    .prepare(
      `SELECT c.id, c.title, c.thumb, c.charge, c.user_count, c.short_description, c.published_at, c.category_id,
              c.is_rec, c.is_free, c.created_at, cat.name AS category_name
       FROM courses c JOIN categories cat ON cat.id = c.category_id
       WHERE c.is_show = 1 AND c.published_at <= ? AND c.id IN (${ids.map(() => '?').join(',')})`
    )
    .all(beijing(), ...ids) as CourseCardRow[]
