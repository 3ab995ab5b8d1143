/** @jest-environment node */
/**
 * A course's chapters, lessons and attachments in the console's API (MeEdu 4.9.13's course_chapter, video
 * and course_attach routes, and our drag-to-order routes): refusals, bad input refused in Chinese with nothing
 * written, the order learners then see, and attachments uploaded as MeEdu's client uploads them.
 */
import fs from 'fs'
import path from 'path'
import { adminLessons } from '../../types/endpoints/admin/lessons'
import type { AdminEndpoint } from '../../types/endpoints/endpoint'
import { MEDIA_DIR } from '../../server/src/lib/uploads'
import { rowCount, serverPerTest, type TestServer, sqlGet, sqlValue, sqlValues } from './helpers'
import { adminCall, adminLogin, expectTableRefusals, pathOf, staffWith } from './adminHelpers'

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

/** A lesson video with no trial cut beside it (the seeded ones all have theirs). */
const NO_TRIAL = `videos/console-test-${process.pid}.mp4`
/** A lesson video with its trial cut: the seed's lessons are HLS ladders now, so the test brings its own files. */
const LESSON = `videos/console-lesson-${process.pid}.mp4`
const TRIAL = LESSON.replace(/\.mp4$/, '.trial.mp4')
const FILES = [NO_TRIAL, LESSON, TRIAL]
beforeAll(() => {
  fs.mkdirSync(path.join(MEDIA_DIR, 'videos'), { recursive: true })
  for (const f of FILES) fs.writeFileSync(path.join(MEDIA_DIR, f), Buffer.from('not really a video'))
})
afterAll(() => {
  for (const f of FILES) fs.rmSync(path.join(MEDIA_DIR, f), { force: true })
})

const call = <T = unknown>(method: string, url: string, body?: unknown) => adminCall<T>(s, method, url, { token: root, body })
const chapterPath = (e: AdminEndpoint, courseId: number, id = 0) => pathOf(e, id, { course_id: courseId })

it('refuses every route without a staff token, with a learner token, and without the permission', async () => {
  const nobody = await staffWith(s, root, [])
  // Every route but the upload address, whose signed key is its permission.
  expect(await expectTableRefusals(s, adminLessons, learner, nobody)).toBe(Object.keys(adminLessons).length - 1)
})

describe('章节', () => {
  it('adds, edits, orders and deletes chapters; refuses an empty title, a stale order and a chapter with lessons', async () => {
    const before = await rowCount(s, 'chapters')
    expect(await call('POST', chapterPath(adminLessons.createChapter, 1), { title: ' ' })).toMatchObject({ status: 1, message: '章节名格式不正确' })
    expect(await call('POST', chapterPath(adminLessons.createChapter, 999), { title: '第三章' })).toMatchObject({ status: 404 })
    expect(await rowCount(s, 'chapters')).toBe(before)

    expect((await call('POST', chapterPath(adminLessons.createChapter, 1), { title: '第三章' })).status).toBe(0)
    const list = await call<{ course: { id: number; title: string }; chapters: { id: number; title: string; sort: number }[] }>('GET', chapterPath(adminLessons.chapters, 1))
    expect(list.data.course).toMatchObject({ id: 1, title: '钢琴零基础入门' })
    expect(list.data.chapters.map((c) => c.title)).toEqual(['认识钢琴', '第一首曲子', '第三章'])
    const third = list.data.chapters[2].id

    expect(await call('POST', chapterPath(adminLessons.orderChapters, 1), { ids: [third, 1] })).toMatchObject({ status: 1, message: '章节已变化，请刷新后重试' })
    expect(await call('POST', chapterPath(adminLessons.orderChapters, 1), { ids: [third, 1, 3] })).toMatchObject({ status: 1, message: '章节已变化，请刷新后重试' })
    expect((await call('POST', chapterPath(adminLessons.orderChapters, 1), { ids: [third, 2, 1] })).status).toBe(0)
    const seen = await s.call<{ chapters: { title: string }[] }>('GET', '/api/v2/course/1')
    expect(seen.data.chapters.map((c) => c.title)).toEqual(['第三章', '第一首曲子', '认识钢琴'])

    expect((await call('PUT', chapterPath(adminLessons.updateChapter, 1, third), { title: '进阶' })).status).toBe(0)
    expect((await call('GET', chapterPath(adminLessons.chapter, 1, third))).data).toMatchObject({ id: third, title: '进阶', sort: 0 })
    expect(await call('GET', chapterPath(adminLessons.chapter, 2, third))).toMatchObject({ status: 404 })
    expect(await call('DELETE', chapterPath(adminLessons.deleteChapter, 1, 1))).toMatchObject({ status: 1, message: '当前章节下存在视频无法删除' })
    expect((await call('DELETE', chapterPath(adminLessons.deleteChapter, 1, third))).status).toBe(0)
  })
})

