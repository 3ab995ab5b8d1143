/**
 * The PC client's sliders, navigation and friendly links (MeEdu's sliders, navs, links): what other/config
 * serves and the console lists. Kysely, both engines.
 */
import type { Static } from 'typebox'
import type { Db } from '../db/kysely'
import type { SiteLink, SiteNav, SiteSlider } from '~types/contract/site'

const flag = (n: number) => (n ? 1 : 0) as 0 | 1

export async function slidersOf(db: Db, platform?: string): Promise<Static<typeof SiteSlider>[]> {
  let q = db.selectFrom('sliders').selectAll()
  if (platform) q = q.where('platform', '=', platform)
  return q.orderBy('sort').orderBy('id').execute()
}

/** The top entries in order, each with its children in order (MeEdu's NavService::all). */
export async function navTree(db: Db, platform?: string): Promise<(Static<typeof SiteNav> & { children: Static<typeof SiteNav>[] })[]> {
  let q = db.selectFrom('navs').selectAll()
  if (platform) q = q.where('platform', '=', platform)
  const rows = (await q.orderBy('sort').orderBy('id').execute()).map((r) => ({ ...r, blank: flag(r.blank) }))
  return rows.filter((r) => r.parent_id === 0).map((top) => ({ ...top, children: rows.filter((r) => r.parent_id === top.id) }))
}

export const allLinks = (db: Db): Promise<Static<typeof SiteLink>[]> => db.selectFrom('links').selectAll().orderBy('sort').orderBy('id').execute()
