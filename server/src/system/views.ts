import type { Static } from 'typebox'
import type * as C from '~types/contract/site'
import type { CourseCardRow } from './store'

export type CourseCard = Static<typeof C.VodV1Card>

/** A course of the home course block, its category folded in. */
export function courseCard(row: CourseCardRow): CourseCard {
  const { category_name, ...course } = row
  return { ...course, category: { id: row.category_id, name: category_name } }
}
