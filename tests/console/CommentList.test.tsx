/**
 * 评论: course comments listed with their authors and review state, filtered in the address, picked rows
 * hidden or deleted in one write, the lesson comments on their tab; a role that may only read picks nothing.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { CommentListView } from '../../console/src/screens/comments/CommentList'
import type { Me } from '../../console/src/access'
import { answer } from './network'
import { renderAt } from './render'

const me = (permissions: string[]) => ({ id: 2, name: '教务', is_super: false, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const course = { id: 3, title: '钢琴启蒙', charge: 0, thumb: '' }
const comment = (id: number, text: string, fields: object = {}) => ({ id, user_id: 1, original_content: text, render_content: text, ip: '', ip_province: '上海', created_at: '2026-11-29 10:00:00', is_check: 0, is_hidden: 0, course_id: 3, course, ...fields })
const COURSE_COMMENTS = { data: { data: [comment(11, '老师讲得真清楚'), comment(12, '广告：低价代课', { user_id: 9 }), comment(13, '已看完', { is_check: 1, is_hidden: 1 })], total: 3 }, users: { 1: { id: 1, nick_name: '小琴', mobile: '', avatar: '' } } }
const VIDEO_COMMENTS = { data: { data: [{ ...comment(21, '第三课的指法没听懂'), video_id: 5, video: { id: 5, course_id: 3, title: '第3课 指法', charge: 0, duration: 20, course } }], total: 1 }, users: {} }

it('lists course comments, hides and deletes the picked ones in one write each, and opens the lesson comments', async () => {
  const calls = answer({
    'GET /backend/api/v1/course_comment': COURSE_COMMENTS,
    'POST /backend/api/v1/course_comment/check': [],
    'POST /backend/api/v1/course_comment/delete': [],
    'GET /backend/api/v1/video_comment': VIDEO_COMMENTS
  })
  renderAt(<CommentListView me={me(['course_comment', 'course_comment.destroy', 'video_comment'])} />)
  const row = (await screen.findByText('广告：低价代课')).closest('tr') as HTMLElement
  expect(within(row).getByText('学员已删除')).toBeTruthy()
  expect(within(row).getByText('待审核')).toBeTruthy()
  expect(within((screen.getByText('已看完').closest('tr') as HTMLElement)).getByText('已隐藏')).toBeTruthy()

  fireEvent.click(within(row).getByRole('checkbox'))
  fireEvent.click(within((screen.getByText('老师讲得真清楚').closest('tr') as HTMLElement)).getByRole('checkbox'))
  fireEvent.click(screen.getByRole('button', { name: /^隐\s*藏$/ }))
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1))
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: expect.stringContaining('/course_comment/check'), body: { ids: [12, 11], action: 'hide' } })
  await screen.findByText('已选 0 条')

  fireEvent.click(within(row).getByRole('checkbox'))
  fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }))
  // The confirmation's own 删除 opens beside the first.
  await waitFor(() => expect(screen.getAllByRole('button', { name: /删\s*除/ })).toHaveLength(2))
  fireEvent.click(screen.getAllByRole('button', { name: /删\s*除/ })[1])
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2))
  expect(calls.filter((c) => c.method === 'POST')[1]).toMatchObject({ url: expect.stringContaining('/course_comment/delete'), body: { ids: [12] } })

  fireEvent.click(screen.getByRole('tab', { name: '课时评论' }))
  await screen.findByText('第三课的指法没听懂')
  expect(screen.getByText('钢琴启蒙 / 第3课 指法')).toBeTruthy()
})

it('filters by review state in the request; a role that may only read gets no checkboxes or buttons', async () => {
  const calls = answer({ 'GET /backend/api/v1/course_comment': COURSE_COMMENTS })
  renderAt(<CommentListView me={me(['course_comment'])} />, '/comments?is_check=0')
  await screen.findByText('老师讲得真清楚')
  expect(calls[0].url).toContain('is_check=0')
  expect(screen.queryByRole('checkbox')).toBeNull()
  expect(screen.queryByRole('button', { name: /隐\s*藏|删\s*除/ })).toBeNull()
})
