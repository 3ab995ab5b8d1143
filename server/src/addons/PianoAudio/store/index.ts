/**
 * Every SQL statement of the PianoAudio add-on (tables: migrations/): the library of tracks, the learners'
 * practice days, and the scores of tracks and exercises with their sources, the engraving kept
 * once made, the exercises listen mode grades and the learners' listen results. routes.ts and scores.ts
 * serve them.
 */
import fs from 'fs'
import path from 'path'
import type { DB } from '../../../db/db'
import { pageQuery } from '../../../http/paging'
import type { EngravedScore, ScoreFormat } from '../../../scores/engrave'
import type * as C from '~types/contract/pianoAudio'
import EXERCISES from '../scores/exercises.json'

const SOURCES = path.join(__dirname, '..', 'scores')

// The library

const TRACK_FIELDS = 'id, category_id, title, composer, level, duration, bpm, beats_per_bar, is_member, is_featured'

/** A track with its media file (never in an answer: the URL is signed per learner). */
export type TrackRow = C.AudioTrack & { media: string }

export const findTrack = (db: DB, id: number) => db.prepare(`SELECT ${TRACK_FIELDS}, media FROM audio_tracks WHERE id = ?`).get(id) as TrackRow | undefined

export const trackExists = (db: DB, id: number) => !!db.prepare('SELECT 1 FROM audio_tracks WHERE id = ?').get(id)

export const listCategories = (db: DB) =>
  db
    .prepare(
      `SELECT c.id, c.name, c.kind, c.description, (SELECT COUNT(*) FROM audio_tracks t WHERE t.category_id = c.id) AS tracks_count
       FROM audio_categories c ORDER BY c.sort, c.id`
    )
    .all() as C.AudioCategory[]

export const featuredTracks = (db: DB) => db.prepare(`SELECT ${TRACK_FIELDS} FROM audio_tracks WHERE is_featured = 1 ORDER BY sort, id LIMIT 8`).all() as C.AudioTrack[]

export interface TrackFilter {
  category_id?: number
  level?: number
  /** Words in the title or the composer. */
  keywords?: string
}

