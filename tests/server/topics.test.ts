/** @jest-environment node */
import { learnerId, notifyPaid, rowCount, serverPerTest, startServer, type TestServer, hasTable } from './helpers'
import type { TopicComments, TopicDetail, TopicRec, TopicsPage, TopicToggle, TopicViews, UserTopics } from '../../types/contract/topics'
import type { Order } from '../../types/contract/order'

// Seed (server/src/addons/MeeduTopics/content.ts): 1 free; 2 free but needs login; 3 ¥9; 4 ¥19 VIP-free;
// 5, 6, 8 free; 7 ¥6. Article 1 has a comment by the demo learner with a reply from 小贝妈妈.
const V1 = '/addons/MeeduTopics/api/v1'
const V2 = '/addons/MeeduTopics/api/v2'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const count = (table: string) => rowCount(s, table)
const uid = () => learnerId(s)
const topic = (id: number, t?: string) => s.call<TopicDetail>('GET', `${V1}/topic/${id}`, { token: t })
const payNotify = (orderNo: string) => notifyPaid(s, orderNo)

describe('list', () => {
  it('lists articles in shape N with categories, by category and page', async () => {
    const r = await s.call<TopicsPage>('GET', `${V1}/topics?page=1&size=3&scene=default`)
    expect(r.code).toBe(0)
    expect(r.data.data).toMatchObject({ total: 8, per_page: 3, current_page: 1 })
    expect(r.data.data.data).toHaveLength(3)
    expect(Object.keys(r.data.data.data[0]).sort()).toEqual(
      ['category', 'charge', 'comment_times', 'created_at', 'id', 'is_need_login', 'is_vip_free', 'thumb', 'title', 'view_times', 'vote_count'].sort()
    )
    // Newest first.
    expect(r.data.data.data[0].title).toBe('琴房里的小仪式：让孩子爱上坐到琴前')
    expect(r.data.categories.map((c) => c.name)).toEqual(['练琴习惯', '家长陪练', '考级备考'])
    const exams = await s.call<TopicsPage>('GET', `${V1}/topics?cid=3`)
    expect(exams.data.data.data.map((t) => t.category.name)).toEqual(['考级备考', '考级备考'])
    expect((await s.call<TopicsPage>('GET', `${V1}/topics?page=3&page_size=3`)).data.data.data).toHaveLength(2)
    const first = (await s.call<TopicsPage>('GET', `${V1}/topics?size=100`)).data.data.data.find((t) => t.id === 1)!
    expect(first).toMatchObject({ comment_times: 2, vote_count: 1, charge: 0, thumb: expect.stringContaining('topic-1.svg') })
  })

  it('rejects bad paging and filters with a clear message', async () => {
    expect(await s.call('GET', `${V1}/topics?size=abc`)).toMatchObject({ code: 1, message: '每页数量格式不正确' })
    expect((await s.call('GET', `${V1}/topics?cid=-1`)).message).toBe('分类超出范围')
    expect((await s.call('GET', `${V1}/topics?page=0`)).message).toBe('页码超出范围')
  })

  it('side list of the most read articles', async () => {
    const r = await s.call<TopicRec[]>('GET', `${V1}/config/pcListPageRec`)
    expect(r.data).toHaveLength(5)
    expect(r.data[0]).toMatchObject({ id: 3, title: '练琴不哭不闹：和孩子一起定一张练琴计划表', category: { name: '家长陪练' } })
    expect(Object.keys(r.data[0]).sort()).toEqual(['category', 'id', 'thumb', 'title', 'view_times'])
  })
})

