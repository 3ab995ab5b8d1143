/** The console's queries of the Homework add-on (admin.ts): teachers, learners' teachers, assignments, waiting takes. */
import type { NotNull } from 'kysely'
import { transaction, type Db, type Trx } from '../../../db/kysely'
import { pageOf } from '../../../http/paging'
import { assignments, containsText, isTeacher, STATUS } from './index'

type Q = Db | Trx

const countOf = <T extends { n: number | string | bigint }>(row: T | undefined) => Number(row?.n ?? 0)

/** Takes waiting for a review of the assignments `teacherId` holds (handed in before `before`, when given). */
const waitingTakes = (db: Q, teacherId: number | null, before: string | null) => {
  let q = db.selectFrom('homework_takes as t').innerJoin('homework_assignments as a', 'a.id', 't.assignment_id').where('t.status', '=', 'submitted')
  if (teacherId) q = q.where('a.teacher_id', '=', teacherId)
  if (before) q = q.where('t.created_at', '<', before)
  return q
}

/** Teachers holding the role, with their assigned learners, waiting takes and the overdue ones (handed in before `overdueBefore`). */
export const teacherRows = (db: Db, overdueBefore: string) =>
  db
    .selectFrom('homework_teachers as ht')
    .innerJoin('users as u', 'u.id', 'ht.user_id')
    .select((eb) => [
      'u.id',
      'u.nick_name',
      'u.mobile',
      'ht.lecturer',
      'ht.created_at',
      eb.selectFrom('homework_learner_teachers as lt').select((e) => e.fn.countAll<number>().as('n')).whereRef('lt.teacher_id', '=', 'ht.user_id').as('learners'),
      eb
        .selectFrom('homework_takes as t')
        .innerJoin('homework_assignments as a', 'a.id', 't.assignment_id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('a.teacher_id', '=', 'ht.user_id')
        .where('t.status', '=', 'submitted')
        .as('waiting'),
      eb
        .selectFrom('homework_takes as t')
        .innerJoin('homework_assignments as a', 'a.id', 't.assignment_id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('a.teacher_id', '=', 'ht.user_id')
        .where('t.status', '=', 'submitted')
        .where('t.created_at', '<', overdueBefore)
        .as('overdue')
    ])
    .where('ht.removed_at', 'is', null)
    .orderBy('ht.created_at')
    .orderBy('u.id')
    .$narrowType<{ learners: NotNull; waiting: NotNull; overdue: NotNull }>()
    .execute()

/** A member who has not left the site. */
export const memberById = (db: Q, id: number) => db.selectFrom('users').select(['id', 'nick_name', 'mobile']).where('id', '=', id).where('destroyed_at', 'is', null).executeTakeFirst()

/** Gives the role (again, for a teacher staff removed before), under `lecturer`. */
export async function grantTeacher(db: Db, userId: number, lecturer: string, at: string): Promise<void> {
  await db
    .insertInto('homework_teachers')
    .values({ user_id: userId, lecturer, created_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ lecturer, removed_at: null, created_at: at }))
    .execute()
}

/** What a teacher still holds: takes waiting, homework not yet reviewed, learners assigned to them. */
async function heldBy(db: Q, teacherId: number) {
  const statuses = db.selectFrom('homework_assignments as a').select(STATUS.as('status')).where('a.teacher_id', '=', teacherId)
  const open = countOf(await db.selectFrom(statuses.as('x')).select((eb) => eb.fn.countAll<number>().as('n')).where('x.status', '<>', 'reviewed').executeTakeFirst())
  const learners = countOf(await db.selectFrom('homework_learner_teachers').select((eb) => eb.fn.countAll<number>().as('n')).where('teacher_id', '=', teacherId).executeTakeFirst())
  return { open, learners }
}

export type RemoveOutcome = { removed: { moved_assignments: number; moved_learners: number } } | { refused: 'not-teacher' | 'successor' | 'holds' }

/**
 * Takes the role away. A teacher who still holds open homework or learners is refused unless a successor is
 * named; then every assignment they gave (so a later take still reaches someone) and their learners move to
 * the successor, in the same transaction as the removal.
 */
export function removeTeacher(db: Db, teacherId: number, successorId: number, at: string): Promise<RemoveOutcome> {
  return transaction(db, async (trx): Promise<RemoveOutcome> => {
    if (!(await isTeacher(trx, teacherId))) return { refused: 'not-teacher' }
    if (successorId && (successorId === teacherId || !(await isTeacher(trx, successorId)))) return { refused: 'successor' }
    const held = await heldBy(trx, teacherId)
    if (!successorId && (held.open || held.learners)) return { refused: 'holds' }
    let movedAssignments = 0
    let movedLearners = 0
    if (successorId) {
      movedAssignments = Number((await trx.updateTable('homework_assignments').set({ teacher_id: successorId }).where('teacher_id', '=', teacherId).executeTakeFirst()).numUpdatedRows)
      movedLearners = Number((await trx.updateTable('homework_learner_teachers').set({ teacher_id: successorId, assigned_at: at }).where('teacher_id', '=', teacherId).executeTakeFirst()).numUpdatedRows)
    }
    await trx.updateTable('homework_teachers').set({ removed_at: at }).where('user_id', '=', teacherId).execute()
    return { removed: { moved_assignments: movedAssignments, moved_learners: movedLearners } }
  })
}

export interface LearnerFilter {
  keyword: string
  /** 0: everyone; -1: no teacher yet; else assigned to that teacher. */
  teacherId: number
}

export function learnerPage(db: Db, f: LearnerFilter, page: number, size: number) {
  let q = db
    .selectFrom('users as u')
    .leftJoin('homework_learner_teachers as lt', 'lt.user_id', 'u.id')
    .leftJoin('users as tu', 'tu.id', 'lt.teacher_id')
    .leftJoin('homework_teachers as ht', (j) => j.onRef('ht.user_id', '=', 'u.id').on('ht.removed_at', 'is', null))
    .select(['u.id', 'u.nick_name', 'u.mobile', 'lt.teacher_id', 'lt.assigned_at', 'tu.nick_name as teacher_nick_name', 'tu.mobile as teacher_mobile', 'ht.user_id as teacher_role'])
    .where('u.destroyed_at', 'is', null)
  if (f.teacherId === -1) q = q.where('lt.teacher_id', 'is', null)
  else if (f.teacherId) q = q.where('lt.teacher_id', '=', f.teacherId)
  if (f.keyword) {
    const id = /^\d{1,9}$/.test(f.keyword) ? Number(f.keyword) : 0
    q = q.where((eb) => eb.or([eb('u.id', '=', id), containsText('u.nick_name', f.keyword), containsText('u.mobile', f.keyword)]))
  }
  return pageOf(db, q.orderBy('u.id', 'desc'), page, size)
}

/**
 * Assigns a learner to a teacher (0: to no one). The learner's homework not yet reviewed moves with them, from
 * whichever teacher gave it, so their waiting takes reach the teacher now responsible; reviewed homework keeps
 * its reviewer. Returns how many assignments moved.
 */
export function assignLearner(db: Db, userId: number, teacherId: number, at: string): Promise<number> {
  return transaction(db, async (trx) => {
    if (!teacherId) {
      await trx.deleteFrom('homework_learner_teachers').where('user_id', '=', userId).execute()
      return 0
    }
    await trx
      .insertInto('homework_learner_teachers')
      .values({ user_id: userId, teacher_id: teacherId, assigned_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ teacher_id: teacherId, assigned_at: at }))
      .execute()
    const open = trx.selectFrom('homework_assignments as a').select(['a.id', STATUS.as('status')]).where('a.user_id', '=', userId).where('a.teacher_id', '<>', teacherId)
    const ids = (await trx.selectFrom(open.as('x')).select('x.id').where('x.status', '<>', 'reviewed').execute()).map((r) => r.id)
    if (!ids.length) return 0
    await trx.updateTable('homework_assignments').set({ teacher_id: teacherId }).where('id', 'in', ids).execute()
    return ids.length
  })
}

