/** @jest-environment node */
/**
 * Response schemas (types/contract) serialize every reply: a field missing from a schema would be dropped
 * silently. These pin the full key sets of the objects MeEdu clients read, nested objects included.
 */
import { startServer, type TestServer } from './helpers'

let s: TestServer
let token: string
beforeAll(async () => {
  s = await startServer()
  token = (await s.call<{ token: string }>('POST', '/api/v2/login/password', { body: { mobile: '13800138000', password: 'piano123' } })).data.token
  await s.call('POST', '/api/v2/video/4/record', { token, body: { duration: 5 } })
})
afterAll(async () => {
  await s.close()
})

const keys = (o: unknown) => Object.keys(o as object).sort()
const get = async <T = Record<string, unknown>>(url: string, auth = true) => {
  const r = await s.call<T>('GET', url, { token: auth ? token : undefined })
  expect(r.code).toBe(0)
  return r.data
}

it('other/config', async () => {
  const c = await get<{ player: { bullet_secret: object }; member: object; socialites: object; credit1_reward: object }>('/api/v2/other/config', false)
  expect(keys(c)).toEqual(
    ['aboutus', 'credit1_reward', 'enabled_addons', 'h5_url', 'icp', 'icp2', 'icp2_link', 'icp_link', 'links', 'logo', 'member', 'name', 'navs', 'pc_url', 'player', 'sliders', 'socialites', 'url', 'user_private_protocol', 'user_protocol', 'vip_protocol'].sort()
  )
  expect(keys(c.player)).toEqual(['bullet_secret', 'cover', 'enabled_bullet_secret'])
  expect(keys(c.player.bullet_secret)).toEqual(['color', 'opacity', 'size', 'text'])
  expect(keys(c.member)).toEqual(['enabled_face_verify', 'enabled_mobile_bind_alert'])
  expect(keys(c.socialites)).toEqual(['qq', 'wechat_oauth'])
  expect(keys(c.credit1_reward)).toEqual(['paid_order', 'register', 'watched_video', 'watched_vod_course'])
})

it('member/detail', async () => {
  expect(keys(await get('/api/v2/member/detail'))).toEqual(
    [
      'avatar', 'created_at', 'credit1', 'credit2', 'credit3', 'id', 'invite_balance', 'invite_people_count', 'is_active', 'is_bind_mobile', 'is_bind_qq',
      'is_bind_wechat', 'is_face_verify', 'is_lock', 'is_password_set', 'is_set_nickname', 'mobile', 'nick_name', 'profile_id_number', 'profile_real_name',
      'role', 'role_expired_at', 'role_id'
    ].sort()
  )
})

it('course list, detail and lesson', async () => {
  const list = await get<{ data: Record<string, unknown>[] }>('/api/v2/courses', false)
  const courseKeys = ['category', 'category_id', 'charge', 'created_at', 'id', 'is_free', 'is_rec', 'is_show', 'published_at', 'short_description', 'slug', 'thumb', 'title', 'user_count', 'videos_count']
  expect(keys(list.data[0])).toEqual(courseKeys.sort())
  expect(keys(list.data[0].category)).toEqual(['children', 'id', 'name', 'parent_id'])
  expect(keys(list)).toEqual(['current_page', 'data', 'first_page_url', 'from', 'last_page', 'last_page_url', 'links', 'next_page_url', 'path', 'per_page', 'prev_page_url', 'to', 'total'])

  const d = await get<{ course: object; videos: Record<string, object[]>; videoWatchedProgress: Record<string, object>; chapters: object[]; attach: object[] }>('/api/v2/course/2')
  // Ours beside MeEdu's fields on a course's detail: `downloadable` (docs/API.md) and `is_vip_free` (a course staff
  // left out of the VIP membership offers no VIP免费学).
  expect(keys(d.course)).toEqual([...courseKeys, 'downloadable', 'is_vip_free', 'render_desc'].sort())
  const videoKeys = ['ban_drag', 'chapter_id', 'charge', 'course_id', 'duration', 'free_seconds', 'id', 'is_ban_sell', 'published_at', 'slug', 'title', 'view_num']
  expect(keys(Object.values(d.videos)[0][0])).toEqual(videoKeys.sort())
  expect(keys(Object.values(d.videoWatchedProgress)[0])).toEqual(['course_id', 'created_at', 'id', 'updated_at', 'user_id', 'video_id', 'watch_seconds', 'watched_at'])
  expect(keys(d.chapters[0])).toEqual(['course_id', 'id', 'title'])
  expect(keys(d.attach[0])).toEqual(['extension', 'id', 'name', 'size'])

  const v = await get<{ video: object; course: object }>('/api/v2/video/4')
  expect(keys(v)).toEqual(['buy_videos', 'chapters', 'course', 'is_watch', 'video', 'video_watched_progress', 'videos'])
  expect(keys(v.video)).toEqual(videoKeys.sort())
  expect(keys(v.course)).toEqual([...courseKeys, 'downloadable', 'is_vip_free', 'render_desc'].sort())
})

