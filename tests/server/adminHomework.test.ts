/** @jest-environment node */
/**
 * 作业与老师 (Homework) in the console: the teacher role granted and removed (a successor takes what the
 * teacher held), learners assigned to a teacher with their open homework, every assignment filtered, takes
 * waiting for review and the overdue ones, the review deadline; every refusal writes nothing; the add-on off.
 */
import { adminHomework } from '../../types/endpoints/admin/addons/homework'
import type { AdminAssignment, AdminLearner, AdminTeacher, WaitingTake } from '../../types/contract/admin/addons/homework'
import type { HomeworkSummary, TeacherTakesPage } from '../../types/contract/homework'
import { addDays, beijing, now } from '../../server/src/lib/time'
import { serverPerTest, startServer, type TestServer } from './helpers'
import { adminCall, adminLogin, expectRefusals, pathOf, staffWith } from './adminHelpers'

const V1 = '/addons/Homework/api/v1'
const LIN_YA = '13900000001'
const LIN_ZHIYUAN = '13900000002'
const PEER = '13900139000'
const DEMO = '13800138000'
const MEMBER = '13700137000'

const ctx = serverPerTest()
let s: TestServer
let root: string
const ids: Record<string, number> = {}
/** One login per mobile per test (the SMS code is rate-limited); serverPerTest logged MEMBER in. */
let tokens: Record<string, string> = {}
const tokenOf = async (mobile: string) => (tokens[mobile] ??= await s.login(mobile))
beforeEach(async () => {
  s = ctx.s
  tokens = { [MEMBER]: ctx.token }
  root = await adminLogin(s)
  for (const u of await s.kdb.selectFrom('users').select(['id', 'mobile']).execute()) ids[u.mobile] = u.id
})

type List<T> = { data: { data: T[]; total: number } }
const get = async <T>(url: string, token = root) => (await adminCall<T>(s, 'GET', url, { token })).data
const grant = (user_id: unknown, lecturer?: unknown, token = root) => adminCall(s, 'POST', adminHomework.grantTeacher.path, { token, body: { user_id, lecturer } })
const remove = (id: number, successor_id?: number) => adminCall<{ moved_assignments: number; moved_learners: number }>(s, 'POST', pathOf(adminHomework.removeTeacher, id), { token: root, body: { successor_id } })
const assignTo = (learner: number, teacher_id: number) => adminCall<{ moved_assignments: number }>(s, 'PUT', pathOf(adminHomework.assignLearner, learner), { token: root, body: { teacher_id } })
const teachers = async () => (await get<List<AdminTeacher>>(adminHomework.teachers.path)).data.data
const teacher = async (mobile: string) => (await teachers()).find((t) => t.id === ids[mobile])
const waiting = async (query = '') => get<List<WaitingTake> & { review_days: number }>(`${adminHomework.waiting.path}?${query}`)
const summary = async (mobile: string) => (await s.call<HomeworkSummary>('GET', `${V1}/summary`, { token: await tokenOf(mobile) })).data

/** Every row the console's writes touch: a refusal must leave all of them as they were. */
const written = async () => ({
  teachers: await s.kdb.selectFrom('homework_teachers').selectAll().orderBy('user_id').execute(),
  learners: await s.kdb.selectFrom('homework_learner_teachers').selectAll().orderBy('user_id').execute(),
  assignments: await s.kdb.selectFrom('homework_assignments').select(['id', 'teacher_id']).orderBy('id').execute(),
  settings: await s.kdb.selectFrom('settings').selectAll().where('key', '=', 'homework').execute()
})
async function refused(act: () => Promise<{ status: number; message: string }>, status: number, message: string) {
  const before = await written()
  expect(await act()).toMatchObject({ status, message })
  expect(await written()).toEqual(before)
}

it('every route refuses no token, a learner token and a role without its permission', async () => {
  const learner = ctx.token
  const settingsOnly = await staffWith(s, root, ['addons.Homework.settings'])
  for (const e of Object.values(adminHomework).filter((x) => x !== adminHomework.settings)) await expectRefusals(s, e, learner, settingsOnly, {})
  const listOnly = await staffWith(s, root, ['addons.Homework.teachers', 'addons.Homework.waiting'])
  await expectRefusals(s, adminHomework.settings, learner, listOnly)
  // Reading the teachers is not granting the role.
  expect((await adminCall(s, 'GET', adminHomework.teachers.path, { token: listOnly })).status).toBe(0)
  await refused(() => grant(ids[MEMBER], '', listOnly), 403, '无权限')
})

