/**
 * Threaded comments (an e-book's articles, topics): top-level comments newest first, a thread's replies
 * oldest first; a reply names its thread (`parent_id`) and the comment it answers. Each add-on keeps its
 * own paths and field names and maps these rows onto them.
 */
import { sql, type RawBuilder } from 'kysely'
import { transaction, type Db, type Trx } from '../db/kysely'
import { fail } from '../http/envelope'
import { beijing } from '../lib/time'
import { offsetOf } from '../http/paging'
import { usersOf, type PublicUser } from './common'

export interface ThreadTable {
  /** The existing table and columns (names are not ours to change). */
  table: string
  goodsColumn: string
  /** The column holding the id of the comment a reply answers. */
  replyColumn: string
  /** The table has `is_hidden` (the console reviews it): hidden comments leave the thread and its counts. */
  reviewed?: boolean
}

interface ThreadComment {
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

type ThreadRow = Omit<ThreadComment, 'children_count' | 'repliedTo' | 'user'>

/** One page of a thread (`parentId` 0 = the top level) and the public face of every author it names. */
export async function threadPage(db: Db, t: ThreadTable, goodsId: number, parentId: number, page: number, size: number) {
  const table = sql.table(t.table)
  const shown = t.reviewed ? sql` AND is_hidden = 0` : sql``
  const where = sql`${sql.ref(t.goodsColumn)} = ${goodsId} AND parent_id = ${parentId}${shown}`
  const counted = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`.execute(db)
  const total = Number(counted.rows[0]?.n ?? 0)
  const rows = (
    await sql<ThreadRow>`SELECT id, parent_id, user_id, ${sql.ref(t.replyColumn)} AS "replyTo", content, created_at FROM ${table} WHERE ${where}
      ORDER BY id ${parentId ? sql`ASC` : sql`DESC`} LIMIT ${size} OFFSET ${offsetOf(page, size)}`.execute(db)
  ).rows
  const answered = rows.map((r) => r.replyTo).filter(Boolean)
  const answeredAuthor = new Map<number, number>(
    answered.length ? (await sql<{ id: number; user_id: number }>`SELECT id, user_id FROM ${table} WHERE id IN (${sql.join(answered)})`.execute(db)).rows.map((r) => [r.id, r.user_id]) : []
  )
  const users = await usersOf(db, [...rows.map((r) => r.user_id), ...answeredAuthor.values()])
  const ids = rows.map((r) => r.id)
  const childCount = new Map<number, number>(
    ids.length
      ? (await sql<{ parent_id: number; n: number }>`SELECT parent_id, COUNT(*) AS n FROM ${table} WHERE parent_id IN (${sql.join(ids)})${shown} GROUP BY parent_id`.execute(db)).rows.map((r) => [
          r.parent_id,
          Number(r.n)
        ])
      : []
  )
  const items: ThreadComment[] = rows.map((r) => {
    const answeredUser = users[String(answeredAuthor.get(r.replyTo))]
    return {
      ...r,
      children_count: childCount.get(r.id) ?? 0,
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
  /** Runs in the insert's transaction, on it (e.g. a comment counter on the goods). */
  afterInsert?(trx: Trx, goodsId: number): Promise<unknown>
}

/**
 * Stores a comment or reply after checking its thread: the thread is a top-level comment of the same
 * goods, the answered comment is that thread or one of its replies. Returns the id and the stored text.
 */
export async function postToThread(db: Db, t: ThreadTable, rules: ThreadRules, p: ThreadPost): Promise<{ id: number; content: string }> {
  const table = sql.table(t.table)
  const goods = sql.ref(t.goodsColumn)
  const found = async (cond: RawBuilder<unknown>) => (await sql`SELECT 1 FROM ${table} WHERE ${cond}`.execute(db)).rows.length > 0
  if (p.parentId && !(await found(sql`id = ${p.parentId} AND ${goods} = ${p.goodsId} AND parent_id = 0`))) throw fail('评论不存在')
  if (p.replyTo && !(await found(sql`id = ${p.replyTo} AND ${goods} = ${p.goodsId} AND (id = ${p.parentId} OR parent_id = ${p.parentId})`))) throw fail('评论不存在')
  if (rules.replyNeedsThread && p.replyTo && !p.parentId) throw fail('评论不存在')
  const content = rules.clean(p.content)
  if (!content) throw fail('请填写内容')
  const id = await transaction(db, async (trx) => {
    const r = await sql<{ id: number }>`INSERT INTO ${table} (${goods}, user_id, parent_id, ${sql.ref(t.replyColumn)}, content, created_at)
      VALUES (${p.goodsId}, ${p.userId}, ${p.parentId}, ${p.replyTo}, ${content}, ${beijing()}) RETURNING id`.execute(trx)
    await rules.afterInsert?.(trx, p.goodsId)
    return r.rows[0].id
  })
  return { id, content }
}
