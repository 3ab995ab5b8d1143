import type * as C from '~types/contract/paths'
import type { CategoryRow } from './store'

/** Top-level categories with their children, as MeEdu nests them. */
export const categoryTree = (all: CategoryRow[]): C.PathCategory[] =>
  all.filter((c) => !c.parent_id).map((c) => ({ id: c.id, name: c.name, children: all.filter((k) => k.parent_id === c.id).map(({ id, name }) => ({ id, name })) }))
