import type { DB } from '../../db/db'
import { addDays, beijing, now } from '../../lib/time'
import { DEMO } from '../../seed/seed'
import LIBRARY from './tracks.json'
import { exerciseTitled, hasLessonScores, lessonTitled, linkLessonScore, seedScores, trackTitled } from './store'

/** The media file of the n-th track of tracks.json (scripts/gen-media.sh writes them). */
const trackMedia = (n: number) => `audio/pa-${String(n).padStart(2, '0')}.mp3`

/**
 * Demo library (development and tests): four categories and the 33 tracks of tracks.json, and the demo
 * learner's last three days of practice (a streak today's practice extends). Runs only while it is empty.
 */
export function seedPianoAudio(db: DB): void {
  seedLibrary(db)
  seedScores(db)
  seedLessonScores(db)
}

/**
 * Seeded lessons the studio linked to a track's score: [course, lesson, track, where the piece
 * starts in the video (ms; null: the lesson talks about the piece, no cursor), the exercise 跟着练 opens].
 */
const LESSON_SCORES: [string, string, string, number | null, string | null][] = [
  // Demonstrations: the teacher plays the piece through from 2 s into the lesson.
  ['中国音协钢琴考级一至三级', '乐曲：《小步舞曲》', 'G大调小步舞曲', 2000, 'G大调小步舞曲（右手前四小节）'],
  ['中国音协钢琴考级一至三级', '基本练习：C大调音阶', 'C大调音阶（两个八度）', 2000, 'C大调音阶（右手一个八度）'],
  ['拜厄钢琴基本教程精讲', '第51-60条：三拍子', 'G大调小步舞曲', 2000, 'G大调小步舞曲（右手前四小节）'],
  // A lesson about key signatures, with G major's scale (one sharp) to look at.
  ['基础乐理与视唱练耳', '调号与临时记号', 'G大调音阶', null, null]
]

function seedLessonScores(db: DB): void {
  if (hasLessonScores(db)) return
  db.transaction(() => {
    for (const [course, lesson, track, syncMs, exercise] of LESSON_SCORES) {
      const videoId = lessonTitled(db, course, lesson)
      const trackId = trackTitled(db, track)
      // The catalogue is the core seed's (a studio's own catalogue has other lessons): link what is there.
      if (videoId === undefined || trackId === undefined) continue
      linkLessonScore(db, { video_id: videoId, track_id: trackId, sync_ms: syncMs, exercise_id: exercise === null ? null : (exerciseTitled(db, exercise) ?? null) })
    }
  })()
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