it('teachers: the seeded two with their waiting takes; a member granted the role teaches in the app', async () => {
  expect(await teachers()).toHaveLength(2)
  expect(await teacher(LIN_YA)).toMatchObject({ nick_name: '林雅老师', lecturer: '林雅', learners: 0, waiting: 1, overdue: 0, mobile: LIN_YA })
  expect(await teacher(LIN_ZHIYUAN)).toMatchObject({ lecturer: '林致远', waiting: 0 })
  expect(await summary(MEMBER)).toMatchObject({ is_teacher: false })
  expect((await grant(ids[MEMBER], '  王老师 ')).status).toBe(0)
  expect((await teachers()).find((t) => t.id === ids[MEMBER])).toMatchObject({ lecturer: '王老师', waiting: 0 })
  expect(await summary(MEMBER)).toMatchObject({ is_teacher: true })
  // Without a lecturer name: the nickname.
  expect((await grant(ids[DEMO])).status).toBe(0)
  const demoNick = (await s.kdb.selectFrom('users').select('nick_name').where('id', '=', ids[DEMO]).executeTakeFirstOrThrow()).nick_name
  expect((await teachers()).find((t) => t.id === ids[DEMO])?.lecturer).toBe(demoNick)
})

it.each([
  ['an unknown member', () => [99999, ''], 1, '学员不存在'],
  ['a teacher already', () => [ids[LIN_YA], ''], 1, '该学员已经是老师'],
  ['a lecturer name too long', () => [ids[MEMBER], '名'.repeat(21)], 1, '讲师名不能超过20个字符'],
  ['no member id', () => ['x', ''], 1, undefined]
] as const)('granting %s is refused and nothing is written', async (_what, args, status, message) => {
  const [user, lecturer] = args()
  const before = await written()
  const res = await grant(user, lecturer)
  expect(res.status).toBe(status)
  if (message) expect(res.message).toBe(message)
  expect(await written()).toEqual(before)
})

it('assigning a learner moves their open homework: the waiting take reaches the new teacher, in the console and the app', async () => {
  expect((await grant(ids[MEMBER], '王老师')).status).toBe(0)
  expect((await assignTo(ids[PEER], ids[MEMBER])).data).toEqual({ moved_assignments: 1 })
  const mine = await waiting(`teacher_id=${ids[MEMBER]}`)
  expect(mine.data.data).toEqual([expect.objectContaining({ title: '车尔尼599 第6-10条 音阶', learner: expect.objectContaining({ id: ids[PEER], mobile: PEER }), teacher: expect.objectContaining({ id: ids[MEMBER] }), overdue: false })])
  expect((await waiting(`teacher_id=${ids[LIN_YA]}`)).data.total).toBe(0)
  expect((await teachers()).find((t) => t.id === ids[MEMBER])).toMatchObject({ learners: 1, waiting: 1 })
  const app = await s.call<TeacherTakesPage>('GET', `${V1}/teacher/takes`, { token: await tokenOf(MEMBER) })
  expect(app.data.data.map((x) => x.learner.id)).toEqual([ids[PEER]])
  // Listed with their teacher; filtered by teacher and by none.
  const listed = await get<List<AdminLearner>>(`${adminHomework.learners.path}?teacher_id=${ids[MEMBER]}`)
  expect(listed.data.data).toEqual([expect.objectContaining({ id: ids[PEER], teacher: expect.objectContaining({ id: ids[MEMBER] }), is_teacher: false })])
  const none = await get<List<AdminLearner>>(`${adminHomework.learners.path}?teacher_id=-1&keyword=${MEMBER}`)
  expect(none.data.data).toEqual([expect.objectContaining({ id: ids[MEMBER], teacher: null, is_teacher: true })])
  // Moved on to 林致远; then to no one (the homework stays where it is).
  expect((await assignTo(ids[PEER], ids[LIN_ZHIYUAN])).data).toEqual({ moved_assignments: 1 })
  expect((await waiting(`teacher_id=${ids[LIN_ZHIYUAN]}`)).data.total).toBe(1)
  expect((await assignTo(ids[PEER], 0)).data).toEqual({ moved_assignments: 0 })
  expect(await s.kdb.selectFrom('homework_learner_teachers').selectAll().execute()).toEqual([])
  expect((await waiting(`teacher_id=${ids[LIN_ZHIYUAN]}`)).data.total).toBe(1)
})

