/**
 * 电子书 and 图文 in the console: the forms' rules (nothing sent until they hold), VIP free and 登录后阅读 shown
 * only where they mean something, bodies sent to their own routes, the table of contents by chapter, the
 * comment review's hide and delete, 问答's questions with their bounties, and the menu groups only while their add-ons run.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { BookDialog } from '../../console/src/screens/addons/books/BookDialog'
import { BookArticleDialog } from '../../console/src/screens/addons/books/BookArticleDialog'
import { BookContentsView } from '../../console/src/screens/addons/books/BookContents'
import { TopicDialog } from '../../console/src/screens/addons/topics/TopicDialog'
import { CommentReview } from '../../console/src/screens/addons/content/CommentReview'
import WendaQuestions from '../../console/src/screens/addons/wenda/WendaQuestions'
import { menuItems } from '../../console/src/layout/menu'
import { adminBooks } from '../../types/endpoints/admin/addons/books'
import type { Me } from '../../console/src/access'
import type { AdminBook, AdminBookContents } from '../../types/contract/admin/addons/books'
import type { AdminTopic } from '../../types/contract/admin/addons/topics'
import type { ReviewComment } from '../../types/contract/admin/addons/contentReview'
import { answer, refuse } from './network'
import { renderAt } from './render'

const B = '/backend/addons/MeeduBooks'
const CATEGORIES = { [`GET ${B}/categories`]: [{ id: 2, name: '识谱', sort: 0, count: 1 }] }
const me = (permissions: string[], isSuper = false) => ({ id: 2, name: '编辑', is_super: isSuper, permissions: Object.fromEntries(permissions.map((p, i) => [p, i])) }) as unknown as Me
const BOOK: AdminBook = {
  id: 7,
  category_id: 2,
  category_name: '识谱',
  name: '七天看懂五线谱',
  thumb: 'https://cdn.qinyi.studio/books/7.png',
  charge: 29,
  is_vip_free: 1,
  is_show: 1,
  short_desc: '每天一篇',
  render_desc: '<p>介绍</p>',
  published_at: '2026-11-29 10:00:00',
  user_count: 3,
  view_times: 9,
  article_count: 2
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))

it('a new book needs a name, a category, a cover and an introduction; a negative price is named; nothing is sent', async () => {
  const calls = answer(CATEGORIES)
  renderAt(<BookDialog book={null} onClose={jest.fn()} />)
  // Free by default: VIP free means nothing there.
  expect(screen.queryByRole('switch', { name: 'VIP免费' })).toBeNull()
  type('价格（元）', '-3')
  save()
  await screen.findByText('请填写书名')
  expect(screen.getByText('请选择所属分类')).toBeTruthy()
  expect(screen.getByText('请上传封面')).toBeTruthy()
  expect(screen.getByText('价格须在0-1000000之间')).toBeTruthy()
  expect(screen.getByText('请填写详细介绍')).toBeTruthy()
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([])
})

it('an edited book goes to its own route; made free it drops VIP free; a refusal keeps the dialog open', async () => {
  const calls = answer({ ...CATEGORIES, [`PUT ${B}/books/7`]: () => refuse(1, '所属分类不存在') })
  const closed = jest.fn()
  renderAt(<BookDialog book={BOOK} onClose={closed} />)
  expect(screen.getByRole('switch', { name: 'VIP免费' })).toBeTruthy()
  type('价格（元）', '0')
  await waitFor(() => expect(screen.queryByRole('switch', { name: 'VIP免费' })).toBeNull())
  save()
  await screen.findByText('所属分类不存在')
  expect(calls.filter((c) => c.method === 'PUT')).toMatchObject([
    { body: { name: '七天看懂五线谱', category_id: 2, thumb: BOOK.thumb, charge: 0, is_vip_free: 0, is_show: 1, short_desc: '每天一篇', render_desc: '<p>介绍</p>' } }
  ])
  expect(closed).not.toHaveBeenCalled()
})

it('a new article of a paid book needs a title and text, may be a trial, and is sent to its book with its chapter', async () => {
  const calls = answer({ [`POST ${B}/books/7/articles`]: [] })
  const closed = jest.fn()
  const chapters = [{ id: 11, book_id: 7, name: '第一部分', sort: 0 }]
  const { unmount } = renderAt(<BookArticleDialog bookId={7} bookIsFree={false} chapters={chapters} article={null} chapterId={11} onClose={closed} />)
  save()
  await screen.findByText('请填写文章标题')
  expect(screen.getByText('请填写文章内容')).toBeTruthy()
  expect(calls).toEqual([])
  expect(screen.getByRole('switch', { name: '试读' })).toBeTruthy()
  unmount()

  // A free book: every article is readable, so there is no trial switch.
  renderAt(<BookArticleDialog bookId={7} bookIsFree chapters={chapters} article={null} onClose={closed} />)
  expect(screen.queryByRole('switch', { name: '试读' })).toBeNull()
})

it('an edited article reads its text first, then saves it with its chapter and trial flag', async () => {
  const calls = answer({
    [`GET ${B}/articles/21`]: { id: 21, book_id: 7, chapter_id: 11, title: '第一天', is_trial: 1, sort: 0, view_times: 0, published_at: '2026-11-29 10:00:00', render_content: '<p>五线谱</p>' },
    [`PUT ${B}/articles/21`]: []
  })
  const closed = jest.fn()
  const article = { id: 21, book_id: 7, chapter_id: 11, title: '第一天', is_trial: 1 as const, sort: 0, view_times: 0, published_at: '2026-11-29 10:00:00' }
  renderAt(<BookArticleDialog bookId={7} bookIsFree={false} chapters={[{ id: 11, book_id: 7, name: '第一部分', sort: 0 }]} article={article} onClose={closed} />)
  await screen.findByDisplayValue('第一天')
  fireEvent.click(screen.getByRole('switch', { name: '试读' }))
  type('文章标题', ' 第一天：五线谱 ')
  save()
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ chapter_id: 11, title: '第一天：五线谱', is_trial: 0, render_content: '<p>五线谱</p>', sort: 0 })
})

it('the table of contents groups articles by chapter, marks trials, and hides the buttons a reader may not use', async () => {
  const contents: AdminBookContents = {
    book: BOOK,
    chapters: [{ id: 11, book_id: 7, name: '第一部分 看懂谱表', sort: 0 }],
    articles: [
      { id: 21, book_id: 7, chapter_id: 11, title: '第一天：五线谱', is_trial: 1, sort: 0, view_times: 5, published_at: '2026-11-29 10:00:00' },
      { id: 22, book_id: 7, chapter_id: 0, title: '序言', is_trial: 0, sort: 0, view_times: 1, published_at: '2026-11-29 10:00:00' }
    ]
  }
  answer({ [`GET ${B}/books/7/contents`]: contents })
  renderAt(<BookContentsView me={me(['addons.MeeduBooks.contents'])} bookId={7} />)
  const trial = (await screen.findByText('第一天：五线谱')).closest('tr') as HTMLElement
  expect(within(trial).getByText('试读')).toBeTruthy()
  expect(within(screen.getByText('序言').closest('tr') as HTMLElement).getByText('购买后阅读')).toBeTruthy()
  expect(screen.getByText('不分章节')).toBeTruthy()
  expect(screen.queryByRole('button', { name: /添加章节|添加文章|编\s*辑|删\s*除/ })).toBeNull()
})

it('a 图文 article: 登录后阅读 only while free, the body sent whole, the text required', async () => {
  const calls = answer({ 'GET /backend/addons/MeeduTopics/categories': [{ id: 1, name: '练琴习惯', sort: 0, count: 3 }], 'PUT /backend/addons/MeeduTopics/topics/5': [] })
  const closed = jest.fn()
  const topic: AdminTopic = {
    id: 5,
    category_id: 1,
    category_name: '练琴习惯',
    title: '三段式练琴',
    thumb: 'https://cdn.qinyi.studio/topics/5.png',
    charge: 0,
    is_vip_free: 0,
    is_show: 1,
    is_need_login: 1,
    free_content: '',
    content: '<p>热身、难点、完整</p>',
    view_times: 0,
    vote_count: 0,
    comment_times: 0,
    created_at: '2026-11-29 10:00:00'
  }
  renderAt(<TopicDialog topic={topic} onClose={closed} />)
  expect(screen.getByRole('switch', { name: '登录后阅读' })).toBeTruthy()
  type('价格（元）', '9')
  await waitFor(() => expect(screen.queryByRole('switch', { name: '登录后阅读' })).toBeNull())
  fireEvent.click(screen.getByRole('switch', { name: 'VIP免费' }))
  save()
  await waitFor(() => expect(closed).toHaveBeenCalledWith(true))
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
    category_id: 1,
    thumb: topic.thumb,
    charge: 9,
    is_vip_free: 1,
    is_show: 1,
    title: '三段式练琴',
    is_need_login: 0,
    free_content: '',
    content: '<p>热身、难点、完整</p>'
  })
})

it('the comment review hides one comment, deletes the selected ones, and switches between book and article comments', async () => {
  const comment = (id: number, fields: Partial<ReviewComment> = {}): ReviewComment => ({
    id,
    user_id: 3,
    user: { id: 3, nick_name: '小明妈妈', mobile: '138****8000' },
    goods_id: 7,
    goods_title: '七天看懂五线谱',
    parent_id: 0,
    content: `评论${id}`,
    is_hidden: 0,
    created_at: '2026-11-29 10:00:00',
    ...fields
  })
  const calls = answer({
    [`GET ${B}/book-comments`]: { data: [comment(1), comment(2, { is_hidden: 1 })], total: 2 },
    [`GET ${B}/article-comments`]: { data: [comment(9, { goods_title: '第一天', parent_id: 8 })], total: 1 },
    [`POST ${B}/book-comments/review`]: []
  })
  const sources = [
    { key: 'book', label: '书评', goodsLabel: '电子书', list: adminBooks.bookComments, review: adminBooks.reviewBookComments },
    { key: 'article', label: '文章评论', goodsLabel: '文章', list: adminBooks.articleComments, review: adminBooks.reviewArticleComments }
  ]
  renderAt(<CommentReview me={me(['addons.MeeduBooks.comments', 'addons.MeeduBooks.comments.review'])} title="电子书评论" sources={sources} />, '/comments')
  const first = (await screen.findByText('评论1')).closest('tr') as HTMLElement
  expect(within(screen.getByText('评论2').closest('tr') as HTMLElement).getByRole('button', { name: '显示' })).toBeTruthy()
  fireEvent.click(within(first).getByRole('button', { name: '隐藏' }))
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [1], action: 'hide' }))

  fireEvent.click(within(first).getByRole('checkbox'))
  const deletes = screen.getAllByRole('button', { name: /^删\s*除$/ }).length
  fireEvent.click(screen.getByRole('button', { name: '删除所选' }))
  // The confirmation's own 删除 is the newest.
  await waitFor(() => expect(screen.getAllByRole('button', { name: /^删\s*除$/ })).toHaveLength(deletes + 1))
  fireEvent.click(screen.getAllByRole('button', { name: /^删\s*除$/ })[deletes])
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ ids: [1], action: 'delete' }))

  fireEvent.click(screen.getByRole('tab', { name: '文章评论' }))
  const reply = (await screen.findByText('评论9')).closest('tr') as HTMLElement
  expect(within(reply).getByText('回复')).toBeTruthy()
  expect(within(reply).getByText('第一天')).toBeTruthy()
})

it('电子书, 图文 and 问答 are in the menu only while their add-ons run and for roles holding their permissions', () => {
  const keys = (items: ReturnType<typeof menuItems>): string[] => items.flatMap((i) => (i && 'children' in i && i.children ? keys(i.children) : [String(i?.key)]))
  const running = new Set(['MeeduBooks', 'MeeduTopics'] as const)
  const all = keys(menuItems(me([], true), running))
  expect(all).toEqual(expect.arrayContaining(['books', 'bookCategories', 'bookComments', 'topics', 'topicCategories', 'topicComments']))
  expect(keys(menuItems(me([], true), new Set(['Wenda'] as const)))).toEqual(expect.arrayContaining(['wendaQuestions', 'wendaAnswers']))
  expect(all).not.toContain('bookContents')
  expect(keys(menuItems(me([], true), new Set()))).not.toContain('books')
  expect(keys(menuItems(me(['addons.MeeduBooks.comments']), running))).toEqual(['dashboard', 'bookComments'])
})

it('问答问题 shows each bounty as waiting or paid to its author, and filters by state', async () => {
  const q = { title: '', user: { id: 1, nick_name: '林小雨', mobile: '138****8000' }, category_name: '基本功', answer_count: 1, created_at: '2026-11-29 10:00:00' }
  const calls = answer({
    'GET /backend/addons/Wenda/questions': {
      data: [
        { ...q, id: 1, title: '手腕塌怎么办', credit1: 10, status: 1, rewarded: { id: 4, nick_name: '王老师' } },
        { ...q, id: 2, title: '每天练多久', credit1: 5, status: 0, rewarded: null },
        { ...q, id: 3, title: '踏板何时学', credit1: 0, status: 0, rewarded: null }
      ],
      total: 3
    }
  })
  renderAt(<WendaQuestions />, '/questions')
  expect(within((await screen.findByText('手腕塌怎么办')).closest('tr') as HTMLElement).getByText('10 积分 · 已发给 王老师')).toBeTruthy()
  expect(within(screen.getByText('每天练多久').closest('tr') as HTMLElement).getByText('5 积分 · 待采纳')).toBeTruthy()
  expect(within(screen.getByText('踏板何时学').closest('tr') as HTMLElement).getByText('无悬赏')).toBeTruthy()
  fireEvent.click(screen.getByText('已解决', { selector: '.ant-segmented-item-label' }))
  await waitFor(() => expect(calls.at(-1)?.url).toContain('status=1'))
})
