/**
 * 钢琴曲库's console statements (Kysely, both engines): categories, tracks with their recording, a track's
 * score replaced by an upload (a new score id, so cached pictures of the old one are never served for it), the
 * tapped time map, and the link from a lesson to a track's score.
 */
import type { Selectable } from 'kysely'
import type { Db, Trx } from '../../../db/kysely'
import { transaction } from '../../../db/kysely'
import type { Database } from '../../../db/schema'
import { pageOf } from '../../../http/paging'
import { contains } from '../../../admin/contains'
import type { Engraving } from '../engraving'

export type AdminTrackRow = Selectable<Database['audio_tracks']> & { score_id: number | null; bar_ms: string | null }

export interface CategoryFields {
  name: string
  kind: string
  description: string
  sort: number
}

export type TrackFields = Omit<Selectable<Database['audio_tracks']>, 'id'>

// Categories

export const categoryList = (db: Db) =>
  db
    .selectFrom('audio_categories as c')
    .select(['c.id', 'c.name', 'c.kind', 'c.description', 'c.sort'])
    .select((eb) => eb.selectFrom('audio_tracks as t').select(eb.fn.countAll<number>().as('n')).whereRef('t.category_id', '=', 'c.id').$asScalar().$notNull().as('tracks_count'))
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute()

export const categoryExists = async (db: Db, id: number) => !!(await db.selectFrom('audio_categories').select('id').where('id', '=', id).executeTakeFirst())

export async function createCategory(db: Db, c: CategoryFields): Promise<number> {
  return (await db.insertInto('audio_categories').values(c).returning('id').executeTakeFirstOrThrow()).id
}

export async function updateCategory(db: Db, id: number, c: CategoryFields): Promise<void> {
  await db.updateTable('audio_categories').set(c).where('id', '=', id).execute()
}

/** Deletes a category holding no track; false when one is in it or it is gone. */
export async function deleteEmptyCategory(db: Db, id: number): Promise<boolean> {
  const done = await db
    .deleteFrom('audio_categories')
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('audio_tracks').select('id').whereRef('audio_tracks.category_id', '=', 'audio_categories.id'))))
    .executeTakeFirst()
  return Number(done.numDeletedRows) > 0
}

// Tracks

const tracksWithScore = (db: Db) => db.selectFrom('audio_tracks as t').leftJoin('audio_scores as s', 's.track_id', 't.id').selectAll('t').select(['s.id as score_id', 's.bar_ms'])

export async function trackList(db: Db, f: { category_id?: number; keywords?: string }, page: number, size: number) {
  let q = tracksWithScore(db)
  if (f.category_id) q = q.where('t.category_id', '=', f.category_id)
  const words = f.keywords
  if (words) q = q.where((eb) => eb.or([contains('t.title', words), contains('t.composer', words)]))
  return pageOf(db, q.orderBy('t.category_id').orderBy('t.sort').orderBy('t.id'), page, size)
}

export const trackById = (db: Db, id: number): Promise<AdminTrackRow | undefined> => tracksWithScore(db).where('t.id', '=', id).executeTakeFirst()

export async function createTrack(db: Db, t: TrackFields): Promise<number> {
  return (await db.insertInto('audio_tracks').values(t).returning('id').executeTakeFirstOrThrow()).id
}

export async function updateTrack(db: Db, id: number, t: TrackFields): Promise<void> {
  await db.updateTable('audio_tracks').set(t).where('id', '=', id).execute()
}

/** Whether a lesson shows this track's score (such a track is kept until the link is removed). */
const trackLinkedToLesson = async (db: Db | Trx, id: number) => !!(await db.selectFrom('lesson_scores').select('video_id').where('track_id', '=', id).executeTakeFirst())

async function deleteScoreOf(trx: Trx, trackId: number): Promise<void> {
  const old = await trx.selectFrom('audio_scores').select('id').where('track_id', '=', trackId).executeTakeFirst()
  if (!old) return
  await trx.deleteFrom('audio_score_pages').where('score_id', '=', old.id).execute()
  await trx.deleteFrom('audio_scores').where('id', '=', old.id).execute()
}

/** Deletes a track with its score; false when a lesson links it (nothing deleted) or it is gone. */
export async function deleteUnlinkedTrack(db: Db, id: number): Promise<boolean> {
  return transaction(db, async (trx) => {
    if (await trackLinkedToLesson(trx, id)) return false
    await deleteScoreOf(trx, id)
    const done = await trx.deleteFrom('audio_tracks').where('id', '=', id).executeTakeFirst()
    return Number(done.numDeletedRows) > 0
  })
}

// Scores

/** A track's score as the console edits it: its engraving (made at upload) and its tapped bars. */
export const trackScore = (db: Db, trackId: number) =>
  db.selectFrom('audio_scores').select(['id', 'format', 'engraved', 'bar_ms']).where('track_id', '=', trackId).executeTakeFirst()

