/** A home block's `config_render`: what the app draws from a stored block (MeEdu's ViewBlock Render and its hooks). */
import type { AppContext } from '../context'
import { shownCoursesByIds } from './store'
import { courseCard, type CourseCard } from './views'

/** The course ids a course-list block holds: MeEdu's admin stores `{ id, ... }` items, ours plain ids. */
export function listedIds(config: Record<string, unknown>): number[] {
  const items = Array.isArray(config.items) ? (config.items as unknown[]) : []
  return items.map((i) => (i && typeof i === 'object' ? (i as { id?: unknown }).id : i)).filter((n): n is number => Number.isInteger(n))
}

/** config -> config_render: course blocks are hydrated with the live course rows (VodV1DataHook), add-on blocks by their add-on. */
export async function renderBlock(ctx: AppContext, sign: string, config: Record<string, unknown>): Promise<unknown> {
  const addonBlock = ctx.addonBlocks?.[sign]
  if (addonBlock) return addonBlock(config)
  if (sign === 'h5-vod-v1') {
    const ids = listedIds(config)
    const byId = new Map<number, CourseCard>()
    if (ids.length) for (const row of await shownCoursesByIds(ctx.kdb, ids)) byId.set(row.id, courseCard(row))
    return { title: config.title ?? '', items: ids.map((id) => byId.get(id)).filter(Boolean) }
  }
  return config
}
