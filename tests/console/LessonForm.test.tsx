/** 课时's form: the server's rules before sending, 试看 within the length, the body MeEdu's route takes, a refusal shown. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { LessonForm } from '../../console/src/screens/lessons/LessonForm'
import { answer, refuse } from './network'
import { renderAt } from './render'

const CHAPTERS = { course: { id: 7, title: '钢琴启蒙', thumb: '', charge: 0 }, chapters: [{ id: 31, course_id: 7, title: '第一章 坐姿', sort: 0 }] }
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

it('requires title, a video file of the library and a length; a trial no longer than the lesson', async () => {
  const calls = answer({ 'GET /backend/api/v1/course_chapter/7': CHAPTERS })
  const saved = jest.fn()
  renderAt(<LessonForm courseId={7} initialValues={{}} onSaved={saved} />)
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
  await screen.findByText('请填写课时名称')
  expect(screen.getByText('请填写视频文件')).toBeTruthy()
  expect(screen.getByText('请填写时长')).toBeTruthy()

  type('视频文件', 'https://cdn.example.com/a.mp4')
  await screen.findByText('请填写媒体库 videos/ 下的 mp4 文件，如 videos/lesson-1.mp4')
  type('时长（秒）', '120')
  fireEvent.click(screen.getByRole('switch'))
  type('试看秒数', '300')
  await screen.findByText('试看秒数不能超过视频时长')
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([])
  expect(saved).not.toHaveBeenCalled()
})

it('sends the lesson to MeEdu’s route with its chapter and trial seconds; saved, it says so', async () => {
  const calls = answer({ 'GET /backend/api/v1/course_chapter/7': CHAPTERS, 'POST /backend/api/v1/video': [] })
  const saved = jest.fn()
  renderAt(<LessonForm courseId={7} initialValues={{ chapter_id: 31 }} onSaved={saved} />)
  await screen.findByText('第一章 坐姿')
  type('课时名称', ' 第1课 认识键盘 ')
  type('视频文件', 'videos/lesson-1.mp4')
  type('时长（秒）', '120')
  fireEvent.click(screen.getByRole('switch'))
  type('试看秒数', '30')
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1))
  const post = calls.find((c) => c.method === 'POST')
  expect(post?.body).toEqual({ course_id: 7, chapter_id: 31, title: '第1课 认识键盘', url: 'videos/lesson-1.mp4', duration: 120, free_seconds: 30, published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) })
})

it('a refusal is shown in the server’s words and the form stays', async () => {
  answer({ 'GET /backend/api/v1/course_chapter/7': CHAPTERS, 'POST /backend/api/v1/video': () => refuse(1, '视频文件不存在，请填写媒体库 videos/ 下的 mp4 文件') })
  const saved = jest.fn()
  renderAt(<LessonForm courseId={7} initialValues={{}} onSaved={saved} />)
  type('课时名称', '第2课')
  type('视频文件', 'videos/missing.mp4')
  type('时长（秒）', '60')
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
  await screen.findByText('视频文件不存在，请填写媒体库 videos/ 下的 mp4 文件')
  expect(saved).not.toHaveBeenCalled()
  expect((screen.getByLabelText('课时名称') as HTMLInputElement).value).toBe('第2课')
})
