import { Type } from 'typebox'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { checkUserText } from '../../providers/contentCheck'
import { ok, fail } from '../../http/envelope'
import { beijing } from '../../lib/time'
import { pageQuery, shapeA, shapeC } from '../../http/paging'
import { IdParams } from '../../../../types/contract/common'
import * as C from '../../../../types/contract/topics'
import { learnerText, renderText, sizeOf } from '../common'
import { canSeeTopic, findTopic, hasTopic, ownsTopic, topicView, type TopicRow } from './store'
import { postToThread, threadPage } from '../commentThreads'
import { route } from '../../http/route'
import { buyRoute } from '../../orders/buyRoute'
import { topic } from '../../../../types/endpoints/topic'

const V1 = '/addons/MeeduTopics/api/v1'
const V2 = '/addons/MeeduTopics/api/v2'

/** Topic comments: replies name the answered comment in `reply_comment_id`. */
const TOPIC_THREADS = { table: 'topic_comments', goodsColumn: 'topic_id', replyColumn: 'reply_comment_id' }

const LIST_SELECT = 't.*, c.name AS category_name'
const LIST_FROM = 'topics t JOIN topic_categories c ON c.id = t.category_id'

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx

  route(app, topic.topics, { schema: { query: C.TopicsQuery, response: C.TopicsPage } }, async (req) => {
    const q = req.query
    const size = sizeOf(q)
    const where = ['t.is_show = 1']
    const args: unknown[] = []
    if (q.cid) {
      where.push('t.category_id = ?')
      args.push(q.cid)
    }
    const order = q.scene === 'hot' ? 't.view_times DESC, t.id DESC' : 't.created_at DESC, t.id DESC'
    const { total, rows } = pageQuery<TopicRow>(db, { select: LIST_SELECT, from: `${LIST_FROM} WHERE ${where.join(' AND ')}`, order, args }, q.page, size)
    const categories = db.prepare('SELECT id, name FROM topic_categories ORDER BY sort, id').all() as C.TopicCategory[]
    return ok({ data: shapeA(rows.map(topicView), total, q.page, size, `${ctx.publicUrl}${V1}/topics`), categories })
  })

  route(app, topic.recommended, { schema: { response: Type.Array(C.TopicRec) } }, async () => {
    const rows = db.prepare(`SELECT ${LIST_SELECT} FROM ${LIST_FROM} WHERE t.is_show = 1 ORDER BY t.view_times DESC, t.id DESC LIMIT 5`).all() as TopicRow[]
    return ok(rows.map((t) => ({ id: t.id, title: t.title, thumb: t.thumb, view_times: t.view_times, category: { id: t.category_id, name: t.category_name } })))
  })

  // The reader: the free part always; the rest only to who may see it. Reading is recorded for learners.
  route(app, topic.topicDetail, { schema: { params: IdParams, response: C.TopicDetail } }, async (req) => {
    const uid = req.learner
    const t = findTopic(db, req.params.id)
    const visible = canSeeTopic(db, uid, t)
    db.prepare('UPDATE topics SET view_times = view_times + 1 WHERE id = ?').run(t.id)
    if (uid !== null) {
      const now = beijing()
      db.prepare(
        `INSERT INTO topic_views (user_id, topic_id, created_at, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(user_id, topic_id) DO UPDATE SET updated_at = excluded.updated_at`
      ).run(uid, t.id, now, now)
    }
    const is = (table: string) => uid !== null && !!db.prepare(`SELECT 1 FROM ${table} WHERE user_id = ? AND topic_id = ?`).get(uid, t.id)
    return ok({
      topic: { ...topicView({ ...t, view_times: t.view_times + 1 }), free_content_render: t.free_content, render_content: visible ? t.content : '' },
      is_buy: ownsTopic(db, uid, t),
      is_collect: is('topic_collects'),
      is_vote: is('topic_votes'),
      can_see: visible
    })
  })

  route(app, topic.topicComments, { schema: { params: IdParams, query: C.TopicCommentsQuery, response: C.TopicComments } }, async (req) => {
      const t = findTopic(db, req.params.id)
      const size = sizeOf(req.query)
      const { total, items, users } = threadPage(db, TOPIC_THREADS, t.id, req.query.comment_id ?? 0, req.query.page, size)
      const data = items.map(({ replyTo, repliedTo, ...c }) => ({ ...c, content: renderText(c.content), reply_comment_id: replyTo, reply_comment: repliedTo }))
      return ok({ data: shapeA(data, total, req.query.page, size, `${ctx.publicUrl}${V2}/topic/${t.id}/comments`), users, total })
    })

  // Only readers who may see the whole article comment (MeEdu: buyers); replies stay in their thread.
  const topicRules = {
    replyNeedsThread: true,
    clean: learnerText,
    afterInsert: (topicId: number) => db.prepare('UPDATE topics SET comment_times = comment_times + 1 WHERE id = ?').run(topicId)
  }
  route(app, topic.commentTopic, { schema: { params: IdParams, body: C.TopicCommentBody, response: C.TopicCommentCreated }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const t = findTopic(db, req.params.id)
    if (!canSeeTopic(db, uid, t)) throw fail('购买后才能评论')
    await checkUserText(ctx, uid, [topicRules.clean(req.body.content)], 2)
    const posted = postToThread(db, TOPIC_THREADS, topicRules, { goodsId: t.id, userId: uid, parentId: req.body.parent_id ?? 0, replyTo: req.body.reply_comment_id ?? 0, content: req.body.content })
    return ok({ comment_id: posted.id })
  })

  // Like and favourite toggle; the counter follows the like rows.
  route(app, topic.vote, { schema: { params: IdParams, body: C.EmptyBody, response: C.TopicToggle }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const t = findTopic(db, req.params.id)
    const voted = db.transaction(() => {
      const removed = db.prepare('DELETE FROM topic_votes WHERE user_id = ? AND topic_id = ?').run(uid, t.id).changes > 0
      if (!removed) db.prepare('INSERT INTO topic_votes (user_id, topic_id, created_at) VALUES (?, ?, ?)').run(uid, t.id, beijing())
      db.prepare('UPDATE topics SET vote_count = (SELECT COUNT(*) FROM topic_votes WHERE topic_id = ?) WHERE id = ?').run(t.id, t.id)
      return !removed
    })()
    return ok({ ok: voted ? (1 as const) : (0 as const) })
  })

  route(app, topic.collect, { schema: { params: IdParams, body: C.EmptyBody, response: C.TopicToggle }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const t = findTopic(db, req.params.id)
    const collected = db.transaction(() => {
      const removed = db.prepare('DELETE FROM topic_collects WHERE user_id = ? AND topic_id = ?').run(uid, t.id).changes > 0
      if (!removed) db.prepare('INSERT INTO topic_collects (user_id, topic_id, created_at) VALUES (?, ?, ?)').run(uid, t.id, beijing())
      return !removed
    })()
    return ok({ ok: collected ? (1 as const) : (0 as const) })
  })

  buyRoute(app, db, topic.buy, {
    schema: { params: IdParams, body: C.TopicBuyBody },
    kind: 'topic',
    find: (req) => findTopic(db, req.params.id),
    goodsId: (t) => t.id,
    refuse: (t) => (t.charge <= 0 ? '本文免费，无需购买' : undefined),
    owned: (uid, t) => hasTopic(db, uid, t.id),
    item: (t) => ({ id: t.id, name: t.title, thumb: t.thumb, charge: t.charge })
  })

  const userList = (table: 'user_topics' | 'topic_collects', endpoint: typeof topic.boughtTopics) =>
    route(app, endpoint, { schema: { query: C.TopicListQuery, response: C.UserTopics }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const size = sizeOf(req.query)
      const { total, rows } = pageQuery<{ id: number; topic_id: number; title: string; thumb: string; created_at: string }>(
        db,
        { select: 'x.id, x.topic_id, t.title, t.thumb, x.created_at', from: `${table} x JOIN topics t ON t.id = x.topic_id WHERE x.user_id = ?`, order: 'x.id DESC', args: [uid] },
        req.query.page,
        size
      )
      const items = rows.map((r) => ({ id: r.id, topic: { id: r.topic_id, title: r.title, thumb: r.thumb }, created_at: r.created_at }))
      return ok({ data: shapeA(items, total, req.query.page, size, `${ctx.publicUrl}${endpoint.path}`) })
    })
  userList('user_topics', topic.boughtTopics)
  userList('topic_collects', topic.collectedTopics)

  route(app, topic.viewedTopics, { schema: { query: C.TopicListQuery, response: C.TopicViews }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { total, rows } = pageQuery<{ id: number; topic_id: number; title: string; thumb: string; created_at: string }>(
      db,
      { select: 'v.id, v.topic_id, t.title, t.thumb, v.updated_at AS created_at', from: 'topic_views v JOIN topics t ON t.id = v.topic_id WHERE v.user_id = ?', order: 'v.updated_at DESC, v.id DESC', args: [uid] },
      req.query.page,
      size
    )
    return ok(
      shapeC(
        rows.map((r) => ({ id: r.id, is_subscribe: hasTopic(db, uid, r.topic_id) ? (1 as const) : (0 as const), topic: { id: r.topic_id, title: r.title, thumb: r.thumb }, created_at: r.created_at })),
        total
      )
    )
  })
}
