/** @jest-environment node */
import WebSocket from 'ws'
import { sql } from 'kysely'
import { buildApp } from '../../server/src/app'
import { memoryState } from '../../server/src/http/shared'
import { serverPerTest, startServer, PUBLIC, type TestServer } from './helpers'
import { resetClock } from '../../server/src/lib/time'
import type { ChatFrame, ChatMessages, LiveAttachment, LiveComments, LiveCourseDetail, LiveCoursesPage, LivePlay } from '../../types/contract/live'
import type { Order } from '../../types/contract/order'

// Seed (server/src/addons/Zhibo/seed.ts), sessions by id:
// course 1 free 乐理: 1 ended+replay, 2 live, 3 upcoming (+2 d), 4 upcoming; course 2 ¥199: 5 ended+replay,
// 6 upcoming (+1 d), 7; course 3 ¥99 VIP: 8 (+3 h), 9, 10; course 4 ¥59: 11, 12 ended+replay, 13 ended, no replay.
const V1 = '/addons/zhibo/api/v1'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})
afterEach(() => resetClock())

const count = async (table: string, where = '1 = 1') => (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE ${sql.raw(where)}`.execute(s.kdb)).rows[0].n
const uidOf = async (mobile = '13700137000') => (await s.kdb.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id
const play = (videoId: number, t = token) => s.call<LivePlay>('GET', `${V1}/course/${videoId}/play`, { token: t })
const sandbox = (videoId: number, action: string, body: unknown = {}) => s.call('POST', `/sandbox/live/video/${videoId}/${action}`, { body })
const send = (cid: number, vid: number, content: string, t = token) => s.call('POST', `${V1}/course/${cid}/video/${vid}/chat/send`, { token: t, body: { content, duration: 12 } })
const advance = (seconds: number) => s.call('POST', '/sandbox/clock/advance', { body: { seconds } })
const pathOf = (url: string) => url.replace(PUBLIC, '')

describe('catalogue', () => {
  it('lists courses in shape N with their live state and the categories with children', async () => {
    const r = await s.call<LiveCoursesPage>('GET', `${V1}/courses?page=1&size=10`)
    expect(r.code).toBe(0)
    expect(r.data.data.total).toBe(4)
    // The class on air first (a learner opening the list looks for it), then the newest.
    expect(r.data.data.data[0]).toMatchObject({ title: '乐理直播课：和声入门', status: 1 })
    const byTitle = Object.fromEntries(r.data.data.data.map((c) => [c.title, c]))
    expect(byTitle['乐理直播课：和声入门']).toMatchObject({ charge: 0, status: 1, status_text: '直播中', teacher_name: '周雅琴', category: { name: '和声' } })
    const exam = byTitle['钢琴考级冲刺班（四至六级）']
    expect(exam).toMatchObject({ status: 0, status_text: '未开始', charge: 99 })
    expect(exam.count_down).toBeGreaterThan(3 * 3600 - 60)
    expect(exam.count_down).toBeLessThanOrEqual(3 * 3600)
    expect(exam.next_published_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(byTitle['巴赫二部创意曲精讲']).toMatchObject({ status: 2, status_text: '已结课', next_published_at: '', count_down: 0 })
    expect(r.data.categories.map((c) => [c.name, c.children.map((k) => k.name)])).toEqual([
      ['乐理与视唱', ['基础乐理', '和声']],
      ['演奏大师课', []],
      ['考级辅导', []]
    ])
  })

  it('filters by a category including its children, pages, and rejects bad input', async () => {
    const parent = await s.call<LiveCoursesPage>('GET', `${V1}/courses?cid=1`)
    expect(parent.data.data.data.map((c) => c.id)).toEqual([1])
    const master = await s.call<LiveCoursesPage>('GET', `${V1}/courses?cid=4&page=2&size=1`)
    expect(master.data.data).toMatchObject({ total: 2, current_page: 2 })
    expect(master.data.data.data).toHaveLength(1)
    expect(await s.call('GET', `${V1}/courses?size=abc`)).toMatchObject({ code: 1, message: '每页数量格式不正确' })
    expect(await s.call('GET', `${V1}/courses?cid=-1`)).toMatchObject({ code: 1, message: '分类超出范围' })
  })

  it('course detail: teacher, schedule keyed by chapter, safe intro, is_buy', async () => {
    const r = await s.call<LiveCourseDetail>('GET', `${V1}/course/1`)
    expect(r.data.course).toMatchObject({ id: 1, charge: 0, vip_can_view: 0, teacher: { name: '周雅琴', avatar: expect.stringContaining('live-teacher-1.svg') } })
    expect(r.data.course.render_desc).toContain('<strong>')
    expect(r.data.chapters.map((c) => c.name)).toEqual(['第一单元 音程与三和弦', '第二单元 七和弦与终止式'])
    const first = r.data.videos[String(r.data.chapters[0].id)]
    expect(first.map((v) => [v.id, v.status, v.record_exists])).toEqual([
      [1, 2, 1],
      [2, 1, 0]
    ])
    expect(r.data.is_buy).toBe(false)
    const master = await s.call<LiveCourseDetail>('GET', `${V1}/course/2`)
    expect(Object.keys(master.data.videos)).toEqual(['0'])
    expect((await s.call('GET', `${V1}/course/99`)).code).toBe(404)
    expect(await s.call('GET', `${V1}/course/abc`)).toMatchObject({ code: 1, message: 'ID格式不正确' })
  })
})

describe('comments', () => {
  it('anyone reads them; learners of a free course post; a paid course needs buying; bad input writes nothing', async () => {
    const list = await s.call<LiveComments>('GET', `${V1}/course/1/comments?page=1&size=10000`)
    expect(list.data.data.total).toBe(1)
    expect(list.data.users[String(list.data.data.data[0].user_id)].nick_name).toBeTruthy()
    expect((await s.call('POST', `${V1}/course/1/comment`, { body: { content: '好' } })).code).toBe(401)
    expect(await s.call('POST', `${V1}/course/2/comment`, { token, body: { content: '想听' } })).toMatchObject({ code: 1, message: '购买后才能评论' })
    expect(await s.call('POST', `${V1}/course/1/comment`, { token, body: { content: '   ' } })).toMatchObject({ code: 1, message: '内容格式不正确' })
    expect(await s.call('POST', `${V1}/course/1/comment`, { token, body: {} })).toMatchObject({ code: 1, message: '请填写内容' })
    expect(await count('live_comments')).toBe(1)
    expect((await s.call('POST', `${V1}/course/1/comment`, { token, body: { content: '<b>终止式</b>讲得好' } })).code).toBe(0)
    const after = await s.call<LiveComments>('GET', `${V1}/course/1/comments`)
    expect(after.data.data.data[0].content).toBe('终止式讲得好')
  })
})

describe('buying through the cashier', () => {
  it('paid creates an order; paying delivers; the order names it 直播课程', async () => {
    const orders0 = await count('orders')
    expect((await s.call('POST', `${V1}/course/2/paid`, { body: { goods_id: 2, promo_code: '' } })).code).toBe(401)
    expect(await s.call('POST', `${V1}/course/1/paid`, { token, body: { goods_id: 1, promo_code: '' } })).toMatchObject({ code: 1, message: '本课程免费，无需购买' })
    expect(await s.call('POST', `${V1}/course/2/paid`, { token, body: { goods_id: 3, promo_code: '' } })).toMatchObject({ code: 1, message: '商品不存在' })
    expect(await s.call('POST', `${V1}/course/2/paid`, { token, body: { goods_id: 2, promo_code: '<x>' } })).toMatchObject({ code: 1, message: '优惠码格式不正确' })
    expect(await count('orders')).toBe(orders0)
    const o = await s.call<Order>('POST', `${V1}/course/2/paid`, { token, body: { goods_id: 2, promo_code: '' } })
    expect(o.data).toMatchObject({ charge: 199, status_text: '未支付' })
    expect((await play(5)).message).toBe('请购买课程后观看')
    await s.call('POST', '/sandbox/gateway/notify', { body: { order_id: o.data.order_id, txn_id: `txn-${o.data.order_id}` } })
    expect((await s.call<LiveCourseDetail>('GET', `${V1}/course/2`, { token })).data.is_buy).toBe(true)
    expect((await play(5)).code).toBe(0)
    const orders = await s.call<{ data: { goods: { goods_type: string; goods_name: string }[] }[] }>('GET', '/api/v2/member/orders?page=1&page_size=10', { token })
    expect(orders.data.data[0].goods[0]).toMatchObject({ goods_type: '直播课程', goods_name: '肖邦夜曲大师课' })
    expect(await s.call('POST', `${V1}/course/2/paid`, { token, body: { goods_id: 2, promo_code: '' } })).toMatchObject({ code: 1, message: '请勿重复购买' })
  })
})

describe('the room: play', () => {
  it('needs a login and the course', async () => {
    expect((await s.call('GET', `${V1}/course/2/play`)).code).toBe(401)
    expect(await play(8)).toMatchObject({ code: 1, message: '请购买课程后观看' })
    expect((await play(999)).code).toBe(404)
  })

  it('before the start: the countdown, no stream, chat on', async () => {
    const r = await play(3)
    expect(r.data.video).toMatchObject({ id: 3, status: 0 })
    expect(r.data.play_url).toBe('')
    expect(r.data.count_down).toBeGreaterThan(2 * 86400 - 60)
    expect(r.data.chat).toMatchObject({ connect_url: 'ws://studio.test/addons/zhibo/api/v1/course/:courseId/video/:videoId/chat/ws?token=:token', channel: 'live-3' })
  })

  it('live: a real HLS playlist that slides with the server clock, its segments served', async () => {
    const r = await play(2)
    expect(r.data.video.status).toBe(1)
    const url = pathOf(r.data.play_url as string)
    expect(url).toMatch(/^\/addons\/zhibo\/stream\/2\.m3u8\?uid=\d+&exp=\d+&sig=/)
    const listedAt = Date.now()
    const list = await s.app.inject({ method: 'GET', url })
    expect(list.statusCode).toBe(200)
    expect(list.headers['content-type']).toContain('mpegurl')
    const seq = (body: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(body)![1])
    // Started ten minutes ago: 150 segments of 4 s produced; the window is the last three.
    expect(seq(list.body)).toBeGreaterThanOrEqual(147)
    const segments = list.body.split('\n').filter((l) => l.startsWith('http'))
    expect(segments).toHaveLength(3)
    const seg = await s.app.inject({ method: 'GET', url: pathOf(segments[0]) })
    expect(seg.statusCode).toBe(200)
    expect(seg.rawPayload[0]).toBe(0x47) // MPEG-TS sync byte
    await advance(8)
    const later = await s.app.inject({ method: 'GET', url })
    // The clock moved 8 s (two segments) plus the real time between the two reads, which on a loaded
    // machine can cross one more 4 s boundary.
    const realSegments = Math.ceil((Date.now() - listedAt) / 4000)
    expect(seq(later.body) - seq(list.body)).toBeGreaterThanOrEqual(2)
    expect(seq(later.body) - seq(list.body)).toBeLessThanOrEqual(2 + realSegments)
    const forged = await s.app.inject({ method: 'GET', url: url.replace(/sig=[^&]+/, 'sig=forged') })
    expect(forged.statusCode).toBe(403)
  })

  it('after the end: the replay (and where the learner left it); a session without a record has none', async () => {
    const r = await play(1)
    expect(r.data.video.status).toBe(2)
    expect(r.data.chat).toEqual([])
    const replay = r.data.play_url as { name: string; url: string }[]
    expect(replay[0].name).toBe('原画')
    expect((await s.app.inject({ method: 'GET', url: pathOf(replay[0].url) })).statusCode).toBe(200)
    expect((await s.call('POST', `${V1}/course/1/video/1/vodWatchRecord`, { token, body: { duration: 15 } })).code).toBe(0)
    expect((await play(1)).data.vod_watched_seconds).toBe(15)
    expect(await s.call('POST', `${V1}/course/1/video/1/vodWatchRecord`, { token, body: { duration: -1 } })).toMatchObject({ code: 1, message: '播放进度超出范围' })
    // Course 4 has no buyer here; a VIP-free check is not involved: buy it through the store directly.
    await s.kdb.insertInto('user_live_courses').values({ user_id: await uidOf(), course_id: 4, charge: 59, created_at: '2026-01-01 00:00:00' }).execute()
    const none = await play(13)
    expect(none.data).toMatchObject({ play_url: [], record_exists: 0 })
  })
})

describe('sandbox console', () => {
  it('starts and ends a session; the live playlist then stops and the replay is there', async () => {
    expect(await sandbox(3, 'end')).toMatchObject({ code: 1, message: '直播未在进行中' })
    expect((await sandbox(3, 'start')).code).toBe(0)
    expect(await sandbox(3, 'start')).toMatchObject({ code: 1, message: '直播已在进行中' })
    const live = await play(3)
    expect(live.data.video.status).toBe(1)
    const list = await s.app.inject({ method: 'GET', url: pathOf(live.data.play_url as string) })
    expect(list.body).toContain('#EXT-X-MEDIA-SEQUENCE:0')
    expect((await sandbox(3, 'end')).code).toBe(0)
    expect((await s.app.inject({ method: 'GET', url: pathOf(live.data.play_url as string) })).statusCode).toBe(404)
    expect((await play(3)).data).toMatchObject({ record_exists: 1, video: { status: 2 } })
  })

  it('is refused in production', async () => {
    const p = await startServer({ mode: 'production' })
    try {
      expect((await p.call('POST', '/sandbox/live/video/3/start')).status).toBe(404)
      expect((await p.call('POST', '/sandbox/live/video/2/sign-in', { body: { seconds: 30 } })).status).toBe(404)
    } finally {
      await p.close()
    }
  })
})

describe('chat over HTTP (live base)', () => {
  it('sends, with the length rule, and pages the history newest first', async () => {
    expect((await send(1, 2, '老师好')).code).toBe(0)
    expect(await send(1, 2, '   ')).toMatchObject({ code: 1, message: '请输入消息内容' })
    expect(await send(1, 2, '琴'.repeat(201))).toMatchObject({ code: 1, message: '消息不能超过200个字' })
    expect((await send(1, 2, '琴'.repeat(200))).code).toBe(0)
    expect(await s.call('POST', `${V1}/course/1/video/2/chat/send`, { token, body: {} })).toMatchObject({ code: 1, message: '请填写消息' })
    expect(await send(2, 2, '错的课程')).toMatchObject({ code: 404 })
    expect((await send(1, 2, '匿名', '')).code).toBe(401)
    expect(await count('live_chat_messages', 'video_id = 2')).toBe(3)
    const h = await s.call<ChatMessages>('GET', `${V1}/course/1/video/2/chat/msg?page=1&size=100`, { token })
    expect(h.data.total).toBe(3)
    expect(h.data.data[1].msg_body).toMatchObject({ content: '老师好', role: 'user', chat_id: h.data.data[1].id })
    expect(h.data.data[2].msg_body.role).toBe('teacher')
  })

  it('limits a flood: five messages in ten seconds, then 发言太频繁', async () => {
    for (let i = 0; i < 5; i++) expect((await send(1, 2, `第${i}条`)).code).toBe(0)
    expect(await send(1, 2, '第6条')).toMatchObject({ code: 1, message: '发言太频繁，请稍后再试' })
    expect(await count('live_chat_messages', 'user_id > 0')).toBe(5)
    await advance(11)
    expect((await send(1, 2, '过了十秒')).code).toBe(0)
  })

  it('a muted learner or room is told so and nothing is written; an ended session takes no messages', async () => {
    await sandbox(2, 'ban', { user_id: await uidOf(), on: true })
    expect(await send(1, 2, '我说话')).toMatchObject({ code: 1, message: '您已被禁言' })
    expect((await play(2)).data.user_is_ban).toBe(1)
    await sandbox(2, 'ban', { user_id: await uidOf(), on: false })
    await sandbox(2, 'ban', { on: true })
    expect(await send(1, 2, '我说话')).toMatchObject({ code: 1, message: '全员已禁言' })
    expect((await play(2)).data.room_is_ban).toBe(1)
    expect(await count('live_chat_messages', 'user_id > 0')).toBe(0)
    expect(await send(1, 1, '回放里说话')).toMatchObject({ code: 1, message: '直播已结束' })
  })

  it('a thousand messages page back in tens of a hundred, newest first, none lost or repeated', async () => {
    const uid = await uidOf()
    await s.kdb
      .insertInto('live_chat_messages')
      .values(Array.from({ length: 999 }, (_, i) => ({ video_id: 2, user_id: uid, nick_name: '学员', role: 'user', content: `消息${i}`, created_at: '2026-01-01 00:00:00' })))
      .execute()
    const seen: number[] = []
    for (let page = 1; page <= 11; page++) {
      const r = await s.call<ChatMessages>('GET', `${V1}/course/1/video/2/chat/msg?page=${page}&size=100`, { token })
      expect(r.data.total).toBe(1000)
      seen.push(...r.data.data.map((m) => m.id))
      if (page === 11) expect(r.data.data).toEqual([])
    }
    expect(seen).toHaveLength(1000)
    expect(new Set(seen).size).toBe(1000)
    expect([...seen].sort((a, b) => b - a)).toEqual(seen)
    expect(await s.call('GET', `${V1}/course/1/video/2/chat/msg?page=0`, { token })).toMatchObject({ code: 1, message: '页码超出范围' })
  })
})

describe('sign-in, watch records, attachments (live base)', () => {
  it('signs in before the deadline, once; not after', async () => {
    const created = await s.call<{ id: number; end_at: string }>('POST', '/sandbox/live/video/2/sign-in', { body: { seconds: 30 } })
    expect((await play(2)).data.sign_in_record).toEqual({ id: created.data.id, end_at: created.data.end_at, count_down: expect.any(Number) })
    expect(created.data).toMatchObject({ count_down: 30 })
    const r = await s.call('POST', `${V1}/course/1/video/2/signIn/${created.data.id}`, { token, body: {} })
    expect(r).toMatchObject({ code: 0, message: '签到成功' })
    expect((await play(2)).data.sign_in_record).toEqual([])
    expect(await s.call('POST', `${V1}/course/1/video/2/signIn/${created.data.id}`, { token, body: {} })).toMatchObject({ code: 1, message: '您已签到' })
    const late = await s.call<{ id: number }>('POST', '/sandbox/live/video/2/sign-in', { body: { seconds: 10 } })
    await advance(11)
    const other = await s.login('13700137001')
    expect(await s.call('POST', `${V1}/course/1/video/2/signIn/${late.data.id}`, { token: other, body: {} })).toMatchObject({ code: 1, message: '签到已结束' })
    expect(await s.call('POST', `${V1}/course/1/video/2/signIn/999`, { token, body: {} })).toMatchObject({ code: 1, message: '签到不存在' })
    expect(await count('live_sign_in_records')).toBe(1)
  })

  it('records the live watch time (only growing) and refuses a bad one', async () => {
    const rec = (d: unknown, vid = 2) => s.call('POST', `${V1}/course/1/video/${vid}/liveWatchRecord`, { token, body: { duration: d } })
    expect((await rec(20)).code).toBe(0)
    expect((await rec(10)).code).toBe(0)
    expect((await s.kdb.selectFrom('live_watch_records').select('duration').where('kind', '=', 'live').executeTakeFirstOrThrow()).duration).toBe(20)
    expect(await rec('x')).toMatchObject({ code: 1, message: '播放进度格式不正确' })
    expect(await rec(10, 3)).toMatchObject({ code: 1, message: '直播未在进行中' })
    expect((await s.call('POST', `${V1}/course/1/video/2/liveWatchRecord`, { body: { duration: 5 } })).code).toBe(401)
  })

  it('lists the attachments (shape A) and downloads one with ?token=', async () => {
    const r = await s.call<LiveAttachment[]>('GET', `${V1}/course/1/video/2/attach/index?page=1&size=100000`, { token })
    expect(r.data.map((a) => a.name)).toEqual(['音程与三和弦练习单.pdf', '和声入门课件（第一单元）.pdf'])
    expect(Object.keys(r.data[0]).sort()).toEqual(['course_id', 'id', 'name', 'video_id'])
    const d = await s.call('GET', `${V1}/course/1/video/2/attach/${r.data[0].id}/download?token=${token}`)
    expect(d.status).toBe(302)
    const file = await s.app.inject({ method: 'GET', url: pathOf(String(d.headers.location)) })
    expect(file.body.startsWith('%PDF')).toBe(true)
    expect((await s.call('GET', `${V1}/course/1/video/2/attach/${r.data[0].id}/download`)).code).toBe(401)
    expect((await s.call('GET', `${V1}/course/2/video/5/attach/index`, { token })).message).toBe('请购买课程后观看')
  })
})

describe('the add-on switched off', () => {
  it('answers the 404 envelope and is not listed', async () => {
    const off = await startServer({ enabledAddons: [] })
    try {
      for (const url of [`${V1}/courses`, `${V1}/course/1`, `${V1}/course/2/play`, `${V1}/course/1/video/2/chat/msg`]) expect((await off.call('GET', url)).code).toBe(404)
      expect((await off.call('POST', `${V1}/course/2/paid`, { body: {} })).code).toBe(404)
      const config = await off.call<{ enabled_addons: string[] }>('GET', '/api/v2/other/config')
      expect(config.data.enabled_addons).not.toContain('Zhibo')
      expect((await off.kdb.introspection.getTables()).map((t) => t.name)).not.toContain('live_courses')
    } finally {
      await off.close()
    }
  })
})

// ---- the chat socket ---------------------------------------------------------------------------------------

describe('chat over WebSocket', () => {
  let base: string
  const sockets: WebSocket[] = []
  beforeEach(async () => {
    base = (await s.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')
  })
  afterEach(() => {
    for (const ws of sockets.splice(0)) ws.terminate()
  })

  /** Opens the room's socket; resolves once open, collecting every frame. */
  const connect = (vid: number | string, cid: number, t: string) =>
    new Promise<{ ws: WebSocket; frames: ChatFrame[]; next: (type: string) => Promise<ChatFrame> }>((resolve, reject) => {
      const ws = new WebSocket(`${base}${V1}/course/${cid}/video/${vid}/chat/ws?token=${encodeURIComponent(t)}`)
      sockets.push(ws)
      const frames: ChatFrame[] = []
      const used = new Set<ChatFrame>()
      const waiters: [string, (f: ChatFrame) => void][] = []
      ws.on('message', (d) => {
        const f = JSON.parse(String(d)) as ChatFrame
        frames.push(f)
        const i = waiters.findIndex(([t]) => t === f.t)
        if (i >= 0) {
          used.add(f)
          waiters.splice(i, 1)[0][1](f)
        }
      })
      const next = (type: string) =>
        new Promise<ChatFrame>((res, rej) => {
          const seen = frames.find((f) => f.t === type && !used.has(f))
          if (seen) {
            used.add(seen)
            return res(seen)
          }
          waiters.push([type, res])
          setTimeout(() => rej(new Error(`no ${type} frame`)), 3000)
        })
      ws.on('open', () => resolve({ ws, frames, next }))
      ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
      ws.on('error', reject)
    })

  it('refuses a missing or bad token (401), a course not bought (403), an ended session (404); a malformed id is never upgraded', async () => {
    // The app-wide input guard answers it in MeEdu's envelope (HTTP 200, code 1) before the route's hooks.
    await expect(connect('2x', 1, token)).rejects.toThrow('HTTP 200')
    await expect(connect(2, 1, '')).rejects.toThrow('HTTP 401')
    await expect(connect(2, 1, 'not-a-token')).rejects.toThrow('HTTP 401')
    await expect(connect(8, 3, token)).rejects.toThrow('HTTP 403')
    await expect(connect(1, 1, token)).rejects.toThrow('HTTP 404')
    await expect(connect(5, 1, token)).rejects.toThrow('HTTP 404')
  })

  it("pushes everyone's messages (the teacher's marked) and who joined", async () => {
    const other = await s.login('13700137001')
    const a = await connect(2, 1, token)
    const b = await connect(2, 1, other)
    expect(((await a.next('connect')) as { u: { id: number } }).u.id).toBe(await uidOf())
    await send(1, 2, '老师，转位怎么听？', other)
    const got = JSON.parse(((await a.next('message')) as { v: string }).v)
    expect(got).toMatchObject({ content: '老师，转位怎么听？', role: 'user', user_id: await uidOf('13700137001') })
    await b.next('message')
    await sandbox(2, 'say', { content: '听最低音' })
    expect(JSON.parse(((await a.next('message')) as { v: string }).v)).toMatchObject({ content: '听最低音', role: 'teacher', nick_name: '周雅琴' })
    // A learner may also send over the socket.
    b.ws.send(JSON.stringify({ t: 'message', v: '明白了' }))
    await a.next('message')
    const last = a.frames.filter((f) => f.t === 'message').pop() as { v: string }
    expect(JSON.parse(last.v)).toMatchObject({ content: '明白了' })
  })

  it('answers bad frames with an error frame and keeps the connection; a huge frame closes it', async () => {
    const a = await connect(2, 1, token)
    a.ws.send('not json')
    expect(await a.next('error')).toEqual({ t: 'error', v: '消息格式不正确' })
    a.ws.send(JSON.stringify({ t: 'message', v: 42 }))
    expect(await a.next('error')).toEqual({ t: 'error', v: '消息格式不正确' })
    a.ws.send(JSON.stringify({ t: 'message', v: '琴'.repeat(201) }))
    expect(await a.next('error')).toEqual({ t: 'error', v: '消息不能超过200个字' })
    a.ws.send(JSON.stringify({ t: 'ping' }))
    expect(await a.next('pong')).toEqual({ t: 'pong' })
    expect(await count('live_chat_messages', 'user_id > 0')).toBe(0)
    const closed = new Promise<number>((res) => a.ws.on('close', (code) => res(code)))
    a.ws.send('x'.repeat(5000))
    expect(await closed).toBe(1009)
  })

  it('a flood over the socket is cut at five messages in ten seconds', async () => {
    const a = await connect(2, 1, token)
    for (let i = 0; i < 7; i++) a.ws.send(JSON.stringify({ t: 'message', v: `刷屏${i}` }))
    expect(await a.next('error')).toEqual({ t: 'error', v: '发言太频繁，请稍后再试' })
    await new Promise((r) => setTimeout(r, 100))
    expect(await count('live_chat_messages', 'user_id > 0')).toBe(5)
  })

  it('pushes the start, a sign-in, bans and the end to a waiting room', async () => {
    const a = await connect(3, 1, token)
    await sandbox(3, 'start')
    await a.next('room-start')
    const sign = await s.call<{ id: number; end_at: string }>('POST', '/sandbox/live/video/3/sign-in', { body: { seconds: 5 } })
    expect(await a.next('sign-in-created')).toEqual({ t: 'sign-in-created', params: sign.data })
    await advance(6)
    expect(await a.next('sign-in-closed')).toEqual({ t: 'sign-in-closed', params: { id: sign.data.id } })
    await sandbox(3, 'ban', { user_id: await uidOf(), on: true })
    expect(await a.next('room-user-ban')).toEqual({ t: 'room-user-ban', params: [await uidOf()] })
    const closed = new Promise<void>((res) => a.ws.on('close', () => res()))
    await sandbox(3, 'end')
    await a.next('room-over')
    await closed
  })
})

describe('the live base on its own origin', () => {
  it('play hands out the live base; a message sent there reaches a socket on it', async () => {
    const liveUrl = 'http://127.0.0.1:0'
    // One shared state for both ports, as main.ts hands them: the rooms of this process are one hub.
    const shared = memoryState()
    const main = await buildApp({ ...s.store, mode: 'test', publicUrl: PUBLIC, liveUrl: 'http://live.studio.test', shared })
    const live = await buildApp({ ...s.store, mode: 'test', publicUrl: PUBLIC, liveUrl, enabledAddons: ['Zhibo'], corsOrigins: [PUBLIC], shared })
    try {
      const r = await main.inject({ method: 'GET', url: `${V1}/course/2/play`, headers: { authorization: `Bearer ${token}` } })
      expect(JSON.parse(r.body).data.chat.connect_url).toMatch(/^ws:\/\/live\.studio\.test\/addons\/zhibo\/api\/v1\/course\/:courseId/)
      const origin = (await live.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')
      const ws = new WebSocket(`${origin}${V1}/course/1/video/2/chat/ws?token=${token}`)
      await new Promise((res) => ws.on('open', res))
      const got = new Promise<string>((res) => ws.on('message', (d) => JSON.parse(String(d)).t === 'message' && res(JSON.parse(JSON.parse(String(d)).v).content)))
      // Sent on the main origin, pushed on the live base: one set of rooms per process.
      await main.inject({ method: 'POST', url: `${V1}/course/1/video/2/chat/send`, headers: { authorization: `Bearer ${token}` }, payload: { content: '两个端口' } })
      expect(await got).toBe('两个端口')
      const cors = await live.inject({ method: 'OPTIONS', url: `${V1}/course/1/video/2/chat/send`, headers: { origin: PUBLIC, 'access-control-request-method': 'POST' } })
      expect(cors.headers['access-control-allow-origin']).toBe(PUBLIC)
      ws.terminate()
    } finally {
      await main.close()
      await live.close()
      await shared.close()
    }
  })
})
