/**
 * 电子书 in the console (ours: MeEdu's add-on admin is closed): books (cover, price, VIP free, category,
 * rich-text intro, on and off sale), their chapters and articles, categories, and learners' comments to
 * review. Staff HTML is cleaned as the core cleans a course's intro.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminBooks as T } from '~types/endpoints/admin/addons/books'
import * as B from '~types/contract/admin/addons/books'
import { ContentListQuery } from '~types/contract/admin/addons/contentReview'
import { EmptyData, IdParams } from '~types/contract/common'
import { fail, notFound } from '../../http/envelope'
import { cleanRichText, hasContent } from '../../lib/richText'
import { adminRoute } from '../../admin/route'
import { registerCategoryAdmin, registerCommentReview } from '../contentConsole'
import * as store from './store/admin'
import { adminArticleView, adminBookView } from './views'

const EMPTY: [] = []
const LOG = { module: 'addons.MeeduBooks' } as const

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  registerCategoryAdmin(app, ctx, T, { categories: 'book_categories', goods: 'books', goodsName: '电子书', module: LOG.module })

  /** The book as stored, checked whole before anything is written. */
  const bookFields = async (b: B.BookBody): Promise<store.BookFields> => {
    const name = b.name.trim()
    if (!name) throw fail('请填写书名')
    if (!(await store.categoryExists(db, b.category_id))) throw fail('所属分类不存在')
    const html = cleanRichText(b.render_desc)
    if (!hasContent(html)) throw fail('请填写详细介绍')
    return { category_id: b.category_id, name, thumb: b.thumb.trim(), charge: b.charge, is_vip_free: b.charge > 0 ? b.is_vip_free : 0, is_show: b.is_show, short_desc: b.short_desc.trim(), render_desc: html }
  }

  const existingBook = async (id: number) => {
    const b = await store.bookById(db, id)
    if (!b) throw notFound('电子书不存在')
    return b
  }

  adminRoute(app, db, T.books, { schema: { query: ContentListQuery, response: B.AdminBookList } }, async (req) => {
    const { page = 1, size = 10, category_id, is_show } = req.query
    const { rows, total } = await store.bookList(db, { keywords: req.query.keywords?.trim() || undefined, category_id, is_show }, page, size)
    return { data: rows.map(adminBookView), total }
  })

  adminRoute(app, db, T.createBook, { schema: { body: B.BookBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    await store.createBook(db, await bookFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.book, { schema: { params: IdParams, response: B.AdminBook } }, async (req) => adminBookView(await existingBook(req.params.id)))

  adminRoute(app, db, T.updateBook, { schema: { params: IdParams, body: B.BookBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const fields = await bookFields(req.body)
    await existingBook(req.params.id)
    await store.updateBook(db, req.params.id, fields)
    return EMPTY
  })

  adminRoute(app, db, T.deleteBook, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    await existingBook(req.params.id)
    if (!(await store.deleteUnsoldBook(db, req.params.id))) throw fail('已有学员购买此书，不能删除，请改为下架')
    return EMPTY
  })

  // ---- the table of contents ------------------------------------------------------------------------

  adminRoute(app, db, T.contents, { schema: { params: IdParams, response: B.AdminBookContents } }, async (req) => {
    const book = adminBookView(await existingBook(req.params.id))
    const [chapters, articles] = [await store.chaptersOf(db, book.id), await store.articlesOf(db, book.id)]
    return { book, chapters, articles: articles.map(adminArticleView) }
  })

  const chapterFields = (b: B.BookChapterBody) => {
    const name = b.name.trim()
    if (!name) throw fail('请填写章节名称')
    return { name, sort: b.sort ?? 0 }
  }

  const existingChapter = async (id: number) => {
    const c = await store.chapterById(db, id)
    if (!c) throw notFound('章节不存在')
    return c
  }

  adminRoute(app, db, T.createChapter, { schema: { params: IdParams, body: B.BookChapterBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    const fields = chapterFields(req.body)
    await existingBook(req.params.id)
    await store.createChapter(db, req.params.id, fields)
    return EMPTY
  })

  adminRoute(app, db, T.updateChapter, { schema: { params: IdParams, body: B.BookChapterBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const fields = chapterFields(req.body)
    await existingChapter(req.params.id)
    await store.updateChapter(db, req.params.id, fields)
    return EMPTY
  })

  adminRoute(app, db, T.deleteChapter, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    await existingChapter(req.params.id)
    if (!(await store.deleteEmptyChapter(db, req.params.id))) throw fail('该章节下还有文章，请先移走或删除')
    return EMPTY
  })

  /** The article as stored: its chapter in the same book (or none), its HTML cleaned and not empty. */
  const articleFields = async (bookId: number, b: B.BookArticleBody): Promise<store.ArticleFields> => {
    const title = b.title.trim()
    if (!title) throw fail('请填写文章标题')
    if (b.chapter_id) {
      const c = await store.chapterById(db, b.chapter_id)
      if (!c || c.book_id !== bookId) throw fail('所选章节不存在')
    }
    const html = cleanRichText(b.render_content)
    if (!hasContent(html)) throw fail('请填写文章内容')
    return { chapter_id: b.chapter_id, title, is_trial: b.is_trial, render_content: html, sort: b.sort ?? 0 }
  }

  const existingArticle = async (id: number) => {
    const a = await store.articleById(db, id)
    if (!a) throw notFound('文章不存在')
    return a
  }

  adminRoute(app, db, T.createArticle, { schema: { params: IdParams, body: B.BookArticleBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    const book = await existingBook(req.params.id)
    await store.createArticle(db, book.id, book.charge, await articleFields(book.id, req.body))
    return EMPTY
  })

  adminRoute(app, db, T.article, { schema: { params: IdParams, response: B.AdminBookArticleDetail } }, async (req) => {
    const a = await existingArticle(req.params.id)
    return { ...adminArticleView(a), render_content: a.render_content }
  })

  adminRoute(app, db, T.updateArticle, { schema: { params: IdParams, body: B.BookArticleBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const a = await existingArticle(req.params.id)
    const book = await existingBook(a.book_id)
    await store.updateArticle(db, a.id, book.charge, await articleFields(book.id, req.body))
    return EMPTY
  })

  adminRoute(app, db, T.deleteArticle, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    await store.deleteArticle(db, (await existingArticle(req.params.id)).id)
    return EMPTY
  })

  // ---- comments -------------------------------------------------------------------------------------

  registerCommentReview(app, ctx, { list: T.bookComments, review: T.reviewBookComments }, { comments: 'book_comments', goodsColumn: 'book_id', goods: 'books', goodsTitle: 'name', threaded: false, module: LOG.module })
  registerCommentReview(app, ctx, { list: T.articleComments, review: T.reviewArticleComments }, {
    comments: 'book_article_comments',
    goodsColumn: 'article_id',
    goods: 'book_articles',
    goodsTitle: 'title',
    threaded: true,
    module: LOG.module
  })
}
