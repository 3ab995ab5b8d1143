import type * as C from '~types/contract/paths'
import type { CategoryRow } from './store'
import type { AdminPathRow } from './store/admin'
import type { AdminPath } from '~types/contract/admin/addons/learnPaths'

/** Top-level categories with their children, as MeEdu nests them. */
export const categoryTree = (all: CategoryRow[]): C.PathCategory[] =>
  all.filter((c) => !c.parent_id).map((c) => ({ id: c.id, name: c.name, children: all.filter((k) => k.parent_id === c.id).map(({ id, name }) => ({ id, name })) }))

/** A path as the console lists it: its flags as 0/1, a missing category as ''. */
export const adminPathView = (p: AdminPathRow): AdminPath => ({ ...p, is_show: p.is_show ? 1 : 0, category_name: p.category_name ?? '' })
