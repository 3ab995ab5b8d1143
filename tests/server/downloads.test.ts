/**
 * @jest-environment node
 *
 * What the server gives for keeping on the device (ours): the listening audio of a handed-in
 * sitting (Paper add-on), and the audio of a lesson in a course the studio made downloadable. Every refusal
 * is in Chinese and writes nothing.
 */
import { notifyPaid, PUBLIC, serverPerTest, type TestServer, sqlGet, sqlRun, sqlValue, tableCounts } from './helpers'
import type { ListeningDownload, MockRecord, SubmitResult } from '../../types/contract/paper'
import type { LessonDownload } from '../../types/contract/learning'
import type { CourseDetail } from '../../types/contract/catalogue'

const V1 = '/addons/Paper/api/v1'
const DEMO = '13800138000'
const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const get = <T>(url: string, t: string | null = token) => s.call<T>('GET', url, { token: t ?? undefined })
const post = <T>(url: string, body: unknown, t: string | null = token) => s.call<T>('POST', url, { token: t ?? undefined, body })
/** Every table the routes could touch, with its row count: a refusal must leave them all as they were. */
const snapshot = () => tableCounts(s)
const download = (kind: 'paper' | 'mock', rid: number, t: string | null = token) => get<ListeningDownload>(`${V1}/audio/download?kind=${kind}&record_id=${rid}`, t)

/** Buys mock paper 2 (¥9, listening only) through the cashier's sandbox gateway. */
async function buyMock2(t = token) {
  const order = await post<{ id: number }>(`${V1}/mock_paper/buy`, { goods_id: 2, promo_code: '' }, t)
  expect(order.code).toBe(0)
  const row = (await sqlGet(s, 'SELECT order_id FROM orders WHERE id = ?', order.data.id)) as { order_id: string }
  await notifyPaid(s, row.order_id)
}
async function sitMock(id: number, t = token) {
  const join = await post<{ recordId: number }>(`${V1}/mock_paper/${id}`, {}, t)
  expect(join.code).toBe(0)
  return join.data.recordId
}
const handIn = (rid: number, t = token) => post<SubmitResult>(`${V1}/mock_paper/record/${rid}/submit`, { pid: rid }, t)

describe('listening audio of a handed-in sitting', () => {
  it('gives the sitting’s listening questions in its order, signed for the learner, and counts no play', async () => {
    await buyMock2()
    const rid = await sitMock(2)
    const rec = (await get<MockRecord>(`${V1}/mock_paper/record/${rid}`)).data
    expect((await handIn(rid)).code).toBe(0)
    const before = await snapshot()
    const r = await download('mock', rid)
    expect(r.code).toBe(0)
    expect(r.data.title).toBe('听音练耳专项模考')
    const listening = rec.questions.map((q, i) => ({ id: q.question_id, n: i + 1, audio: q.question.audio })).filter((q) => q.audio)
    expect(listening).toHaveLength(8)
    expect(r.data.items.map((i) => [i.question_id, i.number, i.duration])).toEqual(listening.map((q) => [q.id, q.n, q.audio!.duration]))
    const uid = (await sqlValue(s, 'SELECT id FROM users WHERE mobile = ?', '13700137000')) as number
    for (const item of r.data.items) expect(item.url).toMatch(new RegExp(`^${PUBLIC}/media/audio/exam/[\\w-]+\\.mp3\\?uid=${uid}&exp=\\d+&sig=`))
    const file = await s.app.inject({ method: 'GET', url: r.data.items[0].url.replace(PUBLIC, '') })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.length).toBeGreaterThan(1000)
    expect(await snapshot()).toEqual(before)
    expect((await sqlValue(s, 'SELECT COUNT(*) FROM exam_audio_plays WHERE record_id = ?', rid))).toBe(0)
  })

  it('refuses, in Chinese and writing nothing: not handed in, a sitting open, not bought, another learner’s, no listening, a visitor', async () => {
    const other = await s.login(DEMO)
    await buyMock2()
    const first = await sitMock(2)
    let before = await snapshot()
    expect(await download('mock', first)).toMatchObject({ code: 1, message: '交卷后才能下载听力音频' })
    expect(await snapshot()).toEqual(before)

    await handIn(first)
    await sitMock(2) // a second sitting, open: the copy would be beside the exam
    before = await snapshot()
    expect(await download('mock', first)).toMatchObject({ code: 1, message: '考试进行中，交卷后才能下载听力音频' })
    expect(await snapshot()).toEqual(before)

    // Another learner (who has not bought it) asking for this learner's sitting: it is not theirs.
    expect(await download('mock', first, other)).toMatchObject({ code: 404, message: '考试记录不存在' })
    expect(await download('paper', first)).toMatchObject({ code: 404, message: '考试记录不存在' })
    expect(await snapshot()).toEqual(before)

    // The purchase withdrawn (a refund): a sitting handed in earlier no longer opens the audio.
    await sqlRun(s, "DELETE FROM paper_access WHERE kind = 'mock' AND goods_id = 2")
    const open = (await sqlValue(s, "SELECT id FROM exam_records WHERE kind = 'mock' AND state = 'doing'")) as number
    await handIn(open)
    before = await snapshot()
    expect(await download('mock', first)).toMatchObject({ code: 1, message: '请先购买后再下载' })
    expect(await snapshot()).toEqual(before)

    // A free paper without listening questions, handed in.
    const join = await get<{ record_id: number }>(`${V1}/paper/1/join`)
    await post(`${V1}/paper/1/submit/all`, { pid: join.data.record_id })
    before = await snapshot()
    expect(await download('paper', join.data.record_id)).toMatchObject({ code: 1, message: '本次考试没有听力题' })
    expect(await download('mock', first, null)).toMatchObject({ code: 401 })
    expect(await get(`${V1}/audio/download?kind=book&record_id=${first}`)).toMatchObject({ code: 1, message: expect.stringContaining('考试类型') })
    expect(await snapshot()).toEqual(before)
  })
})