it('reviewed homework keeps its teacher when the learner moves', async () => {
  expect((await assignTo(ids[DEMO], ids[LIN_ZHIYUAN])).data).toEqual({ moved_assignments: 1 })
  const given = await s.kdb.selectFrom('homework_assignments').select(['title', 'teacher_id']).where('user_id', '=', ids[DEMO]).orderBy('id').execute()
  expect(given).toEqual([
    { title: 'G大调小步舞曲 第1-16小节', teacher_id: ids[LIN_ZHIYUAN] },
    { title: '拜厄第11-20条 双手配合', teacher_id: ids[LIN_YA] }
  ])
})

it.each([
  ['to someone who is not a teacher', () => [ids[PEER], ids[MEMBER]], 1, '老师不存在'],
  ['a teacher to themself', () => [ids[LIN_YA], ids[LIN_YA]], 1, '不能把老师分配给自己'],
  ['an unknown learner', () => [99999, ids[LIN_YA]], 404, '学员不存在']
] as const)('assigning %s is refused and nothing is written', async (_what, args, status, message) => {
  const [learner, teacher] = args()
  await refused(() => assignTo(learner, teacher), status, message)
})

it('removing a teacher who still holds homework needs a successor; then everything moves and the role is gone', async () => {
  expect((await assignTo(ids[MEMBER], ids[LIN_YA])).status).toBe(0)
  await refused(() => remove(ids[LIN_YA]), 1, '该老师还有未完成的作业或名下学员，请选择接手的老师')
  await refused(() => remove(ids[LIN_YA], ids[LIN_YA]), 1, '请选择另一位老师接手')
  await refused(() => remove(ids[LIN_YA], ids[PEER]), 1, '请选择另一位老师接手')
  await refused(() => remove(ids[PEER]), 404, '老师不存在')
  const given = (await s.kdb.selectFrom('homework_assignments').select('id').where('teacher_id', '=', ids[LIN_YA]).execute()).length
  expect((await remove(ids[LIN_YA], ids[LIN_ZHIYUAN])).data).toEqual({ moved_assignments: given, moved_learners: 1 })
  expect((await teachers()).map((t) => t.id)).toEqual([ids[LIN_ZHIYUAN]])
  expect(await teacher(LIN_ZHIYUAN)).toMatchObject({ learners: 1, waiting: 1 })
  expect(await summary(LIN_YA)).toMatchObject({ is_teacher: false, to_review: 0 })
  // Their reviews still name them; the role can be given back.
  expect(await s.kdb.selectFrom('homework_reviews').select('teacher_id').execute()).toEqual([{ teacher_id: ids[LIN_YA] }])
  await refused(() => remove(ids[LIN_YA], ids[LIN_ZHIYUAN]), 404, '老师不存在')
  expect((await grant(ids[LIN_YA], '林雅')).status).toBe(0)
  expect(await summary(LIN_YA)).toMatchObject({ is_teacher: true })
})

it('a teacher holding nothing is removed without a successor', async () => {
  expect((await grant(ids[MEMBER], '王老师')).status).toBe(0)
  expect((await remove(ids[MEMBER])).data).toEqual({ moved_assignments: 0, moved_learners: 0 })
  expect(await summary(MEMBER)).toMatchObject({ is_teacher: false })
})

