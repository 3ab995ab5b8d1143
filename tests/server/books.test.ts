/** @jest-environment node */
import { learnerId, notifyPaid, rowCount, serverPerTest, startServer, type TestServer, hasTable } from './helpers'
import type { BookArticleComments, BookComments, BookDetail, BookReadResult, BooksPage, MemberBookViews, MemberBooks } from '../../types/contract/books'
import type { Order } from '../../types/contract/order'
import type { PaginatorA } from '../../types/contract/common'

// Seed (server/src/addons/MeeduBooks/content.ts): book 1 free (articles 1-6); book 2 ¥29, trials 7-8,
// paid 9-14; book 3 ¥49 VIP-free, trial 15, paid 16-21.
const V1 = '/addons/MeeduBooks/api/v1'
const V2 = '/addons/MeeduBooks/api/v2'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const count = (table: string) => rowCount(s, table)
const uid = () => learnerId(s)
const read = (articleId: number, t?: string) => s.call<BookReadResult>('GET', `${V1}/book/${articleId}/read`, { token: t })
const payNotify = (orderNo: string) => notifyPaid(s, orderNo)

describe('catalogue', () => {
  it('lists books in shape N with categories, by category and page', async () => {
    const r = await s.call<BooksPage>('GET', `${V1}/books?page=1&size=2&scene=default`)
    expect(r.code).toBe(0)
    expect(r.data.data).toMatchObject({ total: 3, per_page: 2, current_page: 1 })
    expect(r.data.data.data).toHaveLength(2)
    expect(Object.keys(r.data.data.data[0]).sort()).toEqual(
      ['category_id', 'charge', 'id', 'is_vip_free', 'name', 'published_at', 'short_desc', 'thumb', 'user_count', 'view_times'].sort()
    )
    expect(r.data.categories.map((c) => c.name)).toEqual(['乐理', '识谱', '考级'])
    const exam = await s.call<BooksPage>('GET', `${V1}/books?cid=3`)
    expect(exam.data.data.data.map((b) => b.name)).toEqual(['考级曲目赏析（一至四级）'])
    const byPageSize = await s.call<BooksPage>('GET', `${V1}/books?page=2&page_size=2`)
    expect(byPageSize.data.data.data).toHaveLength(1)
  })

  it('rejects bad paging with a clear message', async () => {
    const r = await s.call('GET', `${V1}/books?size=abc`)
    expect(r).toMatchObject({ code: 1, message: '每页数量格式不正确' })
    expect((await s.call('GET', `${V1}/books?cid=-1`)).message).toBe('分类超出范围')
  })

  it('side list of recommended books', async () => {
    const r = await s.call<{ id: number; name: string; thumb: string; charge: number }[]>('GET', `${V1}/config/pcListPageRec`)
    expect(r.data).toHaveLength(3)
    expect(Object.keys(r.data[0]).sort()).toEqual(['charge', 'id', 'name', 'thumb'])
  })

  it('book detail: the book, chapters, articles keyed by chapter id, is_buy', async () => {
    const r = await s.call<BookDetail>('GET', `${V1}/book/2`)
    expect(r.data.book).toMatchObject({ id: 2, name: '识谱与节奏：七天看懂五线谱', charge: 29, is_vip_free: 0 })
    expect(r.data.book.render_desc).toContain('<ul>')
    expect(r.data.chapters.map((c) => c.name)).toEqual(['第一部分 看懂谱表', '第二部分 节奏与视奏'])
    const first = r.data.articles[String(r.data.chapters[0].id)]
    expect(first.map((a) => a.charge)).toEqual([0, 0, 29, 29])
    expect(Object.keys(first[0]).sort()).toEqual(['book_id', 'chapter_id', 'charge', 'id', 'published_at', 'title', 'view_times'])
    expect(r.data.is_buy).toBe(false)
    expect((await s.call('GET', `${V1}/book/99`)).code).toBe(404)
    expect(await s.call('GET', `${V1}/book/abc`)).toMatchObject({ code: 1, message: 'ID格式不正确' })
  })

  it('the home page carries a hydrated h5-book-v1 block', async () => {
    const r = await s.call<{ sign: string; config_render: { title: string; items: { id: number; name: string; thumb: string; charge: number; short_desc: string; user_count: number }[] } }[]>(
      'GET',
      '/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index'
    )
    const block = r.data.find((b) => b.sign === 'h5-book-v1')!
    expect(block.config_render.title).toBe('琴房电子书')
    expect(block.config_render.items.map((b) => b.id)).toEqual([1, 2, 3])
    expect(block.config_render.items[1]).toMatchObject({ charge: 29, short_desc: expect.any(String), user_count: expect.any(Number), thumb: expect.stringContaining('book-2.svg') })
  })
})

