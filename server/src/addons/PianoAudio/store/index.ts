/**
 * Every SQL statement of the PianoAudio add-on (tables: migrations/): the library of tracks, the learners'
 * practice days, and the scores of tracks and exercises with their sources, the engraving kept
 * once made, the exercises listen mode grades and the learners' listen results. routes.ts and scores.ts
 * serve them.
 */
import fs from 'fs'
import path from 'path'
import { sql } from 'kysely'
import { transaction, type Db, type Trx } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import type { EngravedScore, ScoreFormat } from '../../../scores/engrave'
import type * as C from '~types/contract/pianoAudio'
import EXERCISES from '../scores/exercises.json'

const SOURCES = path.join(__dirname, '..', 'scores')

// The library

const TRACK_FIELDS = ['id', 'category_id', 'title', 'composer', 'level', 'duration', 'bpm', 'beats_per_bar', 'is_member', 'is_featured'] as const

/** A track with its media file (never in an answer: the URL is signed per learner). */
export type TrackRow = C.AudioTrack & { media: string }

// The stored 0/1 flags and the category's kind are the contract's Flag and kinds (only the studio writes them).
export const findTrack = (db: Db, id: number) =>
  db.selectFrom('audio_tracks').select([...TRACK_FIELDS, 'media']).where('id', '=', id).$castTo<TrackRow>().executeTakeFirst()

export const trackExists = async (db: Db, id: number) => !!(await db.selectFrom('audio_tracks').select('id').where('id', '=', id).executeTakeFirst())

export const listCategories = (db: Db) =>
  db
    .selectFrom('audio_categories as c')
    .select(['c.id', 'c.name', 'c.kind', 'c.description'])
    .select((eb) => eb.selectFrom('audio_tracks as t').select(eb.fn.countAll<number>().as('n')).whereRef('t.category_id', '=', 'c.id').$asScalar().$notNull().as('tracks_count'))
    .orderBy('c.sort')
    .orderBy('c.id')
    .$castTo<C.AudioCategory>()
    .execute()

export const featuredTracks = (db: Db) =>
  db.selectFrom('audio_tracks').select(TRACK_FIELDS).where('is_featured', '=', 1).orderBy('sort').orderBy('id').limit(8).$castTo<C.AudioTrack>().execute()

export interface TrackFilter {
  category_id?: number
  level?: number
  /** Words in the title or the composer. */
  keywords?: string
}

