/** Every SQL statement of the Homework add-on (tables: migrations/001_homework.sql). */
import { sql, type NotNull } from 'kysely'
import type { Db, Trx } from '../../../db/kysely'
import { tableExists } from '../../../db/tables'
import { pageOf } from '../../../http/paging'
import type { AssignmentKind, AssignmentStatus, HomeworkPerson, TakeStatus } from '~types/contract/homework'

type Q = Db | Trx

/** The learner's status of assignment `a`: from its newest take (a redo asks for a new one: todo again). */
export const STATUS = sql<AssignmentStatus>`CASE (SELECT t.status FROM homework_takes t WHERE t.assignment_id = a.id ORDER BY t.id DESC LIMIT 1)
  WHEN 'submitted' THEN 'submitted' WHEN 'reviewed' THEN 'reviewed' ELSE 'todo' END`

/** Assignments with their derived status and how many takes they have. */
export const assignments = (db: Q) =>
  db
    .selectFrom('homework_assignments as a')
    .selectAll('a')
    .select((eb) => [
      STATUS.as('status'),
      eb
        .selectFrom('homework_takes as t')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('t.assignment_id', '=', 'a.id')
        .as('takes_count')
    ])
    .$narrowType<{ kind: AssignmentKind; takes_count: NotNull }>()

const takes = (db: Q) => db.selectFrom('homework_takes').selectAll().$narrowType<{ status: TakeStatus }>()

// Teachers

/** Holds the role now (a teacher staff removed keeps their row for the homework that names them). */
export const isTeacher = async (db: Db | Trx, userId: number | null): Promise<boolean> =>
  userId !== null && !!(await db.selectFrom('homework_teachers').select('user_id').where('user_id', '=', userId).where('removed_at', 'is', null).executeTakeFirst())

export async function addTeacher(db: Q, userId: number, lecturer: string, courseIds: readonly number[], at: string): Promise<void> {
  await db
    .insertInto('homework_teachers')
    .values({ user_id: userId, lecturer, created_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
  if (!courseIds.length) return
  await db
    .insertInto('homework_teacher_courses')
    .values(courseIds.map((course_id) => ({ teacher_id: userId, course_id })))
    .onConflict((oc) => oc.columns(['teacher_id', 'course_id']).doNothing())
    .execute()
}

export async function people(db: Db, ids: readonly number[]): Promise<Map<number, HomeworkPerson>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const rows = await db.selectFrom('users').select(['id', 'nick_name', 'avatar']).where('id', 'in', unique).execute()
  return new Map(rows.map((u) => [u.id, u]))
}

/** The courses a teacher lectures, with how many learners bought each. */
export const teacherCourses = (db: Db, teacherId: number) =>
  db
    .selectFrom('homework_teacher_courses as tc')
    .innerJoin('courses as c', 'c.id', 'tc.course_id')
    .select((eb) => [
      'c.id',
      'c.title',
      eb
        .selectFrom('user_courses as uc')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('uc.course_id', '=', 'c.id')
        .as('learners_count')
    ])
    .where('tc.teacher_id', '=', teacherId)
    .orderBy('c.id')
    .$narrowType<{ learners_count: NotNull }>()
    .execute()

export const lecturesCourse = async (db: Db, teacherId: number, courseId: number) =>
  !!(await db.selectFrom('homework_teacher_courses').select('course_id').where('teacher_id', '=', teacherId).where('course_id', '=', courseId).executeTakeFirst())

export async function courseBuyers(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_courses as uc')
    .innerJoin('users as u', 'u.id', 'uc.user_id')
    .select('uc.user_id')
    .where('uc.course_id', '=', courseId)
    .where('u.destroyed_at', 'is', null)
    .orderBy('uc.user_id')
    .execute()
  return rows.map((r) => r.user_id)
}

/** A teacher's learners: who bought a course they lecture, was assigned to them by staff, or was given their homework (not the teacher). */
const learners = (db: Db, teacherId: number) =>
  db
    .selectFrom('users as u')
    .where('u.destroyed_at', 'is', null)
    .where('u.id', '<>', teacherId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('user_courses as uc')
            .innerJoin('homework_teacher_courses as tc', 'tc.course_id', 'uc.course_id')
            .select('uc.user_id')
            .whereRef('uc.user_id', '=', 'u.id')
            .where('tc.teacher_id', '=', teacherId)
        ),
        eb.exists(eb.selectFrom('homework_learner_teachers as lt').select('lt.user_id').whereRef('lt.user_id', '=', 'u.id').where('lt.teacher_id', '=', teacherId)),
        eb.exists(eb.selectFrom('homework_assignments as a').select('a.id').whereRef('a.user_id', '=', 'u.id').where('a.teacher_id', '=', teacherId))
      ])
    )

