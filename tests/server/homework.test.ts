/** @jest-environment node */
/**
 * Homework (docs/API.md "Homework"): every route, every refusal of the design with nothing
 * written (rows and the storage folder's files), and who may play a take's signed audio.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { LEARNER_MOBILE, PUBLIC, rowCount, startServer, type TestServer } from './helpers'
import { mediaSecret, mediaSignature } from '../../server/src/catalogue/media'
import { homework } from '../../types/endpoints/homework'
import type { AssignmentDetail, AssignmentsPage, HomeworkSummary, HomeworkTake, TeacherLearnersPage, TeacherTakeDetail, TeacherTakesPage } from '../../types/contract/homework'

// Before the server starts: the add-on keeps its takes (and uploads being received) under this folder.
const DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'homework-test-'))
process.env.HOMEWORK_DIR = DIR

const V1 = '/addons/Homework/api/v1'
const MP3 = fs.readFileSync(path.join(__dirname, '../../server/src/addons/Homework/seed-take.mp3'))
const TEACHER = '13900000001'
const OTHER_TEACHER = '13900000002'
const DEMO = '13800138000'
const PEER = '13900139000'

let s: TestServer
const tokens: Record<string, string> = {}
const ids: Record<string, number> = {}
const uidOf = (mobile: string) => ids[mobile]

beforeAll(async () => {
  s = await startServer()
  for (const m of [DEMO, LEARNER_MOBILE, TEACHER, OTHER_TEACHER, PEER]) tokens[m] = await s.login(m)
  for (const u of await s.kdb.selectFrom('users').select(['id', 'mobile']).execute()) ids[u.mobile] = u.id
})
afterAll(async () => {
  await s.close()
  fs.rmSync(DIR, { recursive: true, force: true })
})

function filesIn(dir: string): number {
  if (!fs.existsSync(dir)) return 0
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? filesIn(path.join(dir, e.name)) : 1), 0)
}

const TABLES = ['homework_assignments', 'homework_takes', 'homework_reviews', 'homework_review_notes', 'messages', 'subscribe_messages']
const written = async (): Promise<Record<string, number>> => {
  const rows: Record<string, number> = {}
  for (const t of TABLES) rows[t] = await rowCount(s, t)
  return { ...rows, files: filesIn(DIR) }
}

/** Runs `act`, expects its refusal, and that no row and no file was added. */
async function refused(act: () => Promise<{ code: number; message: string }>, code: number, message: string) {
  const before = await written()
  expect(await act()).toMatchObject({ code, message })
  expect(await written()).toEqual(before)
}

const get = <T>(mobile: string | null, url: string) => s.call<T>('GET', `${V1}${url}`, { token: mobile ? tokens[mobile] : undefined })
const post = <T>(mobile: string | null, url: string, body: unknown) => s.call<T>('POST', `${V1}${url}`, { token: mobile ? tokens[mobile] : undefined, body })

let n = 0
const clientId = () => `take-${Date.now()}-${++n}`