describe('reading and gating', () => {
  it('a free article reads whole to a visitor and counts the view', async () => {
    const viewTimes = async () => (await s.kdb.selectFrom('topics').select('view_times').where('id', '=', 1).executeTakeFirstOrThrow()).view_times
    const before = await viewTimes()
    const r = await topic(1)
    expect(r.data).toMatchObject({ can_see: true, is_buy: false, is_collect: false, is_vote: false })
    expect(r.data.topic.free_content_render).toContain('<h2>第一段：热身五分钟</h2>')
    expect(r.data.topic.view_times).toBe(before + 1)
    expect(await viewTimes()).toBe(before + 1)
  })

  it('a free article that asks for a login shows its free part to visitors, all of it after login', async () => {
    const visitor = await topic(2)
    expect(visitor.data.can_see).toBe(false)
    expect(visitor.data.topic.render_content).toBe('')
    expect(visitor.data.topic.free_content_render).toContain('节拍器是练琴的好帮手')
    const learner = await topic(2, token)
    expect(learner.data.can_see).toBe(true)
    expect(learner.data.topic.render_content).toContain('从慢速开始')
  })

  it('a paid article: the free part only, until bought; never the paid text', async () => {
    for (const t of [undefined, token]) {
      const r = await topic(3, t)
      expect(r.data).toMatchObject({ can_see: false, is_buy: false })
      expect(r.data.topic.render_content).toBe('')
      expect(r.raw).not.toContain('计划表的四个栏目')
    }
  })

  it('an active VIP reads a VIP-free article, not another paid one', async () => {
    await s.kdb.updateTable('users').set({ role_id: 1, role_expired_at: '2099-01-01 00:00:00' }).where('id', '=', await uid()).execute()
    expect((await topic(4, token)).data).toMatchObject({ can_see: true, is_buy: true })
    expect((await topic(3, token)).data).toMatchObject({ can_see: false, is_buy: false })
    await s.kdb.updateTable('users').set({ role_expired_at: '2000-01-01 00:00:00' }).where('id', '=', await uid()).execute()
    expect((await topic(4, token)).data.can_see).toBe(false)
  })

  it('unknown and malformed ids', async () => {
    expect(await topic(99)).toMatchObject({ code: 404, message: '文章不存在' })
    expect(await s.call('GET', `${V1}/topic/abc`)).toMatchObject({ code: 1, message: 'ID格式不正确' })
    await s.kdb.updateTable('topics').set({ is_show: 0 }).where('id', '=', 5).execute()
    expect((await topic(5)).code).toBe(404)
  })

  it('reading is recorded for the learner (在学), newest first, with is_subscribe', async () => {
    expect((await s.call('GET', `${V2}/member/topics/view`)).code).toBe(401)
    await topic(1, token)
    await topic(3, token)
    const r = await s.call<TopicViews>('GET', `${V2}/member/topics/view?page=1&size=10`, { token })
    expect(r.data.total).toBe(2)
    expect(r.data.data.map((v) => [v.topic.id, v.is_subscribe])).toEqual(
      expect.arrayContaining([
        [1, 0],
        [3, 0]
      ])
    )
    await topic(1, token)
    expect(await count('topic_views')).toBe(2)
  })
})

describe('buying', () => {
  it('needs a login; creates a 文章 order; paying unlocks the article and lists it', async () => {
    expect((await s.call('POST', `${V1}/topic/3/buy`, { body: { goods_id: 3, promo_code: '' } })).code).toBe(401)
    const r = await s.call<Order>('POST', `${V1}/topic/3/buy`, { token, body: { goods_id: 3, promo_code: '' } })
    expect(r.data).toMatchObject({ status_text: '未支付', charge: 9, goods: [{ goods_type: '文章', goods_text: '图文', goods_id: 3, goods_name: '练琴不哭不闹：和孩子一起定一张练琴计划表' }] })
    expect((await topic(3, token)).data.can_see).toBe(false)
    await payNotify(r.data.order_id)
    const after = await topic(3, token)
    expect(after.data).toMatchObject({ can_see: true, is_buy: true })
    expect(after.data.topic.render_content).toContain('计划表的四个栏目')
    const bought = await s.call<UserTopics>('GET', `${V1}/user/buyTopics?page=1&size=10`, { token })
    expect(bought.data.data.data).toEqual([expect.objectContaining({ topic: expect.objectContaining({ id: 3 }) })])
    expect(await s.call('POST', `${V1}/topic/3/buy`, { token, body: { goods_id: 3, promo_code: '' } })).toMatchObject({ code: 1, message: '请勿重复购买' })
  })

  it('refuses free articles, wrong goods and bad input, writing nothing', async () => {
    const before = await count('orders')
    expect(await s.call('POST', `${V1}/topic/1/buy`, { token, body: { goods_id: 1, promo_code: '' } })).toMatchObject({ code: 1, message: '本文免费，无需购买' })
    expect(await s.call('POST', `${V1}/topic/3/buy`, { token, body: { goods_id: 4, promo_code: '' } })).toMatchObject({ code: 1, message: '商品不存在' })
    expect(await s.call('POST', `${V1}/topic/3/buy`, { token, body: { goods_id: 'x', promo_code: '' } })).toMatchObject({ code: 1, message: '商品格式不正确' })
    expect(await s.call('POST', `${V1}/topic/3/buy`, { token, body: { goods_id: 3, promo_code: '<b>' } })).toMatchObject({ code: 1, message: '优惠码格式不正确' })
    expect((await s.call('POST', `${V1}/topic/99/buy`, { token, body: { goods_id: 99, promo_code: '' } })).code).toBe(404)
    expect(await count('orders')).toBe(before)
    expect(await count('user_topics')).toBe(0)
  })
})

