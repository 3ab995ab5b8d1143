/** @jest-environment node */
import { serverPerTest, type TestServer, PUBLIC, sqlAll, sqlGet, sqlRun, sqlValue } from './helpers'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

type Order = { order_id: string; charge: number; discount: number; status_text: string; continue_pay: boolean; goods: { goods_type: string; goods_charge: number; goods_ori_charge: number }[] }

const status = async (orderNo: string) => (await s.call<{ status: number }>('GET', `/api/v2/order/status?order_id=${orderNo}`, { token })).data.status

/** The learner's trip through the sandbox gateway: redirect (paying), then confirm on the gateway page. */
async function payThroughGateway(orderNo: string) {
  const redirect = await s.call('GET', `/api/v2/order/pay/redirect?order_id=${orderNo}&payment=alipay&payment_scene=h5&token=${token}&s_url=${encodeURIComponent(`${PUBLIC}/#/pages/order/success`)}&f_url=${encodeURIComponent(`${PUBLIC}/`)}`)
  expect(redirect.status).toBe(302)
  expect(await status(orderNo)).toBe(5)
  const gateway = String(redirect.headers.location)
  const page = await s.app.inject({ method: 'GET', url: gateway })
  expect(page.body).toContain(orderNo)
  const q = new URL(gateway, PUBLIC).searchParams
  const paid = await s.app.inject({
    method: 'POST',
    url: '/sandbox/gateway/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ order_id: orderNo, s_url: q.get('s_url')!, f_url: q.get('f_url')! }).toString()
  })
  expect(paid.statusCode).toBe(303)
  expect(paid.headers.location).toBe(`${PUBLIC}/#/pages/order/success`)
}

describe('catalogue (CONTRACT 2.3-2.5)', () => {
  it('lists courses in shape A with categories, filtered by category and scene', async () => {
    const r = await s.call<{ data: { category: { name: string }; is_free: number }[]; total: number; per_page: number; last_page: number }>('GET', '/api/v2/courses?page_size=4')
    expect(r.data).toMatchObject({ total: 9, per_page: 4, last_page: 3 })
    expect(r.data.data).toHaveLength(4)
    const free = await s.call<{ data: { is_free: number }[] }>('GET', '/api/v2/courses?scene=free')
    expect(free.data.data.every((c) => c.is_free === 1)).toBe(true)
    const exam = await s.call<{ data: { category: { name: string } }[] }>('GET', '/api/v2/courses?category_id=2')
    expect(exam.data.data.map((c) => c.category.name)).toEqual(['考级', '考级'])
  })

  it('course detail: camelCase keys, videos keyed by chapter, purchase state', async () => {
    const r = await s.call<Record<string, unknown>>('GET', '/api/v2/course/2', { token })
    expect(Object.keys(r.data).sort()).toEqual(['attach', 'buyVideos', 'chapters', 'course', 'isBuy', 'isCollect', 'videoWatchedProgress', 'videos'])
    const videos = r.data.videos as Record<string, { free_seconds: number; media?: string }[]>
    expect(Object.keys(videos)).toHaveLength(2)
    expect(Object.values(videos).flat()).toHaveLength(6)
    expect(Object.values(videos).flat()[0]).not.toHaveProperty('media')
    expect(r.data.isBuy).toBe(false)
    expect((r.data.course as { render_desc: string }).render_desc).toContain('<h2>课程介绍</h2>')
  })

  it('video detail: snake_case keys and is_watch', async () => {
    const r = await s.call<Record<string, unknown>>('GET', '/api/v2/video/1')
    expect(Object.keys(r.data).sort()).toEqual(['buy_videos', 'chapters', 'course', 'is_watch', 'video', 'video_watched_progress', 'videos'])
    expect(r.data.is_watch).toBe(true) // course 1 is free
    expect((await s.call<{ is_watch: boolean }>('GET', '/api/v2/video/7', { token })).data.is_watch).toBe(false)
  })

  it('playinfo: full for the entitled, a trial cut with free seconds, else 请购买后观看', async () => {
    const free = await s.call<{ urls: { url: string; duration: number }[] }>('GET', '/api/v2/video/1/playinfo', { token })
    expect(free.data.urls[0].url).toMatch(/\/media\/hls\/\d+\/master\.m3u8\?uid=\d+&exp=\d+&sig=[\w-]+&t=0&b=t$/)
    const trial = await s.call<{ urls: { url: string; duration: number; name: string }[] }>('GET', '/api/v2/video/7/playinfo?is_try=1', { token })
    expect(trial.data.urls[0]).toMatchObject({ duration: 8, name: '试看' })
    expect(trial.data.urls[0].url).toMatch(/master\.m3u8\?.*&t=8&b=t$/)
    expect(await s.call('GET', '/api/v2/video/9/playinfo', { token })).toMatchObject({ code: 1, message: '请购买后观看' })
    // Visitors: free lessons and trial cuts play; paid lessons need a purchase; a bad token is refused.
    expect((await s.call('GET', '/api/v2/video/1/playinfo')).code).toBe(0)
    expect((await s.call<{ urls: { name: string }[] }>('GET', '/api/v2/video/7/playinfo')).data.urls[0].name).toBe('试看')
    expect(await s.call('GET', '/api/v2/video/9/playinfo')).toMatchObject({ code: 1, message: '请购买后观看' })
    expect(await s.call('GET', '/api/v2/video/1/playinfo', { token: 'revoked-or-forged' })).toMatchObject({ code: 401 })
  })

  it('comments, favourites and search', async () => {
    expect((await s.call('POST', '/api/v2/course/1/comment', { token, body: { content: '   ' } })).code).toBe(1)
    expect((await s.call('POST', '/api/v2/course/1/comment', { token, body: { content: '<b>好课，讲得很清楚</b>' } })).code).toBe(0)
    const list = await s.call<{ comments: { render_content: string; user_id: number }[]; users: Record<string, { nick_name: string }> }>('GET', '/api/v2/course/1/comments')
    expect(list.data.comments[0].render_content).toBe('好课，讲得很清楚') // stored as text (docs/decisions/user-text-is-plain-text.md)
    expect(list.data.users[list.data.comments[0].user_id].nick_name).toBe('琴友7000')
    expect((await s.call('GET', '/api/v2/course/3/like', { token })).data).toBe(1)
    expect((await s.call<{ isCollect: boolean }>('GET', '/api/v2/course/3', { token })).data.isCollect).toBe(true)
    expect((await s.call('GET', '/api/v2/course/3/like', { token })).data).toBe(0)
    const found = await s.call<{ total: number; data: { resource_type: string; p: string }[] }>('GET', `/api/v3/search?keywords=${encodeURIComponent('车尔尼')}`)
    expect(found.data.total).toBeGreaterThan(0)
    expect(found.data.data[0].p).toContain('<em>车尔尼</em>')
    expect(await s.call('GET', '/api/v3/search')).toMatchObject({ code: 1, message: '请输入关键字' })
  })

  it('VIP roles with benefits', async () => {
    const roles = await s.call<{ name: string; charge: number; expire_days: number; desc_rows: string[] }[]>('GET', '/api/v2/roles')
    expect(roles.data.map((r) => [r.name, r.charge, r.expire_days])).toEqual([['月度会员', 39, 30], ['年度会员', 299, 365]])
    expect(roles.data[1].desc_rows).toContain('全站录播课免费学')
  })
})

describe('learning records and lists (CONTRACT 2.6)', () => {
  it('records progress, marks a lesson watched near its end, and shows it in the learning lists', async () => {
    expect(await s.call('POST', '/api/v2/video/2/record', { token, body: { duration: 10 } })).toMatchObject({ code: 0 })
    let detail = await s.call<{ videoWatchedProgress: Record<string, { watch_seconds: number; watched_at: string | null }> }>('GET', '/api/v2/course/1', { token })
    expect(detail.data.videoWatchedProgress['2']).toMatchObject({ watch_seconds: 10, watched_at: null })
    const duration = ((await sqlGet(s, 'SELECT duration FROM videos WHERE id = 2')) as { duration: number }).duration
    await s.call('POST', '/api/v2/video/2/record', { token, body: { duration } })
    detail = await s.call('GET', '/api/v2/course/1', { token })
    expect(detail.data.videoWatchedProgress['2'].watched_at).not.toBeNull()
    const learned = await s.call<{ data: { course_id: number; learned_count: number; last_view_video: { video_id: number } }[]; total: number }>('GET', '/api/v3/member/courses/learned', { token })
    expect(learned.data.data[0]).toMatchObject({ course_id: 1, learned_count: 1, last_view_video: { video_id: 2 } })
    // A lesson the learner may not watch: accepted, nothing stored (MeEdu's VideoBus returns silently).
    expect(await s.call('POST', '/api/v2/video/9/record', { token, body: { duration: 5 } })).toMatchObject({ code: 0 })
    expect((await sqlValue(s, "SELECT COUNT(*) FROM video_records r JOIN users u ON u.id = r.user_id WHERE r.video_id = 9 AND u.mobile = '13700137000'"))).toBe(0)
  })

  it('the demo learner has bought courses, progress and a favourite; the preload lists bought courses', async () => {
    const demo = await s.login('13800138000')
    const mine = await s.call<{ data: { course_id: number; watch_record: { progress: number }; last_view_video: { video: { title: string } } }[] }>('GET', '/api/v3/member/courses', { token: demo })
    const bayer = mine.data.data.find((c) => c.course_id === 2)!
    expect(bayer.watch_record.progress).toBe(33)
    expect(bayer).toMatchObject({ progress: 33, is_watched: 0 })
    expect(bayer.last_view_video.video.title).toBe('第21-30条：连音与断音')
    const v2 = await s.call<{ current_page: number; total: number; data: unknown[] }>('GET', '/api/v2/member/courses?page_size=1', { token: demo })
    expect(v2.data).toMatchObject({ current_page: 1, total: 2 })
    expect(v2.data.data).toHaveLength(1)
    const preload = await s.call<{ data: { id: number; type: string }[]; total: number }>('GET', '/addons/templateOne/api/v1/user/courses?type=vod&page=1&size=100', { token: demo })
    expect(preload.data.data.map((c) => c.id).sort()).toEqual([2, 5])
    const likes = await s.call<{ data: { course_id: number }[] }>('GET', '/api/v3/member/courses/like', { token: demo })
    expect(likes.data.data.map((c) => c.course_id)).toEqual([6])
  })

  it('messages with unread count and mark-read; points history', async () => {
    expect((await s.call('GET', '/api/v2/member/unreadNotificationCount', { token })).data).toBe(1)
    const msgs = await s.call<{ data: { id: string; data: { message: string } }[]; total: number }>('GET', '/api/v2/member/messages', { token })
    expect(msgs.data.data[0].data.message).toContain('欢迎加入琴艺课堂')
    expect((await s.call('GET', `/api/v2/member/notificationMarkAsRead/${msgs.data.data[0].id}`, { token })).code).toBe(0)
    expect((await s.call('GET', '/api/v2/member/unreadNotificationCount', { token })).data).toBe(0)
    expect((await s.call('GET', '/api/v2/member/notificationMarkAsRead/not-mine', { token })).code).toBe(404)
    const credits = await s.call<{ data: { sum: number; remark: string }[] }>('GET', '/api/v2/member/credit1Records', { token })
    expect(credits.data.data).toEqual([expect.objectContaining({ sum: 20, remark: '注册奖励' })])
  })
})

describe('orders and payment (CONTRACT 2.7 and 3)', () => {
  it('buys a course through the sandbox gateway: unpaid -> paying -> paid, then it is watchable', async () => {
    const created = await s.call<Order>('POST', '/api/v2/order/course', { token, body: { course_id: 3 } })
    expect(created.data).toMatchObject({ charge: 199, status_text: '未支付', continue_pay: true })
    expect(Number.isInteger(created.data.charge)).toBe(true)
    expect(await status(created.data.order_id)).toBe(1)
    await payThroughGateway(created.data.order_id)
    expect(await status(created.data.order_id)).toBe(9)
    expect((await s.call<{ isBuy: boolean }>('GET', '/api/v2/course/3', { token })).data.isBuy).toBe(true)
    expect((await s.call('GET', '/api/v2/video/13/playinfo', { token })).code).toBe(0)
    expect(await s.call('POST', '/api/v2/order/course', { token, body: { course_id: 3 } })).toMatchObject({ code: 1, message: '请勿重复购买' })
    const orders = await s.call<{ data: { order_id: string; status_text: string; goods: { goods_text: string }[] }[]; total: number; current_page: number }>('GET', '/api/v2/member/orders', { token })
    expect(orders.data.data[0]).toMatchObject({ order_id: created.data.order_id, status_text: '已支付', goods: [{ goods_text: '录播课程' }] })
  })

  it('a repeated gateway notification delivers once', async () => {
    const o = await s.call<Order>('POST', '/api/v2/order/course', { token, body: { course_id: 4 } })
    const notify = () => s.call<{ delivered: boolean }>('POST', '/sandbox/gateway/notify', { body: { order_id: o.data.order_id, txn_id: 'txn-42' } })
    expect((await notify()).data.delivered).toBe(true)
    expect((await notify()).data.delivered).toBe(false)
    expect((await s.call<{ delivered: boolean }>('POST', '/sandbox/gateway/notify', { body: { order_id: o.data.order_id, txn_id: 'txn-43' } })).data.delivered).toBe(false)
    const count = (await sqlGet(s, 'SELECT user_count FROM courses WHERE id = 4')) as { user_count: number }
    expect(count.user_count).toBe(755)
    const msgs = (await sqlGet(s, "SELECT COUNT(*) AS n FROM messages m JOIN users u ON u.id = m.user_id WHERE u.mobile = '13700137000' AND m.data LIKE '%支付成功%'")) as { n: number }
    expect(msgs.n).toBe(1)
  })

  it('asking twice, or 50 times at once, leaves one unpaid order', async () => {
    const first = await s.call<Order>('POST', '/api/v2/order/course', { token, body: { course_id: 6 } })
    const again = await s.call<Order>('POST', '/api/v2/order/course', { token, body: { course_id: 6 } })
    expect(again.data.order_id).toBe(first.data.order_id)
    const burst = await Promise.all(Array.from({ length: 50 }, () => s.call<Order>('POST', '/api/v2/order/course', { token, body: { course_id: 7 } })))
    expect(new Set(burst.map((r) => r.data.order_id)).size).toBe(1)
    const open = (await sqlGet(s, "SELECT COUNT(*) AS n FROM orders WHERE goods_id = 7 AND goods_type = 'vod' AND status = 1")) as { n: number }
    expect(open.n).toBe(1)
  })

  it('promo codes: checked, applied once (when paid), never one’s own or expired; an unusable one is ignored as MeEdu does', async () => {
    const check = await s.call<{ can_use: number; promo_code: { invited_user_reward: number } }>('GET', '/api/v2/promoCode/PIANO20/check', { token })
    expect(check.data).toMatchObject({ can_use: 1, promo_code: { invited_user_reward: 20 } })
    expect((await s.call<{ can_use: number }>('GET', '/api/v2/promoCode/SPRING10/check', { token })).data.can_use).toBe(0)
    expect(await s.call('GET', '/api/v2/promoCode/NOPE/check', { token })).toMatchObject({ code: 1, message: '优惠码不存在' })
    const o = await s.call<Order>('POST', '/api/v2/order/course', { token, body: { course_id: 8, promo_code: 'PIANO20' } })
    expect(o.data).toMatchObject({ charge: 179, discount: 20 })
    expect(o.data.goods[0]).toMatchObject({ goods_charge: 179, goods_ori_charge: 179 })
    await s.call('POST', '/sandbox/gateway/notify', { body: { order_id: o.data.order_id, txn_id: 'txn-piano20' } })
    expect((await s.call<{ can_use: number; message: string }>('GET', '/api/v2/promoCode/PIANO20/check', { token })).data).toMatchObject({ can_use: 0, message: '您已使用过该优惠码' })
    const discountOf = async (code: string) => (await s.call<Order>('POST', '/api/v2/order/course', { token, body: { course_id: 9, promo_code: code } })).data.discount
    expect(await discountOf('PIANO20')).toBe(0)
    expect(await discountOf('SPRING10')).toBe(0)
    const uid = ((await sqlGet(s, "SELECT id FROM users WHERE mobile = '13700137000'")) as { id: number }).id
    await sqlRun(s, "INSERT INTO promo_codes (code, user_id, invited_user_reward) VALUES ('MINE5', ?, 5)", uid)
    expect(await discountOf('MINE5')).toBe(0)
    // Refused codes left the one open order at the full price.
    expect((await sqlAll(s, 'SELECT charge, discount, promo_code_id FROM orders WHERE goods_id = 9'))).toEqual([{ charge: 89, discount: 0, promo_code_id: null }])
  })

  it('VIP: needs agreement; once paid, paid lessons of unbought courses play (is_watch)', async () => {
    expect(await s.call('POST', '/api/v2/order/role', { token, body: { role_id: 1 } })).toMatchObject({ code: 1, message: '请同意协议' })
    const o = await s.call<Order>('POST', '/api/v2/order/role', { token, body: { role_id: 1, agree: 1, promo_code: 'NEWSTUDENT' } })
    expect(o.data).toMatchObject({ charge: 39, discount: 39 }) // ¥39 - ¥50, never below zero
    expect(o.data.status_text).toBe('已支付')
    const me = await s.call<{ role_id: number; role: { name: string }; role_expired_at: string }>('GET', '/api/v2/member/detail', { token })
    expect(me.data).toMatchObject({ role_id: 1, role: { name: '月度会员' } })
    expect((await s.call<{ is_watch: boolean }>('GET', '/api/v2/video/20', { token })).data.is_watch).toBe(true)
    expect((await s.call('GET', '/api/v2/video/20/playinfo', { token })).code).toBe(0)
  })

  it('payment methods by scene, hand pay instructions, cancel, and mini-program pay parameters', async () => {
    expect((await s.call<{ sign: string }[]>('GET', '/api/v2/order/payments?scene=h5', { token })).data.map((p) => p.sign)).toEqual(['alipay', 'handPay'])
    expect((await s.call<{ sign: string }[]>('GET', '/api/v2/order/payments?scene=wechat', { token })).data[0].sign).toBe('wechat-jsapi')
    expect(await s.call('GET', '/api/v2/order/payments', { token })).toMatchObject({ code: 1 })
    const o = await s.call<Order>('POST', '/api/v2/order/course', { token, body: { course_id: 9 } })
    const hand = await s.call<{ text: string }>('POST', '/api/v3/order/pay/handPay', { token, body: { order_id: o.data.order_id } })
    expect(hand.data.text).toContain('招商银行')
    const mini = await s.call<Record<string, string>>('POST', '/api/v2/order/payment/wechat/mini', { token, body: { order_id: o.data.order_id, openid: 'x' } })
    expect(Object.keys(mini.data).sort()).toEqual(['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp'])
    expect(await status(o.data.order_id)).toBe(5)
    await s.call('POST', '/sandbox/wechat-mini/notify', { body: { package: mini.data.package } })
    expect(await status(o.data.order_id)).toBe(9)
    const other = await s.call<Order>('POST', '/api/v2/order/course', { token, body: { course_id: 4 } })
    await s.app.inject({ method: 'POST', url: '/sandbox/gateway/cancel', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `order_id=${other.data.order_id}` })
    expect(await status(other.data.order_id)).toBe(7)
    // Someone else's order is not found for this learner.
    const stranger = await s.login('13900139000')
    expect(await s.call('GET', `/api/v2/order/status?order_id=${other.data.order_id}`, { token: stranger })).toMatchObject({ code: 1, message: '订单不存在' })
  })
})
