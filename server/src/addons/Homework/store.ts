/** Every SQL statement of the Homework add-on (tables: migrations/001_homework.sql). */
import type { DB } from '../../db/db'
import type { AssignmentKind, AssignmentStatus, HomeworkPerson, TakeStatus } from '~types/contract/homework'

export interface AssignmentRow {
  id: number
  teacher_id: number
  user_id: number
  title: string
  kind: AssignmentKind
  bars: string
  target_bpm: number
  due_at: string
  note: string
  track_id: number
  course_id: number
  video_id: number
  created_at: string
  /** Derived from the newest take (statusSql). */
  status: AssignmentStatus
  takes_count: number
}

export interface TakeRow {
  id: number
  assignment_id: number
  user_id: number
  client_id: string
  storage_key: string
  mime: string
  size: number
  duration_ms: number
  peaks: string
  status: TakeStatus
  created_at: string
}

export interface ReviewRow {
  take_id: number
  teacher_id: number
  stars: number
  comment: string
  redo: 0 | 1
  read_at: string | null
  created_at: string
}

export interface NoteRow {
  id: number
  take_id: number
  at_ms: number
  text: string
}

/** The learner's status of assignment `a`: from its newest take (a redo asks for a new one: todo again). */
const STATUS = `CASE (SELECT t.status FROM homework_takes t WHERE t.assignment_id = a.id ORDER BY t.id DESC LIMIT 1)
  WHEN 'submitted' THEN 'submitted' WHEN 'reviewed' THEN 'reviewed' ELSE 'todo' END`
const ASSIGNMENT = `a.*, ${STATUS} AS status, (SELECT COUNT(*) FROM homework_takes t WHERE t.assignment_id = a.id) AS takes_count`

// Teachers

export const isTeacher = (db: DB, userId: number | null): boolean =>
  userId !== null && !!db.prepare('SELECT 1 FROM homework_teachers WHERE user_id = ?').get(userId)

export function addTeacher(db: DB, userId: number, lecturer: string, courseIds: readonly number[], at: string): void {
  db.prepare('INSERT OR IGNORE INTO homework_teachers (user_id, lecturer, created_at) VALUES (?, ?, ?)').run(userId, lecturer, at)
  const course = db.prepare('INSERT OR IGNORE INTO homework_teacher_courses (teacher_id, course_id) VALUES (?, ?)')
  for (const id of courseIds) course.run(userId, id)
}

export function people(db: DB, ids: readonly number[]): Map<number, HomeworkPerson> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const rows = db.prepare(`SELECT id, nick_name, avatar FROM users WHERE id IN (${unique.map(() => '?').join(',')})`).all(...unique) as HomeworkPerson[]
  return new Map(rows.map((u) => [u.id, u]))
}

/** The courses a teacher lectures, with how many learners bought each. */
export const teacherCourses = (db: DB, teacherId: number) =>
  db
    .prepare(
      `SELECT c.id, c.title, (SELECT COUNT(*) FROM user_courses uc WHERE uc.course_id = c.id) AS learners_count
       FROM homework_teacher_courses tc JOIN courses c ON c.id = tc.course_id WHERE tc.teacher_id = ? ORDER BY c.id`
    )
    .all(teacherId) as { id: number; title: string; learners_count: number }[]

export const lecturesCourse = (db: DB, teacherId: number, courseId: number) =>
  !!db.prepare('SELECT 1 FROM homework_teacher_courses WHERE teacher_id = ? AND course_id = ?').get(teacherId, courseId)

export const courseBuyers = (db: DB, courseId: number) =>
  db.prepare('SELECT uc.user_id FROM user_courses uc JOIN users u ON u.id = uc.user_id WHERE uc.course_id = ? AND u.destroyed_at IS NULL ORDER BY uc.user_id').pluck().all(courseId) as number[]

/** A teacher's learners: who bought a course they lecture, or was given their homework (not the teacher). */
const LEARNERS = `users u WHERE u.destroyed_at IS NULL AND u.id <> :teacher AND (
  EXISTS (SELECT 1 FROM user_courses uc JOIN homework_teacher_courses tc ON tc.course_id = uc.course_id WHERE uc.user_id = u.id AND tc.teacher_id = :teacher)
  OR EXISTS (SELECT 1 FROM homework_assignments a WHERE a.user_id = u.id AND a.teacher_id = :teacher))`

