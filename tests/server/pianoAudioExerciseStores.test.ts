/**
 * 钢琴曲库's listen exercises set on bars of a track answer alike on SQLite and PostgreSQL: made, listed with their
 * track and results, edited, their score the track's, and deleted only while no learner has a result of them.
 */
import { resetSequences } from '../../server/src/db/postgresMigrations'
import type { Db } from '../../server/src/db/kysely'
import { findScore, addListenResult } from '../../server/src/addons/PianoAudio/store'
import * as admin from '../../server/src/addons/PianoAudio/store/admin'
import { seedPianoAudio } from '../../server/src/addons/PianoAudio/seed'
import { DEMO } from '../../server/src/seed/seed'
import { bothEngines, startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwawayPostgres'

const AT = '2026-11-30 10:00:00'
const MINUET = 'G大调小步舞曲'

async function seedAll(db: Db) {
  await db.insertInto('users').values({ mobile: DEMO.mobile, nick_name: '琴童小雨', created_at: AT }).execute()
  await seedPianoAudio(db)
}

/** Every answer the conversation gives on one engine, in order. */
async function conversation(db: Db) {
  const { id: uid } = await db.insertInto('users').values({ mobile: '13800138999', nick_name: '琴童', created_at: AT }).returning('id').executeTakeFirstOrThrow()
  const track = await db.selectFrom('audio_tracks').select(['id', 'bpm', 'beats_per_bar', 'level']).where('title', '=', MINUET).executeTakeFirstOrThrow()
  const fields = (title: string, from: number, to: number): admin.ListenExerciseFields => ({
    title, description: '', level: track.level, sort: 0, bpm: track.bpm, beats_per_bar: track.beats_per_bar,
    track_id: track.id, bar_from: from, bar_to: to, speed_percent: 75, pass_accuracy: 80
  })
  const a: Record<string, unknown> = {}
  const practised = await admin.createListenExercise(db, fields('小步舞曲 前四小节', 1, 4))
  const unused = await admin.createListenExercise(db, fields('小步舞曲 第五到八小节', 5, 8))
  await admin.updateListenExercise(db, unused, { ...fields('小步舞曲 第五到八小节', 5, 8), speed_percent: 125, pass_accuracy: 90 })
  await addListenResult(db, uid, { exercise_id: practised, accuracy: 85, spread_ms: 40 }, AT)
  a.list = await admin.listenExerciseList(db)
  a.one = await admin.listenExerciseById(db, unused)
  const trackScore = await findScore(db, { track: track.id })
  a.scoreIsTrack = (await findScore(db, { exercise: practised }))?.id === trackScore?.id && trackScore !== undefined
  const builtIn = (a.list as admin.ListenExerciseRow[]).find((e) => e.track_id === null)!
  a.builtInScore = (await findScore(db, { exercise: builtIn.id }))?.format
  a.deleted = [
    await admin.deleteUnusedListenExercise(db, practised),
    await admin.deleteUnusedListenExercise(db, builtIn.id),
    await admin.deleteUnusedListenExercise(db, unused),
    await admin.deleteUnusedListenExercise(db, unused)
  ]
  a.left = (await admin.listenExerciseList(db)).map((e) => e.title)
  return a
}

describe('the listen exercise stores on both engines', () => {
  let pg: ThrowawayPostgres
  beforeAll(async () => {
    pg = await startThrowawayPostgres()
  }, 60_000)
  afterAll(() => pg?.stop())

  it('make, list, edit, score and delete listen exercises the same', async () => {
    const { lite, post, close } = await bothEngines(pg, ['PianoAudio'])
    try {
      await seedAll(lite)
      await seedAll(post)
      await resetSequences(post)
      const onSqlite = await conversation(lite)
      expect(await conversation(post)).toEqual(onSqlite)
      // What the answers say, so that two engines agreeing on nothing would not pass.
      const list = onSqlite.list as admin.ListenExerciseRow[]
      expect(list).toHaveLength(6)
      expect(list.filter((e) => e.track_id !== null).map((e) => [e.title, e.track_title, e.bar_from, e.bar_to, e.speed_percent, e.pass_accuracy, e.results_count])).toEqual([
        ['小步舞曲 前四小节', MINUET, 1, 4, 75, 80, 1],
        ['小步舞曲 第五到八小节', MINUET, 5, 8, 125, 90, 0]
      ])
      expect(onSqlite.one).toMatchObject({ title: '小步舞曲 第五到八小节', speed_percent: 125 })
      expect(onSqlite.scoreIsTrack).toBe(true)
      expect(onSqlite.builtInScore).toBe('abc')
      expect(onSqlite.deleted).toEqual([false, false, true, false])
      expect(onSqlite.left).toHaveLength(5)
      expect(onSqlite.left).toContain('小步舞曲 前四小节')
    } finally {
      await close()
    }
  })
})