/** An upload still waiting for the transcoder. */
const queuedAsset = async () =>
  Number(await sqlValue(s, "INSERT INTO media_assets (status, source, source_name, aes_key, created_at, updated_at) VALUES ('queued', 'uploads/x', 'x.mp4', '00', '2026-11-29 10:00:00', '2026-11-29 10:00:00') RETURNING id"))

describe('课时', () => {
  const good = { course_id: 1, chapter_id: 1, title: '认识五线谱', url: LESSON, duration: 20, published_at: '2026-01-01 09:00', free_seconds: 0 }

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = [await rowCount(s, 'videos'), await rowCount(s, 'administrator_logs')]
    const cases: [object, string | RegExp][] = [
      [{ ...good, title: '' }, /课时名称/],
      [{ ...good, course_id: 999 }, '所属课程不存在'],
      [{ ...good, chapter_id: 3 }, '所属章节不存在'],
      [{ ...good, url: 'videos/nothing-here.mp4' }, '视频文件不存在，请填写媒体库 videos/ 下的 mp4 文件'],
      [{ ...good, url: '../data/studio.db' }, '视频文件不存在，请填写媒体库 videos/ 下的 mp4 文件'],
      [{ ...good, url: TRIAL }, '视频文件不存在，请填写媒体库 videos/ 下的 mp4 文件'],
      [{ ...good, duration: 0 }, '时长超出范围'],
      [{ ...good, free_seconds: 21 }, '试看秒数不能超过视频时长'],
      [{ ...good, url: NO_TRIAL, free_seconds: 5 }, '该视频没有试看片段，请把试看秒数设为0'],
      [{ ...good, published_at: '2026-13-01 09:00' }, '上架时间不正确'],
      [{ ...good, url: '' }, '请从视频库选择视频'],
      [{ ...good, url: undefined, media_asset_id: 99999 }, '视频库中没有该视频'],
      [{ ...good, url: undefined, media_asset_id: await queuedAsset() }, '该视频尚未转码完成，请稍后再选']
    ]
    for (const [body, message] of cases) expect(await call('POST', adminLessons.createVideo.path, body)).toMatchObject({ status: 1, message: expect.stringMatching(message) })
    expect([await rowCount(s, 'videos'), await rowCount(s, 'administrator_logs')]).toEqual(before)
  })

  it('adds a lesson last in its course with a trial that plays for a visitor; lists, edits and shows it', async () => {
    const lastSort = (await sqlValue(s, 'SELECT MAX(sort) FROM videos WHERE course_id = 3')) as number
    expect((await call('POST', adminLessons.createVideo.path, { ...good, course_id: 3, chapter_id: 0, free_seconds: 8 })).status).toBe(0)
    const id = (await sqlValue(s, 'SELECT MAX(id) FROM videos')) as number
    const row = (await sqlGet(s, 'SELECT course_id, chapter_id, media, sort, published_at FROM videos WHERE id = ?', id))
    expect(row).toEqual({ course_id: 3, chapter_id: 0, media: LESSON, sort: lastSort + 1, published_at: '2026-01-01 09:00:00' })
    const play = await s.call<{ urls: { url: string; name: string }[] }>('GET', `/api/v2/video/${id}/playinfo?is_try=1`)
    expect(play.data.urls[0]).toMatchObject({ url: `http://studio.test/media/${TRIAL}`, name: '试看' })

    const list = await call<{ videos: { data: { id: number; course: { title: string }; url: string }[]; total: number } }>('GET', `${adminLessons.videos.path}?cid=3&sort=sort&order=asc&size=50`)
    expect(list.data.videos.total).toBe(7)
    expect(list.data.videos.data[6]).toMatchObject({ id, url: LESSON, course: { title: '车尔尼599练习曲详解' } })
    const detail = await call<{ video: { title: string; chapter: null }; courses: { id: number }[] }>('GET', pathOf(adminLessons.video, id))
    expect(detail.data.video).toMatchObject({ title: '认识五线谱', chapter: null })
    expect(detail.data.courses).toHaveLength(9)

    expect((await call('PUT', pathOf(adminLessons.updateVideo, id), { ...good, course_id: 3, chapter_id: 0, title: '五线谱入门', free_seconds: 0, charge: 9, ban_drag: 1 })).status).toBe(0)
    expect((await sqlGet(s, 'SELECT title, charge, ban_drag, free_seconds FROM videos WHERE id = ?', id))).toEqual({ title: '五线谱入门', charge: 9, ban_drag: 1, free_seconds: 0 })
    expect((await s.call('GET', `/api/v2/video/${id}/playinfo?is_try=1`)).message).toBe('请购买后观看')
  })

  it('a lesson plays a 视频库 asset: stored by id, its trial cut from the HLS ladder, shown in the form, switched back to a file', async () => {
    const asset = (await sqlGet(s, "SELECT id, duration FROM media_assets WHERE status = 'ready' ORDER BY id LIMIT 1")) as { id: number; duration: number }
    const body = { ...good, url: undefined, course_id: 3, chapter_id: 0, media_asset_id: asset.id, duration: asset.duration, free_seconds: 5 }
    expect((await call('POST', adminLessons.createVideo.path, body)).status).toBe(0)
    const id = (await sqlValue(s, 'SELECT MAX(id) FROM videos')) as number
    expect((await sqlGet(s, 'SELECT media, media_asset_id, free_seconds FROM videos WHERE id = ?', id))).toEqual({ media: '', media_asset_id: asset.id, free_seconds: 5 })
    const play = await s.call<{ urls: { url: string; format: string; name: string; duration: number }[] }>('GET', `/api/v2/video/${id}/playinfo?is_try=1`)
    expect(play.data.urls[0]).toMatchObject({ url: expect.stringContaining(`/media/hls/${asset.id}/master.m3u8?`), format: 'm3u8', name: '试看', duration: 5 })
    const detail = await call<{ video: { url: string; media_asset_id: number } }>('GET', pathOf(adminLessons.video, id))
    expect(detail.data.video).toMatchObject({ url: '', media_asset_id: asset.id })

    expect((await call('PUT', pathOf(adminLessons.updateVideo, id), { ...good, course_id: 3, chapter_id: 0, media_asset_id: 0 })).status).toBe(0)
    expect((await sqlGet(s, 'SELECT media, media_asset_id FROM videos WHERE id = ?', id))).toEqual({ media: LESSON, media_asset_id: null })
  })

  it('orders a course’s lessons across chapters as dragged; refuses a stale list', async () => {
    const ids = ((await sqlValues(s, 'SELECT id FROM videos WHERE course_id = 1 ORDER BY sort, id')) as number[]).reverse()
    const items = ids.map((id, i) => ({ id, chapter_id: i < 3 ? 2 : 1 }))
    expect(await call('POST', adminLessons.orderVideos.path, { course_id: 1, items: items.slice(1) })).toMatchObject({ status: 1, message: '课时已变化，请刷新后重试' })
    expect(await call('POST', adminLessons.orderVideos.path, { course_id: 1, items: [...items.slice(1), { id: 7, chapter_id: 1 }] })).toMatchObject({ status: 1, message: '课时已变化，请刷新后重试' })
    expect(await call('POST', adminLessons.orderVideos.path, { course_id: 1, items: items.map((i) => ({ ...i, chapter_id: 3 })) })).toMatchObject({ status: 1, message: '章节已变化，请刷新后重试' })
    expect((await call('POST', adminLessons.orderVideos.path, { course_id: 1, items })).status).toBe(0)
    const seen = await s.call<{ videos: Record<string, { id: number }[]> }>('GET', '/api/v2/course/1')
    expect(seen.data.videos['2'].map((v) => v.id)).toEqual(ids.slice(0, 3))
    expect(seen.data.videos['1'].map((v) => v.id)).toEqual(ids.slice(3))
  })

  it('deletes lessons nobody bought or watched; refuses watched ones and unknown ids', async () => {
    const watched = (await sqlValue(s, 'SELECT video_id FROM video_records LIMIT 1')) as number
    expect(await call('POST', adminLessons.deleteVideos.path, { ids: [watched] })).toMatchObject({ status: 1, message: '已有学员学习或购买的课时无法删除' })
    expect(await call('POST', adminLessons.deleteVideos.path, { ids: [99999] })).toMatchObject({ status: 1, message: '课时不存在' })
    expect(await call('POST', adminLessons.deleteVideos.path, { ids: [] })).toMatchObject({ status: 1 })
    expect((await call('POST', adminLessons.deleteVideos.path, { ids: [4, 5] })).status).toBe(0)
    expect((await sqlValue(s, 'SELECT COUNT(*) FROM videos WHERE id IN (4, 5)'))).toBe(0)
  })
})

