/** @jest-environment node */
/**
 * Comments to review and the image library in the console's API: MeEdu 4.9.13's course_comment, video_comment
 * and media/image routes with our review (pass, hide, show), and uploads judged by their bytes.
 */
import fs from 'fs'
import path from 'path'
import { adminComments } from '../../types/endpoints/admin/comments'
import { adminImages } from '../../types/endpoints/admin/images'
import { MEDIA_DIR } from '../../server/src/lib/uploads'
import { PNG_1PX, multipartBody, rowCount, serverPerTest, type TestServer, sqlAll, sqlValue } from './helpers'
import { adminCall, adminLogin, expectTableRefusals, staffWith } from './adminHelpers'

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const call = <T = unknown>(method: string, url: string, body?: unknown, token = root) => adminCall<T>(s, method, url, { token, body })

it('refuses every route without a staff token, with a learner token, and without the permission', async () => {
  const nobody = await staffWith(s, root, [])
  expect(await expectTableRefusals(s, adminComments, learner, nobody)).toBe(Object.keys(adminComments).length)
  expect(await expectTableRefusals(s, adminImages, learner, nobody)).toBe(Object.keys(adminImages).length)
})

describe('评论', () => {
  type Page = { data: { data: { id: number; is_check: number; is_hidden: number; render_content: string; course?: { title: string }; video?: { title: string } }[]; total: number }; users: Record<string, { mobile: string }> }
  const toReview = async (url: string) => (await call<Page>('GET', `${url}?is_check=0&size=50`)).data
  const todo = async () => (await call<{ todo: { comments: number } }>('GET', '/backend/api/v1/dashboard')).data.todo.comments

  it('a new comment waits in 待审核 and on 工作台; passing, hiding and showing it again reach learners at once', async () => {
    const before = await todo()
    expect((await s.call('POST', '/api/v2/course/1/comment', { token: learner, body: { content: '老师讲得很清楚 <b>好</b>' } })).code).toBe(0)
    expect(await todo()).toBe(before + 1)
    const pending = await toReview(adminComments.courseComments.path)
    const mine = pending.data.data[0]
    expect(mine).toMatchObject({ is_check: 0, is_hidden: 0, render_content: '老师讲得很清楚 好', course: { title: '钢琴零基础入门' } })
    const learnerSees = async () => (await s.call<{ comments: { id: number }[] }>('GET', '/api/v2/course/1/comments')).data.comments.map((c) => c.id)
    expect(await learnerSees()).toContain(mine.id)

    expect((await call('POST', adminComments.checkCourseComments.path, { ids: [mine.id], action: 'hide' })).status).toBe(0)
    expect(await learnerSees()).not.toContain(mine.id)
    expect(await todo()).toBe(before)
    const hidden = (await call<Page>('GET', `${adminComments.courseComments.path}?is_hidden=1`)).data.data.data
    expect(hidden.map((c) => c.id)).toEqual([mine.id])

    expect((await call('POST', adminComments.checkCourseComments.path, { ids: [mine.id], action: 'show' })).status).toBe(0)
    expect(await learnerSees()).toContain(mine.id)
    expect((await call('POST', adminComments.deleteCourseComments.path, { ids: [mine.id] })).status).toBe(0)
    expect(await learnerSees()).not.toContain(mine.id)
    expect((await sqlValue(s, 'SELECT COUNT(*) FROM comments WHERE id = ?', mine.id))).toBe(0)
  })

  it('lesson comments: listed with their lesson and course, passed in a batch', async () => {
    expect((await s.call('POST', '/api/v2/video/1/comment', { token: learner, body: { content: '这一节的指法示范很有用' } })).code).toBe(0)
    const page = await toReview(adminComments.videoComments.path)
    expect(page.data.data[0]).toMatchObject({ video: { title: expect.any(String) }, is_check: 0 })
    const ids = page.data.data.map((c) => c.id)
    expect((await call('POST', adminComments.checkVideoComments.path, { ids, action: 'pass' })).status).toBe(0)
    expect((await toReview(adminComments.videoComments.path)).data.total).toBe(0)
    expect((await s.call<{ comments: unknown[] }>('GET', '/api/v2/video/1/comments')).data.comments.length).toBeGreaterThan(0)
  })

  it('refuses unknown ids, a comment of the other kind and a bad action, changing nothing; masks mobiles without 敏感数据', async () => {
    const courseComment = (await sqlValue(s, "SELECT id FROM comments WHERE target = 'course' LIMIT 1")) as number
    const state = async () => (await sqlAll(s, 'SELECT is_check, is_hidden FROM comments ORDER BY id'))
    const before = [await state(), await rowCount(s, 'comments')]
    expect(await call('POST', adminComments.checkCourseComments.path, { ids: [courseComment, 99999], action: 'hide' })).toMatchObject({ status: 1, message: '评论不存在' })
    expect(await call('POST', adminComments.deleteVideoComments.path, { ids: [courseComment] })).toMatchObject({ status: 1, message: '评论不存在' })
    expect(await call('POST', adminComments.checkCourseComments.path, { ids: [courseComment], action: 'remove' })).toMatchObject({ status: 1, message: '操作取值不正确' })
    expect(await call('POST', adminComments.deleteCourseComments.path, { ids: [] })).toMatchObject({ status: 1 })
    expect([await state(), await rowCount(s, 'comments')]).toEqual(before)

    const reader = await staffWith(s, root, ['course_comment'])
    const masked = await call<Page>('GET', adminComments.courseComments.path, undefined, reader)
    expect(Object.values(masked.data.users).every((u) => /^\d{3}\*{4}\d{4}$/.test(u.mobile))).toBe(true)
    const full = await call<Page>('GET', adminComments.courseComments.path)
    expect(Object.values(full.data.users).every((u) => /^\d{11}$/.test(u.mobile))).toBe(true)
  })
})