/** Replaces a track's score with an engraved upload (its old pictures and time map go with it); the new score's id. */
export async function replaceTrackScore(db: Db, trackId: number, source: string, e: Engraving): Promise<number> {
  return transaction(db, async (trx) => {
    await deleteScoreOf(trx, trackId)
    const { id } = await trx
      .insertInto('audio_scores')
      .values({ track_id: trackId, format: 'musicxml', source, engraved: JSON.stringify(e.map), bar_ms: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const [i, p] of e.pages.entries()) await trx.insertInto('audio_score_pages').values({ score_id: id, page: i + 1, svg: p.svg, png: p.png }).execute()
    return id
  })
}

/** Saves the tapped bar starts of score `scoreId` (null: back to the engraving's own times). */
export async function saveBarTimes(db: Db, scoreId: number, barMs: readonly number[] | null): Promise<void> {
  await db
    .updateTable('audio_scores')
    .set({ bar_ms: barMs && JSON.stringify(barMs) })
    .where('id', '=', scoreId)
    .execute()
}

// Lessons showing a track's score

/** The lessons linked to a track's score, with their course, by course then lesson. */
export const trackLessons = (db: Db, trackId: number) =>
  db
    .selectFrom('lesson_scores as l')
    .innerJoin('videos as v', 'v.id', 'l.video_id')
    .innerJoin('courses as c', 'c.id', 'v.course_id')
    .select(['l.video_id', 'v.title', 'c.title as course_title', 'l.sync_ms', 'l.exercise_id'])
    .where('l.track_id', '=', trackId)
    .orderBy('c.id')
    .orderBy('v.id')
    .execute()

export const lessonExists = async (db: Db, id: number) => !!(await db.selectFrom('videos').select('id').where('id', '=', id).executeTakeFirst())

export const exerciseList = (db: Db) => db.selectFrom('audio_exercises').select(['id', 'title']).orderBy('sort').orderBy('id').execute()

export const exerciseExists = async (db: Db, id: number) => !!(await db.selectFrom('audio_exercises').select('id').where('id', '=', id).executeTakeFirst())

/** Links a lesson to a track's score (replacing the lesson's link). */
export async function linkLesson(db: Db, link: { video_id: number; track_id: number; sync_ms: number | null; exercise_id: number | null }): Promise<void> {
  await db
    .insertInto('lesson_scores')
    .values(link)
    .onConflict((oc) => oc.column('video_id').doUpdateSet({ track_id: link.track_id, sync_ms: link.sync_ms, exercise_id: link.exercise_id }))
    .execute()
}

/** Removes a lesson's score link; false when it had none. */
export async function unlinkLesson(db: Db, videoId: number): Promise<boolean> {
  const done = await db.deleteFrom('lesson_scores').where('video_id', '=', videoId).executeTakeFirst()
  return Number(done.numDeletedRows) > 0
}

// Listen exercises set on a track's score

export type ListenExerciseFields = Omit<Selectable<Database['audio_exercises']>, 'id'>

/** Every listen exercise (those bringing their own score too), the studio's order, with its track and results. */
const listenExercises = (db: Db) =>
  db
    .selectFrom('audio_exercises as e')
    .leftJoin('audio_tracks as t', 't.id', 'e.track_id')
    .select(['e.id', 'e.title', 'e.description', 'e.level', 'e.sort', 'e.track_id', 't.title as track_title', 'e.bar_from', 'e.bar_to', 'e.speed_percent', 'e.pass_accuracy'])
    .select((eb) => eb.selectFrom('listen_results as r').select(eb.fn.countAll<number>().as('n')).whereRef('r.exercise_id', '=', 'e.id').$asScalar().$notNull().as('results_count'))

export const listenExerciseList = (db: Db) => listenExercises(db).orderBy('e.sort').orderBy('e.id').execute()

export const listenExerciseById = (db: Db, id: number) => listenExercises(db).where('e.id', '=', id).executeTakeFirst()

export type ListenExerciseRow = Awaited<ReturnType<typeof listenExerciseList>>[number]

export async function createListenExercise(db: Db, e: ListenExerciseFields): Promise<number> {
  return (await db.insertInto('audio_exercises').values(e).returning('id').executeTakeFirstOrThrow()).id
}

export async function updateListenExercise(db: Db, id: number, e: ListenExerciseFields): Promise<void> {
  await db.updateTable('audio_exercises').set(e).where('id', '=', id).execute()
}

/**
 * Deletes an exercise set on a track that no learner has a result of and no lesson links, in one statement (a
 * result logged meanwhile keeps it); false otherwise or when it is gone.
 */
export async function deleteUnusedListenExercise(db: Db, id: number): Promise<boolean> {
  const done = await db
    .deleteFrom('audio_exercises')
    .where('id', '=', id)
    .where('track_id', 'is not', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('listen_results').select('id').whereRef('listen_results.exercise_id', '=', 'audio_exercises.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('lesson_scores').select('video_id').whereRef('lesson_scores.exercise_id', '=', 'audio_exercises.id'))))
    .executeTakeFirst()
  return Number(done.numDeletedRows) > 0
}
