import { Type } from 'typebox'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { checkUserText } from '../../providers/contentCheck'
import { ok, fail, unauthorized } from '../../http/envelope'
import { tokenOf } from '../../auth/tokens'
import { shapeA, shapeC } from '../../http/paging'
import { IdParams } from '~types/contract/common'
import * as C from '~types/contract/books'
import { bookBrief, bookCategories, bookPage, bookViewPage, countArticleView, heldBookPage, lastViewOf, mostReadBooks, canSee, findArticle, findBook, hasBook, ownsBook, recordView, sanitizeComment, tableOfContents } from './store'
import { sizeOf } from '../common'
import { registerGoodsComments } from '../goodsComments'
import { postToThread, threadPage, type ThreadTable } from '../commentThreads'
import { route } from '../../http/route'
import { buyRoute } from '../../orders/buyRoute'
import { bookViewView } from './views'
import { book } from '~types/endpoints/book'
import { pathOf } from '~types/endpoints/endpoint'


/** Article comments: replies name the answered comment in `reply_id`; a top-level comment may be answered directly. */
const ARTICLE_THREADS: ThreadTable = { table: 'book_article_comments', goodsColumn: 'article_id', replyColumn: 'reply_id', reviewed: true }
const ARTICLE_RULES = { replyNeedsThread: false, clean: sanitizeComment }

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  route(app, book.books, { schema: { query: C.BooksQuery, response: C.BooksPage } }, async (req) => {
    const q = req.query
    const size = sizeOf(q)
    const { total, rows } = await bookPage(db, q, size)
    const categories = await bookCategories(db)
    return ok({ data: shapeA(rows, total, q.page, size, `${ctx.publicUrl}${pathOf(book.books)}`), categories })
  })

  route(app, book.recommended, { schema: { response: Type.Array(C.BookRec) } }, async () =>
    ok(await mostReadBooks(db)))

  route(app, book.bookDetail, { schema: { params: IdParams, response: C.BookDetail } }, async (req) => {
    const uid = req.learner
    const book = await findBook(db, req.params.id)
    const { chapters, articles } = await tableOfContents(db, book.id)
    return ok({ book, chapters, articles, is_buy: await ownsBook(db, uid, book) })
  })

  // Book comments: read by anyone (shape N with a users map), posted by learners who have the book.
  registerGoodsComments(fastify, ctx, {
    endpoints: { list: book.bookComments, post: book.commentBook },
    table: 'book_comments',
    goodsColumn: 'book_id',
    reviewed: true,
    find: (id) => findBook(db, id),
    mayComment: async (uid, book) => book.charge <= 0 || (await ownsBook(db, uid, book)),
    maxQuerySize: 10000,
    clean: sanitizeComment,
    created: { schema: C.CommentCreated, body: (commentId, content) => ({ comment_id: commentId, reply_id: 0, content }) }
  })

  // Reading: the id is the article's. The text is sent only when readable; a readable article read by a
  // learner becomes their last read one. Visitors may read free books and trials; a token, when sent,
  // must still be valid (an expired session should log in again rather than read as a visitor).
  route(app, book.read, { schema: { params: IdParams, response: C.BookReadResult } }, async (req) => {
    const uid = req.learner
    if (uid === null && tokenOf(req)) throw unauthorized()
    const { render_content, ...article } = await findArticle(db, req.params.id)
    const book = await findBook(db, article.book_id)
    const { chapters, articles, order } = await tableOfContents(db, book.id)
    const visible = await canSee(db, uid, book, article)
    if (visible) {
      await countArticleView(db, article.id)
      if (uid !== null) await recordView(db, uid, book.id, article.id)
    }
    const at = order.indexOf(article.id)
    return ok({
      article: visible ? { ...article, render_content } : article,
      book,
      chapters,
      articles,
      is_buy: await ownsBook(db, uid, book),
      can_see: visible,
      prev_id: at > 0 ? order[at - 1] : 0,
      next_id: at >= 0 && at < order.length - 1 ? order[at + 1] : 0
    })
  })

  // Article comments (v2 list, v1 post): top level by default, a comment's replies with parent_id.
  route(app, book.articleComments, { schema: { params: IdParams, query: C.ArticleCommentsQuery, response: C.BookArticleComments } }, async (req) => {
      const article = await findArticle(db, req.params.id)
      const size = sizeOf(req.query)
      const { total, items } = await threadPage(db, ARTICLE_THREADS, article.id, req.query.parent_id ?? 0, req.query.page, size)
      const data = items.map(({ replyTo, repliedTo, ...c }) => ({ ...c, reply_id: replyTo, reply: repliedTo }))
      return ok({ data: shapeA(data, total, req.query.page, size, `${ctx.publicUrl}${pathOf(book.articleComments, { id: article.id })}`) })
    })

  route(app, book.commentArticle, { schema: { params: IdParams, body: C.ArticleCommentBody, response: C.CommentCreated }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const article = await findArticle(db, req.params.id)
      const book = await findBook(db, article.book_id)
      if (!(await canSee(db, uid, book, article))) throw fail('购买后才能评论')
      const replyTo = req.body.reply_id ?? 0
      await checkUserText(ctx, uid, [ARTICLE_RULES.clean(req.body.content)], 2)
      const posted = await postToThread(db, ARTICLE_THREADS, ARTICLE_RULES, { goodsId: article.id, userId: uid, parentId: req.body.parent_id ?? 0, replyTo, content: req.body.content })
      return ok({ comment_id: posted.id, reply_id: replyTo, content: posted.content })
    })

  // Buying goes through the core order flow (ADDONS 1.5); paying delivers the book (the goods kind below).
  buyRoute(app, db, book.buy, {
    schema: { params: IdParams, body: C.BookBuyBody },
    kind: 'book',
    find: (req) => findBook(db, req.params.id),
    goodsId: (b) => b.id,
    refuse: (b) => (b.charge <= 0 ? '本书免费，无需购买' : undefined),
    owned: (uid, b) => hasBook(db, uid, b.id),
    item: (b) => ({ id: b.id, name: b.name, thumb: b.thumb, charge: b.charge })
  })

  // 订阅: bought books, with the last article read (or [] when none).
  route(app, book.memberBooks, { schema: { query: C.ListQuery, response: C.MemberBooks }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { total, rows } = await heldBookPage(db, uid, req.query.page, size)
    const held = []
    for (const r of rows) held.push({ ...r, book: await bookBrief(db, r.book_id), last_view: (await lastViewOf(db, uid, r.book_id)) ?? [] })
    return ok(shapeC(held, total))
  })

  // 在学: books the learner has read, most recent first; "继续学习" opens article_id.
  route(app, book.memberBookViews, { schema: { query: C.ListQuery, response: C.MemberBookViews }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { total, rows } = await bookViewPage(db, uid, req.query.page, size)
    const viewed = []
    for (const r of rows) viewed.push(bookViewView(r, await hasBook(db, uid, r.book_id), await bookBrief(db, r.book_id)))
    return ok(shapeC(viewed, total))
  })

}
