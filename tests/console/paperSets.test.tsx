/**
 * 考试 in the console: the mock paper dialog (a rule drawing nothing is refused on the spot and nothing sent; the
 * rule sent with empty counts as 0; the server's "not enough questions" refusal shown and the dialog kept; a
 * notice while learners sit it), the practice dialog (chapter rules, an edited chapter keeps its id), the lists.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { MockDialog } from '../../console/src/screens/addons/paper/MockDialog'
import { MockListView } from '../../console/src/screens/addons/paper/MockList'
import { PracticeDialog } from '../../console/src/screens/addons/paper/PracticeDialog'
import { PracticeListView } from '../../console/src/screens/addons/paper/PracticeList'
import type { Me } from '../../console/src/access'
import type { AdminMock, AdminPractice } from '../../types/contract/admin/addons/paper'
import { answer, refuse, type Call } from './network'
import { renderAt } from './render'

const BASE = '/backend/addons/Paper'
const CATEGORIES = {
  question: [{ id: 11, parent_id: 0, name: '音程' }],
  paper: [],
  mock: [{ id: 61, parent_id: 0, name: '全真模拟' }],
  practice: [{ id: 71, parent_id: 0, name: '乐理' }]
}
const NONE = { choice: 0, select: 0, input: 0, qa: 0, judge: 0, cap: 0 }
const MOCK: AdminMock = {
  id: 3,
  category_id: 61,
  title: '四级模拟',
  description: '',
  charge: 0,
  pass_score: 6,
  expired_minutes: 30,
  enabled_invite: 0,
  is_show: 1,
  published_at: '2026-11-29 10:00:00',
  rule: { num: { ...NONE, choice: 3 }, listen: { choice: 0, judge: 2 }, difficulty: 0, tag: '' },
  pool: [11],
  question_count: 5,
  records: 4,
  sitting: 2
}
const PRACTICE: AdminPractice = {
  id: 5,
  category_id: 71,
  name: '音程闯关',
  description: '',
  charge: 0,
  is_vip_free: 1,
  is_show: 1,
  published_at: '2026-11-29 10:00:00',
  chapters: [
    { id: 8, name: '第一章', question_ids: [2, 1] },
    { id: 9, name: '第二章', question_ids: [3] }
  ],
  question_count: 3,
  learners: 1
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET')

it('a mock paper: a rule drawing nothing is refused on the spot; the server’s shortage refusal keeps the dialog; the rule is sent whole', async () => {
  let refuseOnce = true
  const calls = answer({
    [`GET ${BASE}/categories`]: CATEGORIES,
    [`GET ${BASE}/questions`]: { data: [], total: 0 },
    [`PUT ${BASE}/mocks/3`]: () => {
      if (!refuseOnce) return []
      refuseOnce = false
      return refuse(1, '听力判断题需要抽 2 道，所选分类中符合条件的只有 1 道')
    }
  })
  const closed = jest.fn()
  renderAt(<MockDialog mock={MOCK} onClose={closed} />)
  expect(screen.getByText('2 人正在考试：他们已抽到的试题和结束时间不变，新规则只用于之后开始的考试')).toBeTruthy()
  type('单选题', '')
  type('听力判断题', '0')
  save()
  await screen.findByText('抽题规则至少要抽一道题')
  expect(writes(calls)).toEqual([])

  type('单选题', '4')
  type('听力判断题', '2')
  type('标签', ' 考级 ')
  save()
  await screen.findByText('听力判断题需要抽 2 道，所选分类中符合条件的只有 1 道')
  expect(closed).not.toHaveBeenCalled()
  save()
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(writes(calls)).toHaveLength(2)
  expect(writes(calls)[1].body).toMatchObject({ title: '四级模拟', pool: [11], rule: { num: { ...NONE, choice: 4 }, listen: { choice: 0, judge: 2 }, difficulty: 0, tag: '考级' } })
})

it('the mock list shows each rule in words with its sittings; a reader gets no buttons', async () => {
  answer({ [`GET ${BASE}/mocks`]: { data: [MOCK], total: 1 } })
  const reader = { id: 2, name: '老师', is_super: false, permissions: { 'addons.Paper.mocks': 1 } } as unknown as Me
  renderAt(<MockListView me={reader} />, '/mocks')
  const row = (await screen.findByText('四级模拟')).closest('tr') as HTMLElement
  expect(row.textContent).toContain('单选题 3 · 听力判断题 2（共 5 题）')
  expect(row.textContent).toContain('4（2 人考试中）')
  expect(screen.queryByText('添加模拟试卷')).toBeNull()
  expect(screen.queryByText(/编\s*辑/)).toBeNull()
})

it('a practice set: a chapter without a name or questions is named and nothing sent; an edit sends chapters in order with kept ids', async () => {
  const calls = answer({ [`GET ${BASE}/categories`]: CATEGORIES, [`GET ${BASE}/questions`]: { data: [], total: 0 }, [`PUT ${BASE}/practices/5`]: [] })
  const closed = jest.fn()
  renderAt(<PracticeDialog practice={PRACTICE} onClose={closed} />)
  fireEvent.click(screen.getByText('添加章节'))
  save()
  await screen.findByText('请填写章节名称')
  await screen.findByText('每个章节至少要有一道试题')
  expect(writes(calls)).toEqual([])

  fireEvent.click(screen.getByLabelText('删除第3章'))
  fireEvent.click(screen.getByLabelText('删除第1章'))
  type('第1章名称', ' 第二章（改） ')
  save()
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(writes(calls)[0].body).toMatchObject({ name: '音程闯关', is_vip_free: 1, chapters: [{ id: 9, name: '第二章（改）', question_ids: [3] }] })
})

it('the practice list shows chapters, questions and learners', async () => {
  answer({ [`GET ${BASE}/practices`]: { data: [PRACTICE], total: 1 } })
  renderAt(<PracticeListView me={{ id: 1, name: 'root', is_super: true, permissions: {} } as unknown as Me} />, '/practices')
  const row = (await screen.findByText('音程闯关')).closest('tr') as HTMLElement
  expect(row.textContent).toContain('2 / 3')
  expect(screen.getByText('添加练习')).toBeTruthy()
})
