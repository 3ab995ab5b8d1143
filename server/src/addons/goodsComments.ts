/**
 * Flat comments on goods (an e-book, a live course): a paged list with a `users` map, and a post by a
 * learner the goods' own rule allows. What differs between add-ons is a parameter of the spec.
 */
import type { Static, TSchema } from 'typebox'
import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../context'
import { checkUserText } from '../providers/contentCheck'
import { ok, fail } from '../http/envelope'
import { route } from '../http/route'
import type { Endpoint } from '~types/endpoints/endpoint'
import { beijing } from '../lib/time'
import { offsetOf, shapeA } from '../http/paging'
import { CommentBody, EnvelopeOf, IdParams } from '~types/contract/common'
import { GoodsComments, GoodsCommentsQuery, type GoodsComment } from '~types/contract/comments'
import { sizeOf, usersOf } from './common'

/** The list's parts, the same for every goods. */
type GoodsCommentsTypes = { params: Static<typeof IdParams>; query: Static<ReturnType<typeof GoodsCommentsQuery>>; response: Static<typeof GoodsComments> }

export interface GoodsCommentsSpec<G extends { id: number }, Created extends TSchema> {
  /** The table entries: the list (`{goods}/:id/comments`) and the post (`{goods}/:id/comment`). */
  endpoints: { list: Endpoint<GoodsCommentsTypes>; post: Endpoint }
  /** The table and its goods column (existing tables: names are not ours to change). */
  table: string
  goodsColumn: string
  /** The table has `is_hidden` (the console reviews it): hidden comments leave the list. */
  reviewed?: boolean
  /** The goods (throws the add-on's own "not found"). */
  find(id: number): G | Promise<G>
  /** Who may post; the others get 购买后才能评论. */
  mayComment(userId: number, goods: G): boolean | Promise<boolean>
  /** The largest `size` the query accepts, and the largest page actually served (defaults to it). */
  maxQuerySize: number
  maxPageSize?: number
  /** The stored form of the learner's text; empty = nothing to say. */
  clean(text: string): string
  /** What a post answers (MeEdu's add-ons differ). */
  created: { schema: Created; body(commentId: number, content: string): Static<Created> }
}

export function registerGoodsComments<G extends { id: number }, Created extends TSchema>(fastify: FastifyInstance, ctx: AppContext, spec: GoodsCommentsSpec<G, Created>) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb
  const { endpoints, table, goodsColumn } = spec
  // Checked against its schema where the spec is written; the route only needs it to be a schema.
  const created: { schema: TSchema; body(commentId: number, content: string): unknown } = spec.created
  const ListQuery = GoodsCommentsQuery(spec.maxQuerySize)

  route(app, endpoints.list, { schema: { params: IdParams, query: ListQuery, response: GoodsComments } }, async (req) => {
    const goods = await spec.find(req.params.id)
    const size = Math.min(sizeOf(req.query), spec.maxPageSize ?? spec.maxQuerySize)
    const where = sql`${sql.ref(goodsColumn)} = ${goods.id}${spec.reviewed ? sql` AND is_hidden = 0` : sql``}`
    const counted = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE ${where}`.execute(db)
    const rows = (
      await sql<GoodsComment>`SELECT id, user_id, content, created_at FROM ${sql.table(table)} WHERE ${where}
        ORDER BY id DESC LIMIT ${size} OFFSET ${offsetOf(req.query.page, size)}`.execute(db)
    ).rows
    const total = Number(counted.rows[0]?.n ?? 0)
    return ok({ data: shapeA(rows, total, req.query.page, size, `${ctx.publicUrl}${endpoints.list.path.replace(':id', String(goods.id))}`), users: await usersOf(db, rows.map((r) => r.user_id)) })
  })

  // The reply schema is the add-on's (generic here), so this route is registered by hand from its entry.
  app.post(endpoints.post.path, { schema: { params: IdParams, body: CommentBody, response: { 200: EnvelopeOf(created.schema) } }, config: { auth: 'required' } }, async (req) => {
    const uid = req.learner as number
    const goods = await spec.find(req.params.id)
    if (!(await spec.mayComment(uid, goods))) throw fail('购买后才能评论')
    const content = spec.clean(req.body.content)
    if (!content) throw fail('请填写内容')
    await checkUserText(ctx, uid, [content], 2)
    const inserted = await sql<{ id: number }>`INSERT INTO ${sql.table(table)} (${sql.ref(goodsColumn)}, user_id, content, created_at)
      VALUES (${goods.id}, ${uid}, ${content}, ${beijing()}) RETURNING id`.execute(db)
    return ok(created.body(inserted.rows[0].id, content))
  })
}
