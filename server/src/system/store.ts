import type { Static } from 'typebox'
import type { Db } from '../db/kysely'
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
export const pageBlocks = (db: Db, platform: string, pageName: string): Promise<BlockRow[]> =>
  db
    .selectFrom('view_blocks')
    .select(['id', 'platform', 'page_name', 'sign', 'sort', 'config'])
    .where('platform', '=', platform)
    .where('page_name', '=', pageName)
    .orderBy('sort')
    .orderBy('id')
    .execute()

export type CourseCardRow = Omit<Static<typeof C.VodV1Card>, 'category'> & { category_name: string }

/** The published courses among `ids` (any order), with their category's name. */
export const shownCoursesByIds = (db: Db, ids: number[]) =>
  db
    .selectFrom('courses as c')
    .innerJoin('categories as cat', 'cat.id', 'c.category_id')
    .select(['c.id', 'c.title', 'c.thumb', 'c.charge', 'c.user_count', 'c.short_description', 'c.published_at', 'c.category_id', 'c.is_rec', 'c.is_free', 'c.created_at', 'cat.name as category_name'])
    .where('c.is_show', '=', 1)
    .where('c.published_at', '<=', beijing())
    .where('c.id', 'in', ids)
    .$castTo<CourseCardRow>()
    .execute()
