/** @jest-environment node */
/**
 * 电子书, 图文 and 问答 in the console: categories, books with chapters and articles, topics, the comments review;
 * the refusals of every route (no token, a learner, a role without the permission, bad input with nothing
 * written), staff HTML cleaned, learners seeing what staff saved and no longer seeing what staff hid, the
 * add-ons off.
 */
import { adminBooks as B } from '../../types/endpoints/admin/addons/books'
import { adminTopics as P } from '../../types/endpoints/admin/addons/topics'
import { adminWenda as W } from '../../types/endpoints/admin/addons/wenda'
import { qa } from '../../types/endpoints/qa'
import { book } from '../../types/endpoints/book'
import { topic } from '../../types/endpoints/topic'
import type { AdminBook, AdminBookContents, AdminBookArticleDetail } from '../../types/contract/admin/addons/books'
import type { AdminTopic } from '../../types/contract/admin/addons/topics'
import type { AdminContentCategory, AdminWendaQuestion, ReviewComment } from '../../types/contract/admin/addons/contentReview'
import { learnerId, serverPerTest, startServer, type TestServer } from './helpers'
import { adminCall, adminLogin, expectTableRefusals, pathOf, staffWith } from './adminHelpers'
import { pathOf as learnerPath } from '../../types/endpoints/endpoint'

