/** The image library's rows (Kysely, both engines). */
import type { Selectable } from 'kysely'
import type { Db } from '../../db/kysely'
import type { Database } from '../../db/schema'
import { beijing } from '../../lib/time'

export type ImageRow = Selectable<Database['media_images']>

export async function listImages(db: Db, f: { scene?: string; name?: string }, page: number, size: number) {
  let q = db.selectFrom('media_images')
  if (f.scene) q = q.where('scene', '=', f.scene)
  if (f.name?.trim()) q = q.where('name', 'like', `%${f.name.trim()}%`)
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await q.selectAll().orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute()
  return { rows, total: Number(total) }
}

export async function addImage(db: Db, fields: Omit<ImageRow, 'id' | 'created_at' | 'disk'>): Promise<number> {
  const { id } = await db.insertInto('media_images').values({ ...fields, disk: 'public', created_at: beijing() }).returning('id').executeTakeFirstOrThrow()
  return id
}

export const imagesByIds = (db: Db, ids: number[]) => db.selectFrom('media_images').selectAll().where('id', 'in', ids).execute()

export async function deleteImages(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('media_images').where('id', 'in', ids).execute()
}