describe('reading and gating', () => {
  it('visitors read free books and trial articles; paid articles are closed', async () => {
    const free = await read(1)
    expect(free.data).toMatchObject({ can_see: true, prev_id: 0, next_id: 2, is_buy: false })
    expect(free.data.article.render_content).toContain('<h2>')
    const trial = await read(7)
    expect(trial.data.can_see).toBe(true)
    expect(trial.data.article).toMatchObject({ id: 7, charge: 0, render_content: expect.stringContaining('五线谱') })
    const paid = await read(9)
    expect(paid.data).toMatchObject({ can_see: false, prev_id: 8, next_id: 10 })
    expect(paid.data.article).not.toHaveProperty('render_content')
    expect(paid.data.article.title).toBe('第三天：加线与八度记号')
    expect(paid.data.book.id).toBe(2)
    expect(Object.keys(paid.data.articles)).toHaveLength(2)
    expect((await read(14)).data.next_id).toBe(0)
  })

  it('a stale token is asked to log in again; an unknown article is 404', async () => {
    expect((await read(7, 'not-a-token')).code).toBe(401)
    expect((await read(999)).code).toBe(404)
  })

  it('a logged-in learner without the book still cannot read paid articles', async () => {
    const r = await read(9, token)
    expect(r.data.can_see).toBe(false)
    expect(r.data.article).not.toHaveProperty('render_content')
  })

  it('an active VIP reads a VIP-free book, not a paid one', async () => {
    await s.kdb.updateTable('users').set({ role_id: 1, role_expired_at: '2099-01-01 00:00:00' }).where('id', '=', await uid()).execute()
    const vipFree = await read(16, token)
    expect(vipFree.data).toMatchObject({ can_see: true, is_buy: true })
    expect(vipFree.data.article.render_content).toContain('布格缪勒')
    expect((await s.call<BookDetail>('GET', `${V1}/book/3`, { token })).data.is_buy).toBe(true)
    expect((await read(9, token)).data.can_see).toBe(false)
    // An expired VIP is a visitor again.
    await s.kdb.updateTable('users').set({ role_expired_at: '2000-01-01 00:00:00' }).where('id', '=', await uid()).execute()
    expect((await read(16, token)).data.can_see).toBe(false)
  })

  it('reading records the last readable article per book (在学), and only that', async () => {
    expect((await s.call('GET', `${V2}/member/book/view`)).code).toBe(401)
    await read(7, token)
    await read(8, token)
    await read(9, token) // closed: not recorded
    await read(2, token)
    const r = await s.call<MemberBookViews>('GET', `${V2}/member/book/view?page=1&size=10`, { token })
    expect(r.data.total).toBe(2)
    expect(r.data.data.map((v) => [v.book_id, v.article_id])).toEqual([
      [1, 2],
      [2, 8]
    ])
    expect(r.data.data[1]).toMatchObject({ is_subscribe: 0, article: { id: 8, title: '第二天：低音谱号与大谱表' }, book: { id: 2, name: '识谱与节奏：七天看懂五线谱' } })
  })
})