/** A multipart take: the text fields, then the file (left out with `file: null`). */
function takeForm(opts: { file?: Buffer | null; name?: string; type?: string; duration_ms?: string; peaks?: string; client_id?: string } = {}) {
  const boundary = '----homework-test'
  const fields: Record<string, string> = { duration_ms: opts.duration_ms ?? '7200', peaks: opts.peaks ?? '[10,80,40]', client_id: opts.client_id ?? clientId() }
  const parts: Uint8Array[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  if (opts.file !== null) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.name ?? 'take.mp3'}"\r\nContent-Type: ${opts.type ?? 'audio/mpeg'}\r\n\r\n`), opts.file ?? MP3, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

async function upload(mobile: string | null, assignmentId: number, form = takeForm()) {
  const res = await s.app.inject({ method: 'POST', url: `${V1}/assignment/${assignmentId}/take`, headers: { ...form.headers, ...(mobile ? { authorization: `Bearer ${tokens[mobile]}` } : {}) }, payload: form.payload })
  const body = JSON.parse(res.body) as { code: number; message: string; data: HomeworkTake }
  return body
}

/** A fresh assignment from 林雅 to `mobile` (through the route). */
async function assign(mobile: string, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await post<{ id: number; learners: number }>(TEACHER, '/teacher/assignments', { title: '音阶练习', kind: 'exercise', user_id: uidOf(mobile), ...extra })
  expect(r).toMatchObject({ code: 0, data: { learners: 1 } })
  return r.data.id
}

const assignmentsOf = async (mobile: string, status: string) => (await get<AssignmentsPage>(mobile, `/assignments?status=${status}&size=50`)).data.data

describe('the seed and the learner', () => {
  it('the demo learner has one assignment to do and one reviewed; the teacher one take to review', async () => {
    expect((await get<HomeworkSummary>(DEMO, '/summary')).data).toEqual({ is_teacher: false, todo: 1, submitted: 0, reviewed_unread: 1, to_review: 0 })
    expect((await get<HomeworkSummary>(TEACHER, '/summary')).data).toMatchObject({ is_teacher: true, to_review: 1 })
    const [todo] = await assignmentsOf(DEMO, 'todo')
    expect(todo).toMatchObject({ title: 'G大调小步舞曲 第1-16小节', kind: 'piece', bars: '1-16', target_bpm: 80, track_id: 1, track_title: 'G大调小步舞曲', status: 'todo', overdue: false, takes_count: 0, teacher: { nick_name: '林雅老师' } })
    expect(todo.due_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(await assignmentsOf(DEMO, 'submitted')).toEqual([])
    const [reviewed] = await assignmentsOf(DEMO, 'reviewed')
    expect(reviewed).toMatchObject({ title: '拜厄第11-20条 双手配合', status: 'reviewed', video_title: '第11-20条：双手配合', takes_count: 1, overdue: false })
    expect(await get(DEMO, '/assignments?status=done')).toMatchObject({ code: 1, message: '作业状态不正确' })
  })

  it("an assignment shows its takes with the review and the notes; opening it marks the review read", async () => {
    const [reviewed] = await assignmentsOf(DEMO, 'reviewed')
    const d = await get<AssignmentDetail>(DEMO, `/assignment/${reviewed.id}`)
    expect(d.code).toBe(0)
    const [take] = d.data.takes
    expect(take).toMatchObject({ duration_ms: 7200, mime: 'audio/mpeg', size: MP3.length, status: 'reviewed', review: { stars: 4, redo: 0, teacher: { nick_name: '林雅老师' } } })
    expect(take.review!.notes.map((x) => [x.at_ms, x.text])).toEqual([
      [3000, '这里左手抢拍了，跟着节拍器慢练'],
      [5500, '渐弱做得很好！']
    ])
    expect(take.peaks).toHaveLength(144)
    expect(take.peaks[0]).toBe(100)
    expect(take.url).toMatch(new RegExp(`^${PUBLIC}${V1}/take/${take.id}/audio\\?uid=${uidOf(DEMO)}&exp=\\d+&sig=`))
    expect((await get<HomeworkSummary>(DEMO, '/summary')).data.reviewed_unread).toBe(0)
  })

  it('another learner, another teacher, a visitor cannot open it (the teacher opens the learner copy with user_id)', async () => {
    const [reviewed] = await assignmentsOf(DEMO, 'reviewed')
    await refused(() => get(LEARNER_MOBILE, `/assignment/${reviewed.id}`), 404, '作业不存在')
    await refused(() => get(OTHER_TEACHER, `/assignment/${reviewed.id}?user_id=${uidOf(DEMO)}`), 404, '作业不存在')
    await refused(() => get(TEACHER, `/assignment/${reviewed.id}`), 404, '作业不存在')
    await refused(() => get(TEACHER, `/assignment/${reviewed.id}?user_id=${uidOf(PEER)}`), 404, '作业不存在')
    await refused(() => get(DEMO, '/assignment/99999'), 404, '作业不存在')
    const asTeacher = await get<AssignmentDetail>(TEACHER, `/assignment/${reviewed.id}?user_id=${uidOf(DEMO)}`)
    expect(asTeacher.code).toBe(0)
    expect(asTeacher.data.takes[0].url).toContain(`uid=${uidOf(TEACHER)}&`)
  })

  it('a visitor gets 401 on every route but the signed audio, and nothing is written', async () => {
    for (const e of Object.values(homework).filter((x) => x !== homework.takeAudio)) {
      const url = e.path.replace(':id', '1')
      const before = await written()
      const r = e.method === 'GET' ? await s.call('GET', `${url}?status=todo`) : e === homework.submitTake ? await upload(null, 1) : await s.call('POST', url, { body: {} })
      expect([url, r.code]).toEqual([url, 401])
      expect(await written()).toEqual(before)
    }
  })
})

describe('takes', () => {
  it('a take is stored and listed; a retry of its client_id answers the same take; a new take replaces the waiting one', async () => {
    const id = await assign(DEMO)
    const before = await written()
    const cid = clientId()
    const first = await upload(DEMO, id, takeForm({ client_id: cid, peaks: '[0,50,100]', duration_ms: '7200' }))
    expect(first).toMatchObject({ code: 0, data: { assignment_id: id, status: 'submitted', mime: 'audio/mpeg', size: MP3.length, duration_ms: 7200, peaks: [0, 50, 100], review: null } })
    expect(await written()).toMatchObject({ homework_takes: before.homework_takes + 1, files: before.files + 1 })
    expect((await get<AssignmentDetail>(DEMO, `/assignment/${id}`)).data.assignment).toMatchObject({ status: 'submitted', takes_count: 1 })

    const retried = await written()
    expect((await upload(DEMO, id, takeForm({ client_id: cid }))).data.id).toBe(first.data.id)
    expect(await written()).toEqual(retried)

    const second = await upload(DEMO, id)
    expect(second.data.id).toBeGreaterThan(first.data.id)
    const takes = (await get<AssignmentDetail>(DEMO, `/assignment/${id}`)).data.takes
    expect(takes.map((t) => [t.id, t.status])).toEqual([
      [second.data.id, 'submitted'],
      [first.data.id, 'replaced']
    ])
    // The replaced take keeps its audio (it stays listed).
    expect((await written()).files).toBe(before.files + 2)
  })

  it('takes the audio containers by their bytes: m4a, aac, webm, ogg, wav', async () => {
    const id = await assign(DEMO)
    const pad = Buffer.alloc(64, 1)
    const kinds: [Buffer, string][] = [
      [Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A '), pad]), 'audio/mp4'],
      [Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80]), pad]), 'audio/aac'],
      [Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), pad]), 'audio/webm'],
      [Buffer.concat([Buffer.from('OggS'), pad]), 'audio/ogg'],
      [Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 1, 0, 0]), Buffer.from('WAVE'), pad]), 'audio/wav']
    ]
    for (const [file, mime] of kinds) expect((await upload(DEMO, id, takeForm({ file, name: 'x.bin', type: 'application/octet-stream' }))).data.mime).toBe(mime)
  })

  it('refuses, writing nothing: no file, a text file named .m4a, 21 MB, over 10 minutes, bad fields, not theirs', async () => {
    const id = await assign(DEMO)
    const mine = (form: ReturnType<typeof takeForm>) => () => upload(DEMO, id, form)
    await refused(mine(takeForm({ file: null })), 1, '请选择要提交的录音')
    await refused(mine(takeForm({ file: Buffer.from('just some notes, not audio at all\n'), name: 'take.m4a', type: 'audio/mp4' })), 1, '录音文件格式不支持，请上传音频')
    await refused(mine(takeForm({ file: Buffer.concat([MP3, Buffer.alloc(21 * 1024 * 1024)]) })), 1, '录音文件不能超过20MB')
    await refused(mine(takeForm({ duration_ms: '600001' })), 1, '录音时长不能超过10分钟')
    await refused(mine(takeForm({ duration_ms: 'abc' })), 1, '录音时长格式不正确')
    await refused(mine(takeForm({ duration_ms: '0' })), 1, '录音时长格式不正确')
    await refused(mine(takeForm({ peaks: '[1,2,300]' })), 1, '波形数据格式不正确')
    await refused(mine(takeForm({ peaks: JSON.stringify(Array(401).fill(1)) })), 1, '波形数据格式不正确')
    await refused(mine(takeForm({ client_id: 'short' })), 1, '录音编号格式不正确')
    await refused(() => upload(LEARNER_MOBILE, id), 404, '作业不存在')
    await refused(() => upload(TEACHER, id), 404, '作业不存在')
    await refused(() => upload(DEMO, 99999), 404, '作业不存在')
    // Nothing is left of the uploads being received either.
    expect(filesIn(path.join(DIR, 'incoming'))).toBe(0)
  })
})

