/**
 * 作业与老师 in the console: grant and remove the teacher role (a teacher still holding homework or learners
 * hands them to a successor), assign learners to a teacher (their open homework follows them), every
 * learner's assignments, takes waiting for review and the overdue ones (waiting longer than `review_days`).
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminRoute } from '../../admin/route'
import { maskLearnerData } from '../../admin/mask'
import { fail, notFound } from '../../http/envelope'
import { addDays, beijing, now } from '../../lib/time'
import { readSetting, writeSetting } from '../../system/settings'
import { EmptyData, IdParams } from '~types/contract/common'
import * as H from '~types/contract/admin/addons/homework'
import { adminHomework } from '~types/endpoints/admin/addons/homework'
import * as store from './store/admin'
import { isTeacher } from './store'
import { assignmentViews } from './views'

const EMPTY: [] = []
const LECTURER_MAX = 20
const SETTINGS_KEY = 'homework'
/** Two days: a teacher who teaches a few days a week still answers within the promise. */
const DEFAULT_SETTINGS: H.HomeworkSettings = { review_days: 2 }

const GONE = (id: number) => ({ id, nick_name: '已注销用户', mobile: '' })

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb
  const settings = () => readSetting(db, SETTINGS_KEY, DEFAULT_SETTINGS)
  /** Takes handed in before this wait longer than promised. */
  const overdueBefore = async () => beijing(addDays(now(), -(await settings()).review_days))

  adminRoute(app, db, adminHomework.teachers, { schema: { response: H.TeacherList } }, async (req) => {
    const rows = await store.teacherRows(db, await overdueBefore())
    const data = rows.map((t) => ({ ...t, learners: Number(t.learners), waiting: Number(t.waiting), overdue: Number(t.overdue) }))
    return maskLearnerData(req.admin, { data: { data, total: data.length } })
  })

  adminRoute(app, db, adminHomework.grantTeacher, { schema: { body: H.GrantTeacherBody, response: EmptyData }, log: { module: 'addons.Homework.teacher', opt: 'STORE' } }, async (req) => {
    const member = await store.memberById(db, req.body.user_id)
    if (!member) throw fail('学员不存在')
    if (await isTeacher(db, member.id)) throw fail('该学员已经是老师')
    const lecturer = (req.body.lecturer ?? '').trim() || member.nick_name
    if (lecturer.length > LECTURER_MAX) throw fail(`讲师名不能超过${LECTURER_MAX}个字符`)
    await store.grantTeacher(db, member.id, lecturer, beijing())
    return EMPTY
  })

  adminRoute(app, db, adminHomework.removeTeacher, { schema: { params: IdParams, body: H.RemoveTeacherBody, response: H.RemoveTeacherResult }, log: { module: 'addons.Homework.teacher', opt: 'DESTROY' } }, async (req) => {
    const outcome = await store.removeTeacher(db, req.params.id, req.body.successor_id ?? 0, beijing())
    if ('removed' in outcome) return outcome.removed
    if (outcome.refused === 'not-teacher') throw notFound('老师不存在')
    if (outcome.refused === 'successor') throw fail('请选择另一位老师接手')
    throw fail('该老师还有未完成的作业或名下学员，请选择接手的老师')
  })

  adminRoute(app, db, adminHomework.learners, { schema: { query: H.LearnerListQuery, response: H.LearnerList } }, async (req) => {
    const { page = 1, size = 10, keyword = '', teacher_id = 0 } = req.query
    const { rows, total } = await store.learnerPage(db, { keyword: keyword.trim(), teacherId: teacher_id }, page, size)
    const data = rows.map((r) => ({
      id: r.id,
      nick_name: r.nick_name,
      mobile: r.mobile,
      is_teacher: r.teacher_role !== null,
      teacher: r.teacher_id === null ? null : { id: r.teacher_id, nick_name: r.teacher_nick_name ?? '', mobile: r.teacher_mobile ?? '' },
      assigned_at: r.assigned_at ?? ''
    }))
    return maskLearnerData(req.admin, { data: { data, total } })
  })

  adminRoute(app, db, adminHomework.assignLearner, { schema: { params: IdParams, body: H.AssignLearnerBody, response: H.AssignLearnerResult }, log: { module: 'addons.Homework.learner', opt: 'UPDATE' } }, async (req) => {
    const learner = await store.memberById(db, req.params.id)
    if (!learner) throw notFound('学员不存在')
    const teacherId = req.body.teacher_id
    if (teacherId && !(await isTeacher(db, teacherId))) throw fail('老师不存在')
    if (teacherId === learner.id) throw fail('不能把老师分配给自己')
    return { moved_assignments: await store.assignLearner(db, learner.id, teacherId, beijing()) }
  })

  adminRoute(app, db, adminHomework.assignments, { schema: { query: H.AssignmentListQuery, response: H.AssignmentList } }, async (req) => {
    const { page = 1, size = 10, keyword = '', teacher_id = 0, course_id = 0, status } = req.query
    const filter = { keyword: keyword.trim(), teacherId: teacher_id, courseId: course_id, status: status ?? '', now: beijing(now()) } as const
    const { rows, total } = await store.assignmentPage(db, filter, page, size)
    const views = await assignmentViews(db, rows)
    const learners = await store.members(db, rows.map((a) => a.user_id))
    const courses = await store.courseTitles(db, rows.map((a) => a.course_id))
    const data = views.map((v, i) => ({ ...v, learner: learners.get(rows[i].user_id) ?? GONE(rows[i].user_id), course_title: courses.get(v.course_id) ?? '' }))
    return maskLearnerData(req.admin, { data: { data, total } })
  })

  adminRoute(app, db, adminHomework.waiting, { schema: { query: H.WaitingQuery, response: H.WaitingList } }, async (req) => {
    const { page = 1, size = 10, teacher_id = 0, overdue = 0 } = req.query
    const before = await overdueBefore()
    const { rows, total } = await store.waitingPage(db, teacher_id, overdue ? before : null, page, size)
    const people = await store.members(db, rows.flatMap((t) => [t.user_id, t.teacher_id]))
    const data = rows.map((t) => ({
      id: t.id,
      assignment_id: t.assignment_id,
      title: t.title,
      learner: people.get(t.user_id) ?? GONE(t.user_id),
      teacher: people.get(t.teacher_id) ?? GONE(t.teacher_id),
      duration_ms: t.duration_ms,
      created_at: t.created_at,
      overdue: t.created_at < before
    }))
    return maskLearnerData(req.admin, { data: { data, total }, review_days: (await settings()).review_days })
  })

  adminRoute(app, db, adminHomework.settings, { schema: { response: H.HomeworkSettings } }, settings)

  adminRoute(app, db, adminHomework.updateSettings, { schema: { body: H.HomeworkSettings, response: EmptyData }, log: { module: 'addons.Homework.settings', opt: 'UPDATE' } }, async (req) => {
    const days = req.body.review_days
    if (!Number.isInteger(days) || days < 1 || days > H.REVIEW_DAYS_MAX) throw fail(`点评期限须为1-${H.REVIEW_DAYS_MAX}天`)
    await writeSetting(db, SETTINGS_KEY, { review_days: days })
    return EMPTY
  })
}
