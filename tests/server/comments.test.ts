/** @jest-environment node */
/**
 * Where the add-ons' comment endpoints differ (they share goodsComments.ts and commentThreads.ts): page
 * size limits, and whether a reply must name its thread. The rest is pinned by books, topics and live.
 */
import { rowCount, serverPerTest, type TestServer } from './helpers'
import type { BookArticleComments, BookComments } from '../../types/contract/books'
import type { LiveComments } from '../../types/contract/live'

const BOOKS = '/addons/MeeduBooks/api/v1'
const BOOKS_V2 = '/addons/MeeduBooks/api/v2'
const LIVE = '/addons/zhibo/api/v1'

const ctx = serverPerTest()
const call: TestServer['call'] = (...args) => ctx.s.call(...args)

describe('page sizes', () => {
  it('book comments serve the size asked, up to 10000', async () => {
    const r = await call<BookComments>('GET', `${BOOKS}/book/1/comments?page=1&size=300`)
    expect(r.data.data.per_page).toBe(300)
    expect((await call('GET', `${BOOKS}/book/1/comments?size=10000`)).code).toBe(0)
    expect(await call('GET', `${BOOKS}/book/1/comments?size=10001`)).toMatchObject({ code: 1, message: '每页数量超出范围' })
  })

  it('live course comments accept sizes up to 100000 but serve at most 200 a page', async () => {
    const r = await call<LiveComments>('GET', `${LIVE}/course/1/comments?page=1&size=100000`)
    expect(r.code).toBe(0)
    expect(r.data.data.per_page).toBe(200)
    expect((await call<LiveComments>('GET', `${LIVE}/course/1/comments?page_size=150`)).data.data.per_page).toBe(150)
    expect(await call('GET', `${LIVE}/course/1/comments?size=100001`)).toMatchObject({ code: 1, message: '每页数量超出范围' })
  })
})

describe('replies without a thread', () => {
  it('a book article comment may answer a top-level comment without naming its thread (stored at the top level)', async () => {
    const top = await call<{ comment_id: number }>('POST', `${BOOKS}/book/article/1/comment`, { token: ctx.token, body: { content: '第一句' } })
    const answer = await call<{ comment_id: number; reply_id: number }>('POST', `${BOOKS}/book/article/1/comment`, {
      token: ctx.token,
      body: { content: '接着说', reply_id: top.data.comment_id }
    })
    expect(answer).toMatchObject({ code: 0, data: { reply_id: top.data.comment_id, content: '接着说' } })
    const list = await call<BookArticleComments>('GET', `${BOOKS_V2}/book/article/1/comments`)
    expect(list.data.data.data[0]).toMatchObject({ id: answer.data.comment_id, parent_id: 0, reply_id: top.data.comment_id, reply: { user: { nick_name: expect.any(String) } } })
    expect(await rowCount(ctx.s, 'book_article_comments')).toBe(2)
  })
})
