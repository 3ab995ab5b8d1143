/**
 * 直播 in the console: the course form's rules (nothing sent until they hold, VIP free only with a price), the
 * class form's rules (a course, a name, a future start, a length in range), the calendar showing each class on
 * its day with start, teacher and length, a class's drawer rotating its key and deleting a chat message, and
 * 直播 in the menu only while the add-on runs.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { LiveCourseDialog } from '../../console/src/screens/addons/zhibo/LiveCourseDialog'
import { LiveClassDialog } from '../../console/src/screens/addons/zhibo/LiveClassDialog'
import { LiveCalendarView } from '../../console/src/screens/addons/zhibo/LiveCalendar'
import { menuItems } from '../../console/src/layout/menu'
import type { Me } from '../../console/src/access'
import type { AdminLiveClass, AdminLiveCourse, LiveOptions } from '../../types/contract/admin/addons/zhibo'
import { answer, refuse } from './network'
import { renderAt } from './render'

const BASE = '/backend/addons/Zhibo'
const me = (permissions: string[], isSuper = false) => ({ id: 2, name: '店长', is_super: isSuper, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const OPTIONS: LiveOptions = {
  teachers: [
    { id: 1, name: '周雅琴' },
    { id: 2, name: '林致远' }
  ],
  categories: [{ id: 4, parent_id: 0, name: '演奏大师课' }],
  courses: [{ id: 2, title: '肖邦夜曲大师课', teacher_name: '林致远' }]
}
const course = (fields: Partial<AdminLiveCourse> = {}): AdminLiveCourse => ({
  id: 2,
  title: '肖邦夜曲大师课',
  thumb: 'https://cdn.qinyi.studio/live/2.png',
  category_id: 4,
  teacher_id: 2,
  teacher_name: '林致远',
  charge: 199,
  vip_can_view: 0,
  short_description: '三首夜曲',
  render_desc: '<p>歌唱</p>',
  is_show: 1,
  user_count: 3,
  class_count: 3,
  published_at: '2026-11-01 10:00:00',
  ...fields
})
const today = dayjs().format('YYYY-MM-DD')
const liveClass = (fields: Partial<AdminLiveClass> = {}): AdminLiveClass => ({
  id: 6,
  course_id: 2,
  course_title: '肖邦夜曲大师课',
  teacher_name: '林致远',
  title: '第2讲 降D大调夜曲',
  published_at: `${today} 20:30:00`,
  planned_minutes: 90,
  status: 0,
  push_state: '',
  replay_status: '',
  duration: 0,
  ...fields
})
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))

describe('the course form', () => {
  it('needs a name, a cover, a teacher, a category and a price; VIP free only with a price; nothing is sent', async () => {
    const calls = answer({})
    const closed = jest.fn()
    renderAt(<LiveCourseDialog course={null} options={OPTIONS} onClose={closed} />)
    type('价格（元）', '')
    save()
    await screen.findByText('请填写课程名称')
    for (const text of ['请上传封面', '请选择讲师', '请选择分类', '请填写价格']) expect(screen.getByText(text)).toBeTruthy()

    type('价格（元）', '0')
    fireEvent.click(screen.getByRole('switch', { name: 'VIP免费' }))
    save()
    await screen.findByText('免费课程无需设置VIP免费')
    type('价格（元）', '-5')
    save()
    await screen.findByText('价格须在0-99999之间')
    expect(calls).toEqual([])
    expect(closed).not.toHaveBeenCalled()
  })

  it('an edit goes to its own route with every field; a refusal keeps the dialog', async () => {
    const calls = answer({ [`PUT ${BASE}/courses/2`]: () => refuse(1, '所选讲师不存在') })
    const closed = jest.fn()
    renderAt(<LiveCourseDialog course={course()} options={OPTIONS} onClose={closed} />)
    type('课程名称', ' 肖邦夜曲精讲 ')
    fireEvent.click(screen.getByRole('switch', { name: 'VIP免费' }))
    save()
    await screen.findByText('所选讲师不存在')
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      body: { title: '肖邦夜曲精讲', thumb: 'https://cdn.qinyi.studio/live/2.png', category_id: 4, teacher_id: 2, charge: 199, vip_can_view: 1, short_description: '三首夜曲', render_desc: '<p>歌唱</p>', is_show: 1 }
    })
    expect(closed).not.toHaveBeenCalled()
  })
})

describe('the class form', () => {
  it('needs a course, a name and a start; a start in the past and a length out of range are named; nothing is sent', async () => {
    const calls = answer({})
    renderAt(<LiveClassDialog liveClass={{}} options={OPTIONS} onClose={jest.fn()} />)
    type('时长（分钟）', '')
    save()
    await screen.findByText('请选择直播课程')
    for (const text of ['请填写课次名称', '请选择开始时间', '请填写时长']) expect(screen.getByText(text)).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('a past start and a length out of range are refused before sending; a good one is sent and the start handed back', async () => {
    const past = dayjs().subtract(1, 'hour').format('YYYY-MM-DD HH:mm')
    const calls = answer({ [`PUT ${BASE}/classes/6`]: [] })
    const closed = jest.fn()
    renderAt(<LiveClassDialog liveClass={liveClass({ published_at: `${past}:00` })} options={OPTIONS} onClose={closed} />)
    type('时长（分钟）', '5')
    save()
    await screen.findByText('开始时间须晚于现在')
    expect(screen.getByText('时长须在10-600之间')).toBeTruthy()
    expect(calls).toEqual([])

    const later = dayjs().add(2, 'day').hour(19).minute(30).format('YYYY-MM-DD HH:mm')
    const picker = screen.getByLabelText('开始时间')
    fireEvent.mouseDown(picker)
    fireEvent.change(picker, { target: { value: later } })
    fireEvent.keyDown(picker, { key: 'Enter', code: 'Enter', keyCode: 13 })
    type('时长（分钟）', '45')
    save()
    await waitFor(() => expect(closed).toHaveBeenCalledWith(later))
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { course_id: 2, title: '第2讲 降D大调夜曲', published_at: later, planned_minutes: 45 } })
  })
})

describe('the calendar', () => {
  it('shows each class on its day with start, teacher and length; a class’s drawer rotates its key and deletes a chat message', async () => {
    let key = 'aaaaaaaaaaaaaaaaaaaaaaaa'
    const push = () => ({ rtmp_url: 'rtmp://live.qinyi.studio:1935/live', stream_key: key, push_url: `rtmp://live.qinyi.studio:1935/live/${key}`, pushing: 0, early_start_minutes: 30 })
    const calls = answer({
      [`GET ${BASE}/classes`]: { data: [liveClass(), liveClass({ id: 9, title: '第1周 音阶琶音过关', teacher_name: '陈思语', course_title: '考级冲刺班', published_at: `${today} 08:00:00`, planned_minutes: 60, status: 1 })] },
      [`GET ${BASE}/options`]: OPTIONS,
      [`GET ${BASE}/classes/6`]: liveClass(),
      [`GET ${BASE}/classes/6/push`]: push,
      [`POST ${BASE}/classes/6/push/rotate`]: () => {
        key = 'bbbbbbbbbbbbbbbbbbbbbbbb'
        return push()
      },
      [`GET ${BASE}/classes/6/chat`]: { data: [{ id: 31, user_id: 7, nick_name: '琴童小雨', role: 'user', content: '广告链接', created_at: `${today} 20:35:10`, user_is_ban: 0 }], total: 1 },
      [`DELETE ${BASE}/classes/6/chat/31`]: []
    })
    renderAt(<LiveCalendarView me={me([], true)} />, '/calendar')
    const evening = await screen.findByRole('button', { name: '20:30 第2讲 降D大调夜曲' })
    expect(evening.textContent).toContain('林致远 · 90分钟')
    const morning = screen.getByRole('button', { name: '08:00 第1周 音阶琶音过关' })
    expect(morning.textContent).toContain('陈思语 · 60分钟')
    // Both on today's cell, the morning class first.
    const cell = evening.closest('td') as HTMLElement
    expect(within(cell).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['08:00 第1周 音阶琶音过关', '20:30 第2讲 降D大调夜曲'])
    const range = new URL(calls.find((c) => c.url.includes('/classes?'))!.url, 'http://x').searchParams
    expect(range.get('from')! <= today && today <= range.get('to')!).toBe(true)

    fireEvent.click(evening)
    const drawer = await screen.findByRole('dialog')
    expect(await within(drawer).findByText('90 分钟')).toBeTruthy()
    fireEvent.click(within(drawer).getByRole('tab', { name: '推流' }))
    expect((await within(drawer).findByTestId('stream-key')).textContent).toContain('aaaaaaaaaaaaaaaaaaaaaaaa')
    fireEvent.click(within(drawer).getByRole('button', { name: '重置推流码' }))
    fireEvent.click(await screen.findByRole('button', { name: /^重\s*置$/ }))
    await waitFor(() => expect(within(drawer).getByTestId('stream-key').textContent).toContain('bbbbbbbbbbbbbbbbbbbbbbbb'))
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`${BASE}/classes/6/push/rotate`])

    fireEvent.click(within(drawer).getByRole('tab', { name: '聊天' }))
    const row = (await within(drawer).findByText('广告链接')).closest('tr') as HTMLElement
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }))
    // The confirmation's own 删除, rendered after the row's.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^删\s*除$/ })).toHaveLength(2))
    fireEvent.click(screen.getAllByRole('button', { name: /^删\s*除$/ })[1])
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === `${BASE}/classes/6/chat/31`)).toBe(true))
  })

  it('a role that may only look sees no 排课 and no key', async () => {
    answer({ [`GET ${BASE}/classes`]: { data: [liveClass()] }, [`GET ${BASE}/classes/6`]: liveClass() })
    renderAt(<LiveCalendarView me={me(['addons.Zhibo.classes'])} />, '/calendar')
    fireEvent.click(await screen.findByRole('button', { name: '20:30 第2讲 降D大调夜曲' }))
    const drawer = await screen.findByRole('dialog')
    await within(drawer).findByText('90 分钟')
    expect(within(drawer).queryByRole('tab', { name: '推流' })).toBeNull()
    expect(screen.queryByRole('button', { name: /排\s*课/ })).toBeNull()
    expect(within(drawer).queryByRole('button', { name: '编辑课次' })).toBeNull()
  })
})

it('直播 is in the menu only while the add-on runs and for roles holding its permissions', () => {
  const keys = (items: ReturnType<typeof menuItems>): string[] => items.flatMap((i) => (i && 'children' in i && i.children ? keys(i.children) : [String(i?.key)]))
  const running = new Set(['Zhibo'] as const)
  expect(keys(menuItems(me([], true), running))).toEqual(expect.arrayContaining(['liveCourses', 'liveCalendar']))
  expect(keys(menuItems(me([], true), new Set()))).not.toContain('liveCalendar')
  expect(keys(menuItems(me(['addons.Zhibo.classes']), running))).toEqual(['dashboard', 'liveCalendar'])
})
