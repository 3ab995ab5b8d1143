/** @jest-environment node */
import { serverPerTest, startServer, type TestServer } from './helpers'
import { addSeconds, beijing, now } from '../../server/src/lib/time'
import type { LiveBlockRender, LiveMemberCourses } from '../../types/contract/live'
import type { Order } from '../../types/contract/order'

// The live add-on's home block (h5-live-v1) and the learning tab's live lists (ADDONS 2: member/courses).
// Seed: course 1 free 乐理 (session 2 live now), 2 ¥199 肖邦 (session 5 ended, 6 tomorrow), 3 ¥99 考级 (+3 h),
// 4 ¥59 巴赫 (all ended). The demo learner (13800138000) bought course 2 and watched session 5's replay.
const V1 = '/addons/zhibo/api/v1'
const BLOCKS = '/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const mine = (list: '' | '/learned', t?: string, query = '?page=1&size=10') => s.call<LiveMemberCourses>('GET', `${V1}/member/courses${list}${query}`, { token: t })

describe('home block h5-live-v1', () => {
  it('is answered with the current course cards of the configured ids, in their order, a course on air first', async () => {
    const r = await s.call<{ sign: string; config_render: unknown }[]>('GET', BLOCKS)
    const block = r.data.find((b) => b.sign === 'h5-live-v1')!
    const render = block.config_render as LiveBlockRender
    expect(render.title).toBe('近期直播')
    expect(render.items.map((c) => [c.id, c.title, c.status, c.charge])).toEqual([
      [1, '乐理直播课：和声入门', 1, 0],
      [3, '钢琴考级冲刺班（四至六级）', 0, 99],
      [2, '肖邦夜曲大师课', 0, 199]
    ])
    expect(render.items[1].next_published_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(render.items[1].thumb).toMatch(/\/media\/thumbs\/live-3\.svg$/)
  })

  it('follows the course rows: a hidden course drops out, a stored {id} object (MeEdu admin) is read too', async () => {
    await s.kdb.updateTable('live_courses').set({ is_show: 0 }).where('id', '=', 3).execute()
    await s.kdb.updateTable('view_blocks').set({ config: JSON.stringify({ title: '近期直播', items: [{ id: 4 }, 3, 'x', 1] }) }).where('sign', '=', 'h5-live-v1').execute()
    const r = await s.call<{ sign: string; config_render: LiveBlockRender }[]>('GET', BLOCKS)
    // 1 is on air: it comes before 4 though configured after it.
    expect(r.data.find((b) => b.sign === 'h5-live-v1')!.config_render.items.map((c) => c.id)).toEqual([1, 4])
  })
})

describe('member/courses (订阅) and member/courses/learned (在学)', () => {
  it('visitors get 401; bad paging input is refused in Chinese', async () => {
    expect((await mine('')).code).toBe(401)
    expect((await mine('/learned')).code).toBe(401)
    expect(await mine('', token, '?page=0')).toMatchObject({ code: 1, message: '页码超出范围' })
    expect(await mine('/learned', token, '?size=abc')).toMatchObject({ code: 1, message: '每页数量格式不正确' })
  })

  it('the demo learner: the bought masterclass with its next class, and the same under 在学 from the watched replay', async () => {
    const demo = await s.login('13800138000')
    const bought = await mine('', demo)
    expect(bought.code).toBe(0)
    expect(bought.data.total).toBe(1)
    const row = bought.data.data[0]
    expect(row).toMatchObject({ id: 2, course_id: 2, video_id: 5, is_subscribe: 1, learned_count: 1 })
    expect(row.course).toMatchObject({ id: 2, title: '肖邦夜曲大师课', status: 0, videos_count: 3 })
    expect(row.course.next_video).toMatchObject({ id: 6, title: '第2讲 降D大调夜曲 Op.27 No.2' })
    const learned = await mine('/learned', demo)
    expect(learned.data).toEqual(bought.data)
  })

  it('a purchase lists the course; watching a free class puts it under 在学 only; an ended course is status 2 with no next class', async () => {
    expect((await mine('', token)).data).toEqual({ data: [], total: 0 })
    // Buy 巴赫 (course 4, every session ended) through the cashier and the gateway.
    const o = await s.call<Order>('POST', `${V1}/course/4/paid`, { token, body: { goods_id: 4, promo_code: '' } })
    await s.call('POST', '/sandbox/gateway/notify', { body: { order_id: o.data.order_id, txn_id: `txn-${o.data.order_id}` } })
    const bought = await mine('', token)
    expect(bought.data.data.map((r) => r.course_id)).toEqual([4])
    expect(bought.data.data[0]).toMatchObject({ is_subscribe: 1, learned_count: 0, video_id: 0, course: { status: 2, videos_count: 3, next_video: [] } })
    expect((await mine('/learned', token)).data.total).toBe(0)

    // Watching the free theory class live: 在学, not subscribed; the next class is the one on air.
    expect((await s.call('POST', `${V1}/course/1/video/2/liveWatchRecord`, { token, body: { duration: 30 } })).code).toBe(0)
    const learned = await mine('/learned', token)
    expect(learned.data.data.map((r) => [r.course_id, r.is_subscribe, r.video_id, r.learned_count])).toEqual([[1, 0, 2, 1]])
    expect(learned.data.data[0].course).toMatchObject({ status: 1, next_video: { id: 2 } })
    expect((await mine('', token)).data.data.map((r) => r.course_id)).toEqual([4])
  })

  it('pages', async () => {
    const uid = (await s.kdb.selectFrom('users').select('id').where('mobile', '=', '13700137000').executeTakeFirstOrThrow()).id
    for (const id of [2, 3, 4]) await s.kdb.insertInto('user_live_courses').values({ user_id: uid, course_id: id, charge: 0, created_at: beijing(addSeconds(now(), id * 60)) }).execute()
    const p2 = await mine('', token, '?page=2&size=2')
    expect(p2.data.total).toBe(3)
    expect(p2.data.data.map((r) => r.course_id)).toEqual([2])
  })
})

describe('live add-on switched off', () => {
  it('the member lists answer 404 and the home block is left out', async () => {
    const off = await startServer({ enabledAddons: ['MeeduBooks'] })
    const t = await off.login('13800138000')
    for (const url of [`${V1}/member/courses`, `${V1}/member/courses/learned`]) {
      expect(await off.call('GET', url, { token: t })).toMatchObject({ code: 404, message: '路由不存在' })
    }
    const blocks = await off.call<{ sign: string }[]>('GET', BLOCKS)
    expect(blocks.data.map((b) => b.sign)).not.toContain('h5-live-v1')
    expect(blocks.data.map((b) => b.sign)).toContain('h5-book-v1')
    await off.close()
  })
})