export function teacherLearners(db: DB, teacherId: number, keywords: string, page: number, size: number) {
  const args: Record<string, unknown> = { teacher: teacherId, like: `%${keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, size, offset: (page - 1) * size }
  const where = `${LEARNERS}${keywords ? " AND (u.nick_name LIKE :like ESCAPE '\\' OR u.mobile LIKE :like ESCAPE '\\')" : ''}`
  const total = db.prepare(`SELECT COUNT(*) FROM ${where}`).pluck().get(args) as number
  const rows = db.prepare(`SELECT u.id, u.nick_name, u.avatar, u.mobile FROM ${where} ORDER BY u.id LIMIT :size OFFSET :offset`).all(args) as (HomeworkPerson & { mobile: string })[]
  return { total, rows }
}

export const isTeachersLearner = (db: DB, teacherId: number, userId: number) =>
  !!db.prepare(`SELECT 1 FROM ${LEARNERS} AND u.id = :user`).get({ teacher: teacherId, user: userId })

// Catalogue look-ups an assignment refers to

/** A PianoAudio track's title, or null (also when that add-on's table is not there). */
export function trackTitle(db: DB, id: number): string | null {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'audio_tracks'").get()) return null
  return (db.prepare('SELECT title FROM audio_tracks WHERE id = ?').pluck().get(id) as string | undefined) ?? null
}

export const findVideo = (db: DB, id: number) => db.prepare('SELECT id, course_id, title FROM videos WHERE id = ?').get(id) as { id: number; course_id: number; title: string } | undefined

// Assignments

/** An assignment as the teacher gives it: the row before it has an id, a learner and takes. */
export type NewAssignment = Omit<AssignmentRow, 'id' | 'user_id' | 'status' | 'takes_count'>

/** One row per learner; returns the first id. */
export function insertAssignments(db: DB, a: NewAssignment, learners: readonly number[]): number {
  const insert = db.prepare(
    `INSERT INTO homework_assignments (teacher_id, user_id, title, kind, bars, target_bpm, due_at, note, track_id, course_id, video_id, created_at)
     VALUES (:teacher_id, :user_id, :title, :kind, :bars, :target_bpm, :due_at, :note, :track_id, :course_id, :video_id, :created_at)`
  )
  const ids = learners.map((user_id) => Number(insert.run({ ...a, user_id }).lastInsertRowid))
  return ids[0]
}

export const findAssignment = (db: DB, id: number) => db.prepare(`SELECT ${ASSIGNMENT} FROM homework_assignments a WHERE a.id = ?`).get(id) as AssignmentRow | undefined

/** todo: due soonest first, no due date last; submitted: oldest submission first; reviewed: newest review first. */
const ORDER: Record<AssignmentStatus, string> = {
  todo: "due_at = '', due_at, id",
  submitted: 'last_take_id, id',
  reviewed: 'last_review_at DESC, id DESC'
}

export function learnerAssignments(db: DB, userId: number, status: AssignmentStatus, page: number, size: number) {
  const from = `(SELECT ${ASSIGNMENT},
      (SELECT MAX(t.id) FROM homework_takes t WHERE t.assignment_id = a.id) AS last_take_id,
      (SELECT MAX(r.created_at) FROM homework_reviews r JOIN homework_takes t ON t.id = r.take_id WHERE t.assignment_id = a.id) AS last_review_at
    FROM homework_assignments a WHERE a.user_id = ?) WHERE status = ?`
  const total = db.prepare(`SELECT COUNT(*) FROM ${from}`).pluck().get(userId, status) as number
  const rows = db.prepare(`SELECT * FROM ${from} ORDER BY ${ORDER[status]} LIMIT ? OFFSET ?`).all(userId, status, size, (page - 1) * size) as AssignmentRow[]
  return { total, rows }
}

/** The learner's counts by status, and reviews they have not opened yet. */
export function learnerCounts(db: DB, userId: number): Record<AssignmentStatus, number> & { unread: number } {
  const byStatus = db.prepare(`SELECT status, COUNT(*) AS n FROM (SELECT ${STATUS} AS status FROM homework_assignments a WHERE a.user_id = ?) GROUP BY status`).all(userId) as { status: AssignmentStatus; n: number }[]
  const counts = { todo: 0, submitted: 0, reviewed: 0, unread: 0 }
  for (const r of byStatus) counts[r.status] = r.n
  counts.unread = db.prepare('SELECT COUNT(*) FROM homework_reviews r JOIN homework_takes t ON t.id = r.take_id WHERE t.user_id = ? AND r.read_at IS NULL').pluck().get(userId) as number
  return counts
}

export const markReviewsRead = (db: DB, assignmentId: number, at: string) =>
  db.prepare('UPDATE homework_reviews SET read_at = ? WHERE read_at IS NULL AND take_id IN (SELECT id FROM homework_takes WHERE assignment_id = ?)').run(at, assignmentId)

// Takes

const TAKES = 'SELECT * FROM homework_takes'

export const assignmentTakes = (db: DB, assignmentId: number) => db.prepare(`${TAKES} WHERE assignment_id = ? ORDER BY id DESC`).all(assignmentId) as TakeRow[]

export const earlierTakes = (db: DB, take: TakeRow) => db.prepare(`${TAKES} WHERE assignment_id = ? AND id < ? ORDER BY id DESC`).all(take.assignment_id, take.id) as TakeRow[]

export const findTake = (db: DB, id: number) => db.prepare(`${TAKES} WHERE id = ?`).get(id) as TakeRow | undefined

export const takeByClientId = (db: DB, userId: number, clientId: string) => db.prepare(`${TAKES} WHERE user_id = ? AND client_id = ?`).get(userId, clientId) as TakeRow | undefined

export type NewTake = Omit<TakeRow, 'id' | 'status'>

/** Adds a take awaiting review; the take that awaited review before it is `replaced` (kept, still listed). */
export function insertTake(db: DB, take: NewTake): number {
  return db.transaction(() => {
    db.prepare("UPDATE homework_takes SET status = 'replaced' WHERE assignment_id = ? AND status = 'submitted'").run(take.assignment_id)
    return Number(
      db
        .prepare(
          `INSERT INTO homework_takes (assignment_id, user_id, client_id, storage_key, mime, size, duration_ms, peaks, status, created_at)
           VALUES (:assignment_id, :user_id, :client_id, :storage_key, :mime, :size, :duration_ms, :peaks, 'submitted', :created_at)`
        )
        .run(take).lastInsertRowid
    )
  })()
}

/** Takes waiting for this teacher's review (assignments they gave), oldest first. */
export function pendingTakes(db: DB, teacherId: number, page: number, size: number) {
  const from = "homework_takes t JOIN homework_assignments a ON a.id = t.assignment_id WHERE a.teacher_id = ? AND t.status = 'submitted'"
  const total = db.prepare(`SELECT COUNT(*) FROM ${from}`).pluck().get(teacherId) as number
  const rows = db.prepare(`SELECT t.* FROM ${from} ORDER BY t.id LIMIT ? OFFSET ?`).all(teacherId, size, (page - 1) * size) as TakeRow[]
  return { total, rows }
}

// Reviews

export function reviewsOf(db: DB, takeIds: readonly number[]): { reviews: Map<number, ReviewRow>; notes: Map<number, NoteRow[]> } {
  const reviews = new Map<number, ReviewRow>()
  const notes = new Map<number, NoteRow[]>()
  if (!takeIds.length) return { reviews, notes }
  const marks = takeIds.map(() => '?').join(',')
  for (const r of db.prepare(`SELECT * FROM homework_reviews WHERE take_id IN (${marks})`).all(...takeIds) as ReviewRow[]) reviews.set(r.take_id, r)
  for (const n of db.prepare(`SELECT * FROM homework_review_notes WHERE take_id IN (${marks}) ORDER BY at_ms, id`).all(...takeIds) as NoteRow[]) {
    notes.set(n.take_id, [...(notes.get(n.take_id) ?? []), n])
  }
  return { reviews, notes }
}

export interface NewReview {
  take_id: number
  teacher_id: number
  stars: number
  comment: string
  redo: 0 | 1
  notes: { at_ms: number; text: string }[]
  created_at: string
}

/** Records the review once: false (nothing written) when the take no longer awaits review. */
export function insertReview(db: DB, r: NewReview): boolean {
  return db.transaction(() => {
    const moved = db.prepare("UPDATE homework_takes SET status = ? WHERE id = ? AND status = 'submitted'").run(r.redo ? 'redo' : 'reviewed', r.take_id).changes
    if (!moved) return false
    db.prepare('INSERT INTO homework_reviews (take_id, teacher_id, stars, comment, redo, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(r.take_id, r.teacher_id, r.stars, r.comment, r.redo, r.created_at)
    const note = db.prepare('INSERT INTO homework_review_notes (take_id, at_ms, text) VALUES (?, ?, ?)')
    for (const n of r.notes) note.run(r.take_id, n.at_ms, n.text)
    return true
  })()
}

/** A teacher's count of takes awaiting their review. */
export const pendingCount = (db: DB, teacherId: number) =>
  db.prepare("SELECT COUNT(*) FROM homework_takes t JOIN homework_assignments a ON a.id = t.assignment_id WHERE a.teacher_id = ? AND t.status = 'submitted'").pluck().get(teacherId) as number

/** The newest take of an assignment, with its review's time (the subscribe message's moment). */
export const newestTake = (db: DB, assignmentId: number) =>
  db.prepare(`SELECT t.*, r.created_at AS reviewed_at FROM homework_takes t LEFT JOIN homework_reviews r ON r.take_id = t.id WHERE t.assignment_id = ? ORDER BY t.id DESC LIMIT 1`).get(assignmentId) as
    | (TakeRow & { reviewed_at: string | null })
    | undefined
