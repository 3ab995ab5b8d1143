import { ADDONS, type EntryGroup, type FeatureFlags, type MemberEntry } from '../../addons'
import { findRoute } from '../../routes'
import { sellingPageClosed } from '../../core/shelf'

export type { MemberEntry } from '../../addons'

/** The me tab's groups, in display order, with their headings. */
export const ENTRY_GROUPS: readonly (readonly [EntryGroup, string])[] = [
  ['learning', '学习'],
  ['wallet', '订单与钱包'],
  ['account', '账户']
]

/**
 * Member-centre entries, from the add-on table. An entry shows only when its page is registered in the
 * route table and its route's add-on flag is on, so entries appear by themselves as their pages land.
 * A page that only sells is left out where virtual goods may not be sold (core/shelf).
 */
export const MEMBER_ENTRIES: readonly MemberEntry[] = ADDONS.flatMap((a) => a.entries ?? [])

export function visibleEntries(flags: FeatureFlags, entries: readonly MemberEntry[] = MEMBER_ENTRIES): MemberEntry[] {
  return entries.filter((e) => {
    const route = findRoute(e.url)
    return !!route && (!route.flag || flags[route.flag]) && !sellingPageClosed(e.url)
  })
}
