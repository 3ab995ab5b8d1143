import { Type } from 'typebox'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { Trx } from '../../db/kysely'
import { checkUserText } from '../../providers/contentCheck'
import { ok, fail } from '../../http/envelope'
import { shapeA, shapeC } from '../../http/paging'
import { IdParams } from '~types/contract/common'
import * as C from '~types/contract/topics'
import { learnerText, renderText, sizeOf } from '../common'
import { canSeeTopic, countTopicComment, countTopicView, findTopic, hasMark, hasTopic, mostReadTopics, ownsTopic, recordTopicView, toggleCollect, toggleVote, topicCategories, topicPage, userTopicPage, viewedTopicPage } from './store'
import { topicRecView, topicView, userTopicView } from './views'
import { postToThread, threadPage, type ThreadTable } from '../commentThreads'
import { route } from '../../http/route'
import { buyRoute } from '../../orders/buyRoute'
import { topic } from '~types/endpoints/topic'
import { pathOf } from '~types/endpoints/endpoint'


/** Topic comments: replies name the answered comment in `reply_comment_id`. */
const TOPIC_THREADS: ThreadTable = { table: 'topic_comments', goodsColumn: 'topic_id', replyColumn: 'reply_comment_id', reviewed: true }

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb

  route(app, topic.topics, { schema: { query: C.TopicsQuery, response: C.TopicsPage } }, async (req) => {
    const q = req.query
    const size = sizeOf(q)
    const { total, rows } = await topicPage(db, q, size)
    const categories = await topicCategories(db)
    return ok({ data: shapeA(rows.map(topicView), total, q.page, size, `${ctx.publicUrl}${pathOf(topic.topics)}`), categories })
  })

  route(app, topic.recommended, { schema: { response: Type.Array(C.TopicRec) } }, async () => {
    return ok((await mostReadTopics(db)).map(topicRecView))
  })

  // The reader: the free part always; the rest only to who may see it. Reading is recorded for learners.
  route(app, topic.topicDetail, { schema: { params: IdParams, response: C.TopicDetail } }, async (req) => {
    const uid = req.learner
    const t = await findTopic(db, req.params.id)
    const visible = await canSeeTopic(db, uid, t)
    await countTopicView(db, t.id)
    if (uid !== null) await recordTopicView(db, uid, t.id)
    const is = async (table: 'topic_collects' | 'topic_votes') => uid !== null && (await hasMark(db, table, uid, t.id))
    return ok({
      topic: { ...topicView({ ...t, view_times: t.view_times + 1 }), free_content_render: t.free_content, render_content: visible ? t.content : '' },
      is_buy: await ownsTopic(db, uid, t),
      is_collect: await is('topic_collects'),
      is_vote: await is('topic_votes'),
      can_see: visible
    })
  })

  route(app, topic.topicComments, { schema: { params: IdParams, query: C.TopicCommentsQuery, response: C.TopicComments } }, async (req) => {
      const t = await findTopic(db, req.params.id)
      const size = sizeOf(req.query)
      const { total, items, users } = await threadPage(db, TOPIC_THREADS, t.id, req.query.comment_id ?? 0, req.query.page, size)
      const data = items.map(({ replyTo, repliedTo, ...c }) => ({ ...c, content: renderText(c.content), reply_comment_id: replyTo, reply_comment: repliedTo }))
      return ok({ data: shapeA(data, total, req.query.page, size, `${ctx.publicUrl}${pathOf(topic.topicComments, { id: t.id })}`), users, total })
    })

  // Only readers who may see the whole article comment (MeEdu: buyers); replies stay in their thread.
  const topicRules = {
    replyNeedsThread: true,
    clean: learnerText,
    afterInsert: (trx: Trx, topicId: number) => countTopicComment(trx, topicId)
  }
  route(app, topic.commentTopic, { schema: { params: IdParams, body: C.TopicCommentBody, response: C.TopicCommentCreated }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const t = await findTopic(db, req.params.id)
    if (!(await canSeeTopic(db, uid, t))) throw fail('购买后才能评论')
    await checkUserText(ctx, uid, [topicRules.clean(req.body.content)], 2)
    const posted = await postToThread(db, TOPIC_THREADS, topicRules, { goodsId: t.id, userId: uid, parentId: req.body.parent_id ?? 0, replyTo: req.body.reply_comment_id ?? 0, content: req.body.content })
    return ok({ comment_id: posted.id })
  })

  // Like and favourite toggle; the counter follows the like rows.
  route(app, topic.vote, { schema: { params: IdParams, body: C.EmptyBody, response: C.TopicToggle }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const t = await findTopic(db, req.params.id)
    const voted = await toggleVote(db, uid, t.id)
    return ok({ ok: voted ? (1 as const) : (0 as const) })
  })

  route(app, topic.collect, { schema: { params: IdParams, body: C.EmptyBody, response: C.TopicToggle }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const t = await findTopic(db, req.params.id)
    const collected = await toggleCollect(db, uid, t.id)
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
      const { total, rows } = await userTopicPage(db, table, uid, req.query.page, size)
      const items = rows.map(userTopicView)
      return ok({ data: shapeA(items, total, req.query.page, size, `${ctx.publicUrl}${endpoint.path}`) })
    })
  userList('user_topics', topic.boughtTopics)
  userList('topic_collects', topic.collectedTopics)

  route(app, topic.viewedTopics, { schema: { query: C.TopicListQuery, response: C.TopicViews }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { total, rows } = await viewedTopicPage(db, uid, req.query.page, size)
    const viewed = []
    for (const r of rows) viewed.push({ ...userTopicView(r), is_subscribe: (await hasTopic(db, uid, r.topic_id)) ? (1 as const) : (0 as const) })
    return ok(shapeC(viewed, total))
  })
}
