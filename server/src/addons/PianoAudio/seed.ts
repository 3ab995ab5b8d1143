import { transaction, type Db } from '../../db/kysely'
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
export async function seedPianoAudio(db: Db): Promise<void> {
  await seedLibrary(db)
  await seedScores(db)
  await seedLessonScores(db)
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

async function seedLessonScores(db: Db): Promise<void> {
  if (await hasLessonScores(db)) return
  await transaction(db, async (trx) => {
    for (const [course, lesson, track, syncMs, exercise] of LESSON_SCORES) {
      const videoId = await lessonTitled(trx, course, lesson)
      const trackId = await trackTitled(trx, track)
      // The catalogue is the core seed's (a studio's own catalogue has other lessons): link what is there.
      if (videoId === undefined || trackId === undefined) continue
      await linkLessonScore(trx, { video_id: videoId, track_id: trackId, sync_ms: syncMs, exercise_id: exercise === null ? null : ((await exerciseTitled(trx, exercise)) ?? null) })
    }
  })
}

async function seedLibrary(db: Db): Promise<void> {
  if (await db.selectFrom('audio_categories').select('id').limit(1).executeTakeFirst()) return
  await transaction(db, async (trx) => {
    await trx.insertInto('audio_categories').values(LIBRARY.categories.map((c, i) => ({ id: i + 1, name: c.name, kind: c.kind, description: c.description, sort: i }))).execute()
    await trx
      .insertInto('audio_tracks')
      .values(
        LIBRARY.tracks.map((t, i) => ({
          id: i + 1,
          category_id: t.c,
          title: t.title,
          composer: t.composer,
          level: t.level,
          duration: t.s,
          bpm: t.bpm,
          beats_per_bar: t.beats,
          is_member: 'member' in t ? t.member : 0,
          is_featured: 'featured' in t ? t.featured : 0,
          media: trackMedia(i + 1),
          sort: i
        }))
      )
      .execute()
    const demo = (await trx.selectFrom('users').select('id').where('mobile', '=', DEMO.mobile).executeTakeFirst())?.id
    if (!demo) return
    const today = now()
    for (const [ago, minutes] of [[3, 25], [2, 18], [1, 32]] as const) {
      const at = addDays(today, -ago)
      await trx.insertInto('practice_days').values({ user_id: demo, day: beijing(at).slice(0, 10), seconds: minutes * 60, updated_at: beijing(at) }).execute()
    }
  })
}