/** A category's tracks (by level, then the studio's order), or a search over the library. */
export function trackPage(db: Db, f: TrackFilter, page: number, size: number) {
  let q = db.selectFrom('audio_tracks').select(TRACK_FIELDS)
  if (f.category_id) q = q.where('category_id', '=', f.category_id)
  if (f.level !== undefined) q = q.where('level', '=', f.level)
  if (f.keywords) {
    // Case-insensitive on both engines (PostgreSQL's LIKE is not), wildcards in the words taken literally.
    const like = `%${f.keywords.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    q = q.where(sql<boolean>`(lower(title) LIKE ${like} ESCAPE '\\' OR lower(composer) LIKE ${like} ESCAPE '\\')`)
  }
  return pageOf(db, q.orderBy('level').orderBy('sort').orderBy('id').$castTo<C.AudioTrack>(), page, size)
}

/** A lesson a practice report may name. */
export const videoExists = async (db: Db, id: number) => !!(await db.selectFrom('videos').select('id').where('id', '=', id).executeTakeFirst())

// Practice

/** The learner's days with practice, newest first. */
export const practiceDays = (db: Db, uid: number) =>
  db.selectFrom('practice_days').select(['day', 'seconds']).where('user_id', '=', uid).where('seconds', '>', 0).orderBy('day', 'desc').execute()

/**
 * Adds practised seconds to the learner's day, the day kept at `dayMax`. A report the app sent again
 * (queued offline, its first answer lost: the same `clientId`) is not counted twice.
 */
export async function addPractice(db: Db, p: { uid: number; day: string; seconds: number; clientId?: string; at: string; dayMax: number }): Promise<void> {
  await transaction(db, async (trx) => {
    if (p.clientId) {
      const first = await trx
        .insertInto('practice_reports')
        .values({ user_id: p.uid, client_id: p.clientId, created_at: p.at })
        .onConflict((oc) => oc.columns(['user_id', 'client_id']).doNothing())
        .executeTakeFirst()
      if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) return
    }
    await trx
      .insertInto('practice_days')
      .values({ user_id: p.uid, day: p.day, seconds: p.seconds, updated_at: p.at })
      .onConflict((oc) =>
        oc.columns(['user_id', 'day']).doUpdateSet((eb) => ({
          // No scalar MIN(a, b) on PostgreSQL: the day's sum, capped at dayMax.
          seconds: eb
            .case()
            .when(eb('practice_days.seconds', '+', eb.ref('excluded.seconds')), '<', p.dayMax)
            .then(eb('practice_days.seconds', '+', eb.ref('excluded.seconds')))
            .else(p.dayMax)
            .end(),
          updated_at: eb.ref('excluded.updated_at')
        }))
      )
      .execute()
  })
}

// Scores

export interface ScoreRow {
  id: number
  format: ScoreFormat
  source: string
  /** The engraving's time map (EngravedScore without its pages) once made, else null. */
  engraved: string | null
  /** The studio's tapped time map (JSON: the ms of the recording where each bar starts), else null. */
  bar_ms: string | null
  bpm: number
  beats_per_bar: number
}

export type ScoreOwner = { track: number } | { exercise: number }

/** Times and places; the pages are in their own table (PNG blobs do not belong in JSON). */
export type TimeMap = Omit<EngravedScore, 'pages'> & { pages: { width: number; height: number }[] }

const SCORE_FIELDS = ['s.id', 's.format', 's.source', 's.engraved', 's.bar_ms'] as const

// `format` holds a ScoreFormat (the sources are written as one).
export async function findScore(db: Db, owner: ScoreOwner): Promise<ScoreRow | undefined> {
  if ('track' in owner)
    return db
      .selectFrom('audio_scores as s')
      .innerJoin('audio_tracks as t', 't.id', 's.track_id')
      .select([...SCORE_FIELDS, 't.bpm', 't.beats_per_bar'])
      .where('s.track_id', '=', owner.track)
      .$castTo<ScoreRow>()
      .executeTakeFirst()
  // An exercise set on a track practises (bars of) the track's score.
  const onTrack = await db.selectFrom('audio_exercises').select('track_id').where('id', '=', owner.exercise).executeTakeFirst()
  if (onTrack?.track_id) return findScore(db, { track: onTrack.track_id })
  return db
    .selectFrom('audio_scores as s')
    .innerJoin('audio_exercises as e', 'e.id', 's.exercise_id')
    .select([...SCORE_FIELDS, 'e.bpm', 'e.beats_per_bar'])
    .where('s.exercise_id', '=', owner.exercise)
    .$castTo<ScoreRow>()
    .executeTakeFirst()
}

export async function saveEngraving(db: Db, scoreId: number, map: TimeMap, pages: { svg: string; png: Buffer }[]): Promise<void> {
  await transaction(db, async (trx) => {
    await trx.deleteFrom('audio_score_pages').where('score_id', '=', scoreId).execute()
    if (pages.length) await trx.insertInto('audio_score_pages').values(pages.map((p, i) => ({ score_id: scoreId, page: i + 1, svg: p.svg, png: p.png }))).execute()
    await trx.updateTable('audio_scores').set({ engraved: JSON.stringify(map) }).where('id', '=', scoreId).execute()
  })
}

export async function scorePage(db: Db, scoreId: number, page: number, format: 'svg' | 'png'): Promise<string | Buffer | undefined> {
  const q = db.selectFrom('audio_score_pages').where('score_id', '=', scoreId).where('page', '=', page)
  if (format === 'png') return (await q.select('png').executeTakeFirst())?.png
  return (await q.select('svg').executeTakeFirst())?.svg
}

/** The exercises listen mode offers, with the bars, the speed and the passing accuracy of those set on a track. */
export async function listExercises(db: Db): Promise<C.AudioExercise[]> {
  const rows = await db
    .selectFrom('audio_exercises')
    .select(['id', 'title', 'description', 'level', 'bpm', 'beats_per_bar', 'bar_from', 'bar_to', 'speed_percent', 'pass_accuracy'])
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return rows.map(({ speed_percent: speedPercent, ...e }) => ({ ...e, speed: speedPercent / 100 }))
}

export const exerciseExists = async (db: Db, id: number) => !!(await db.selectFrom('audio_exercises').select('id').where('id', '=', id).executeTakeFirst())

/** How many results per exercise the practice card shows. */
const LISTEN_HISTORY = 10

/** Adds a result; false when this learner already sent this client id (a queued report sent again). */
export async function addListenResult(db: Db, uid: number, r: C.ListenBody, at: string): Promise<boolean> {
  const added = await db
    .insertInto('listen_results')
    .values({ user_id: uid, exercise_id: r.exercise_id, accuracy: r.accuracy, spread_ms: r.spread_ms, client_id: r.client_id ?? null, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'client_id']).doNothing())
    .executeTakeFirst()
  return Number(added.numInsertedOrUpdatedRows ?? 0) > 0
}

/** The learner's exercises, most recently practised first, each with its last results oldest first. */
export async function listenHistory(db: Db, uid: number): Promise<C.ListenHistory> {
  const rows = await db
    .selectFrom('listen_results as r')
    .innerJoin('audio_exercises as e', 'e.id', 'r.exercise_id')
    .select(['r.exercise_id', 'e.title', 'r.accuracy', 'r.spread_ms', 'r.created_at'])
    .where('r.user_id', '=', uid)
    .orderBy('r.id', 'desc')
    .execute()
  const byExercise = new Map<number, C.ListenHistory[number]>()
  for (const r of rows) {
    const entry = byExercise.get(r.exercise_id) ?? { exercise_id: r.exercise_id, title: r.title, results: [] }
    byExercise.set(r.exercise_id, entry)
    if (entry.results.length < LISTEN_HISTORY) entry.results.unshift({ accuracy: r.accuracy, spread_ms: r.spread_ms, created_at: r.created_at })
  }
  return [...byExercise.values()]
}

/**
 * The committed score sources (scores/*.abc): a track's file is named `track-NN-*` after its place in
 * tracks.json (its audio is generated from the same notes, so the cursor agrees with what plays);
 * exercises are listed in scores/exercises.json. Runs while there are none.
 */
export async function seedScores(db: Db): Promise<void> {
  if (await db.selectFrom('audio_scores').select('id').limit(1).executeTakeFirst()) return
  const read = (file: string) => fs.readFileSync(path.join(SOURCES, file), 'utf8')
  const files = fs.readdirSync(SOURCES).sort()
  const sources = new Map(EXERCISES.map((e) => [e.file, read(e.file)]))
  const tracks = files.flatMap((file) => {
    const m = /^track-(\d+)-.*\.abc$/.exec(file)
    return m ? [{ id: Number(m[1]), source: read(file) }] : []
  })
  await transaction(db, async (trx) => {
    for (const t of tracks) {
      if (await trx.selectFrom('audio_tracks').select('id').where('id', '=', t.id).executeTakeFirst())
        await trx.insertInto('audio_scores').values({ track_id: t.id, format: 'abc', source: t.source }).execute()
    }
    for (const [i, e] of EXERCISES.entries()) {
      const { id } = await trx
        .insertInto('audio_exercises')
        .values({ title: e.title, description: e.description, level: e.level, bpm: e.bpm, beats_per_bar: e.beats, sort: i })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx.insertInto('audio_scores').values({ exercise_id: id, format: 'abc', source: sources.get(e.file)! }).execute()
    }
  })
}

// Lessons with a score: the studio's link from a lesson (video) to a track with a score.

export interface LessonScoreLink {
  video_id: number
  track_id: number
  /** Ms of the video where the track's time map starts; null: no cursor (a lesson about the piece). */
  sync_ms: number | null
  exercise_id: number | null
}

export const findLessonScore = (db: Db, videoId: number): Promise<LessonScoreLink | undefined> =>
  db.selectFrom('lesson_scores').select(['video_id', 'track_id', 'sync_ms', 'exercise_id']).where('video_id', '=', videoId).executeTakeFirst()

/** Links a lesson to a track (replacing its link): what the studio's admin field saves. */
export async function linkLessonScore(db: Db | Trx, link: LessonScoreLink): Promise<void> {
  await db
    .insertInto('lesson_scores')
    .values(link)
    .onConflict((oc) =>
      oc.column('video_id').doUpdateSet((eb) => ({ track_id: eb.ref('excluded.track_id'), sync_ms: eb.ref('excluded.sync_ms'), exercise_id: eb.ref('excluded.exercise_id') }))
    )
    .execute()
}

/** A seeded lesson by its course's and its own title (ids follow the seed's order, titles say what it is). */
export const lessonTitled = async (db: Db | Trx, course: string, lesson: string) =>
  (await db.selectFrom('videos as v').innerJoin('courses as c', 'c.id', 'v.course_id').select('v.id').where('c.title', '=', course).where('v.title', '=', lesson).executeTakeFirst())?.id

export const trackTitled = async (db: Db | Trx, title: string) => (await db.selectFrom('audio_tracks').select('id').where('title', '=', title).executeTakeFirst())?.id

export const exerciseTitled = async (db: Db | Trx, title: string) => (await db.selectFrom('audio_exercises').select('id').where('title', '=', title).executeTakeFirst())?.id

export const hasLessonScores = async (db: Db) => !!(await db.selectFrom('lesson_scores').select('video_id').limit(1).executeTakeFirst())