export interface AssignmentFilter {
  keyword: string
  teacherId: number
  courseId: number
  status: 'todo' | 'submitted' | 'reviewed' | 'overdue' | ''
  /** Now, Beijing: a to-do assignment due before it is overdue. */
  now: string
}

/** Every learner's assignments, newest first, filtered as staff ask. */
export function assignmentPage(db: Db, f: AssignmentFilter, page: number, size: number) {
  let base = assignments(db)
  if (f.teacherId) base = base.where('a.teacher_id', '=', f.teacherId)
  if (f.courseId) base = base.where('a.course_id', '=', f.courseId)
  if (f.keyword) {
    const learners = db.selectFrom('users as u').select('u.id').where((eb) => eb.or([containsText('u.nick_name', f.keyword), containsText('u.mobile', f.keyword)]))
    base = base.where((eb) => eb.or([containsText('a.title', f.keyword), eb('a.user_id', 'in', learners)]))
  }
  let q = db.selectFrom(base.as('x')).selectAll('x')
  if (f.status === 'overdue') q = q.where('x.status', '=', 'todo').where('x.due_at', '<>', '').where('x.due_at', '<', f.now)
  else if (f.status) q = q.where('x.status', '=', f.status)
  return pageOf(db, q.orderBy('x.id', 'desc'), page, size)
}

/** Course titles by id. */
export async function courseTitles(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)].filter(Boolean)
  if (!unique.length) return new Map()
  const rows = await db.selectFrom('courses').select(['id', 'title']).where('id', 'in', unique).execute()
  return new Map(rows.map((c) => [c.id, c.title]))
}

/** Members' id, nickname and mobile by id (left the site: absent). */
export async function members(db: Db, ids: readonly number[]) {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map<number, { id: number; nick_name: string; mobile: string }>()
  const rows = await db.selectFrom('users').select(['id', 'nick_name', 'mobile']).where('id', 'in', unique).execute()
  return new Map(rows.map((u) => [u.id, u]))
}

/** Takes waiting for review, oldest first (the longest wait at the top), of one teacher or all; only the overdue with `before`. */
export function waitingPage(db: Db, teacherId: number, before: string | null, page: number, size: number) {
  const q = waitingTakes(db, teacherId || null, before)
    .select(['t.id', 't.assignment_id', 't.user_id', 't.duration_ms', 't.created_at', 'a.title', 'a.teacher_id'])
    .orderBy('t.created_at')
    .orderBy('t.id')
  return pageOf(db, q, page, size)
}
