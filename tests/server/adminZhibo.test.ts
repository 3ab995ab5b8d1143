/** @jest-environment node */
/**
 * 直播 in the console: live courses (rich text sanitized, teacher and category checked), classes on the
 * calendar (never one teacher twice at once; the learner's schedule shows a new one), each class's push key
 * rotated once however many administrators press at once (the old key refused by the engine's publish
 * check), chat moderation as the learners' rooms see it, sign-ins and attendance, a held replay published;
 * refusals with nothing written, and the add-on off.
 */
import WebSocket from 'ws'
import { adminZhibo as T } from '../../types/endpoints/admin/addons/zhibo'
import type { AdminChatMessage, AdminLiveClass, AdminLiveCourse, LiveAttendance, LivePushInfo } from '../../types/contract/admin/addons/zhibo'
import type { ChatFrame, ChatMessages, LiveCourseDetail, LivePlay } from '../../types/contract/live'
import { hookSecret } from '../../server/src/addons/Zhibo/engine'
import { mediaSecret } from '../../server/src/catalogue/media'
import { addSeconds, beijing, now } from '../../server/src/lib/time'
import { learnerId, rowCount, serverPerTest, type TestServer } from './helpers'
import { adminCall, adminLogin, expectRefusals, expectTableGoneWhenOff, pathOf, staffWith } from './adminHelpers'