it('assignments: every learner’s, filtered by teacher, course, state and keyword', async () => {
  const list = async (query: string) => (await get<List<AdminAssignment>>(`${adminHomework.assignments.path}?${query}`)).data
  const all = await list('size=50')
  expect(all.total).toBe(3)
  expect(all.data.map((a) => a.title)).toEqual(['车尔尼599 第6-10条 音阶', '拜厄第11-20条 双手配合', 'G大调小步舞曲 第1-16小节'])
  expect(all.data[0]).toMatchObject({ status: 'submitted', learner: { id: ids[PEER], mobile: PEER, nick_name: expect.any(String) }, teacher: expect.objectContaining({ id: ids[LIN_YA] }), course_id: 3, course_title: expect.any(String) })
  expect((await list('status=reviewed')).data.map((a) => a.title)).toEqual(['拜厄第11-20条 双手配合'])
  expect((await list('status=todo')).data.map((a) => a.title)).toEqual(['G大调小步舞曲 第1-16小节'])
  expect((await list('course_id=2')).data.map((a) => a.title)).toEqual(['拜厄第11-20条 双手配合'])
  expect((await list(`teacher_id=${ids[LIN_ZHIYUAN]}`)).total).toBe(0)
  expect((await list(`keyword=${encodeURIComponent('车尔尼')}`)).total).toBe(1)
  expect((await list(`keyword=${DEMO.slice(-6)}`)).total).toBe(2)
  // Overdue: still to do after its due time.
  expect((await list('status=overdue')).total).toBe(0)
  await s.kdb.updateTable('homework_assignments').set({ due_at: beijing(addDays(now(), -1)) }).where('title', '=', 'G大调小步舞曲 第1-16小节').execute()
  expect((await list('status=overdue')).data).toEqual([expect.objectContaining({ title: 'G大调小步舞曲 第1-16小节', overdue: true })])
  expect(await adminCall(s, 'GET', `${adminHomework.assignments.path}?status=late`, { token: root })).toMatchObject({ status: 1 })
  // The mobile masked without its permission.
  const viewer = await staffWith(s, root, ['addons.Homework.assignments'])
  expect((await get<List<AdminAssignment>>(adminHomework.assignments.path, viewer)).data.data[0].learner.mobile).toBe('*')
})

it('waiting reviews: oldest first, overdue past the review deadline, the deadline a setting', async () => {
  const w = await waiting()
  expect(w.review_days).toBe(2)
  expect(w.data.data).toEqual([expect.objectContaining({ title: '车尔尼599 第6-10条 音阶', overdue: false })])
  expect((await waiting('overdue=1')).data.total).toBe(0)
  // Handed in three days ago: past two days.
  await s.kdb.updateTable('homework_takes').set({ created_at: beijing(addDays(now(), -3)) }).where('status', '=', 'submitted').execute()
  expect((await waiting('overdue=1')).data.data).toEqual([expect.objectContaining({ overdue: true })])
  expect(await teacher(LIN_YA)).toMatchObject({ waiting: 1, overdue: 1 })
  // Four days allowed: no longer overdue.
  expect((await adminCall(s, 'PUT', adminHomework.updateSettings.path, { token: root, body: { review_days: 4 } })).status).toBe(0)
  expect(await get(adminHomework.settings.path)).toEqual({ review_days: 4 })
  expect((await waiting('overdue=1')).data.total).toBe(0)
  expect(await teacher(LIN_YA)).toMatchObject({ overdue: 0 })
  expect(await adminCall(s, 'GET', `${adminHomework.waiting.path}?overdue=2`, { token: root })).toMatchObject({ status: 1 })
})

it.each([[0], [31], [1.5], ['三']])('a review deadline of %j days is refused and nothing is written', async (days) => {
  const before = await written()
  const res = await adminCall(s, 'PUT', adminHomework.updateSettings.path, { token: root, body: { review_days: days } })
  expect(res.status).toBe(1)
  if (typeof days === 'number' && Number.isInteger(days)) expect(res.message).toBe('点评期限须为1-30天')
  expect(await written()).toEqual(before)
})

it('the add-on off: its console paths answer the 404 envelope (HTTP 200, status 404)', async () => {
  const off = await startServer({ enabledAddons: [] })
  try {
    const token = await adminLogin(off)
    for (const e of Object.values(adminHomework)) {
      const res = await adminCall(off, e.method, pathOf(e), { token, body: {} })
      expect([e.path, res.http, res.status]).toEqual([e.path, 200, 404])
    }
  } finally {
    await off.close()
  }
})
