/**
 * 作业与老师: the teachers with their waiting and overdue takes; removing a teacher who holds homework names a
 * successor before anything is sent; 设为老师 needs a member and a short lecturer name; the waiting list
 * filters the overdue and edits the review deadline (1-30 days); the assignments' filters reach the server.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Me } from '../../console/src/access'
import { HomeworkTeachersView } from '../../console/src/screens/addons/homework/HomeworkTeachers'
import { HomeworkWaitingView } from '../../console/src/screens/addons/homework/HomeworkWaiting'
import { HomeworkAssignmentsView } from '../../console/src/screens/addons/homework/HomeworkAssignments'
import { answer, type Call } from './network'
import { renderAt } from './render'

const me = (permissions: string[]) => ({ id: 2, name: '教务', is_super: false, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const ALL = me(['addons.Homework.teachers', 'addons.Homework.teachers.store', 'addons.Homework.teachers.destroy', 'addons.Homework.waiting', 'addons.Homework.settings.update', 'addons.Homework.assignments'])
const BASE = '/backend/addons/Homework'
const TEACHERS = `GET ${BASE}/teachers`
const lin = { id: 7, nick_name: '林雅老师', mobile: '13900000001', lecturer: '林雅', created_at: '2026-11-01 09:00:00', learners: 3, waiting: 2, overdue: 1 }
const zhi = { id: 6, nick_name: '林致远老师', mobile: '13900000002', lecturer: '林致远', created_at: '2026-11-01 09:00:00', learners: 0, waiting: 0, overdue: 0 }
const teachers = { data: { data: [lin, zhi], total: 2 } }
const sent = (calls: Call[], key: string) => calls.filter((c) => `${c.method} ${c.url.split('?')[0]}` === key)
const ok = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('button', { name }) as HTMLButtonElement

it('lists the teachers with their learners, waiting and overdue takes linked to the lists', async () => {
  answer({ [TEACHERS]: teachers })
  renderAt(<HomeworkTeachersView me={ALL} />, '/addons/homework/teachers')
  const row = (await screen.findByText('林雅老师 13900000001')).closest('tr') as HTMLElement
  expect(within(row).getByRole('link', { name: '2' }).getAttribute('href')).toBe('/addons/homework/waiting?teacher_id=7')
  expect(within(row).getByRole('link', { name: '1' }).getAttribute('href')).toBe('/addons/homework/waiting?teacher_id=7&overdue=1')
  expect(within(row).getByRole('link', { name: '3' }).getAttribute('href')).toBe('/addons/homework/learners?teacher_id=7')
})

it('移除 a teacher who holds homework: nothing sent until a successor is chosen, then the successor named', async () => {
  const calls = answer({ [TEACHERS]: teachers, [`POST ${BASE}/teachers/7/remove`]: { moved_assignments: 4, moved_learners: 3 } })
  renderAt(<HomeworkTeachersView me={ALL} />, '/addons/homework/teachers')
  const row = (await screen.findByText('林雅老师 13900000001')).closest('tr') as HTMLElement
  fireEvent.click(within(row).getByRole('button', { name: /移\s*除/ }))
  const dialog = await screen.findByRole('dialog')
  expect(dialog.textContent).toContain('TA 还有 2 条待点评录音、3 名学员')
  expect(ok(dialog, /确认移除/).disabled).toBe(true)
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '接手的老师' }))
  // The teacher being removed is no option.
  expect(screen.queryByTitle('林雅（林雅老师 13900000001）')).toBeNull()
  fireEvent.click(await screen.findByTitle('林致远（林致远老师 13900000002）'))
  fireEvent.click(ok(dialog, /确认移除/))
  await screen.findByText('已移除老师')
  expect(sent(calls, `POST ${BASE}/teachers/7/remove`).map((c) => c.body)).toEqual([{ successor_id: 6 }])
})

it('设为老师 needs a member and a lecturer name of at most 20 characters; nothing is sent until then', async () => {
  const calls = answer({ [TEACHERS]: teachers })
  renderAt(<HomeworkTeachersView me={ALL} />, '/addons/homework/teachers')
  fireEvent.click(await screen.findByRole('button', { name: '设为老师' }))
  const dialog = await screen.findByRole('dialog')
  fireEvent.change(within(dialog).getByLabelText('讲师名'), { target: { value: '名'.repeat(21) } })
  fireEvent.click(ok(dialog, /确\s*定/))
  await within(dialog).findByText('请选择学员')
  await within(dialog).findByText('讲师名不能超过20个字符')
  expect(sent(calls, `POST ${BASE}/teachers`)).toHaveLength(0)
})

it('an administrator who may only read sees neither 设为老师 nor 移除', async () => {
  answer({ [TEACHERS]: teachers })
  renderAt(<HomeworkTeachersView me={me(['addons.Homework.teachers'])} />, '/addons/homework/teachers')
  await screen.findByText('林雅老师 13900000001')
  expect(screen.queryByRole('button', { name: '设为老师' })).toBeNull()
  expect(screen.queryByRole('button', { name: /移\s*除/ })).toBeNull()
})

const take = { id: 31, assignment_id: 5, title: '车尔尼599 第6-10条 音阶', learner: { id: 9, nick_name: '小雨', mobile: '13900139000' }, teacher: { id: 7, nick_name: '林雅老师', mobile: '13900000001' }, duration_ms: 72000, created_at: '2026-11-26 10:00:00', overdue: true }
const WAITING = `GET ${BASE}/waiting`

it('待点评: the overdue marked, 只看超时 asks the server for them, the deadline saved only within 1-30 days', async () => {
  const calls = answer({ [TEACHERS]: teachers, [WAITING]: { data: { data: [take], total: 1 }, review_days: 2 }, [`PUT ${BASE}/settings`]: [] })
  renderAt(<HomeworkWaitingView me={ALL} />, '/addons/homework/waiting?teacher_id=7')
  const row = (await screen.findByText('车尔尼599 第6-10条 音阶')).closest('tr') as HTMLElement
  expect(within(row).getByText('已超时')).toBeTruthy()
  expect(within(row).getByText('1:12')).toBeTruthy()
  expect(sent(calls, WAITING)[0].url).toContain('teacher_id=7')
  expect(screen.getByText('只看超时（提交超过2天未点评）')).toBeTruthy()
  fireEvent.click(screen.getByRole('switch', { name: '只看超时' }))
  await waitFor(() => expect(sent(calls, WAITING).some((c) => c.url.includes('overdue=1'))).toBe(true))
  const days = screen.getByRole('spinbutton')
  fireEvent.change(days, { target: { value: '' } })
  await screen.findByText('点评期限须为1-30天')
  expect((screen.getByRole('button', { name: /保\s*存/ }) as HTMLButtonElement).disabled).toBe(true)
  fireEvent.change(days, { target: { value: '3' } })
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
  await screen.findByText('点评期限已保存')
  expect(sent(calls, `PUT ${BASE}/settings`).map((c) => c.body)).toEqual([{ review_days: 3 }])
})

it('作业: the address filters reach the server; a state shown as the learner sees it', async () => {
  const a = { id: 5, title: 'G大调小步舞曲', kind: 'piece', bars: '1-16', target_bpm: 80, due_at: '2026-11-20 20:00:00', note: '', track_id: 0, track_title: '', course_id: 0, video_id: 0, video_title: '', teacher: { id: 7, nick_name: '林雅老师', avatar: '' }, created_at: '2026-11-10 10:00:00', status: 'todo', overdue: true, takes_count: 0, learner: { id: 9, nick_name: '小雨', mobile: '13900139000' }, course_title: '' }
  const calls = answer({ [TEACHERS]: teachers, [`GET ${BASE}/assignments`]: { data: { data: [a], total: 1 } } })
  renderAt(<HomeworkAssignmentsView me={ALL} />, '/addons/homework/assignments?status=overdue&teacher_id=7&keyword=小雨')
  const row = (await screen.findByText('G大调小步舞曲（第1-16小节）')).closest('tr') as HTMLElement
  expect(within(row).getByText('已逾期')).toBeTruthy()
  const url = decodeURIComponent(sent(calls, `GET ${BASE}/assignments`)[0].url)
  for (const part of ['status=overdue', 'teacher_id=7', 'keyword=小雨']) expect(url).toContain(part)
})