describe('the signed audio', () => {
  let key: Buffer
  beforeAll(async () => {
    key = await mediaSecret(s.kdb)
  })
  const secret = () => key
  const audio = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url: url.replace(PUBLIC, ''), headers })
  const signed = (takeId: number, uid: number, seconds = 3600, now = Date.now()) => `${V1}/take/${takeId}/audio?${mediaSignature(secret(), `homework/take/${takeId}`, uid, seconds, now)}`

  it('the learner and their teacher play it, whole (200) or a range (206)', async () => {
    const [reviewed] = await assignmentsOf(DEMO, 'reviewed')
    const take = (await get<AssignmentDetail>(DEMO, `/assignment/${reviewed.id}`)).data.takes[0]
    const whole = await audio(take.url)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('audio/mpeg')
    expect(whole.rawPayload.equals(MP3)).toBe(true)
    const part = await audio(take.url, { range: 'bytes=100-199' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-199/${MP3.length}`)
    expect(part.rawPayload.equals(MP3.subarray(100, 200))).toBe(true)
    const tail = await audio(take.url, { range: 'bytes=-10' })
    expect(tail.rawPayload.equals(MP3.subarray(MP3.length - 10))).toBe(true)
    expect((await audio(take.url, { range: `bytes=${MP3.length}-` })).statusCode).toBe(416)

    const teacherUrl = (await get<AssignmentDetail>(TEACHER, `/assignment/${reviewed.id}?user_id=${uidOf(DEMO)}`)).data.takes[0].url
    expect((await audio(teacherUrl, { range: 'bytes=0-9' })).statusCode).toBe(206)
  })

  it('another learner, another teacher, a visitor, a changed uid or an expired signature cannot', async () => {
    const [reviewed] = await assignmentsOf(DEMO, 'reviewed')
    const take = (await get<AssignmentDetail>(DEMO, `/assignment/${reviewed.id}`)).data.takes[0]
    expect((await audio(signed(take.id, uidOf(DEMO)))).statusCode).toBe(200)
    expect((await audio(signed(take.id, uidOf(LEARNER_MOBILE)))).statusCode).toBe(403)
    expect((await audio(signed(take.id, uidOf(OTHER_TEACHER)))).statusCode).toBe(403)
    expect((await audio(signed(take.id, 0))).statusCode).toBe(403)
    expect((await audio(`${V1}/take/${take.id}/audio`)).statusCode).toBe(403)
    expect((await audio(take.url.replace(`uid=${uidOf(DEMO)}`, `uid=${uidOf(LEARNER_MOBILE)}`))).statusCode).toBe(403)
    expect((await audio(take.url.replace(`/take/${take.id}/`, `/take/${take.id + 1}/`))).statusCode).toBe(403)
    expect((await audio(signed(take.id, uidOf(DEMO), 60, Date.now() - 3600_000))).statusCode).toBe(403)
  })
})

describe('the teacher', () => {
  it('lists the takes waiting for their review, oldest first; another teacher sees none of them', async () => {
    const list = await get<TeacherTakesPage>(TEACHER, '/teacher/takes')
    expect(list.code).toBe(0)
    const ids = list.data.data.map((x) => x.take.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(list.data.data[0]).toMatchObject({ learner: { nick_name: '小贝妈妈' }, assignment: { title: '车尔尼599 第6-10条 音阶' }, take: { status: 'submitted' } })
    expect(list.data.data.every((x) => x.take.status === 'submitted')).toBe(true)
    expect((await get<TeacherTakesPage>(OTHER_TEACHER, '/teacher/takes')).data.total).toBe(0)
  })

  it('opens a take with the earlier takes of the assignment; another teacher cannot', async () => {
    const id = await assign(DEMO)
    const first = (await upload(DEMO, id)).data
    const second = (await upload(DEMO, id)).data
    const d = await get<TeacherTakeDetail>(TEACHER, `/teacher/take/${second.id}`)
    expect(d.data).toMatchObject({ take: { id: second.id }, assignment: { id }, learner: { id: uidOf(DEMO), nick_name: '琴童小雨' } })
    expect(d.data.history.map((t) => [t.id, t.status])).toEqual([[first.id, 'replaced']])
    await refused(() => get(OTHER_TEACHER, `/teacher/take/${second.id}`), 404, '录音不存在')
  })

  it('a learner who is no teacher can use none of the teacher routes', async () => {
    const [waiting] = (await get<TeacherTakesPage>(TEACHER, '/teacher/takes')).data.data
    for (const [method, url, body] of [
      ['GET', '/teacher/takes'],
      ['GET', `/teacher/take/${waiting.take.id}`],
      ['POST', `/teacher/take/${waiting.take.id}/review`, { stars: 5, comment: '', notes: [], redo: 0 }],
      ['GET', '/teacher/learners'],
      ['GET', '/teacher/courses'],
      ['POST', '/teacher/assignments', { title: '自己布置', kind: 'piece', user_id: uidOf(LEARNER_MOBILE) }]
    ] as const) {
      await refused(() => s.call(method, `${V1}${url}`, { token: tokens[DEMO], body }), 1, '仅老师可以使用此功能')
    }
  })

  it('reviews a take: refusals write nothing; then stars, comment and notes, a message and a subscribe message; never twice', async () => {
    const id = await assign(DEMO, { title: '哈农第1条' })
    const take = (await upload(DEMO, id, takeForm({ duration_ms: '6000' }))).data
    const review = (body: Record<string, unknown>, mobile = TEACHER) => post<HomeworkTake>(mobile, `/teacher/take/${take.id}/review`, { stars: 4, comment: '很好', notes: [], redo: 0, ...body })
    await refused(() => review({ stars: 0 }), 1, '请给出1-5星的评分')
    await refused(() => review({ stars: 6 }), 1, '请给出1-5星的评分')
    await refused(() => review({ comment: '好'.repeat(501) }), 1, '点评内容不能超过500字')
    await refused(() => review({ notes: [{ at_ms: 6001, text: '晚了' }] }), 1, '标注时间超出录音长度')
    await refused(() => review({ notes: [{ at_ms: -1, text: '早了' }] }), 1, '标注时间超出录音长度')
    await refused(() => review({ notes: [{ at_ms: 100, text: '   ' }] }), 1, '标注内容不能为空')
    await refused(() => review({ notes: Array.from({ length: 21 }, (_, i) => ({ at_ms: i, text: '注意' })) }), 1, '标注最多20条')
    await refused(() => review({ comment: '这里有违禁测试词' }), 1, '内容含有不适宜发布的信息，请修改后再提交')
    await refused(() => review({ notes: [{ at_ms: 10, text: '赌博' }] }), 1, '内容含有不适宜发布的信息，请修改后再提交')
    await refused(() => review({}, OTHER_TEACHER), 404, '录音不存在')
    await refused(() => review({}, LEARNER_MOBILE), 1, '仅老师可以使用此功能')

    // The learner subscribes (weapp) while the take waits.
    const subscribed = await s.call('POST', '/addons/templateOne/api/v1/mini/subscribe', { token: tokens[DEMO], body: { kind: 'homework_reviewed', id, code: 'homework-device' } })
    expect(subscribed.code).toBe(0)
    const sentBefore = (await s.call<unknown[]>('GET', '/sandbox/subscribe/sent')).data.length
    const messagesBefore = await rowCount(s, 'messages')

    const done = await review({ comment: '节奏稳定', notes: [{ at_ms: 3000, text: '这里慢了' }, { at_ms: 1000, text: '起音清楚' }] })
    expect(done).toMatchObject({ code: 0, data: { id: take.id, status: 'reviewed', review: { stars: 4, comment: '节奏稳定', redo: 0, teacher: { nick_name: '林雅老师' } } } })
    expect(done.data.review!.notes.map((x) => x.at_ms)).toEqual([1000, 3000])
    expect(await rowCount(s, 'messages')).toBe(messagesBefore + 1)
    // The newest of the learner's messages (messages' ids are not in order: any of the newest second).
    const messages = await s.kdb.selectFrom('messages').select(['data', 'created_at']).where('user_id', '=', uidOf(DEMO)).orderBy('created_at', 'desc').execute()
    expect(messages.filter((m) => m.created_at === messages[0].created_at).map((m) => JSON.parse(m.data) as unknown)).toContainEqual({ message: '老师点评了你的作业《哈农第1条》' })
    const sent = (await s.call<{ template_id: string; page: string }[]>('GET', '/sandbox/subscribe/sent')).data
    expect(sent).toHaveLength(sentBefore + 1)
    expect(sent[sent.length - 1]).toMatchObject({ template_id: 'sandbox-homework-reviewed', page: `packageB/homework/show?id=${id}` })
    expect((await get<AssignmentDetail>(DEMO, `/assignment/${id}`)).data.assignment.status).toBe('reviewed')

    await refused(() => review({ stars: 5 }), 1, '这条录音已经点评过了')
  })

  it('a replaced take cannot be reviewed; asking for a new take puts the assignment back to do', async () => {
    const id = await assign(DEMO)
    const old = (await upload(DEMO, id)).data
    const fresh = (await upload(DEMO, id)).data
    await refused(() => post(TEACHER, `/teacher/take/${old.id}/review`, { stars: 3, comment: '', notes: [], redo: 0 }), 1, '这条录音已被新的录音替换')
    expect((await post<HomeworkTake>(TEACHER, `/teacher/take/${fresh.id}/review`, { stars: 3, comment: '再录一遍', notes: [], redo: 1 })).data).toMatchObject({ status: 'redo', review: { redo: 1 } })
    expect((await get<AssignmentDetail>(DEMO, `/assignment/${id}`)).data.assignment.status).toBe('todo')
  })

  it('lists their learners (masked numbers, searchable) and the courses they lecture', async () => {
    const learners = await get<TeacherLearnersPage>(TEACHER, '/teacher/learners')
    const demo = learners.data.data.find((u) => u.id === uidOf(DEMO))
    expect(demo).toEqual({ id: uidOf(DEMO), nick_name: '琴童小雨', avatar: expect.any(String), mobile: '138****8000' })
    expect(learners.data.data.map((u) => u.id)).not.toContain(uidOf(TEACHER))
    expect((await get<TeacherLearnersPage>(TEACHER, `/teacher/learners?keywords=${encodeURIComponent('小雨')}`)).data.data.map((u) => u.id)).toEqual([uidOf(DEMO)])
    const courses = (await get<{ id: number; title: string; learners_count: number }[]>(TEACHER, '/teacher/courses')).data
    expect(courses.map((c) => c.id)).toEqual([1, 2, 3, 4, 9])
    expect(courses.find((c) => c.id === 2)!.learners_count).toBeGreaterThan(0)
  })

  it('assigns to one learner or to every buyer of a course; refusals write nothing', async () => {
    const base = { title: '布格缪勒《纯洁》', kind: 'piece', bars: '1-8', target_bpm: 72, note: '注意连音', track_id: 1, video_id: 0 }
    const toCourse = await post<{ id: number; learners: number }>(TEACHER, '/teacher/assignments', { ...base, course_id: 2 })
    const { buyers } = await s.kdb.selectFrom('user_courses').select((eb) => eb.fn.countAll<number>().as('buyers')).where('course_id', '=', 2).executeTakeFirstOrThrow()
    expect(toCourse).toMatchObject({ code: 0, data: { learners: buyers } })
    const [given] = (await assignmentsOf(DEMO, 'todo')).filter((a) => a.id === toCourse.data.id || a.title === base.title)
    expect(given).toMatchObject({ title: base.title, bars: '1-8', target_bpm: 72, track_title: 'G大调小步舞曲', course_id: 2, status: 'todo', due_at: '' })

    const call = (body: Record<string, unknown>) => () => post(TEACHER, '/teacher/assignments', { ...base, user_id: uidOf(DEMO), ...body })
    await refused(call({ title: '  ' }), 1, '请填写作业标题')
    await refused(call({ title: '长'.repeat(41) }), 1, '标题不能超过40字')
    await refused(call({ user_id: 0 }), 1, '请选择学员或课程')
    await refused(call({ course_id: 2 }), 1, '请选择学员或课程')
    await refused(call({ user_id: uidOf(OTHER_TEACHER) }), 1, '学员不存在')
    await refused(call({ user_id: 99999 }), 1, '学员不存在')
    await refused(call({ user_id: 0, course_id: 5 }), 1, '课程不存在')
    const { id: unsold } = await s.kdb
      .selectFrom('courses')
      .select('id')
      .where('id', 'in', [1, 3, 4, 9])
      .where('id', 'not in', (eb) => eb.selectFrom('user_courses').select('course_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await refused(call({ user_id: 0, course_id: unsold }), 1, '这门课程还没有学员')
    await refused(call({ target_bpm: 10 }), 1, '目标速度应在20-240之间')
    await refused(call({ target_bpm: 241 }), 1, '目标速度应在20-240之间')
    await refused(call({ due_at: '2020-01-01 10:00' }), 1, '截止时间应晚于现在')
    await refused(call({ due_at: '明天' }), 1, '截止时间格式不正确')
    await refused(call({ track_id: 99999 }), 1, '曲目不存在')
    await refused(call({ video_id: 99999 }), 1, '课时不存在')
    await refused(call({ note: '不要赌博' }), 1, '内容含有不适宜发布的信息，请修改后再提交')
    await refused(call({ kind: 'song' }), 1, '作业类型取值不正确')

    const due = new Date(Date.now() + 2 * 86400_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')
    const one = await post<{ id: number; learners: number }>(TEACHER, '/teacher/assignments', { ...base, user_id: uidOf(DEMO), due_at: due, video_id: 8 })
    expect(one).toMatchObject({ code: 0, data: { learners: 1 } })
    expect((await get<AssignmentDetail>(DEMO, `/assignment/${one.data.id}`)).data.assignment).toMatchObject({ due_at: `${due}:00`, video_title: '第11-20条：双手配合', overdue: false })
  })
})
