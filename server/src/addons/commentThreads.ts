/**
 * Threaded comments (an e-book's articles, topics): top-level comments newest first, a thread's replies
 * oldest first; a reply names its thread (`parent_id`) and the comment it answers. Each add-on keeps its
 * own paths and field names and maps these rows onto them.
 */
import { sql } from 'kysely'
import { transaction, type Db, type Trx } from '../db/kysely'
import { fail } from '../http/envelope'
import { beijing } from '../lib/time'
import { pageOf } from '../http/paging'
import { usersOf, type PublicUser } from './common'

export interface ThreadTable {
  /** The existing table and columns (names are not ours to change). */
  table: 'book_article_comments' | 'topic_comments'
  goodsColumn: 'article_id' | 'topic_id'
  /** The column holding the id of the comment a reply answers. */
  replyColumn: 'reply_id' | 'reply_comment_id'
  /** The table has `is_hidden` (the console reviews it): hidden comments leave the thread and its counts. */
  reviewed?: boolean
}

export interface ThreadComment {
  id: number
  parent_id: number
  user_id: number
  content: string
  children_count: number
  created_at: string
  /** The answered comment's id (0 = none) and its author's nickname, when still on the site. */
  replyTo: number
  repliedTo: { user: { nick_name: string } } | null
  /** `[]` for a deleted account, as MeEdu sends it. */
  user: PublicUser | []
}

/** One page of a thread (`parentId` 0 = the top level) and the public face of every author it names. */
export async function threadPage(db: Db, t: ThreadTable, goodsId: number, parentId: number, page: number, size: number) {
  const shown = <Q extends { where: (c: 'is_hidden', op: '=', v: number) => Q }>(q: Q) => (t.reviewed ? q.where('is_hidden', '=', 0) : q)
  const { total, rows } = await pageOf(
    db,
    shown(
      db
        .selectFrom(t.table)
        .select(['id', 'parent_id', 'user_id', sql<number>`${sql.ref(t.replyColumn)}`.as('replyTo'), 'content', 'created_at'])
        .where(sql.ref(t.goodsColumn), '=', goodsId)
        .where('parent_id', '=', parentId)
    ).orderBy('id', parentId ? 'asc' : 'desc'),
    page,
    size
  )
  const answered = rows.map((r) => r.replyTo).filter(Boolean)
  const answeredAuthor = new Map<number, number>(
    answered.length ? (await db.selectFrom(t.table).select(['id', 'user_id']).where('id', 'in', answered).execute()).map((r) => [r.id, r.user_id]) : []
  )
  const users = await usersOf(db, [...rows.map((r) => r.user_id), ...answeredAuthor.values()])
  const ids = rows.map((r) => r.id)
  const childCounts = new Map<number, number>(
    ids.length
      ? (await shown(db.selectFrom(t.table).select((eb) => ['parent_id', eb.fn.countAll<number>().as('n')]).where('parent_id', 'in', ids)).groupBy('parent_id').execute()).map((c) => [c.parent_id, Number(c.n)])
      : []
  )
  const items: ThreadComment[] = rows.map((r) => {
    const answeredUser = users[String(answeredAuthor.get(r.replyTo))]
    return {
      ...r,
      children_count: childCounts.get(r.id) ?? 0,
      repliedTo: answeredUser ? { user: { nick_name: answeredUser.nick_name } } : null,
      user: users[String(r.user_id)] ?? []
    }
  })
  return { total, items, users }
}

export interface ThreadPost {
  goodsId: number
  userId: number
  parentId: number
  replyTo: number
  content: string
}

export interface ThreadRules {
  /** Whether answering a comment requires naming its thread (topics: yes; book articles: a top-level comment may be answered without). */
  replyNeedsThread: boolean
  /** The stored form of the learner's text; empty = nothing to say. */
  clean(text: string): string
  /** Runs in the insert's transaction (e.g. a comment counter on the goods). */
  afterInsert?(trx: Trx, goodsId: number): Promise<unknown>
}

/**
 * Stores a comment or reply after checking its thread: the thread is a top-level comment of the same
 * goods, the answered comment is that thread or one of its replies. Returns the id and the stored text.
 */
export async function postToThread(db: Db, t: ThreadTable, rules: ThreadRules, p: ThreadPost): Promise<{ id: number; content: string }> {
  const ofGoods = (id: number) => db.selectFrom(t.table).select('id').where('id', '=', id).where(sql.ref(t.goodsColumn), '=', p.goodsId)
  if (p.parentId && !(await ofGoods(p.parentId).where('parent_id', '=', 0).executeTakeFirst())) throw fail('评论不存在')
  if (p.replyTo && !(await ofGoods(p.replyTo).where((eb) => eb.or([eb('id', '=', p.parentId), eb('parent_id', '=', p.parentId)])).executeTakeFirst())) throw fail('评论不存在')
  if (rules.replyNeedsThread && p.replyTo && !p.parentId) throw fail('评论不存在')
  const content = rules.clean(p.content)
  if (!content) throw fail('请填写内容')
  const id = await transaction(db, async (trx) => {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO ${sql.table(t.table)} (${sql.ref(t.goodsColumn)}, user_id, parent_id, ${sql.ref(t.replyColumn)}, content, created_at)
      VALUES (${p.goodsId}, ${p.userId}, ${p.parentId}, ${p.replyTo}, ${content}, ${beijing()}) RETURNING id`.execute(trx)
    await rules.afterInsert?.(trx, p.goodsId)
    return rows[0].id
  })
  return { id, content }
}