describe('like and favourite', () => {
  it('toggle for a learner, counted once per learner; visitors are asked to log in', async () => {
    expect((await s.call('POST', `${V1}/topic/5/vote`, { body: {} })).code).toBe(401)
    expect((await s.call('POST', `${V1}/topic/5/collect`, { body: {} })).code).toBe(401)
    const like = await s.call<TopicToggle>('POST', `${V1}/topic/5/vote`, { token, body: {} })
    expect(like.data).toEqual({ ok: 1 })
    expect((await topic(5, token)).data).toMatchObject({ is_vote: true, topic: { vote_count: 1 } })
    expect((await s.call<TopicToggle>('POST', `${V1}/topic/5/vote`, { token, body: {} })).data).toEqual({ ok: 0 })
    expect((await topic(5, token)).data).toMatchObject({ is_vote: false, topic: { vote_count: 0 } })

    expect((await s.call<TopicToggle>('POST', `${V1}/topic/5/collect`, { token, body: {} })).data).toEqual({ ok: 1 })
    expect((await topic(5, token)).data.is_collect).toBe(true)
    const collected = await s.call<UserTopics>('GET', `${V1}/user/collect`, { token })
    expect(collected.data.data.data.map((c) => c.topic.title)).toEqual(['手型总是塌？五个小游戏帮孩子找到“拱形手”'])
    expect((await s.call<TopicToggle>('POST', `${V1}/topic/5/collect`, { token, body: {} })).data).toEqual({ ok: 0 })
    expect((await s.call<UserTopics>('GET', `${V1}/user/collect`, { token })).data.data.total).toBe(0)
    expect((await s.call('POST', `${V1}/topic/99/vote`, { token, body: {} })).code).toBe(404)
  })
})

