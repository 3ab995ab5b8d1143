import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import sharp from 'sharp'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import type { DB } from '../../db/db'
import { checkUserText } from '../../providers/contentCheck'
import { ok, fail, notFound, throttled } from '../../http/envelope'
import { beijing } from '../../lib/time'
import { pageQuery, shapeA } from '../../http/paging'
import { addCredit1 } from '../../member/users'
import { FixedWindow } from '../../http/throttle'
import { imageExtension, MEDIA_DIR } from '../../member/routes'
import { IdParams } from '../../../../types/contract/common'
import * as C from '../../../../types/contract/wenda'
import { learnerText, renderText, sizeOf, usersOf, type PublicUser } from '../common'
import { route } from '../../http/route'
import { qa } from '../../../../types/endpoints/qa'

const V1 = '/addons/Wenda/api/v1'

/** Answer images: at most 2 MB each (ADDONS 7); question images the same. */
const WENDA_IMAGE_MAX_BYTES = 2 * 1024 * 1024
const IMAGE_MAX_SIDE = 1600
const UPLOADS_PER_HOUR = 60

const STATUS_TEXT = ['未解决', '已解决'] as const

interface QuestionRow {
  id: number
  user_id: number
  category_id: number
  title: string
  content: string
  images: string
  credit1: number
  status: 0 | 1
  view_times: number
  answer_count: number
  vote_count: number
  created_at: string
}

interface AnswerRow {
  id: number
  question_id: number
  user_id: number
  content: string
  images: string
  is_correct: 0 | 1
  vote_count: number
  reply_count: number
  created_at: string
}

const LIST_FIELDS = 'id, title, status, credit1, view_times, answer_count, vote_count, category_id, created_at'

const listView = (q: Pick<QuestionRow, 'id' | 'title' | 'status' | 'credit1' | 'view_times' | 'answer_count' | 'vote_count' | 'category_id' | 'created_at'>): C.Question => ({
  id: q.id,
  title: q.title,
  status: q.status,
  status_text: STATUS_TEXT[q.status],
  credit1: q.credit1,
  view_times: q.view_times,
  answer_count: q.answer_count,
  vote_count: q.vote_count,
  category_id: q.category_id,
  created_at: q.created_at
})

const images = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

function findQuestion(db: DB, id: number): QuestionRow {
  const q = db.prepare('SELECT * FROM wenda_questions WHERE id = ?').get(id) as QuestionRow | undefined
  if (!q) throw notFound('问题不存在')
  return q
}