// Seed (server/src/addons/Zhibo/seed.ts): course 1 和声入门 (free, 周雅琴): class 1 ended, 2 live now, 3 in two
// days, 4 in nine; course 2 肖邦夜曲 (199, 林致远): 5 ended, 6 in a day, 7 in eight days; course 4 巴赫 is also 林致远's.
const V1 = '/addons/zhibo/api/v1'
const COURSE = { title: '爵士钢琴即兴入门', thumb: 'https://cdn.qinyi.studio/live/jazz.png', category_id: 4, teacher_id: 3, charge: 129, vip_can_view: 1, short_description: '从布鲁斯音阶开始', render_desc: '<p>每周一讲<script>alert(1)</script></p>', is_show: 1 }

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const call = <D = unknown>(method: string, url: string, body?: unknown, token = root) => adminCall<D>(s, method, url, { token, body })
/** A start `minutes` from now as the calendar sends it ("YYYY-MM-DD HH:mm"). */
const startIn = (minutes: number) => beijing(addSeconds(now(), minutes * 60)).slice(0, 16)
const videoRow = (id: number) => s.kdb.selectFrom('live_videos').selectAll().where('id', '=', id).executeTakeFirst()
const allVideos = () => s.kdb.selectFrom('live_videos').selectAll().orderBy('id').execute()
const allCourses = () => s.kdb.selectFrom('live_courses').selectAll().orderBy('id').execute()
const publishHook = async (key: string) => {
  const res = await s.app.inject({
    method: 'POST',
    url: `/addons/zhibo/engine/publish?s=${hookSecret(await mediaSecret(s.kdb))}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ app: 'live', call: 'publish', name: key }).toString()
  })
  return { status: res.statusCode, body: res.body }
}

describe('access', () => {
  it('every route refuses no token, a learner token and a role holding only 学员', async () => {
    const members = await staffWith(s, root, ['member'])
    for (const e of Object.values(T)) await expectRefusals(s, e, learner, members)
  })

  it('a role that sees the calendar but not the keys cannot read or rotate a key; the key stays', async () => {
    const viewer = await staffWith(s, root, ['addons.Zhibo.classes'])
    expect((await call('GET', pathOf(T.liveClass, 3), undefined, viewer)).status).toBe(0)
    const key = (await call<LivePushInfo>('GET', pathOf(T.push, 3))).data.stream_key
    expect(await call('GET', pathOf(T.push, 3), undefined, viewer)).toMatchObject({ status: 403, message: '无权限' })
    expect(await call('POST', pathOf(T.rotateKey, 3), undefined, viewer)).toMatchObject({ status: 403, message: '无权限' })
    expect((await videoRow(3))?.stream_key).toBe(key)
  })

  it('the add-on off: every console path answers the 404 envelope', async () => {
    await expectTableGoneWhenOff(T)
  })
})

describe('courses', () => {
  it('lists every course with its teacher and classes, searched by title', async () => {
    const all = await call<{ data: AdminLiveCourse[]; total: number }>('GET', `${T.courses.path}?size=50`)
    expect(all.data.total).toBe((await allCourses()).length)
    expect(all.data.data.find((c) => c.id === 2)).toMatchObject({ title: '肖邦夜曲大师课', teacher_name: '林致远', charge: 199, class_count: 3 })
    const found = await call<{ data: AdminLiveCourse[] }>('GET', `${T.courses.path}?keywords=${encodeURIComponent('夜曲')}`)
    expect(found.data.data.map((c) => c.id)).toEqual([2])
    const options = await call<{ teachers: { name: string }[]; courses: { id: number }[] }>('GET', T.options.path)
    expect(options.data.teachers.map((t) => t.name)).toEqual(['周雅琴', '林致远', '陈思语'])
  })

  it('made, read back with its description sanitized, edited, shown to learners; an empty one deleted', async () => {
    expect((await call('POST', T.createCourse.path, COURSE)).status).toBe(0)
    const id = Math.max(...(await allCourses()).map((c) => c.id))
    const made = (await call<AdminLiveCourse>('GET', pathOf(T.course, id))).data
    expect(made).toMatchObject({ title: COURSE.title, teacher_id: 3, teacher_name: '陈思语', charge: 129, vip_can_view: 1, is_show: 1, class_count: 0 })
    expect(made.render_desc).toBe('<p>每周一讲</p>')
    expect((await s.call<LiveCourseDetail>('GET', `${V1}/course/${id}`)).data.course.title).toBe(COURSE.title)

    expect((await call('PUT', pathOf(T.updateCourse, id), { ...COURSE, title: '爵士钢琴即兴', charge: 0, vip_can_view: 0, is_show: 0 })).status).toBe(0)
    expect((await s.call('GET', `${V1}/course/${id}`)).code).toBe(404)
    expect((await call('DELETE', pathOf(T.deleteCourse, id))).status).toBe(0)
    expect((await allCourses()).map((c) => c.id)).not.toContain(id)
  })

  it('a course with classes or learners is not deleted', async () => {
    const before = await allCourses()
    expect(await call('DELETE', pathOf(T.deleteCourse, 2))).toMatchObject({ status: 1, message: '该课程已有课次、学员或评论，不能删除，请改为下架' })
    expect(await call('DELETE', pathOf(T.deleteCourse, 999))).toMatchObject({ status: 404, message: '直播课程不存在' })
    expect(await allCourses()).toEqual(before)
  })

  it.each([
    [{ ...COURSE, title: '  ' }, '请填写课程名称'],
    [{ ...COURSE, thumb: 'javascript:alert(1)' }, '封面格式不正确'],
    [{ ...COURSE, teacher_id: 99 }, '所选讲师不存在'],
    [{ ...COURSE, category_id: 99 }, '所选分类不存在'],
    [{ ...COURSE, charge: -1 }, '价格超出范围'],
    [{ ...COURSE, charge: 0, vip_can_view: 1 }, '免费课程无需设置VIP免费'],
    [{ ...COURSE, is_show: 2 }, '上架取值不正确'],
    [{ ...COURSE, price: 1 }, '包含不支持的参数']
  ])('%j is refused in Chinese (%s), nothing written, on create and on edit', async (body, message) => {
    const before = await allCourses()
    expect(await call('POST', T.createCourse.path, body)).toMatchObject({ status: 1, message })
    expect(await call('PUT', pathOf(T.updateCourse, 2), body)).toMatchObject({ status: 1, message })
    expect(await allCourses()).toEqual(before)
  })
})

describe('classes on the calendar', () => {
  it('lists the classes of a range with their course, teacher, start and length', async () => {
    const today = beijing().slice(0, 10)
    const inTen = beijing(addSeconds(now(), 10 * 86400)).slice(0, 10)
    const r = await call<{ data: AdminLiveClass[] }>('GET', `${T.classes.path}?from=${today}&to=${inTen}`)
    expect(r.status).toBe(0)
    const ids = r.data.data.map((c) => c.id)
    expect(ids).toEqual(expect.arrayContaining([2, 3, 4, 6, 7]))
    expect(ids).not.toContain(1)
    expect(r.data.data.find((c) => c.id === 6)).toMatchObject({ course_title: '肖邦夜曲大师课', teacher_name: '林致远', planned_minutes: 60, status: 0 })
    const starts = r.data.data.map((c) => c.published_at)
    expect(starts).toEqual([...starts].sort())
    const one = await call<{ data: AdminLiveClass[] }>('GET', `${T.classes.path}?from=${today}&to=${inTen}&course_id=2`)
    expect(one.data.data.map((c) => c.id)).toEqual([6, 7])
  })

  it.each([
    ['from=2026-02-30&to=2026-03-01', '开始日期格式不正确'],
    ['from=2026-03-02&to=2026-03-01', '结束日期不能早于开始日期'],
    ['from=2026-01-01&to=2026-06-01', '日期范围不能超过62天'],
    ['from=2026-01-01', '请填写to']
  ])('a range %s is refused (%s)', async (query, message) => {
    expect(await call('GET', `${T.classes.path}?${query}`)).toMatchObject({ status: 1, message: expect.stringContaining(message.replace('请填写to', '')) })
  })

  it('a class scheduled for a course shows in the learner’s schedule; moved, then deleted', async () => {
    const start = startIn(3 * 24 * 60)
    const made = await call<AdminLiveClass>('POST', T.createClass.path, { course_id: 1, title: '加课 和弦听辨', published_at: start, planned_minutes: 45 })
    expect(made).toMatchObject({ status: 0, data: { course_id: 1, title: '加课 和弦听辨', published_at: `${start}:00`, planned_minutes: 45, teacher_name: '周雅琴', status: 0 } })
    const schedule = async () => Object.values((await s.call<LiveCourseDetail>('GET', `${V1}/course/1`)).data.videos).flat()
    expect((await schedule()).find((v) => v.id === made.data.id)).toMatchObject({ title: '加课 和弦听辨', published_at: `${start}:00`, status: 0 })

    const later = startIn(4 * 24 * 60)
    expect((await call('PUT', pathOf(T.updateClass, made.data.id), { course_id: 1, title: '加课 和弦听辨（改期）', published_at: later, planned_minutes: 90 })).status).toBe(0)
    expect(await videoRow(made.data.id)).toMatchObject({ title: '加课 和弦听辨（改期）', published_at: `${later}:00`, planned_minutes: 90 })
    expect((await call('DELETE', pathOf(T.deleteClass, made.data.id))).status).toBe(0)
    expect((await schedule()).map((v) => v.id)).not.toContain(made.data.id)
  })

  it('never books a teacher twice at once: a class of another course of 林致远 overlapping class 6 is refused', async () => {
    const six = (await videoRow(6))!
    const before = await allVideos()
    const clash = { course_id: 4, title: '答疑', published_at: six.published_at.slice(0, 16), planned_minutes: 30 }
    expect(await call('POST', T.createClass.path, clash)).toMatchObject({ status: 1, message: `讲师林致远在该时段已有直播：肖邦夜曲大师课 ${six.title}（${six.published_at.slice(0, 16)}）` })
    // Starting once class 6 has ended (its 60 minutes, rounded up to the minute) is fine; so is another teacher at the same time.
    const after = new Date(new Date(`${six.published_at.replace(' ', 'T')}+08:00`).getTime() + 61 * 60_000)
    expect((await call('POST', T.createClass.path, { ...clash, published_at: beijing(after).slice(0, 16) })).status).toBe(0)
    expect((await call('POST', T.createClass.path, { ...clash, course_id: 1 })).status).toBe(0)
    expect((await allVideos()).length).toBe(before.length + 2)
    // Editing class 6 itself does not clash with itself.
    expect((await call('PUT', pathOf(T.updateClass, 6), { course_id: 2, title: six.title, published_at: six.published_at.slice(0, 16), planned_minutes: 50 })).status).toBe(0)
  })

  it.each([
    [{ title: '  ' }, '请填写课次名称'],
    [{ course_id: 999 }, '所选直播课程不存在'],
    [{ published_at: '2026-02-30 19:00' }, '开始时间格式不正确'],
    [{ published_at: '明天晚上' }, '开始时间格式不正确'],
    [{ published_at: beijing(addSeconds(now(), -3600)).slice(0, 16) }, '开始时间须晚于现在'],
    [{ planned_minutes: 5 }, '时长超出范围'],
    [{ planned_minutes: 601 }, '时长超出范围']
  ])('%j is refused (%s), nothing written, on create and on edit', async (change, message) => {
    const body = { course_id: 1, title: '加课', published_at: startIn(5 * 24 * 60), planned_minutes: 60, ...change }
    const before = await allVideos()
    expect(await call('POST', T.createClass.path, body)).toMatchObject({ status: 1, message })
    expect(await call('PUT', pathOf(T.updateClass, 3), body)).toMatchObject({ status: 1, message })
    expect(await allVideos()).toEqual(before)
  })

  it('a class live or ended is neither moved nor deleted', async () => {
    const before = await allVideos()
    const body = { course_id: 1, title: '改', published_at: startIn(60), planned_minutes: 60 }
    for (const id of [1, 2]) {
      expect(await call('PUT', pathOf(T.updateClass, id), body)).toMatchObject({ status: 1, message: '直播已开始或已结束，不能修改' })
      expect(await call('DELETE', pathOf(T.deleteClass, id))).toMatchObject({ status: 1, message: '直播已开始或已结束，不能删除' })
    }
    expect(await call('GET', pathOf(T.liveClass, 999))).toMatchObject({ status: 404, message: '直播课次不存在' })
    expect(await allVideos()).toEqual(before)
  })
})

describe('the push key', () => {
  /** Class 3 scheduled ten minutes from now: inside its push window. */
  const soon = () => s.kdb.updateTable('live_videos').set({ published_at: beijing(addSeconds(now(), 600)) }).where('id', '=', 3).execute()

  it('shows the address and key; after a rotation the old key is refused and the new one may push', async () => {
    await soon()
    const first = (await call<LivePushInfo>('GET', pathOf(T.push, 3))).data
    expect(first.stream_key).toMatch(/^[0-9a-f]{24}$/)
    expect(first.push_url).toBe(`${first.rtmp_url}/${first.stream_key}`)
    // Read again: the same key.
    expect((await call<LivePushInfo>('GET', pathOf(T.push, 3))).data.stream_key).toBe(first.stream_key)
    const rotated = await call<LivePushInfo>('POST', pathOf(T.rotateKey, 3))
    expect(rotated.status).toBe(0)
    expect(rotated.data.stream_key).not.toBe(first.stream_key)
    expect(await publishHook(first.stream_key)).toEqual({ status: 403, body: '推流码无效' })
    expect(await publishHook(rotated.data.stream_key)).toEqual({ status: 200, body: 'ok' })
    // Pushing now: the key cannot change under the teacher.
    expect(await call('POST', pathOf(T.rotateKey, 3))).toMatchObject({ status: 1, message: '正在推流中，请先停止推流再重置推流码' })
    expect((await videoRow(3))?.stream_key).toBe(rotated.data.stream_key)
  })

  it('two rotations at once: one wins, the other writes nothing, and only the winner’s key may push', async () => {
    await soon()
    const old = (await call<LivePushInfo>('GET', pathOf(T.push, 3))).data.stream_key
    const both = await Promise.all([call<LivePushInfo>('POST', pathOf(T.rotateKey, 3)), call<LivePushInfo>('POST', pathOf(T.rotateKey, 3))])
    const won = both.filter((r) => r.status === 0)
    const lost = both.filter((r) => r.status !== 0)
    expect(won).toHaveLength(1)
    expect(lost).toEqual([expect.objectContaining({ status: 1, message: '推流码刚被重置或已开始推流，请刷新后再试' })])
    expect((await videoRow(3))?.stream_key).toBe(won[0].data.stream_key)
    expect((await publishHook(old)).status).toBe(403)
    expect((await publishHook(won[0].data.stream_key)).status).toBe(200)
  })

  it('an ended class has nothing to rotate', async () => {
    expect(await call('POST', pathOf(T.rotateKey, 1))).toMatchObject({ status: 1, message: '直播已结束，无需重置推流码' })
  })
})

describe('chat moderation (class 2, live)', () => {
  const send = (content: string, t = learner) => s.call('POST', `${V1}/course/1/video/2/chat/send`, { token: t, body: { content } })
  const history = async () => (await s.call<ChatMessages>('GET', `${V1}/course/1/video/2/chat/msg`, { token: learner })).data.data.map((m) => m.msg_body.content)

  it('a deleted message leaves the history and every open room is told', async () => {
    const base = (await s.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')
    const ws = new WebSocket(`${base}${V1}/course/1/video/2/chat/ws?token=${encodeURIComponent(learner)}`)
    try {
      const frames: ChatFrame[] = []
      const deleted = new Promise<ChatFrame>((resolve) =>
        ws.on('message', (d) => {
          const f = JSON.parse(String(d)) as ChatFrame
          frames.push(f)
          if (f.t === 'message-deleted') resolve(f)
        })
      )
      await new Promise((resolve, reject) => ws.on('open', resolve).on('error', reject))
      expect((await send('不当言论')).code).toBe(0)
      expect((await send('老师好')).code).toBe(0)
      const list = await call<{ data: AdminChatMessage[]; total: number }>('GET', pathOf(T.chat, 2))
      const bad = list.data.data.find((m) => m.content === '不当言论')!
      expect(bad).toMatchObject({ user_id: await learnerId(s), user_is_ban: 0 })
      expect(await history()).toContain('不当言论')

      expect((await call('DELETE', pathOf(T.deleteMessage, 2, { message_id: bad.id }))).status).toBe(0)
      expect(await deleted).toEqual({ t: 'message-deleted', params: { ids: [bad.id] } })
      expect(await history()).not.toContain('不当言论')
      expect(await history()).toContain('老师好')
      expect(await call('DELETE', pathOf(T.deleteMessage, 2, { message_id: bad.id }))).toMatchObject({ status: 404, message: '消息不存在' })
      // A message of another class is not this class's to delete.
      const other = (await call<{ data: AdminChatMessage[] }>('GET', pathOf(T.chat, 2))).data.data[0]
      expect(await call('DELETE', pathOf(T.deleteMessage, 3, { message_id: other.id }))).toMatchObject({ status: 404 })
    } finally {
      ws.terminate()
    }
  })

  it('a muted learner cannot speak until let speak again; their room says so', async () => {
    const uid = await learnerId(s)
    expect((await call('POST', pathOf(T.mute, 2), { user_id: uid, on: 1 })).status).toBe(0)
    expect(await send('我还能说话吗')).toMatchObject({ code: 1, message: '您已被禁言' })
    expect((await s.call<LivePlay>('GET', `${V1}/course/2/play`, { token: learner })).data.user_is_ban).toBe(1)
    // Muting twice is harmless.
    expect((await call('POST', pathOf(T.mute, 2), { user_id: uid, on: 1 })).status).toBe(0)
    expect((await call('POST', pathOf(T.mute, 2), { user_id: uid, on: 0 })).status).toBe(0)
    expect((await send('谢谢老师')).code).toBe(0)
  })

  it('refuses a learner who does not exist or a bad body, nothing written', async () => {
    for (const [body, message] of [
      [{ user_id: 999999, on: 1 }, '学员不存在'],
      [{ user_id: 0, on: 1 }, '学员超出范围'],
      [{ user_id: await learnerId(s), on: 2 }, '禁言取值不正确']
    ] as const) {
      expect(await call('POST', pathOf(T.mute, 2), body)).toMatchObject({ status: 1, message })
    }
    expect(await rowCount(s, 'live_user_bans')).toBe(0)
  })
})

describe('sign-ins, attendance, the replay', () => {
  it('shows who signed in to each sign-in and each learner’s time; mobiles masked without the permission', async () => {
    const open = await s.call<{ id: number }>('POST', '/sandbox/live/video/2/sign-in', { body: { seconds: 60 } })
    expect((await s.call('POST', `${V1}/course/1/video/2/signIn/${open.data.id}`, { token: learner })).code).toBe(0)
    expect((await s.call('POST', `${V1}/course/1/video/2/liveWatchRecord`, { token: learner, body: { duration: 300 } })).code).toBe(0)
    const r = await call<LiveAttendance>('GET', pathOf(T.attendance, 2))
    expect(r.data.sign_ins).toEqual([expect.objectContaining({ id: open.data.id, closed: 0, users: [{ id: await learnerId(s), nick_name: expect.any(String) }] })])
    expect(r.data.learners).toEqual([expect.objectContaining({ user_id: await learnerId(s), live_seconds: 300, vod_seconds: 0, sign_count: 1, mobile: '13700137000' })])
    const viewer = await staffWith(s, root, ['addons.Zhibo.attendance'])
    expect((await call<LiveAttendance>('GET', pathOf(T.attendance, 2), undefined, viewer)).data.learners[0].mobile).toBe('*')
    expect((await call<LiveAttendance>('GET', pathOf(T.attendance, 4))).data).toEqual({ sign_ins: [], learners: [] })
  })

  it('publishes a replay held for the administrator, once; refuses one not held', async () => {
    await s.kdb.updateTable('live_videos').set({ replay_status: 'held', record_exists: 0 }).where('id', '=', 5).execute()
    expect((await call('POST', pathOf(T.publishReplay, 5))).status).toBe(0)
    expect(await videoRow(5)).toMatchObject({ replay_status: 'published', record_exists: 1 })
    expect(await call('POST', pathOf(T.publishReplay, 5))).toMatchObject({ status: 1, message: '回放已发布' })
    expect(await call('POST', pathOf(T.publishReplay, 3))).toMatchObject({ status: 1, message: '本节直播暂无回放' })
    await s.kdb.updateTable('live_videos').set({ replay_status: 'processing' }).where('id', '=', 1).execute()
    expect(await call('POST', pathOf(T.publishReplay, 1))).toMatchObject({ status: 1, message: '回放正在生成，请稍后' })
  })
})
