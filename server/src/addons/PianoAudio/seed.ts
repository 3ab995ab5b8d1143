import type { DB } from '../../db/db'
import { addDays, beijing, now } from '../../lib/time'
import { DEMO } from '../../db/seed'
import LIBRARY from './tracks.json'
import { seedScores } from './store'

/** The media file of the n-th track of tracks.json (scripts/gen-media.sh writes them). */
const trackMedia = (n: number) => `audio/pa-${String(n).padStart(2, '0')}.mp3`

/**
 * Demo library (development and tests): four categories and the 33 tracks of tracks.json, and the demo
 * learner's last three days of practice (a streak today's practice extends). Runs only while it is empty.
 */
export function seedPianoAudio(db: DB): void {
  seedLibrary(db)
  seedScores(db)
}

function seedLibrary(db: DB): void {
  if (db.prepare('SELECT 1 FROM audio_categories LIMIT 1').get()) return
  db.transaction(() => {
    LIBRARY.categories.forEach((c, i) =>
      db.prepare('INSERT INTO audio_categories (id, name, kind, description, sort) VALUES (?, ?, ?, ?, ?)').run(i + 1, c.name, c.kind, c.description, i)
    )
    LIBRARY.tracks.forEach((t, i) =>
      db
        .prepare(
          `INSERT INTO audio_tracks (id, category_id, title, composer, level, duration, bpm, beats_per_bar, is_member, is_featured, media, sort)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
        )
        .run(i + 1, t.c, t.title, t.composer, t.level, t.s, t.bpm, t.beats, 'member' in t ? t.member : 0, 'featured' in t ? t.featured : 0, trackMedia(i + 1), i)
    )
    const demo = db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(DEMO.mobile) as number | undefined
    if (!demo) return
    const today = now()
    for (const [ago, minutes] of [[3, 25], [2, 18], [1, 32]] as const) {
      const at = addDays(today, -ago)
      db.prepare('INSERT INTO practice_days (user_id, day, seconds, updated_at) VALUES (?, ?, ?, ?)').run(demo, beijing(at).slice(0, 10), minutes * 60, beijing(at))
    }
  })()
}
