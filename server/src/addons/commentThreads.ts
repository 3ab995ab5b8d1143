/**
 * Threaded comments (an e-book's articles, topics): top-level comments newest first, a thread's replies
 * oldest first; a reply names its thread (`parent_id`) and the comment it answers. Each add-on keeps its
 * own paths and field names and maps these rows onto them.
 */
import type { DB } from '../db/db'
import { fail } from '../http/envelope'
import { beijing } from '../lib/time'
import { pageQuery } from '../http/paging'
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
export function threadPage(db: DB, t: ThreadTable, goodsId: number, parentId: number, page: number, size: number) {
  const shown = t.reviewed ? ' AND is_hidden = 0' : ''
  const { total, rows } = pageQuery<Omit<ThreadComment, 'children_count' | 'repliedTo' | 'user'>>(
    db,
    {
      select: `id, parent_id, user_id, ${t.replyColumn} AS replyTo, content, created_at`,
      from: `${t.table} WHERE ${t.goodsColumn} = ? AND parent_id = ?${shown}`,
      order: parentId ? 'id ASC' : 'id DESC',
      args: [goodsId, parentId]
    },
    page,
    size
  )
  const answered = rows.map((r) => r.replyTo).filter(Boolean)
  const answeredAuthor = new Map<number, number>(
    answered.length ? (db.prepare(`SELECT id, user_id FROM ${t.table} WHERE id IN (${answered.map(() => '?').join(',')})`).all(...answered) as { id: number; user_id: number }[]).map((r) => [r.id, r.user_id]) : []
  )
  const users = usersOf(db, [...rows.map((r) => r.user_id), ...answeredAuthor.values()])
  const childCount = db.prepare(`SELECT COUNT(*) FROM ${t.table} WHERE parent_id = ?${shown}`).pluck()
  const items: ThreadComment[] = rows.map((r) => {
    const answeredUser = users[String(answeredAuthor.get(r.replyTo))]
    return {
      ...r,
      children_count: Number(childCount.get(r.id)),
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
  afterInsert?(goodsId: number): void
}

/**
 * Stores a comment or reply after checking its thread: the thread is a top-level comment of the same
 * goods, the answered comment is that thread or one of its replies. Returns the id and the stored text.
 */
export function postToThread(db: DB, t: ThreadTable, rules: ThreadRules, p: ThreadPost): { id: number; content: string } {
  if (p.parentId && !db.prepare(`SELECT 1 FROM ${t.table} WHERE id = ? AND ${t.goodsColumn} = ? AND parent_id = 0`).get(p.parentId, p.goodsId)) throw fail('评论不存在')
  if (p.replyTo && !db.prepare(`SELECT 1 FROM ${t.table} WHERE id = ? AND ${t.goodsColumn} = ? AND (id = ? OR parent_id = ?)`).get(p.replyTo, p.goodsId, p.parentId, p.parentId))
    throw fail('评论不存在')
  if (rules.replyNeedsThread && p.replyTo && !p.parentId) throw fail('评论不存在')
  const content = rules.clean(p.content)
  if (!content) throw fail('请填写内容')
  const id = db.transaction(() => {
    const r = db
      .prepare(`INSERT INTO ${t.table} (${t.goodsColumn}, user_id, parent_id, ${t.replyColumn}, content, created_at) VALUES (?, ?, ?, ?, ?, ?)`)
      .run(p.goodsId, p.userId, p.parentId, p.replyTo, content, beijing())
    rules.afterInsert?.(p.goodsId)
    return Number(r.lastInsertRowid)
  })()
  return { id, content }
}