/** `column` contains `text` literally, ignoring ASCII case on both engines (SQLite's LIKE does, PostgreSQL's does not). */
export const containsText = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) LIKE lower(${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) ESCAPE '\\'`

export function teacherLearners(db: Db, teacherId: number, keywords: string, page: number, size: number) {
  let q = learners(db, teacherId)
  if (keywords) q = q.where((eb) => eb.or([containsText('u.nick_name', keywords), containsText('u.mobile', keywords)]))
  return pageOf(db, q.select(['u.id', 'u.nick_name', 'u.avatar', 'u.mobile']).orderBy('u.id'), page, size)
}

export const isTeachersLearner = async (db: Db, teacherId: number, userId: number) =>
  !!(await learners(db, teacherId).select('u.id').where('u.id', '=', userId).executeTakeFirst())

// Catalogue look-ups an assignment refers to

/** A PianoAudio track's title, or null (also when that add-on's table is not there). */
export async function trackTitle(db: Q, id: number): Promise<string | null> {
  if (!(await tableExists(db, 'audio_tracks'))) return null
  return (await db.selectFrom('audio_tracks').select('title').where('id', '=', id).executeTakeFirst())?.title ?? null
}

export const findVideo = (db: Db, id: number) => db.selectFrom('videos').select(['id', 'course_id', 'title']).where('id', '=', id).executeTakeFirst()

// Assignments

export const findAssignment = (db: Db, id: number) => assignments(db).where('a.id', '=', id).executeTakeFirst()

export type AssignmentRow = NonNullable<Awaited<ReturnType<typeof findAssignment>>>

/** An assignment as the teacher gives it: the row before it has an id, a learner and takes. */
export type NewAssignment = Omit<AssignmentRow, 'id' | 'user_id' | 'status' | 'takes_count'>

/** One row per learner; returns the first id. */
export async function insertAssignments(db: Q, a: NewAssignment, learnerIds: readonly number[]): Promise<number> {
  const ids: number[] = []
  for (const user_id of learnerIds) ids.push((await db.insertInto('homework_assignments').values({ ...a, user_id }).returning('id').executeTakeFirstOrThrow()).id)
  return ids[0]
}

export function learnerAssignments(db: Db, userId: number, status: AssignmentStatus, page: number, size: number) {
  const mine = assignments(db)
    .select((eb) => [
      eb
        .selectFrom('homework_takes as t')
        .select((e) => e.fn.max('t.id').as('m'))
        .whereRef('t.assignment_id', '=', 'a.id')
        .as('last_take_id'),
      eb
        .selectFrom('homework_reviews as r')
        .innerJoin('homework_takes as t', 't.id', 'r.take_id')
        .select((e) => e.fn.max('r.created_at').as('m'))
        .whereRef('t.assignment_id', '=', 'a.id')
        .as('last_review_at')
    ])
    .where('a.user_id', '=', userId)
  const q = db.selectFrom(mine.as('x')).selectAll('x').where('x.status', '=', status)
  // todo: due soonest first, no due date last; submitted: oldest submission first; reviewed: newest review first.
  const ordered =
    status === 'todo'
      ? q.orderBy(sql`x.due_at = ''`).orderBy('x.due_at').orderBy('x.id')
      : status === 'submitted'
        ? q.orderBy('x.last_take_id').orderBy('x.id')
        : q.orderBy('x.last_review_at', 'desc').orderBy('x.id', 'desc')
  return pageOf(db, ordered, page, size)
}

/** The learner's counts by status, and reviews they have not opened yet. */
export async function learnerCounts(db: Db, userId: number): Promise<Record<AssignmentStatus, number> & { unread: number }> {
  const statuses = db.selectFrom('homework_assignments as a').select(STATUS.as('status')).where('a.user_id', '=', userId)
  const byStatus = await db
    .selectFrom(statuses.as('x'))
    .select((eb) => ['x.status', eb.fn.countAll<number>().as('n')])
    .groupBy('x.status')
    .execute()
  const counts = { todo: 0, submitted: 0, reviewed: 0, unread: 0 }
  for (const r of byStatus) counts[r.status] = Number(r.n)
  const { n } = await db
    .selectFrom('homework_reviews as r')
    .innerJoin('homework_takes as t', 't.id', 'r.take_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('t.user_id', '=', userId)
    .where('r.read_at', 'is', null)
    .executeTakeFirstOrThrow()
  counts.unread = Number(n)
  return counts
}

export async function markReviewsRead(db: Db, assignmentId: number, at: string): Promise<void> {
  await db
    .updateTable('homework_reviews')
    .set({ read_at: at })
    .where('read_at', 'is', null)
    .where('take_id', 'in', (eb) => eb.selectFrom('homework_takes').select('id').where('assignment_id', '=', assignmentId))
    .execute()
}

// Takes

export const assignmentTakes = (db: Db, assignmentId: number) => takes(db).where('assignment_id', '=', assignmentId).orderBy('id', 'desc').execute()

export const earlierTakes = (db: Db, take: TakeRow) => takes(db).where('assignment_id', '=', take.assignment_id).where('id', '<', take.id).orderBy('id', 'desc').execute()

export const findTake = (db: Db, id: number) => takes(db).where('id', '=', id).executeTakeFirst()

export type TakeRow = NonNullable<Awaited<ReturnType<typeof findTake>>>

export const takeByClientId = (db: Db, userId: number, clientId: string) => takes(db).where('user_id', '=', userId).where('client_id', '=', clientId).executeTakeFirst()

export type NewTake = Omit<TakeRow, 'id' | 'status'>

/** Adds a take awaiting review; the take that awaited review before it is `replaced` (kept, still listed). */
export async function insertTake(trx: Trx, take: NewTake): Promise<number> {
  await trx.updateTable('homework_takes').set({ status: 'replaced' }).where('assignment_id', '=', take.assignment_id).where('status', '=', 'submitted').execute()
  return (await trx.insertInto('homework_takes').values({ ...take, status: 'submitted' }).returning('id').executeTakeFirstOrThrow()).id
}

/** Takes waiting for this teacher's review (assignments they gave), oldest first. */
export function pendingTakes(db: Db, teacherId: number, page: number, size: number) {
  const q = db
    .selectFrom('homework_takes as t')
    .innerJoin('homework_assignments as a', 'a.id', 't.assignment_id')
    .selectAll('t')
    .where('a.teacher_id', '=', teacherId)
    .where('t.status', '=', 'submitted')
    .$narrowType<{ status: TakeStatus }>()
    .orderBy('t.id')
  return pageOf(db, q, page, size)
}

// Reviews

const reviews = (db: Db) => db.selectFrom('homework_reviews').selectAll().$narrowType<{ redo: 0 | 1 }>()

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviews>['executeTakeFirstOrThrow']>>

export async function reviewsOf(db: Db, takeIds: readonly number[]) {
  const byTake = new Map<number, ReviewRow>()
  const notes = new Map<number, { id: number; take_id: number; at_ms: number; text: string }[]>()
  if (!takeIds.length) return { reviews: byTake, notes }
  for (const r of await reviews(db).where('take_id', 'in', takeIds).execute()) byTake.set(r.take_id, r)
  for (const n of await db.selectFrom('homework_review_notes').selectAll().where('take_id', 'in', takeIds).orderBy('at_ms').orderBy('id').execute()) {
    notes.set(n.take_id, [...(notes.get(n.take_id) ?? []), n])
  }
  return { reviews: byTake, notes }
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
export async function insertReview(trx: Trx, r: NewReview): Promise<boolean> {
  const moved = await trx
    .updateTable('homework_takes')
    .set({ status: r.redo ? 'redo' : 'reviewed' })
    .where('id', '=', r.take_id)
    .where('status', '=', 'submitted')
    .executeTakeFirst()
  if (!Number(moved.numUpdatedRows)) return false
  await trx.insertInto('homework_reviews').values({ take_id: r.take_id, teacher_id: r.teacher_id, stars: r.stars, comment: r.comment, redo: r.redo, created_at: r.created_at }).execute()
  if (r.notes.length) await trx.insertInto('homework_review_notes').values(r.notes.map((n) => ({ take_id: r.take_id, at_ms: n.at_ms, text: n.text }))).execute()
  return true
}

/** A teacher's count of takes awaiting their review. */
export async function pendingCount(db: Db, teacherId: number): Promise<number> {
  const { n } = await db
    .selectFrom('homework_takes as t')
    .innerJoin('homework_assignments as a', 'a.id', 't.assignment_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('a.teacher_id', '=', teacherId)
    .where('t.status', '=', 'submitted')
    .executeTakeFirstOrThrow()
  return Number(n)
}

/** The newest take of an assignment, with its review's time (the subscribe message's moment). */
export const newestTake = (db: Db, assignmentId: number) =>
  db
    .selectFrom('homework_takes as t')
    .leftJoin('homework_reviews as r', 'r.take_id', 't.id')
    .selectAll('t')
    .select('r.created_at as reviewed_at')
    .where('t.assignment_id', '=', assignmentId)
    .orderBy('t.id', 'desc')
    .limit(1)
    .executeTakeFirst()