describe('lesson audio of a downloadable course', () => {
  // Seed: course 2 (拜厄, ¥99) is downloadable and the demo learner bought it; course 5 (乐理, bought) is not.
  const firstLesson = async (course: number) => (await s.kdb.selectFrom('videos').select('id').where('course_id', '=', course).orderBy('sort').orderBy('id').limit(1).executeTakeFirstOrThrow()).id

  it('the course detail says whether it is downloadable; a learner who bought it gets the lesson’s audio, signed', async () => {
    expect((await get<CourseDetail>('/api/v2/course/2', null)).data.course.downloadable).toBe(1)
    expect((await get<CourseDetail>('/api/v2/course/5', null)).data.course.downloadable).toBe(0)
    const demo = await s.login(DEMO)
    const before = await snapshot()
    const r = await get<LessonDownload>(`/api/v2/video/${await firstLesson(2)}/download`, demo)
    expect(r.code).toBe(0)
    expect(r.data.duration).toBe(20)
    expect(r.data.url).toMatch(new RegExp(`^${PUBLIC}/media/demo/lesson-\\d/audio\\.mp3\\?uid=\\d+&exp=\\d+&sig=`))
    const file = await s.app.inject({ method: 'GET', url: r.data.url.replace(PUBLIC, '') })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.length).toBeGreaterThan(10_000)
    expect((await s.app.inject({ method: 'GET', url: r.data.url.replace(PUBLIC, '').split('?')[0] })).statusCode).not.toBe(200)
    expect(await snapshot()).toEqual(before)
  })

  it('refuses, in Chinese and writing nothing: a course not downloadable, not bought, a visitor, no such lesson', async () => {
    const demo = await s.login(DEMO)
    const before = await snapshot()
    expect(await get(`/api/v2/video/${await firstLesson(5)}/download`, demo)).toMatchObject({ code: 1, message: '该课程不支持下载' })
    expect(await get(`/api/v2/video/${await firstLesson(1)}/download`, demo)).toMatchObject({ code: 1, message: '该课程不支持下载' })
    expect(await get(`/api/v2/video/${await firstLesson(2)}/download`)).toMatchObject({ code: 1, message: '请购买后下载' })
    expect(await get(`/api/v2/video/${await firstLesson(2)}/download`, null)).toMatchObject({ code: 401 })
    expect(await get('/api/v2/video/99999/download', demo)).toMatchObject({ code: 404 })
    expect(await snapshot()).toEqual(before)
  })
})