/** A category's tracks (by level, then the studio's order), or a search over the library. */
export function trackPage(db: DB, f: TrackFilter, page: number, size: number) {
  const where: string[] = []
  const args: unknown[] = []
  if (f.category_id) {
    where.push('category_id = ?')
    args.push(f.category_id)
  }
  if (f.level !== undefined) {
    where.push('level = ?')
    args.push(f.level)
  }
  if (f.keywords) {
    where.push("(title LIKE ? ESCAPE '\\' OR composer LIKE ? ESCAPE '\\')")
    const like = `%${f.keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    args.push(like, like)
  }
  const from = `audio_tracks${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`
  return pageQuery<C.AudioTrack>(db, { select: TRACK_FIELDS, from, order: 'level, sort, id', args }, page, size)
}

/** A lesson a practice report may name. */
export const videoExists = (db: DB, id: number) => !!db.prepare('SELECT 1 FROM videos WHERE id = ?').get(id)

// Practice

/** The learner's days with practice, newest first. */
export const practiceDays = (db: DB, uid: number) => db.prepare('SELECT day, seconds FROM practice_days WHERE user_id = ? AND seconds > 0 ORDER BY day DESC').all(uid) as C.PracticeDay[]

/**
 * Adds practised seconds to the learner's day, the day kept at `dayMax`. A report the app sent again
 * (queued offline, its first answer lost: the same `clientId`) is not counted twice.
 */
export function addPractice(db: DB, p: { uid: number; day: string; seconds: number; clientId?: string; at: string; dayMax: number }): void {
  db.transaction(() => {
    if (p.clientId && db.prepare('INSERT OR IGNORE INTO practice_reports (user_id, client_id, created_at) VALUES (?, ?, ?)').run(p.uid, p.clientId, p.at).changes === 0) return
    db.prepare(
      `INSERT INTO practice_days (user_id, day, seconds, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(user_id, day) DO UPDATE SET seconds = MIN(?, practice_days.seconds + excluded.seconds), updated_at = excluded.updated_at`
    ).run(p.uid, p.day, p.seconds, p.at, p.dayMax)
  })()
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

export function findScore(db: DB, owner: ScoreOwner): ScoreRow | undefined {
  if ('track' in owner)
    return db
      .prepare('SELECT s.id, s.format, s.source, s.engraved, s.bar_ms, t.bpm, t.beats_per_bar FROM audio_scores s JOIN audio_tracks t ON t.id = s.track_id WHERE s.track_id = ?')
      .get(owner.track) as ScoreRow | undefined
  return db
    .prepare('SELECT s.id, s.format, s.source, s.engraved, s.bar_ms, e.bpm, e.beats_per_bar FROM audio_scores s JOIN audio_exercises e ON e.id = s.exercise_id WHERE s.exercise_id = ?')
    .get(owner.exercise) as ScoreRow | undefined
}

export function saveEngraving(db: DB, scoreId: number, map: TimeMap, pages: { svg: string; png: Buffer }[]): void {
  db.transaction(() => {
    db.prepare('DELETE FROM audio_score_pages WHERE score_id = ?').run(scoreId)
    pages.forEach((p, i) => db.prepare('INSERT INTO audio_score_pages (score_id, page, svg, png) VALUES (?, ?, ?, ?)').run(scoreId, i + 1, p.svg, p.png))
    db.prepare('UPDATE audio_scores SET engraved = ? WHERE id = ?').run(JSON.stringify(map), scoreId)
  })()
}

export function scorePage(db: DB, scoreId: number, page: number, format: 'svg' | 'png'): string | Buffer | undefined {
  return db.prepare(`SELECT ${format === 'png' ? 'png' : 'svg'} FROM audio_score_pages WHERE score_id = ? AND page = ?`).pluck().get(scoreId, page) as string | Buffer | undefined
}

export const listExercises = (db: DB) => db.prepare('SELECT id, title, description, level, bpm, beats_per_bar FROM audio_exercises ORDER BY sort, id').all() as C.AudioExercise[]

export const exerciseExists = (db: DB, id: number) => !!db.prepare('SELECT 1 FROM audio_exercises WHERE id = ?').get(id)

/** How many results per exercise the practice card shows. */
const LISTEN_HISTORY = 10

/** Adds a result; false when this learner already sent this client id (a queued report sent again). */
export function addListenResult(db: DB, uid: number, r: C.ListenBody, at: string): boolean {
  return (
    db
      .prepare('INSERT OR IGNORE INTO listen_results (user_id, exercise_id, accuracy, spread_ms, client_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(uid, r.exercise_id, r.accuracy, r.spread_ms, r.client_id ?? null, at).changes > 0
  )
}

/** The learner's exercises, most recently practised first, each with its last results oldest first. */
export function listenHistory(db: DB, uid: number): C.ListenHistory {
  const rows = db
    .prepare(
      `SELECT r.exercise_id, e.title, r.accuracy, r.spread_ms, r.created_at FROM listen_results r JOIN audio_exercises e ON e.id = r.exercise_id
       WHERE r.user_id = ? ORDER BY r.id DESC`
    )
    .all(uid) as { exercise_id: number; title: string; accuracy: number; spread_ms: number; created_at: string }[]
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
export function seedScores(db: DB): void {
  if (db.prepare('SELECT 1 FROM audio_scores LIMIT 1').get()) return
  const read = (file: string) => fs.readFileSync(path.join(SOURCES, file), 'utf8')
  db.transaction(() => {
    for (const file of fs.readdirSync(SOURCES).sort()) {
      const track = /^track-(\d+)-.*\.abc$/.exec(file)
      if (track && db.prepare('SELECT 1 FROM audio_tracks WHERE id = ?').get(Number(track[1])))
        db.prepare("INSERT INTO audio_scores (track_id, format, source) VALUES (?, 'abc', ?)").run(Number(track[1]), read(file))
    }
    EXERCISES.forEach((e, i) => {
      const id = db
        .prepare('INSERT INTO audio_exercises (title, description, level, bpm, beats_per_bar, sort) VALUES (?, ?, ?, ?, ?, ?)')
        .run(e.title, e.description, e.level, e.bpm, e.beats, i).lastInsertRowid
      db.prepare("INSERT INTO audio_scores (exercise_id, format, source) VALUES (?, 'abc', ?)").run(id, read(e.file))
    })
  })()
}

// Lessons with a score: the studio's link from a lesson (video) to a track with a score.

export interface LessonScoreLink {
  video_id: number
  track_id: number
  /** Ms of the video where the track's time map starts; null: no cursor (a lesson about the piece). */
  sync_ms: number | null
  exercise_id: number | null
}

export const findLessonScore = (db: DB, videoId: number) =>
  db.prepare('SELECT video_id, track_id, sync_ms, exercise_id FROM lesson_scores WHERE video_id = ?').get(videoId) as LessonScoreLink | undefined

/** Links a lesson to a track (replacing its link): what the studio's admin field saves. */
export function linkLessonScore(db: DB, link: LessonScoreLink): void {
  db.prepare(
    `INSERT INTO lesson_scores (video_id, track_id, sync_ms, exercise_id) VALUES (?, ?, ?, ?)
     ON CONFLICT (video_id) DO UPDATE SET track_id = excluded.track_id, sync_ms = excluded.sync_ms, exercise_id = excluded.exercise_id`
  ).run(link.video_id, link.track_id, link.sync_ms, link.exercise_id)
}

/** A seeded lesson by its course's and its own title (ids follow the seed's order, titles say what it is). */
export const lessonTitled = (db: DB, course: string, lesson: string) =>
  db.prepare('SELECT v.id FROM videos v JOIN courses c ON c.id = v.course_id WHERE c.title = ? AND v.title = ?').pluck().get(course, lesson) as number | undefined

export const trackTitled = (db: DB, title: string) => db.prepare('SELECT id FROM audio_tracks WHERE title = ?').pluck().get(title) as number | undefined

export const exerciseTitled = (db: DB, title: string) => db.prepare('SELECT id FROM audio_exercises WHERE title = ?').pluck().get(title) as number | undefined

export const hasLessonScores = (db: DB) => !!db.prepare('SELECT 1 FROM lesson_scores LIMIT 1').get()