it('learning lists (v3 and v2)', async () => {
  const v3 = await get<{ data: { course: object; watch_record: object; last_view_video: { video: object } }[] }>('/api/v3/member/courses')
  const item = v3.data.find((c) => !Array.isArray(c.watch_record))!
  expect(keys(item)).toEqual(['charge', 'course', 'course_id', 'created_at', 'id', 'is_subscribe', 'is_watched', 'last_view_video', 'learned_count', 'progress', 'updated_at', 'user_id', 'watch_record', 'watched_at'])
  expect(keys(item.course)).toEqual(['charge', 'id', 'is_free', 'thumb', 'title', 'videos_count'])
  expect(keys(item.watch_record)).toEqual(['created_at', 'id', 'is_watched', 'progress', 'updated_at', 'watched_at'])
  expect(keys(item.last_view_video)).toEqual(['created_at', 'id', 'updated_at', 'video', 'video_id', 'watch_seconds', 'watched_at'])
  expect(keys(item.last_view_video.video)).toEqual(['duration', 'id', 'published_at', 'title'])
  const v2 = await get<{ data: object[] }>('/api/v2/member/courses')
  expect(keys(v2)).toEqual(['current_page', 'data', 'total'])
  expect(keys(v2.data[0])).toEqual(['category', 'category_id', 'charge', 'created_at', 'id', 'is_free', 'is_rec', 'is_show', 'is_vip_free', 'published_at', 'short_description', 'slug', 'thumb', 'title', 'user_count'])
  const learned = await get<{ watch_record: object | null }[]>('/api/v3/member/learned/course/2')
  expect(keys(learned[0])).toEqual(['duration', 'id', 'published_at', 'title', 'watch_record'])
  expect(keys(learned.find((l) => l.watch_record)!.watch_record)).toEqual(['created_at', 'watch_seconds', 'watched_at'])
})

it('orders, messages, credit records', async () => {
  const orders = await get<{ data: { goods: object[] }[] }>('/api/v2/member/orders')
  expect(keys(orders.data[0])).toEqual(['charge', 'continue_pay', 'created_at', 'discount', 'goods', 'id', 'order_id', 'payment_method', 'payment_text', 'status_text', 'user_id'])
  expect(keys(orders.data[0].goods[0])).toEqual(['charge', 'goods_charge', 'goods_id', 'goods_name', 'goods_ori_charge', 'goods_text', 'goods_thumb', 'goods_type', 'num'])
  const messages = await get<{ data: { data: object }[] }>('/api/v2/member/messages')
  expect(keys(messages.data[0])).toEqual(['created_at', 'data', 'id', 'notifiable_id', 'read_at'])
  expect(keys(messages.data[0].data).length).toBeGreaterThan(0)
  const credits = await get<{ data: object[] }>('/api/v2/member/credit1Records')
  expect(keys(credits.data[0])).toEqual(['created_at', 'remark', 'sum'])
})

it('home blocks and search', async () => {
  const blocks = await get<{ sign: string; config_render: { items?: object[] } }[]>('/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index', false)
  expect(keys(blocks[0])).toEqual(['config', 'config_render', 'id', 'page_name', 'platform', 'sign', 'sort'])
  const vod = blocks.find((b) => b.sign === 'h5-vod-v1')!
  expect(keys(vod.config_render.items![0])).toEqual(
    ['category', 'category_id', 'charge', 'created_at', 'id', 'is_free', 'is_rec', 'published_at', 'short_description', 'thumb', 'title', 'user_count'].sort()
  )
  const search = await get<{ data: object[] }>(`/api/v3/search?keywords=${encodeURIComponent('钢琴')}`, false)
  expect(keys(search.data[0])).toEqual(['charge', 'desc', 'id', 'p', 'published_at', 'resource_id', 'resource_type', 'short_desc', 'thumb', 'title'])
})

it('validation messages name the field in Chinese, from the schema title', async () => {
  const cases: [string, string, unknown, string][] = [
    ['POST', '/api/v2/order/role', { role_id: 1, agree: 5 }, '协议取值不正确'],
    ['DELETE', '/api/v2/member/socialite/zz', undefined, '账号类型取值不正确'],
    ['GET', '/api/v2/video/4/playinfo?is_try=3', undefined, '试看取值不正确'],
    ['POST', '/api/v2/video/4/record', { duration: -1 }, '时长超出范围'],
    ['GET', '/api/v2/promoCode/%3Cb%3E/check', undefined, '优惠码格式不正确'],
    ['POST', '/api/v2/login/password', { mobile: '12800138000', password: 'x' }, '手机号格式不正确'],
    ['POST', '/api/v2/order/course', {}, '请填写课程']
  ]
  for (const [method, url, body, message] of cases) expect(await s.call(method, url, { token, body })).toMatchObject({ code: 1, message })
})

it('failures on routes with a response schema are still JSON envelopes with data []', async () => {
  for (const url of ['/api/v2/course/abc', '/api/v2/course/999', '/addons/MeeduBooks/api/v1/book/999']) {
    const r = await s.call('GET', url)
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(JSON.parse(r.raw)).toMatchObject({ code: expect.any(Number), message: expect.any(String), data: [] })
  }
  const anon = await s.call('GET', '/api/v2/member/detail')
  expect(anon).toMatchObject({ code: 401, message: '请登录', data: [] })
  expect(anon.headers['content-type']).toBe('application/json; charset=utf-8')
})