// Seed (MeeduBooks/seed.ts, MeeduTopics/seed.ts): book categories 1-3; book 1 free (with the demo learner's
// comment), 2 paid 29 with trials, 3 VIP free 49; topic categories 1-3, topic 1 with a comment and a reply.
const COVER = 'https://cdn.qinyi.studio/books/cover.png'
const BOOK = { category_id: 2, name: '和声入门', thumb: COVER, charge: 19, is_vip_free: 1, is_show: 1, short_desc: '三和弦与终止式', render_desc: '<p>从三和弦开始</p>' }
const TOPIC = { category_id: 1, title: '每天十五分钟', thumb: COVER, charge: 0, is_vip_free: 0, is_show: 1, is_need_login: 0, free_content: '', content: '<p>短而专注的练习</p>' }
const SCRIPT = '<p>正文<script>alert(1)</script><img src="javascript:alert(2)" onerror="alert(3)"></p>'

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const call = <D = unknown>(method: string, url: string, body?: unknown, token = root) => adminCall<D>(s, method, url, { token, body })
const count = async (table: 'books' | 'book_chapters' | 'book_articles' | 'book_categories' | 'topics' | 'topic_categories') =>
  Number((await s.kdb.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
const newestBook = async () => (await call<{ data: AdminBook[] }>('GET', `${B.books.path}?size=1`)).data.data[0]

describe('access', () => {
  it('every route refuses no token, a learner token and a role holding only 学员', async () => {
    const members = await staffWith(s, root, ['member'])
    expect(await expectTableRefusals(s, B, learner, members)).toBe(Object.keys(B).length)
    expect(await expectTableRefusals(s, P, learner, members)).toBe(Object.keys(P).length)
    expect(await expectTableRefusals(s, W, learner, members)).toBe(Object.keys(W).length)
  })

  it('a role that may list books but not edit them cannot save one, and nothing changes', async () => {
    const lister = await staffWith(s, root, ['addons.MeeduBooks.books'])
    expect((await call('GET', B.books.path, undefined, lister)).status).toBe(0)
    expect(await call('PUT', pathOf(B.updateBook, 2), { ...BOOK, name: '改名' }, lister)).toMatchObject({ status: 403, message: '无权限' })
    expect((await s.kdb.selectFrom('books').select('name').where('id', '=', 2).executeTakeFirstOrThrow()).name).not.toBe('改名')
  })

  it('the add-ons off: every console path answers the 404 envelope', async () => {
    const off = await startServer({ enabledAddons: [] })
    try {
      const token = await adminLogin(off)
      for (const e of [...Object.values(B), ...Object.values(P), ...Object.values(W)]) {
        const res = await adminCall(off, e.method, pathOf(e), { token, body: e.method === 'GET' ? undefined : {} })
        expect([e.path, res.status, res.message]).toEqual([e.path, 404, '路由不存在'])
      }
    } finally {
      await off.close()
    }
  })
})

describe('电子书', () => {
  it('creates a book with a chapter and a trial article; the learner sees it and reads the trial, not the paid one', async () => {
    expect((await call('POST', B.createBook.path, BOOK)).status).toBe(0)
    const created = await newestBook()
    expect(created).toMatchObject({ name: '和声入门', category_name: '识谱', charge: 19, is_vip_free: 1, is_show: 1, article_count: 0 })
    expect((await call('POST', pathOf(B.createChapter, created.id), { name: '第一章 三和弦' })).status).toBe(0)
    let contents = (await call<AdminBookContents>('GET', pathOf(B.contents, created.id))).data
    const chapter = contents.chapters[0]
    expect(chapter).toMatchObject({ name: '第一章 三和弦', book_id: created.id })
    const article = { chapter_id: chapter.id, title: '大三和弦', is_trial: 1, render_content: '<p>根音、三音、五音</p>' }
    expect((await call('POST', pathOf(B.createArticle, created.id), article)).status).toBe(0)
    expect((await call('POST', pathOf(B.createArticle, created.id), { ...article, title: '属七和弦', is_trial: 0 })).status).toBe(0)
    contents = (await call<AdminBookContents>('GET', pathOf(B.contents, created.id))).data
    expect(contents.articles.map((a) => [a.title, a.is_trial, a.chapter_id])).toEqual([
      ['大三和弦', 1, chapter.id],
      ['属七和弦', 0, chapter.id]
    ])

    const detail = await s.call<{ book: { name: string }; chapters: { name: string }[]; is_buy: boolean }>('GET', learnerPath(book.bookDetail, { id: created.id }), { token: learner })
    expect(detail.data).toMatchObject({ book: { name: '和声入门' }, chapters: [{ name: '第一章 三和弦' }], is_buy: false })
    const [trial, paid] = contents.articles
    const readTrial = await s.call<{ can_see: boolean; article: { render_content?: string } }>('GET', learnerPath(book.read, { id: trial.id }), { token: learner })
    expect(readTrial.data).toMatchObject({ can_see: true, article: { render_content: '<p>根音、三音、五音</p>' } })
    const readPaid = await s.call<{ can_see: boolean; article: { render_content?: string } }>('GET', learnerPath(book.read, { id: paid.id }), { token: learner })
    expect(readPaid.data.can_see).toBe(false)
    expect(readPaid.data.article.render_content).toBeUndefined()
  })

  it('off sale hides the book from learners; a new price moves its paid articles, trials stay free', async () => {
    const b = (await call<AdminBook>('GET', pathOf(B.book, 2))).data
    expect((await call('PUT', pathOf(B.updateBook, 2), { ...BOOK, category_id: b.category_id, name: b.name, charge: 39, is_show: 0 })).status).toBe(0)
    expect((await s.call('GET', learnerPath(book.bookDetail, { id: 2 }))).code).not.toBe(0)
    const charges = await s.kdb.selectFrom('book_articles').select('charge').where('book_id', '=', 2).distinct().orderBy('charge').execute()
    expect(charges.map((c) => c.charge)).toEqual([0, 39])
  })

  it('removes scripts and unsafe attributes from the intro and the article text', async () => {
    expect((await call('PUT', pathOf(B.updateBook, 1), { ...BOOK, charge: 0, render_desc: SCRIPT })).status).toBe(0)
    const saved = (await call<AdminBook>('GET', pathOf(B.book, 1))).data
    expect(saved.render_desc).toContain('正文')
    expect(saved.render_desc).not.toMatch(/script|javascript|onerror/i)
    const articleId = (await call<AdminBookContents>('GET', pathOf(B.contents, 1))).data.articles[0].id
    expect((await call('PUT', pathOf(B.updateArticle, articleId), { chapter_id: 0, title: '音是怎么来的', is_trial: 1, render_content: SCRIPT })).status).toBe(0)
    const article = (await call<AdminBookArticleDetail>('GET', pathOf(B.article, articleId))).data
    expect(article.render_content).not.toMatch(/script|javascript|onerror/i)
    const read = await s.call<{ article: { render_content: string } }>('GET', learnerPath(book.read, { id: articleId }))
    expect(read.data.article.render_content).toBe(article.render_content)
  })

  it('refuses bad books, chapters and articles with a Chinese message and writes nothing', async () => {
    const before = [await count('books'), await count('book_chapters'), await count('book_articles')]
    const other = (await call<AdminBookContents>('GET', pathOf(B.contents, 2))).data.chapters[0].id
    const cases: [string, string, unknown, RegExp | string][] = [
      ['POST', B.createBook.path, { ...BOOK, name: '  ' }, '请填写书名'],
      ['POST', B.createBook.path, { ...BOOK, category_id: 999 }, '所属分类不存在'],
      ['POST', B.createBook.path, { ...BOOK, render_desc: '<script>x</script>' }, '请填写详细介绍'],
      ['POST', B.createBook.path, { ...BOOK, charge: -1 }, /价格/],
      ['POST', B.createBook.path, { ...BOOK, thumb: 'javascript:alert(1)' }, /封面/],
      ['PUT', pathOf(B.updateBook, 999), BOOK, '电子书不存在'],
      ['POST', pathOf(B.createChapter, 1), { name: '' }, '请填写章节名称'],
      ['POST', pathOf(B.createChapter, 999), { name: '第三章' }, '电子书不存在'],
      ['POST', pathOf(B.createArticle, 1), { chapter_id: other, title: '别的书的章节', is_trial: 0, render_content: '<p>x</p>' }, '所选章节不存在'],
      ['POST', pathOf(B.createArticle, 1), { chapter_id: 0, title: '空文章', is_trial: 0, render_content: '<p> </p>' }, '请填写文章内容'],
      ['POST', pathOf(B.createArticle, 1), { chapter_id: 0, title: '', is_trial: 0, render_content: '<p>x</p>' }, '请填写文章标题']
    ]
    for (const [method, url, body, message] of cases) {
      const res = await call(method, url, body)
      expect([url, res.status === 0, res.message]).toEqual([url, false, expect.stringMatching(message)])
    }
    expect([await count('books'), await count('book_chapters'), await count('book_articles')]).toEqual(before)
  })

  it('keeps a chapter with articles, a bought book and a category with books; deletes empty ones', async () => {
    const chapters = (await call<AdminBookContents>('GET', pathOf(B.contents, 1))).data.chapters
    expect(await call('DELETE', pathOf(B.deleteChapter, chapters[0].id))).toMatchObject({ status: 1, message: '该章节下还有文章，请先移走或删除' })
    await s.kdb.insertInto('user_books').values({ user_id: await learnerId(s), book_id: 2, charge: 29, created_at: '2026-11-29 10:00:00' }).execute()
    expect(await call('DELETE', pathOf(B.deleteBook, 2))).toMatchObject({ status: 1, message: '已有学员购买此书，不能删除，请改为下架' })
    expect(await call('DELETE', pathOf(B.deleteCategory, 1))).toMatchObject({ status: 1, message: '该分类下还有电子书，不能删除' })
    expect([await count('books'), await count('book_categories')]).toEqual([3, 3])

    // Book 1 (never bought): its articles, chapters and comments go with it.
    expect((await call('DELETE', pathOf(B.deleteBook, 1))).status).toBe(0)
    expect(await s.kdb.selectFrom('book_articles').select('id').where('book_id', '=', 1).execute()).toEqual([])
    expect(await s.kdb.selectFrom('book_comments').select('id').where('book_id', '=', 1).execute()).toEqual([])
    expect((await call('DELETE', pathOf(B.deleteCategory, 1))).status).toBe(0)
    expect(await call<AdminContentCategory[]>('GET', B.categories.path)).toMatchObject({ data: [{ name: '识谱', count: 1 }, { name: '考级', count: 1 }] })
  })

  it('categories: added, renamed, refused without a name', async () => {
    expect((await call('POST', B.createCategory.path, { name: '即兴', sort: 9 })).status).toBe(0)
    const added = (await call<AdminContentCategory[]>('GET', B.categories.path)).data.at(-1)
    expect(added).toMatchObject({ name: '即兴', sort: 9, count: 0 })
    expect((await call('PUT', pathOf(B.updateCategory, added?.id), { name: '即兴伴奏' })).status).toBe(0)
    expect(await call('POST', B.createCategory.path, { name: ' ' })).toMatchObject({ status: 1, message: '请填写分类名称' })
    expect(await call('PUT', pathOf(B.updateCategory, 999), { name: '无' })).toMatchObject({ status: 404, message: '分类不存在' })
    expect(await count('book_categories')).toBe(4)
  })

  it('a hidden book comment leaves the learner list and comes back when shown; a deleted one is gone', async () => {
    const list = await call<{ data: ReviewComment[]; total: number }>('GET', B.bookComments.path)
    const seeded = list.data.data[0]
    expect(seeded).toMatchObject({ goods_id: 1, goods_title: expect.stringContaining('乐理基础'), is_hidden: 0, parent_id: 0, user: { nick_name: expect.any(String) } })
    const learnerComments = async () => (await s.call<{ data: { data: { id: number }[] } }>('GET', learnerPath(book.bookComments, { id: 1 }))).data.data.data.map((c) => c.id)
    expect(await learnerComments()).toContain(seeded.id)
    expect((await call('POST', B.reviewBookComments.path, { ids: [seeded.id], action: 'hide' })).status).toBe(0)
    expect(await learnerComments()).not.toContain(seeded.id)
    expect((await call<{ total: number }>('GET', `${B.bookComments.path}?is_hidden=1`)).data.total).toBe(1)
    expect((await call('POST', B.reviewBookComments.path, { ids: [seeded.id], action: 'show' })).status).toBe(0)
    expect(await learnerComments()).toContain(seeded.id)
    // An unknown id among them: nothing happens to the others.
    expect(await call('POST', B.reviewBookComments.path, { ids: [seeded.id, 99999], action: 'delete' })).toMatchObject({ status: 1, message: '评论不存在' })
    expect(await learnerComments()).toContain(seeded.id)
    expect((await call('POST', B.reviewBookComments.path, { ids: [seeded.id], action: 'delete' })).status).toBe(0)
    expect(await learnerComments()).toEqual([])
  })

  it('a hidden article comment leaves its thread', async () => {
    const paidArticle = (await call<AdminBookContents>('GET', pathOf(B.contents, 1))).data.articles[0].id
    const posted = await s.call<{ comment_id: number }>('POST', learnerPath(book.commentArticle, { id: paidArticle }), { token: learner, body: { content: '写得清楚' } })
    expect(posted.code).toBe(0)
    const thread = async () => (await s.call<{ data: { data: { id: number }[] } }>('GET', learnerPath(book.articleComments, { id: paidArticle }))).data.data.data.map((c) => c.id)
    expect(await thread()).toContain(posted.data.comment_id)
    expect((await call('POST', B.reviewArticleComments.path, { ids: [posted.data.comment_id], action: 'hide' })).status).toBe(0)
    expect(await thread()).not.toContain(posted.data.comment_id)
    const reviewed = await call<{ data: ReviewComment[] }>('GET', `${B.articleComments.path}?keywords=${encodeURIComponent('清楚')}`)
    expect(reviewed.data.data).toMatchObject([{ id: posted.data.comment_id, is_hidden: 1, goods_id: paidArticle }])
  })
})

describe('图文', () => {
  it('creates, edits and puts off sale an article; the learner follows', async () => {
    const before = await count('topics')
    expect((await call('POST', P.createTopic.path, { ...TOPIC, free_content: SCRIPT })).status).toBe(0)
    const created = (await call<{ data: AdminTopic[] }>('GET', `${P.topics.path}?keywords=${encodeURIComponent('十五分钟')}`)).data.data[0]
    expect(created).toMatchObject({ title: '每天十五分钟', category_name: '练琴习惯', is_show: 1 })
    expect(created.free_content).not.toMatch(/script|javascript|onerror/i)
    const seen = await s.call<{ topic: { title: string; render_content: string } }>('GET', learnerPath(topic.topicDetail, { id: created.id }), { token: learner })
    expect(seen.data.topic).toMatchObject({ title: '每天十五分钟', render_content: '<p>短而专注的练习</p>' })

    expect((await call('PUT', pathOf(P.updateTopic, created.id), { ...TOPIC, charge: 9, is_vip_free: 1, is_show: 0 })).status).toBe(0)
    expect((await call<AdminTopic>('GET', pathOf(P.topic, created.id))).data).toMatchObject({ charge: 9, is_vip_free: 1, is_show: 0 })
    expect((await s.call('GET', learnerPath(topic.topicDetail, { id: created.id }))).code).not.toBe(0)
    expect(await count('topics')).toBe(before + 1)
    expect((await call('DELETE', pathOf(P.deleteTopic, created.id))).status).toBe(0)
    expect(await count('topics')).toBe(before)
  })

  it('refuses bad articles with a Chinese message and writes nothing', async () => {
    const before = await count('topics')
    for (const [body, message] of [
      [{ ...TOPIC, title: '' }, '请填写标题'],
      [{ ...TOPIC, category_id: 999 }, '所属分类不存在'],
      [{ ...TOPIC, content: '<script>x</script>' }, '请填写正文'],
      [{ ...TOPIC, is_show: 2 }, /上架/]
    ] as const) {
      const res = await call('POST', P.createTopic.path, body)
      expect([res.status === 0, res.message]).toEqual([false, expect.stringMatching(message)])
    }
    expect(await count('topics')).toBe(before)
    await s.kdb.insertInto('user_topics').values({ user_id: await learnerId(s), topic_id: 1, charge: 0, created_at: '2026-11-29 10:00:00' }).execute()
    expect(await call('DELETE', pathOf(P.deleteTopic, 1))).toMatchObject({ status: 1, message: '已有学员购买此文章，不能删除，请改为下架' })
    expect(await call('DELETE', pathOf(P.deleteCategory, 1))).toMatchObject({ status: 1, message: '该分类下还有文章，不能删除' })
    expect([await count('topics'), await count('topic_categories')]).toEqual([before, 3])
  })

  it('hiding a comment takes it and its count away from learners; deleting a thread deletes its replies', async () => {
    const comments = (await call<{ data: ReviewComment[] }>('GET', P.comments.path)).data.data
    const top = comments.find((c) => c.parent_id === 0 && c.goods_id === 1)
    const reply = comments.find((c) => c.parent_id === top?.id)
    expect([top, reply].every(Boolean)).toBe(true)
    const learnerTop = async () => (await s.call<{ data: { data: { id: number }[] } }>('GET', learnerPath(topic.topicComments, { id: 1 }))).data.data.data.map((c) => c.id)
    const replies = async () => (await s.call<{ data: { data: { id: number }[] } }>('GET', `${learnerPath(topic.topicComments, { id: 1 })}?comment_id=${top?.id}`)).data.data.data.map((c) => c.id)
    expect(await replies()).toEqual([reply?.id])
    expect((await call('POST', P.reviewComments.path, { ids: [reply?.id], action: 'hide' })).status).toBe(0)
    expect(await replies()).toEqual([])
    expect(await learnerTop()).toContain(top?.id)
    const timesAfterHide = (await call<AdminTopic>('GET', pathOf(P.topic, 1))).data.comment_times
    expect(timesAfterHide).toBe(1)
    expect((await call('POST', P.reviewComments.path, { ids: [top?.id], action: 'delete' })).status).toBe(0)
    expect(await learnerTop()).not.toContain(top?.id)
    expect(await s.kdb.selectFrom('topic_comments').select('id').where('id', 'in', [top?.id ?? 0, reply?.id ?? 0]).execute()).toEqual([])
    expect((await call<AdminTopic>('GET', pathOf(P.topic, 1))).data.comment_times).toBe(0)
    expect(await call('POST', P.reviewComments.path, { ids: [1], action: 'burn' })).toMatchObject({ status: 1, message: expect.stringMatching(/操作/) })
  })
})

describe('问答', () => {
  it('lists questions with their bounty and who was paid it, by state and words', async () => {
    const solved = (await call<{ data: AdminWendaQuestion[]; total: number }>('GET', `${W.questions.path}?status=1&size=100`)).data
    expect(solved.total).toBeGreaterThan(0)
    expect(solved.data.every((q) => q.status === 1)).toBe(true)
    const paid = solved.data.find((q) => q.credit1 > 0)
    const stored = await s.kdb
      .selectFrom('wenda_questions as q')
      .innerJoin('wenda_answers as a', 'a.id', 'q.correct_answer_id')
      .select(['a.user_id'])
      .where('q.id', '=', paid?.id ?? 0)
      .executeTakeFirstOrThrow()
    expect(paid?.rewarded?.id).toBe(stored.user_id)
    const open = (await call<{ data: AdminWendaQuestion[] }>('GET', `${W.questions.path}?status=0&keywords=${encodeURIComponent('踏板')}`)).data.data
    expect(open).toMatchObject([{ title: '踏板什么时候开始学比较好？', status: 0, rewarded: null, answer_count: 1 }])
    expect(await call('GET', `${W.questions.path}?status=3`)).toMatchObject({ status: 1, message: expect.stringMatching(/状态/) })
  })

  type Detail = { question: { answer_count: number }; answers: { id: number }[] }
  const detail = async (id: number) => (await s.call<Detail>('GET', learnerPath(qa.questionDetail, { id }), { token: learner })).data

  it('a hidden answer leaves the question and its count, and cannot be voted on; shown again it is back', async () => {
    const answers = (await call<{ data: ReviewComment[]; total: number }>('GET', `${W.answers.path}?size=100`)).data.data
    const open = answers[0]
    expect(open).toBeDefined()
    const questionId = open?.goods_id ?? 0
    const before = await detail(questionId)
    expect(before.answers.map((a) => a.id)).toContain(open?.id)
    expect((await call('POST', W.reviewAnswers.path, { ids: [open?.id], action: 'hide' })).status).toBe(0)
    const after = await detail(questionId)
    expect(after.answers.map((a) => a.id)).not.toContain(open?.id)
    expect(after.question.answer_count).toBe(before.question.answer_count - 1)
    expect((await s.call('POST', qa.vote.path, { token: learner, body: { id: open?.id, type: 1 } })).code).not.toBe(0)
    expect((await call('POST', W.reviewAnswers.path, { ids: [open?.id], action: 'show' })).status).toBe(0)
    expect((await detail(questionId)).answers.map((a) => a.id)).toContain(open?.id)
  })

  it('deletes an answer with its votes and comments; an accepted answer is kept', async () => {
    const accepted = await s.kdb.selectFrom('wenda_answers').select(['id', 'question_id']).where('is_correct', '=', 1).executeTakeFirstOrThrow()
    const plain = await s.kdb.selectFrom('wenda_answers').select(['id', 'question_id']).where('is_correct', '=', 0).where('vote_count', '>', 0).executeTakeFirstOrThrow()
    expect(await call('POST', W.reviewAnswers.path, { ids: [plain.id, accepted.id], action: 'delete' })).toMatchObject({ status: 1, message: '已被采纳的回答不能删除（悬赏已发放），可以隐藏' })
    expect(await s.kdb.selectFrom('wenda_answers').select('id').where('id', 'in', [plain.id, accepted.id]).execute()).toHaveLength(2)
    expect((await call('POST', W.reviewAnswers.path, { ids: [plain.id], action: 'delete' })).status).toBe(0)
    expect(await s.kdb.selectFrom('wenda_answers').select('id').where('id', '=', plain.id).execute()).toEqual([])
    expect(await s.kdb.selectFrom('wenda_votes').select('user_id').where('answer_id', '=', plain.id).execute()).toEqual([])
    expect((await detail(plain.question_id)).answers.map((a) => a.id)).not.toContain(plain.id)
  })
})
