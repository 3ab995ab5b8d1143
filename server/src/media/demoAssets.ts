import fs from 'fs'
import path from 'path'
import type { Db, Trx } from '../db/kysely'
import { beijing } from '../lib/time'
import { MEDIA_DIR } from '../lib/uploads'

/**
 * The demo lessons' ladders (server/media/demo/lesson-1 to lesson-3, made by scripts/gen-media.sh through the upload
 * pipeline) as ready assets: the seed's lessons play the path a studio's uploads take. Returns the asset id
 * of each demo lesson, in order.
 */
export async function seedDemoAssets(db: Db | Trx): Promise<number[]> {
  const dirs = ['demo/lesson-1/', 'demo/lesson-2/', 'demo/lesson-3/']
  const at = beijing()
  const ids: number[] = []
  for (const dir of dirs) {
    const made = JSON.parse(fs.readFileSync(path.join(MEDIA_DIR, dir, 'asset.json'), 'utf8')) as { duration: number; renditions: unknown[]; hasAudio: boolean; key: string }
    const { id } = await db
      .insertInto('media_assets')
      .values({
        status: 'ready',
        source: '',
        source_name: `${dir.slice(5, -1)}.mp4`,
        dir,
        has_audio: made.hasAudio ? 1 : 0,
        progress: 100,
        duration: made.duration,
        rungs: JSON.stringify(made.renditions),
        poster: `${dir}poster.jpg`,
        aes_key: made.key,
        created_at: at,
        updated_at: at
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(id)
  }
  return ids
}