function findAnswer(db: DB, id: number): AnswerRow {
  const a = db.prepare('SELECT * FROM wenda_answers WHERE id = ?').get(id) as AnswerRow | undefined
  if (!a) throw notFound('回答不存在')
  return a
}

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = ctx
  const limiter = new FixedWindow(UPLOADS_PER_HOUR, 3600_000)
  const ownImage = new RegExp(`^${ctx.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/media/wenda/[\\w-]+\\.(?:jpg|png)$`)

  /** Only images this server stored (uploaded through upload/image), never a URL from elsewhere. */
  const checkedImages = (list: string[] | undefined): string => {
    const all = list ?? []
    if (all.some((u) => !ownImage.test(u))) throw fail('图片无效，请重新上传')
    return JSON.stringify(all)
  }
  const userOf = (users: Record<string, PublicUser>, id: number) => users[String(id)] ?? null
  const categoryExists = (id: number) => !!db.prepare('SELECT 1 FROM wenda_categories WHERE id = ?').get(id)
  const categories = () => db.prepare('SELECT id, name FROM wenda_categories ORDER BY sort, id').all() as C.WendaCategory[]

  route(app, qa.questions, { schema: { query: C.QuestionsQuery, response: C.QuestionsPage } }, async (req) => {
    const q = req.query
    const size = sizeOf(q)
    const where = ['1 = 1']
    const args: unknown[] = []
    if (q.cid) {
      where.push('category_id = ?')
      args.push(q.cid)
    }
    if (q.scene === 'solved') where.push('status = 1')
    if (q.scene === 'unsolved') where.push('status = 0')
    if (q.scene === 'last_answer') where.push('last_answer_at IS NOT NULL')
    const order = q.scene === 'last_answer' ? 'last_answer_at DESC, id DESC' : 'id DESC'
    const { total, rows } = pageQuery<QuestionRow>(db, { select: LIST_FIELDS, from: `wenda_questions WHERE ${where.join(' AND ')}`, order, args }, q.page, size)
    return ok({ data: shapeA(rows.map(listView), total, q.page, size, `${ctx.publicUrl}${V1}/questions`), categories: categories() })
  })

  route(app, qa.config, { schema: { response: C.WendaConfig } }, async () =>
    ok({ pc_diy_content: '<p>提问前先搜一搜，描述清楚曲目、程度和遇到的问题，老师和琴友会更快帮到你。</p>', enable_credit1: 1 as const }))

  route(app, qa.createForm, { schema: { response: C.QuestionCreateForm }, auth: 'required' }, async () => {
    return ok({ categories: categories() })
  })

  // Asking: the bounty leaves the asker's balance in the same transaction, only if the balance covers it.
  route(app, qa.createQuestion, { schema: { body: C.QuestionBody, response: C.Created }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const b = req.body
    const title = learnerText(b.title)
    const content = learnerText(b.original_content)
    if (!title) throw fail('请填写标题')
    if (!content) throw fail('请填写问题描述')
    if (!categoryExists(b.category_id)) throw fail('分类不存在')
    const imgs = checkedImages(b.images)
    await checkUserText(ctx, uid, [title, content], 3)
    const bounty = b.credit1 ?? 0
    const id = db.transaction(() => {
      if (bounty > 0) {
        const paid = db.prepare('UPDATE users SET credit1 = credit1 - ? WHERE id = ? AND credit1 >= ?').run(bounty, uid, bounty).changes
        if (!paid) throw fail('积分余额不足')
        addCredit1(db, uid, -bounty, `问答悬赏：${title}`, false)
      }
      const now = beijing()
      return Number(
        db
          .prepare('INSERT INTO wenda_questions (user_id, category_id, title, content, images, credit1, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
          .run(uid, b.category_id, title, content, imgs, bounty, now, now).lastInsertRowid
      )
    })()
    return ok({ id })
  })

  route(app, qa.questionDetail, { schema: { params: IdParams, response: C.QuestionDetail } }, async (req) => {
    const uid = req.learner
    const q = findQuestion(db, req.params.id)
    db.prepare('UPDATE wenda_questions SET view_times = view_times + 1 WHERE id = ?').run(q.id)
    const answers = db.prepare('SELECT * FROM wenda_answers WHERE question_id = ? ORDER BY is_correct DESC, vote_count DESC, id ASC').all(q.id) as AnswerRow[]
    const users = usersOf(db, [q.user_id, ...answers.map((a) => a.user_id)])
    const voted = new Set(
      uid === null || !answers.length
        ? []
        : (db.prepare(`SELECT answer_id FROM wenda_votes WHERE user_id = ? AND answer_id IN (${answers.map(() => '?').join(',')})`).pluck().all(uid, ...answers.map((a) => a.id)) as number[])
    )
    return ok({
      question: {
        ...listView({ ...q, view_times: q.view_times + 1 }),
        user_id: q.user_id,
        user: userOf(users, q.user_id),
        original_content: q.content,
        render_content: renderText(q.content),
        images_list: images(q.images)
      },
      answers: answers.map((a) => ({
        id: a.id,
        user_id: a.user_id,
        user: userOf(users, a.user_id),
        render_content: renderText(a.content),
        images_list: images(a.images),
        is_correct: a.is_correct,
        vote_count: a.vote_count,
        is_vote: voted.has(a.id),
        reply_count: a.reply_count,
        created_at: a.created_at
      })),
      is_admin: uid === q.user_id,
      // Questions themselves take no votes here (only answers do, POST vote type 1).
      is_vote: false
    })
  })

  /** The asker's own open question, for editing. */
  const editable = (uid: number, id: number) => {
    const q = findQuestion(db, id)
    if (q.user_id !== uid) throw fail('只能编辑自己的问题')
    if (q.status === 1) throw fail('问题已解决，不能再编辑')
    return q
  }

  route(app, qa.editForm, { schema: { params: IdParams, response: C.QuestionEditForm }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const q = editable(uid, req.params.id)
    return ok({
      question: { id: q.id, title: q.title, category_id: q.category_id, original_content: q.content, images_list: images(q.images), credit1: q.credit1 },
      categories: categories()
    })
  })

  // Editing: the same form; a changed bounty moves the difference (never below what answerers were promised).
  route(app, qa.editQuestion, { schema: { params: IdParams, body: C.QuestionBody, response: C.Created }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const b = req.body
    const title = learnerText(b.title)
    const content = learnerText(b.original_content)
    if (!title) throw fail('请填写标题')
    if (!content) throw fail('请填写问题描述')
    if (!categoryExists(b.category_id)) throw fail('分类不存在')
    const imgs = checkedImages(b.images)
    await checkUserText(ctx, uid, [title, content], 3)
    db.transaction(() => {
      const q = editable(uid, req.params.id)
      const bounty = b.credit1 ?? q.credit1
      const diff = bounty - q.credit1
      if (diff < 0 && q.answer_count > 0) throw fail('已有回答，悬赏不能降低')
      if (diff > 0) {
        if (!db.prepare('UPDATE users SET credit1 = credit1 - ? WHERE id = ? AND credit1 >= ?').run(diff, uid, diff).changes) throw fail('积分余额不足')
        addCredit1(db, uid, -diff, `问答追加悬赏：${title}`, false)
      } else if (diff < 0) {
        addCredit1(db, uid, -diff, `问答悬赏退回：${title}`)
      }
      const changed = db
        .prepare('UPDATE wenda_questions SET title = ?, category_id = ?, content = ?, images = ?, credit1 = ?, updated_at = ? WHERE id = ? AND status = 0 AND credit1 = ?')
        .run(title, b.category_id, content, imgs, bounty, beijing(), q.id, q.credit1).changes
      if (!changed) throw fail('问题已解决，不能再编辑')
    })()
    return ok({ id: req.params.id })
  })

  route(app, qa.answer, { schema: { params: IdParams, body: C.AnswerBody, response: C.Created }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const q = findQuestion(db, req.params.id)
    if (q.status === 1) throw fail('问题已解决，不能再回答')
    const content = learnerText(req.body.original_content)
    if (!content) throw fail('请填写回答内容')
    const imgs = checkedImages(req.body.images)
    await checkUserText(ctx, uid, [content], 3)
    const id = db.transaction(() => {
      const now = beijing()
      const r = db.prepare('INSERT INTO wenda_answers (question_id, user_id, content, images, created_at) VALUES (?, ?, ?, ?, ?)').run(q.id, uid, content, imgs, now)
      db.prepare('UPDATE wenda_questions SET answer_count = answer_count + 1, last_answer_at = ? WHERE id = ?').run(now, q.id)
      return Number(r.lastInsertRowid)
    })()
    return ok({ id })
  })

  // Accepting an answer solves the question and pays the bounty, exactly once: the status flips from 0 to 1
  // by a conditional update inside the transaction, and only the request that flipped it pays.
  route(app, qa.correct, { schema: { params: IdParams, body: C.CorrectBody, response: C.Created }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const q = findQuestion(db, req.params.id)
    if (q.user_id !== uid) throw fail('只有提问者可以采纳回答')
    const a = findAnswer(db, req.body.answer_id)
    if (a.question_id !== q.id) throw fail('回答不存在')
    if (a.user_id === uid) throw fail('不能采纳自己的回答')
    db.transaction(() => {
      const flipped = db.prepare('UPDATE wenda_questions SET status = 1, correct_answer_id = ?, updated_at = ? WHERE id = ? AND status = 0').run(a.id, beijing(), q.id).changes
      if (!flipped) throw fail('问题已解决')
      db.prepare('UPDATE wenda_answers SET is_correct = 1 WHERE id = ?').run(a.id)
      if (q.credit1 > 0) addCredit1(db, a.user_id, q.credit1, `回答被采纳：${q.title}`)
    })()
    return ok({ id: a.id })
  })

  route(app, qa.vote, { schema: { body: C.VoteBody, response: C.VoteResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const a = findAnswer(db, req.body.id)
    const voted = db.transaction(() => {
      const removed = db.prepare('DELETE FROM wenda_votes WHERE user_id = ? AND answer_id = ?').run(uid, a.id).changes > 0
      if (!removed) db.prepare('INSERT INTO wenda_votes (user_id, answer_id, created_at) VALUES (?, ?, ?)').run(uid, a.id, beijing())
      db.prepare('UPDATE wenda_answers SET vote_count = (SELECT COUNT(*) FROM wenda_votes WHERE answer_id = ?) WHERE id = ?').run(a.id, a.id)
      db.prepare('UPDATE wenda_questions SET vote_count = (SELECT COALESCE(SUM(vote_count), 0) FROM wenda_answers WHERE question_id = ?) WHERE id = ?').run(a.question_id, a.question_id)
      return !removed
    })()
    return ok({ ok: voted ? (1 as const) : (0 as const) })
  })

  route(app, qa.answerComments, { schema: { params: IdParams, query: C.WendaListQuery, response: C.AnswerComments } }, async (req) => {
      const a = findAnswer(db, req.params.id)
      const size = sizeOf(req.query, 20)
      const { total, rows } = pageQuery<{ id: number; user_id: number; reply_user_id: number; content: string; created_at: string }>(
        db,
        { select: 'id, user_id, reply_user_id, content, created_at', from: 'wenda_answer_comments WHERE answer_id = ?', order: 'id ASC', args: [a.id] },
        req.query.page,
        size
      )
      const users = usersOf(db, rows.flatMap((r) => [r.user_id, r.reply_user_id]))
      const items = rows.map((r) => {
        const replyUser = userOf(users, r.reply_user_id)
        return {
          id: r.id,
          user_id: r.user_id,
          user: userOf(users, r.user_id),
          reply_user_id: r.reply_user_id,
          reply_user: replyUser ? { nick_name: replyUser.nick_name } : null,
          render_content: renderText(r.content),
          created_at: r.created_at
        }
      })
      return ok({ data: shapeA(items, total, req.query.page, size, `${ctx.publicUrl}${V1}/question/answer/${a.id}/comments`) })
    })

  // A comment on an answer, or a reply to someone in that conversation (the answerer or a commenter).
  route(app, qa.commentAnswer, { schema: { params: IdParams, body: C.AnswerCommentBody, response: C.CommentCreated }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const a = findAnswer(db, req.params.id)
      const replyTo = req.body.reply_user_id ?? 0
      if (replyTo && replyTo !== a.user_id && !db.prepare('SELECT 1 FROM wenda_answer_comments WHERE answer_id = ? AND user_id = ?').get(a.id, replyTo)) throw fail('回复的用户不存在')
      const content = learnerText(req.body.original_content)
      if (!content) throw fail('请填写内容')
      await checkUserText(ctx, uid, [content], 3)
      const id = db.transaction(() => {
        const r = db.prepare('INSERT INTO wenda_answer_comments (answer_id, user_id, reply_user_id, content, created_at) VALUES (?, ?, ?, ?, ?)').run(a.id, uid, replyTo, content, beijing())
        db.prepare('UPDATE wenda_answers SET reply_count = reply_count + 1 WHERE id = ?').run(a.id)
        return Number(r.lastInsertRowid)
      })()
      return ok({ comment_id: id })
    })

  // Images for questions and answers: multipart `file`, at most 2 MB, judged by its bytes and re-encoded.
  await app.register(multipart, { limits: { fileSize: WENDA_IMAGE_MAX_BYTES, files: 1, fields: 2 } })
  route(app, qa.uploadImage, { schema: { response: C.UploadedImage }, auth: 'required' }, async (req) => {
    const uid = req.learner
    if (!limiter.hit(String(uid))) throw throttled('上传太频繁，请稍后再试')
    if (!req.isMultipart()) throw fail('请选择图片')
    const file = await req.file()
    if (!file || file.fieldname !== 'file') throw fail('请选择图片')
    const bytes = await file.toBuffer().catch(() => null)
    if (!bytes || file.file.truncated) throw fail('图片不能超过2MB')
    const ext = imageExtension(bytes)
    if (!ext) throw fail('只支持 JPG、PNG、GIF、WEBP 图片')
    let out: Buffer
    try {
      const pipeline = sharp(bytes, { limitInputPixels: 40_000_000, animated: false }).rotate().resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      out = await (ext === 'jpg' ? pipeline.jpeg({ quality: 82 }) : pipeline.png()).toBuffer()
    } catch {
      throw fail('图片无法识别，请换一张')
    }
    const name = `${crypto.randomUUID()}.${ext === 'jpg' ? 'jpg' : 'png'}`
    fs.mkdirSync(path.join(MEDIA_DIR, 'wenda'), { recursive: true })
    fs.writeFileSync(path.join(MEDIA_DIR, 'wenda', name), out)
    return ok({ url: `${ctx.publicUrl}/media/wenda/${name}` })
  })

  route(app, qa.memberQuestions, { schema: { query: C.WendaListQuery, response: C.MemberQuestions }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { total, rows } = pageQuery<C.MemberQuestion>(
      db,
      { select: 'id, title, status, answer_count, credit1, created_at', from: 'wenda_questions WHERE user_id = ?', order: 'id DESC', args: [uid] },
      req.query.page,
      size
    )
    return ok({ data: shapeA(rows, total, req.query.page, size, `${ctx.publicUrl}${V1}/member/questions`) })
  })

  route(app, qa.memberAnswers, { schema: { query: C.WendaListQuery, response: C.MemberAnswers }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const size = sizeOf(req.query)
    const { total, rows } = pageQuery<{ id: number; question_id: number; question_title: string; content: string; status: 0 | 1; is_correct: 0 | 1; credit1: number; created_at: string }>(
      db,
      {
        select: 'a.id, a.question_id, q.title AS question_title, a.content, q.status, a.is_correct, q.credit1, a.created_at',
        from: 'wenda_answers a JOIN wenda_questions q ON q.id = a.question_id WHERE a.user_id = ?',
        order: 'a.id DESC',
        args: [uid]
      },
      req.query.page,
      size
    )
    const items = rows.map(({ content, credit1, ...r }) => ({ ...r, render_content: renderText(content), vote_count: r.is_correct ? credit1 : 0 }))
    return ok({ data: shapeA(items, total, req.query.page, size, `${ctx.publicUrl}${V1}/member/answers`) })
  })
}