describe('图片库', () => {
  const upload = async (scene: string, name: string, type: string, bytes: Buffer) => {
    const { payload, headers } = multipartBody('file', name, type, bytes)
    const res = await s.app.inject({ method: 'POST', url: `${adminImages.upload.path}?scene=${scene}`, headers: { ...headers, authorization: `Bearer ${root}` }, payload })
    return JSON.parse(res.body) as { status: number; message: string; data: { url: string; path: string; media_image_id: number } }
  }

  it('takes an image judged by its bytes, re-encoded, served publicly, listed by scene, and deleted with its file', async () => {
    const before = await rowCount(s, 'media_images')
    expect(await upload('cover', 'evil.png', 'image/png', Buffer.from('<svg onload=alert(1)>'))).toMatchObject({ status: 1, message: '请上传图片文件（JPG、PNG、GIF、WEBP）' })
    expect(await upload('nowhere', 'a.png', 'image/png', PNG_1PX)).toMatchObject({ status: 1, message: '场景取值不正确' })
    expect(await rowCount(s, 'media_images')).toBe(before)

    const done = await upload('cover', '封面<script>.png', 'image/png', PNG_1PX)
    expect(done.status).toBe(0)
    expect(done.data.url).toMatch(/^http:\/\/studio\.test\/media\/images\/[\w-]+\.png$/)
    const served = await s.app.inject({ method: 'GET', url: done.data.url.replace('http://studio.test', '') })
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png'])

    const list = await call<{ data: { id: number; name: string; scene: string; width: number }[]; total: number }>('GET', `${adminImages.images.path}?scene=cover`)
    expect(list.data.data[0]).toMatchObject({ id: done.data.media_image_id, name: '封面.png', scene: 'cover', width: 1 })
    expect((await call<{ total: number }>('GET', `${adminImages.images.path}?scene=editor`)).data.total).toBe(0)

    expect(await call('POST', adminImages.deleteImages.path, { ids: [done.data.media_image_id, 99999] })).toMatchObject({ status: 1, message: '图片不存在' })
    expect((await call('POST', adminImages.deleteImages.path, { ids: [done.data.media_image_id] })).status).toBe(0)
    expect(fs.existsSync(path.join(MEDIA_DIR, done.data.path))).toBe(false)
  })
})