describe('comments', () => {
  it('anyone reads them: top level newest first, a thread by comment_id, text returned as safe HTML', async () => {
    const top = await s.call<TopicComments>('GET', `${V2}/topic/1/comments?page=1&page_size=10&comment_id=0`)
    expect(top.data.total).toBe(1)
    const c = top.data.data.data[0]
    expect(c).toMatchObject({ parent_id: 0, children_count: 1, reply_comment: null, user: { nick_name: '琴童小雨' }, content: '三段式真的好用，孩子现在练琴不拖拉了。' })
    const replies = await s.call<TopicComments>('GET', `${V2}/topic/1/comments?page=1&page_size=10&comment_id=${c.id}`)
    expect(replies.data.data.data).toEqual([expect.objectContaining({ parent_id: c.id, reply_comment: { user: { nick_name: '琴童小雨' } }, user: expect.objectContaining({ nick_name: '小贝妈妈' }) })])
  })

  it('readers of the whole article comment and reply; markup is stored as text and returned escaped', async () => {
    const r = await s.call<{ comment_id: number }>('POST', `${V1}/topic/1/comment`, { token, body: { content: '<img src=x onerror=alert(1)>坚持三段式\n第二周了' } })
    expect(r.code).toBe(0)
    const { content: stored } = await s.kdb.selectFrom('topic_comments').select('content').where('id', '=', r.data.comment_id).executeTakeFirstOrThrow()
    expect(stored).toBe('坚持三段式\n第二周了')
    const script = await s.call<{ comment_id: number }>('POST', `${V1}/topic/1/comment`, { token, body: { content: '1 < 2 && <b>粗</b>' } })
    const list = await s.call<TopicComments>('GET', `${V2}/topic/1/comments?page=1&page_size=10`)
    expect(list.data.data.data.find((x) => x.id === r.data.comment_id)!.content).toBe('坚持三段式<br>第二周了')
    expect(list.data.data.data.find((x) => x.id === script.data.comment_id)!.content).toBe('1 &lt; 2 &amp;&amp; 粗')
    const reply = await s.call<{ comment_id: number }>('POST', `${V1}/topic/1/comment`, { token, body: { content: '谢谢', parent_id: r.data.comment_id, reply_comment_id: r.data.comment_id } })
    expect(reply.code).toBe(0)
    const thread = await s.call<TopicComments>('GET', `${V2}/topic/1/comments?comment_id=${r.data.comment_id}`)
    expect(thread.data.data.data.map((x) => x.content)).toEqual(['谢谢'])
    expect((await s.kdb.selectFrom('topics').select('comment_times').where('id', '=', 1).executeTakeFirstOrThrow()).comment_times).toBe(5)
  })

  it('only buyers comment on a paid article; bad input and unknown threads are refused; nothing written', async () => {
    const before = await count('topic_comments')
    expect((await s.call('POST', `${V1}/topic/3/comment`, { body: { content: '好文' } })).code).toBe(401)
    expect(await s.call('POST', `${V1}/topic/3/comment`, { token, body: { content: '好文' } })).toMatchObject({ code: 1, message: '购买后才能评论' })
    expect(await s.call('POST', `${V1}/topic/1/comment`, { token, body: { content: '' } })).toMatchObject({ code: 1 })
    expect(await s.call('POST', `${V1}/topic/1/comment`, { token, body: { content: '<p></p>' } })).toMatchObject({ code: 1, message: '请填写内容' })
    expect(await s.call('POST', `${V1}/topic/1/comment`, { token, body: { content: 'x'.repeat(501) } })).toMatchObject({ code: 1 })
    expect(await s.call('POST', `${V1}/topic/1/comment`, { token, body: { content: '回复', parent_id: 9999 } })).toMatchObject({ code: 1, message: '评论不存在' })
    expect(await s.call('POST', `${V1}/topic/5/comment`, { token, body: { content: '串楼', parent_id: 1, reply_comment_id: 1 } })).toMatchObject({ code: 1, message: '评论不存在' })
    expect(await s.call('POST', `${V1}/topic/1/comment`, { token, body: { content: '无楼', reply_comment_id: 1 } })).toMatchObject({ code: 1, message: '评论不存在' })
    expect(await count('topic_comments')).toBe(before)
    // After buying, the buyer comments.
    const order = await s.call<Order>('POST', `${V1}/topic/3/buy`, { token, body: { goods_id: 3, promo_code: '' } })
    await payNotify(order.data.order_id)
    expect((await s.call('POST', `${V1}/topic/3/comment`, { token, body: { content: '计划表贴在琴边了' } })).code).toBe(0)
  })
})

describe('add-on switched off', () => {
  it('its routes answer the 404 envelope and its tables are absent; the others stay', async () => {
    const off = await startServer({ enabledAddons: ['MeeduBooks'] })
    for (const [method, url] of [
      ['GET', `${V1}/topics`],
      ['GET', `${V1}/topic/1`],
      ['POST', `${V1}/topic/3/buy`],
      ['GET', `${V2}/topic/1/comments`]
    ]) {
      expect(await off.call(method, url, { body: method === 'POST' ? { goods_id: 3 } : undefined })).toMatchObject({ status: 200, code: 404, message: '路由不存在' })
    }
    expect((await off.call<{ enabled_addons: string[] }>('GET', '/api/v2/other/config')).data.enabled_addons).toEqual(['MeeduBooks'])
    expect(await hasTable(off, 'topics')).toBe(false)
    await off.close()
  })
})
