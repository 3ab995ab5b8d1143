import type { Db, Trx } from '../db/kysely'
import { plainText, renderText } from '../lib/text'

/** Add-on lists take `size`, some MeEdu clients send `page_size` (ADDONS 1.3): accept both. */
export const sizeOf = (q: { size?: number; page_size?: number }, dflt = 10) => q.size ?? q.page_size ?? dflt

export interface PublicUser {
  id: number
  nick_name: string
  avatar: string
}

/** The public face (id, nickname, avatar) of each listed learner still on the site, by id as a string. */
export async function usersOf(db: Db | Trx, ids: number[]): Promise<Record<string, PublicUser>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return {}
  const rows = await db.selectFrom('users').select(['id', 'nick_name', 'avatar']).where('destroyed_at', 'is', null).where('id', 'in', unique).execute()
  return Object.fromEntries(rows.map((u) => [String(u.id), u]))
}

/**
 * Learner-written text as add-ons store it: plain text (tags dropped, controls removed, see text.ts);
 * an empty result means there was nothing to say. Sent back through `renderText` as safe HTML.
 */
export function learnerText(input: string): string {
  return plainText(input)
}

export { renderText }
