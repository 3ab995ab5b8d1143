/**
 * 课时's form: the server's rules before sending, the video picked from the 视频库's finished assets (its
 * length filled in), 试看 within the length, the body MeEdu's route takes, a legacy file kept, a refusal shown.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { LessonForm } from '../../console/src/screens/lessons/LessonForm'
import { answer, refuse } from './network'
import { renderAt } from './render'

const CHAPTERS = { course: { id: 7, title: '钢琴启蒙', thumb: '', charge: 0 }, chapters: [{ id: 31, course_id: 7, title: '第一章 坐姿', sort: 0 }] }
const asset = (id: number, status: string, name: string, duration: number) => ({ id, status, progress: 100, error: '', attempts: 1, duration, source_name: name, target_kind: '', target_id: 0, renditions: [], hls_url: '', created_at: '', updated_at: '' })
const ASSETS = { total: 3, data: [asset(5, 'ready', '第1课 认识键盘.mp4', 95), asset(6, 'processing', '第2课.mp4', 0), asset(7, 'ready', '第3课.mp4', 130)] }
const ROUTES = { 'GET /backend/api/v1/course_chapter/7': CHAPTERS, 'GET /backend/api/v1/media/jobs': ASSETS }
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const pick = async (title: string) => {
  fireEvent.mouseDown(screen.getByLabelText('视频'))
  fireEvent.click(await screen.findByTitle(title))
}

it('requires title, a video of the 视频库 and a length; a trial no longer than the lesson', async () => {
  const calls = answer(ROUTES)
  const saved = jest.fn()
  renderAt(<LessonForm courseId={7} initialValues={{}} onSaved={saved} />)
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
  await screen.findByText('请填写课时名称')
  expect(screen.getByText('请从视频库选择视频')).toBeTruthy()
  expect(screen.getByText('请填写时长')).toBeTruthy()

  type('时长（秒）', '120')
  fireEvent.click(screen.getByRole('switch'))
  type('试看秒数', '300')
  await screen.findByText('试看秒数不能超过视频时长')
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([])
  expect(saved).not.toHaveBeenCalled()
})

it('offers the finished videos only; the one picked sets the length and goes to MeEdu’s route with the chapter and trial', async () => {
  const calls = answer({ ...ROUTES, 'POST /backend/api/v1/video': [] })
  const saved = jest.fn()
  renderAt(<LessonForm courseId={7} initialValues={{ chapter_id: 31 }} onSaved={saved} />)
  await screen.findByText('第一章 坐姿')
  type('课时名称', ' 第1课 认识键盘 ')
  fireEvent.mouseDown(screen.getByLabelText('视频'))
  await screen.findByTitle('第3课.mp4（2:10）')
  expect(screen.queryByTitle(/第2课/)).toBeNull()
  fireEvent.click(screen.getByTitle('第1课 认识键盘.mp4（1:35）'))
  await waitFor(() => expect((screen.getByLabelText('时长（秒）') as HTMLInputElement).value).toBe('95'))
  fireEvent.click(screen.getByRole('switch'))
  type('试看秒数', '30')
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1))
  const post = calls.find((c) => c.method === 'POST')
  expect(post?.body).toEqual({ course_id: 7, chapter_id: 31, title: '第1课 认识键盘', media_asset_id: 5, url: '', duration: 95, free_seconds: 30, published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) })
})

it('a lesson made before the 视频库 keeps its file until a video is picked', async () => {
  const calls = answer({ ...ROUTES, 'PUT /backend/api/v1/video/12': [] })
  const saved = jest.fn()
  renderAt(<LessonForm courseId={7} lessonId={12} initialValues={{ title: '第4课', url: 'videos/lesson-4.mp4', duration: 60, trial: 0 }} onSaved={saved} />)
  await screen.findByText('当前为旧视频文件 videos/lesson-4.mp4，从视频库选择后替换')
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1))
  expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ media_asset_id: 0, url: 'videos/lesson-4.mp4', duration: 60, free_seconds: 0 })
})

it('a refusal is shown in the server’s words and the form stays', async () => {
  answer({ ...ROUTES, 'POST /backend/api/v1/video': () => refuse(1, '该视频尚未转码完成，请稍后再选') })
  const saved = jest.fn()
  renderAt(<LessonForm courseId={7} initialValues={{}} onSaved={saved} />)
  type('课时名称', '第2课')
  await pick('第3课.mp4（2:10）')
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
  await screen.findByText('该视频尚未转码完成，请稍后再选')
  expect(saved).not.toHaveBeenCalled()
  expect((screen.getByLabelText('课时名称') as HTMLInputElement).value).toBe('第2课')
})