describe('buying through the order flow', () => {
  it('needs a login', async () => {
    expect((await s.call('POST', `${V1}/book/2/buy`, { body: { goods_id: 2, promo_code: '' } })).code).toBe(401)
  })

  it('creates a BOOK order; paying delivers the book, which then reads and lists', async () => {
    const r = await s.call<Order>('POST', `${V1}/book/2/buy`, { token, body: { goods_id: 2, promo_code: '' } })
    expect(r.code).toBe(0)
    expect(r.data).toMatchObject({ status_text: '未支付', charge: 29, goods: [{ goods_type: 'BOOK', goods_text: '电子书', goods_id: 2, goods_name: '识谱与节奏：七天看懂五线谱', goods_charge: 29 }] })
    expect(r.data.order_id).toMatch(/^\d+$/)
    // Asking again returns the same open order.
    expect((await s.call<Order>('POST', `${V1}/book/2/buy`, { token, body: { goods_id: 2, promo_code: '' } })).data.order_id).toBe(r.data.order_id)
    expect((await read(9, token)).data.can_see).toBe(false)

    expect((await payNotify(r.data.order_id)).code).toBe(0)
    expect((await s.call<{ status: number }>('GET', `/api/v2/order/status?order_id=${r.data.order_id}`, { token })).data.status).toBe(9)
    const after = await read(9, token)
    expect(after.data).toMatchObject({ can_see: true, is_buy: true })
    expect(after.data.article.render_content).toContain('加线')
    expect((await s.call<BookDetail>('GET', `${V1}/book/2`, { token })).data.is_buy).toBe(true)

    const orders = await s.call<PaginatorA<Order>>('GET', '/api/v2/member/orders', { token })
    expect(orders.data.data[0]).toMatchObject({ order_id: r.data.order_id, status_text: '已支付', continue_pay: false, goods: [{ goods_type: 'BOOK', goods_text: '电子书', goods_thumb: expect.stringContaining('book-2.svg'), goods_ori_charge: 29, num: 1 }] })

    const mine = await s.call<MemberBooks>('GET', `${V2}/member/books?page=1&size=10`, { token })
    expect(mine.data.total).toBe(1)
    expect(mine.data.data[0]).toMatchObject({ book_id: 2, book: { id: 2, name: '识谱与节奏：七天看懂五线谱', thumb: expect.any(String) }, last_view: { article_id: 9, article: { id: 9 } } })
    expect(mine.data.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect((await s.call<MemberBookViews>('GET', `${V2}/member/book/view`, { token })).data.data[0].is_subscribe).toBe(1)
    // The studio's count and the paid-order notice.
    expect((await s.kdb.selectFrom('books').select('user_count').where('id', '=', 2).executeTakeFirstOrThrow()).user_count).toBe(865)

    expect(await s.call('POST', `${V1}/book/2/buy`, { token, body: { goods_id: 2, promo_code: '' } })).toMatchObject({ code: 1, message: '请勿重复购买' })
  })

  it('a bought book with nothing read lists last_view as []', async () => {
    const r = await s.call<Order>('POST', `${V1}/book/3/buy`, { token, body: { goods_id: 3, promo_code: 'PIANO20' } })
    // MeEdu: the order's charge is the full price; the promo code's discount is recorded apart.
    expect(r.data).toMatchObject({ charge: 49, discount: 20 })
    await payNotify(r.data.order_id)
    const mine = await s.call<MemberBooks>('GET', `${V2}/member/books`, { token })
    expect(mine.data.data[0]).toMatchObject({ book_id: 3, last_view: [] })
  })

  it('a promo code covering the whole price pays and delivers at once', async () => {
    const r = await s.call<Order>('POST', `${V1}/book/2/buy`, { token, body: { goods_id: 2, promo_code: 'NEWSTUDENT' } })
    expect(r.data).toMatchObject({ status_text: '已支付', charge: 29, discount: 29 })
    expect((await read(12, token)).data.can_see).toBe(true)
  })

  it('refuses free books, wrong goods and bad input, writing nothing', async () => {
    const before = await count('orders')
    expect(await s.call('POST', `${V1}/book/1/buy`, { token, body: { goods_id: 1, promo_code: '' } })).toMatchObject({ code: 1, message: '本书免费，无需购买' })
    expect(await s.call('POST', `${V1}/book/2/buy`, { token, body: { goods_id: 3, promo_code: '' } })).toMatchObject({ code: 1, message: '商品不存在' })
    expect(await s.call('POST', `${V1}/book/2/buy`, { token, body: { goods_id: 'x', promo_code: '' } })).toMatchObject({ code: 1, message: '商品格式不正确' })
    expect(await s.call('POST', `${V1}/book/2/buy`, { token, body: { goods_id: 2, promo_code: '<b>' } })).toMatchObject({ code: 1, message: '优惠码格式不正确' })
    expect((await s.call('POST', `${V1}/book/99/buy`, { token, body: { goods_id: 99, promo_code: '' } })).code).toBe(404)
    expect(await count('orders')).toBe(before)
    expect(await count('user_books')).toBe(0)
    // An unknown promo code is ignored, as MeEdu does: the order is at the full price.
    expect(await s.call('POST', `${V1}/book/2/buy`, { token, body: { goods_id: 2, promo_code: 'NOPE' } })).toMatchObject({ code: 0, data: { charge: 29, discount: 0 } })
  })
})

describe('book comments', () => {
  it('anyone reads them, with a users map', async () => {
    const r = await s.call<BookComments>('GET', `${V1}/book/1/comments?page=1&size=10000`)
    expect(r.data.data.total).toBe(1)
    const c = r.data.data.data[0]
    expect(Object.keys(c).sort()).toEqual(['content', 'created_at', 'id', 'user_id'])
    expect(r.data.users[String(c.user_id)]).toMatchObject({ nick_name: '琴童小雨', avatar: expect.any(String) })
  })

  it('learners with the book post plain text, stored inert', async () => {
    expect((await s.call('POST', `${V1}/book/1/comment`, { body: { content: 'hi' } })).code).toBe(401)
    const r = await s.call<{ comment_id: number; content: string }>('POST', `${V1}/book/1/comment`, { token, body: { content: '  很好\u0007<script>alert(1)</script>  ' } })
    expect(r.code).toBe(0)
    expect(r.data.content).toBe('很好＜script＞alert(1)＜/script＞')
    const list = await s.call<BookComments>('GET', `${V1}/book/1/comments`)
    expect(list.data.data.data[0]).toMatchObject({ id: r.data.comment_id, content: '很好＜script＞alert(1)＜/script＞' })
  })

  it('a paid book takes comments only from buyers; bad input says why; nothing written', async () => {
    const before = await count('book_comments')
    expect(await s.call('POST', `${V1}/book/2/comment`, { token, body: { content: '想看' } })).toMatchObject({ code: 1, message: '购买后才能评论' })
    expect(await s.call('POST', `${V1}/book/1/comment`, { token, body: {} })).toMatchObject({ code: 1, message: '请填写内容' })
    expect(await s.call('POST', `${V1}/book/1/comment`, { token, body: { content: '   ' } })).toMatchObject({ code: 1, message: '内容格式不正确' })
    expect(await s.call('POST', `${V1}/book/1/comment`, { token, body: { content: '好'.repeat(501) } })).toMatchObject({ code: 1, message: '内容过长' })
    expect(await count('book_comments')).toBe(before)
  })
})

describe('article comments', () => {
  it('readers comment and reply; lists are top level or one thread', async () => {
    const top = await s.call<{ comment_id: number; reply_id: number }>('POST', `${V1}/book/article/7/comment`, { token, body: { content: '第二线是G，记住了' } })
    expect(top.data).toMatchObject({ comment_id: expect.any(Number), reply_id: 0 })
    const other = await s.login('13900139000')
    const reply = await s.call<{ comment_id: number; reply_id: number }>('POST', `${V1}/book/article/7/comment`, {
      token: other,
      body: { content: '我也是', parent_id: top.data.comment_id, reply_id: top.data.comment_id }
    })
    expect(reply.data.reply_id).toBe(top.data.comment_id)

    const list = await s.call<BookArticleComments>('GET', `${V2}/book/article/7/comments?page=1&page_size=10`)
    expect(list.data.data.total).toBe(1)
    expect(list.data.data.data[0]).toMatchObject({ id: top.data.comment_id, parent_id: 0, children_count: 1, reply_id: 0, reply: null, user: { nick_name: expect.any(String), avatar: expect.any(String) } })
    const thread = await s.call<BookArticleComments>('GET', `${V2}/book/article/7/comments?parent_id=${top.data.comment_id}`)
    expect(thread.data.data.data[0]).toMatchObject({ parent_id: top.data.comment_id, content: '我也是', reply: { user: { nick_name: expect.any(String) } }, user: { nick_name: '小贝妈妈' } })
  })

  it('closed articles, unknown threads and bad input are refused; nothing written', async () => {
    expect((await s.call('POST', `${V1}/book/article/7/comment`, { body: { content: 'x' } })).code).toBe(401)
    expect(await s.call('POST', `${V1}/book/article/9/comment`, { token, body: { content: '想看' } })).toMatchObject({ code: 1, message: '购买后才能评论' })
    expect(await s.call('POST', `${V1}/book/article/7/comment`, { token, body: { content: '回复', parent_id: 12345 } })).toMatchObject({ code: 1, message: '评论不存在' })
    expect(await s.call('POST', `${V1}/book/article/7/comment`, { token, body: { content: '回复', parent_id: 'a' } })).toMatchObject({ code: 1, message: '评论格式不正确' })
    expect((await s.call('POST', `${V1}/book/article/999/comment`, { token, body: { content: 'x' } })).code).toBe(404)
    expect(await count('book_article_comments')).toBe(0)
    expect((await s.call('GET', `${V2}/book/article/999/comments`)).code).toBe(404)
  })
})

describe('member lists', () => {
  it('need a login and start empty', async () => {
    expect((await s.call('GET', `${V2}/member/books`)).code).toBe(401)
    expect((await s.call<MemberBooks>('GET', `${V2}/member/books`, { token })).data).toEqual({ data: [], total: 0 })
  })
})

describe('add-on switched off', () => {
  let off: TestServer
  beforeEach(async () => {
    off = await startServer({ enabledAddons: [] })
  })
  afterEach(async () => {
    await off.close()
  })

  it('its routes answer the 404 envelope, the config does not list it, its block and tables are absent', async () => {
    for (const [method, url] of [
      ['GET', `${V1}/books`],
      ['GET', `${V1}/book/1`],
      ['GET', `${V1}/book/7/read`],
      ['POST', `${V1}/book/2/buy`],
      ['GET', `${V2}/member/books`]
    ]) {
      expect(await off.call(method, url, { body: method === 'POST' ? { goods_id: 2 } : undefined })).toMatchObject({ status: 200, code: 404, message: '路由不存在' })
    }
    expect((await off.call<{ enabled_addons: string[] }>('GET', '/api/v2/other/config')).data.enabled_addons).toEqual([])
    const blocks = await off.call<{ sign: string }[]>('GET', '/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index')
    expect(blocks.data.map((b) => b.sign)).not.toContain('h5-book-v1')
    expect(await hasTable(off, 'books')).toBe(false)
  })

  it('an unknown add-on name is not reported as enabled', async () => {
    const other = await startServer({ enabledAddons: ['MeeduBooks', 'AliyunHls'] })
    expect((await other.call<{ enabled_addons: string[] }>('GET', '/api/v2/other/config')).data.enabled_addons).toEqual(['MeeduBooks'])
    await other.close()
  })
})

describe('ENABLED_ADDONS', () => {
  it('narrows the add-ons (comma-separated); unset means all implemented but the opt-in ones', async () => {
    const { addonsFromEnv, IMPLEMENTED_ADDONS, DEFAULT_ADDONS } = await import('../../server/src/addons')
    expect(addonsFromEnv(undefined)).toBeUndefined()
    expect(addonsFromEnv('')).toEqual([])
    expect(addonsFromEnv(' MeeduBooks , Zhibo,')).toEqual(['MeeduBooks', 'Zhibo'])
    expect(IMPLEMENTED_ADDONS).toEqual(['MeeduBooks', 'DaySignIn', 'CodeExchanger', 'Cert', 'MeeduTopics', 'LearnPaths', 'Wenda', 'MiaoSha', 'TuanGou', 'PianoAudio', 'Credit1Mall', 'TutorTime', 'Paper', 'MultiLevelShare', 'Zhibo', 'Homework'])
    // The referral add-on turns promo codes off (SPEC section 1): on only when named.
    expect(DEFAULT_ADDONS).toEqual(IMPLEMENTED_ADDONS.filter((a) => a !== 'MultiLevelShare'))
  })
})
