/**
 * 图文 in the console (ours: MeEdu's add-on admin is closed): articles (a free part and a paid part in rich
 * text, price, VIP free, login to read, category, on and off sale), categories, and learners' comments to
 * review. Staff HTML is cleaned as the core cleans a course's intro.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminTopics as T } from '~types/endpoints/admin/addons/topics'
import * as P from '~types/contract/admin/addons/topics'
import { ContentListQuery } from '~types/contract/admin/addons/contentReview'
import { EmptyData, IdParams } from '~types/contract/common'
import { fail, notFound } from '../../http/envelope'
import { cleanRichText, hasContent } from '../../lib/richText'
import { adminRoute } from '../../admin/route'
import { registerCategoryAdmin, registerCommentReview } from '../contentConsole'
import * as store from './store/admin'
import { adminTopicView } from './views'

const EMPTY: [] = []
const LOG = { module: 'addons.MeeduTopics' } as const

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  registerCategoryAdmin(app, ctx, T, { categories: 'topic_categories', goods: 'topics', goodsName: '文章', module: LOG.module })

  /** The article as stored: a paid one has its paid part; every HTML part cleaned. */
  const topicFields = async (b: P.TopicBody): Promise<store.TopicFields> => {
    const title = b.title.trim()
    if (!title) throw fail('请填写标题')
    if (!(await store.categoryExists(db, b.category_id))) throw fail('所属分类不存在')
    const free = cleanRichText(b.free_content)
    const content = cleanRichText(b.content)
    if (!hasContent(content)) throw fail('请填写正文')
    return {
      category_id: b.category_id,
      title,
      thumb: b.thumb.trim(),
      charge: b.charge,
      is_vip_free: b.charge > 0 ? b.is_vip_free : 0,
      is_show: b.is_show,
      is_need_login: b.charge > 0 ? 0 : b.is_need_login,
      free_content: hasContent(free) ? free : '',
      content
    }
  }

  const existing = async (id: number) => {
    const t = await store.topicById(db, id)
    if (!t) throw notFound('文章不存在')
    return t
  }

  adminRoute(app, db, T.topics, { schema: { query: ContentListQuery, response: P.AdminTopicList } }, async (req) => {
    const { page = 1, size = 10, category_id, is_show } = req.query
    const { rows, total } = await store.topicList(db, { keywords: req.query.keywords?.trim() || undefined, category_id, is_show }, page, size)
    return { data: rows.map(adminTopicView), total }
  })

  adminRoute(app, db, T.createTopic, { schema: { body: P.TopicBody, response: EmptyData }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    await store.createTopic(db, await topicFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.topic, { schema: { params: IdParams, response: P.AdminTopic } }, async (req) => adminTopicView(await existing(req.params.id)))

  adminRoute(app, db, T.updateTopic, { schema: { params: IdParams, body: P.TopicBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const fields = await topicFields(req.body)
    await existing(req.params.id)
    await store.updateTopic(db, req.params.id, fields)
    return EMPTY
  })

  adminRoute(app, db, T.deleteTopic, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    await existing(req.params.id)
    if (!(await store.deleteUnsoldTopic(db, req.params.id))) throw fail('已有学员购买此文章，不能删除，请改为下架')
    return EMPTY
  })

  registerCommentReview(app, ctx, { list: T.comments, review: T.reviewComments }, {
    comments: 'topic_comments',
    goodsColumn: 'topic_id',
    goods: 'topics',
    goodsTitle: 'title',
    threaded: true,
    module: LOG.module,
    afterChange: (ids) => store.recountComments(db, ids)
  })
}
