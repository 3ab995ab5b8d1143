import fs from 'fs'
import path from 'path'
import type { DB } from '../db/db'
import { beijing } from '../lib/time'
import { MEDIA_DIR } from '../lib/uploads'

/**
 * The demo lessons' ladders (server/media/demo/lesson-1 to lesson-3, made by scripts/gen-media.sh through the upload
 * pipeline) as ready assets: the seed's lessons play the path a studio's uploads take. Returns the asset id
 * of each demo lesson, in order. Synchronous, like the rest of the seed.
 */
export function seedDemoAssets(db: DB): number[] {
  const dirs = ['demo/lesson-1/', 'demo/lesson-2/', 'demo/lesson-3/']
  const at = beijing()
  return dirs.map((dir) => {
    const made = JSON.parse(fs.readFileSync(path.join(MEDIA_DIR, dir, 'asset.json'), 'utf8')) as { duration: number; renditions: unknown[]; hasAudio: boolean; key: string }
    return Number(
      db
        .prepare(
          `INSERT INTO media_assets (status, source, source_name, dir, has_audio, progress, duration, rungs, poster, aes_key, created_at, updated_at)
           VALUES ('ready', '', ?, ?, ?, 100, ?, ?, ?, ?, ?, ?)`
        )
        .run(`${dir.slice(5, -1)}.mp4`, dir, made.hasAudio ? 1 : 0, made.duration, JSON.stringify(made.renditions), `${dir}poster.jpg`, made.key, at, at).lastInsertRowid
    )
  })
}