describe('附件', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')
  const sign = async (extension: string) => (await call<{ key: string; upload_url: string }>('GET', `${adminLessons.attachmentSign.path}?extension=${extension}`)).data
  const put = async (url: string, bytes: Buffer, type = 'application/pdf') => {
    const res = await s.app.inject({ method: 'PUT', url: url.replace('http://studio.test', ''), headers: { 'content-type': type }, payload: bytes })
    return JSON.parse(res.body) as { status: number; message: string }
  }

  it('signs an upload address, takes the bytes there, stores it with a name; the learner downloads it', async () => {
    expect(await call('GET', `${adminLessons.attachmentSign.path}?extension=exe`)).toMatchObject({ status: 1, message: '格式不支持' })
    const { key, upload_url } = await sign('pdf')
    expect(upload_url).toMatch(/^http:\/\/studio\.test\/backend\/api\/v1\/course_attach\/upload\//)
    expect(await put(upload_url, Buffer.from('<html>not a pdf</html>'))).toMatchObject({ status: 1, message: '文件内容与格式不符' })
    expect(await put(upload_url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), PDF)).toMatchObject({ status: 1, message: '上传地址已失效，请重新上传' })
    expect(await put(upload_url, PDF)).toMatchObject({ status: 0 })

    const before = await rowCount(s, 'attachments')
    expect(await call('POST', adminLessons.createAttachment.path, { key: `${key}x`, name: '练习谱', course_id: 1 })).toMatchObject({ status: 1, message: '请重新上传' })
    expect(await call('POST', adminLessons.createAttachment.path, { key, name: '', course_id: 1 })).toMatchObject({ status: 1, message: expect.stringMatching(/附件名/) })
    expect(await rowCount(s, 'attachments')).toBe(before)
    expect((await call('POST', adminLessons.createAttachment.path, { key, name: '哈农练习谱', course_id: 1 })).status).toBe(0)
    expect(await call('POST', adminLessons.createAttachment.path, { key, name: '再存一次', course_id: 1 })).toMatchObject({ status: 1, message: '未查询到上传的文件' })
    // The key is a secret of the upload: the log keeps it masked.
    expect((await sqlValue(s, "SELECT remark FROM administrator_logs WHERE module = 'vod-attach' ORDER BY id DESC"))).not.toContain(key)

    const list = await call<{ data: { id: number; name: string; size: number; extension: string; path: string }[] }>('GET', `${adminLessons.attachments.path}?course_id=1`)
    const added = list.data.data.find((a) => a.name === '哈农练习谱')!
    expect(added).toMatchObject({ size: PDF.length, extension: 'pdf' })
    const file = path.join(MEDIA_DIR, added.path)
    expect(fs.readFileSync(file)).toEqual(PDF)

    const download = await s.call<{ download_url: string }>('GET', `/api/v3/course/1/attach/${added.id}`, { token: learner })
    expect(download.data.download_url).toContain(added.path)

    expect((await call('DELETE', pathOf(adminLessons.deleteAttachment, added.id))).status).toBe(0)
    expect(fs.existsSync(file)).toBe(false)
  })
})
