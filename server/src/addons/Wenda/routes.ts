import crypto from 'crypto'
import { reencodeImage } from '../../lib/reencodeImage'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { AppContext } from '../../context'
import { transaction, type Db, type Trx } from '../../db/kysely'
import { checkUserText } from '../../providers/contentCheck'
import { ok, fail, notFound, throttled } from '../../http/envelope'
import { beijing } from '../../lib/time'
import { shapeA } from '../../http/paging'
import { addCredit1 } from '../../accounts/users'
import { imageExtension } from '../../lib/uploads'
import { IdParams } from '~types/contract/common'
import * as C from '~types/contract/wenda'
import { learnerText, sizeOf, usersOf } from '../common'
import { route } from '../../http/route'
import { qa } from '~types/endpoints/qa'
import * as store from './store'
import { answerCommentView, answerView, editFormView, listView, memberAnswerView, questionView } from './views'
import { pathOf } from '~types/endpoints/endpoint'

/** Answer images: at most 2 MB each (ADDONS 7); question images the same. */
const WENDA_IMAGE_MAX_BYTES = 2 * 1024 * 1024
const IMAGE_MAX_SIDE = 1600
const UPLOADS_PER_HOUR = 60

async function questionOr404(db: Db | Trx, id: number) {
  const q = await store.findQuestion(db, id)
  if (!q) throw notFound('问题不存在')
  return q
}

async function answerOr404(db: Db, id: number) {
  const a = await store.findAnswer(db, id)
  if (!a) throw notFound('回答不存在')
  return a
}

export async function routes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const db = ctx.kdb
  // Counted in every server process at once (Redis with REDIS_URL, http/shared.ts).
  const uploads = ctx.shared.limiter('wenda-upload', { limit: UPLOADS_PER_HOUR, windowMs: 3600_000 })
  const ownImage = new RegExp(`^${ctx.publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/media/wenda/[\\w-]+\\.(?:jpg|png)$`)

  /** Only images this server stored (uploaded through upload/image), never a URL from elsewhere. */
  const checkedImages = (list: string[] | undefined): string => {
    const all = list ?? []
    if (all.some((u) => !ownImage.test(u))) throw fail('图片无效，请重新上传')
    return JSON.stringify(all)
  }
  const categories = () => store.listCategories(db)

  route(app, qa.questions, { schema: { query: C.QuestionsQuery, response: C.QuestionsPage } }, async (req) => {
    const q = req.query
    const size = sizeOf(q)
    const { total, rows } = await store.questionPage(db, { cid: q.cid, scene: q.scene }, q.page, size)
    return ok({ data: shapeA(rows.map(listView), total, q.page, size, `${ctx.publicUrl}${pathOf(qa.questions)}`), categories: await categories() })
  })

  route(app, qa.config, { schema: { response: C.WendaConfig } }, async () =>
    ok({ pc_diy_content: '<p>提问前先搜一搜，描述清楚曲目、程度和遇到的问题，老师和琴友会更快帮到你。</p>', enable_credit1: 1 as const }))

  route(app, qa.createForm, { schema: { response: C.QuestionCreateForm }, auth: 'required' }, async () => {
    return ok({ categories: await categories() })
  })

  // Asking: the bounty leaves the asker's balance in the same transaction, only if the balance covers it.
  route(app, qa.createQuestion, { schema: { body: C.QuestionBody, response: C.Created }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const b = req.body
    const title = learnerText(b.title)
    const content = learnerText(b.original_content)
    if (!title) throw fail('请填写标题')
    if (!content) throw fail('请填写问题描述')
    if (!(await store.categoryExists(db, b.category_id))) throw fail('分类不存在')
    const imgs = checkedImages(b.images)
    await checkUserText(ctx, uid, [title, content], 3)
    const bounty = b.credit1 ?? 0
    const id = await transaction(db, async (trx) => {
      if (bounty > 0) {
        if (!(await store.spendCredit1(trx, uid, bounty))) throw fail('积分余额不足')
        await addCredit1(trx, uid, -bounty, `问答悬赏：${title}`, false)
      }
      return store.insertQuestion(trx, uid, { category_id: b.category_id, title, content, images: imgs, credit1: bounty }, beijing())
    })
    return ok({ id })
  })

  route(app, qa.questionDetail, { schema: { params: IdParams, response: C.QuestionDetail } }, async (req) => {
    const uid = req.learner
    const q = await questionOr404(db, req.params.id)
    await store.countView(db, q.id)
    const answers = await store.answersOf(db, q.id)
    const users = await usersOf(db, [q.user_id, ...answers.map((a) => a.user_id)])
    const voted = uid === null ? new Set<number>() : await store.votedAnswerIds(db, uid, answers.map((a) => a.id))
    return ok({
      question: questionView(q, users),
      answers: answers.map((a) => answerView(a, users, voted.has(a.id))),
      is_admin: uid === q.user_id,
      // Questions themselves take no votes here (only answers do, POST vote type 1).
      is_vote: false
    })
  })

  /** The asker's own open question, for editing. */
  const editable = async (tx: Db | Trx, uid: number, id: number) => {
    const q = await questionOr404(tx, id)
    if (q.user_id !== uid) throw fail('只能编辑自己的问题')
    if (q.status === 1) throw fail('问题已解决，不能再编辑')
    return q
  }

  route(app, qa.editForm, { schema: { params: IdParams, response: C.QuestionEditForm }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const q = await editable(db, uid, req.params.id)
    return ok({
      question: editFormView(q),
      categories: await categories()
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
    if (!(await store.categoryExists(db, b.category_id))) throw fail('分类不存在')
    const imgs = checkedImages(b.images)
    await checkUserText(ctx, uid, [title, content], 3)
    await transaction(db, async (trx) => {
      const q = await editable(trx, uid, req.params.id)
      const bounty = b.credit1 ?? q.credit1
      const diff = bounty - q.credit1
      if (diff < 0 && q.answer_count > 0) throw fail('已有回答，悬赏不能降低')
      if (diff > 0) {
        if (!(await store.spendCredit1(trx, uid, diff))) throw fail('积分余额不足')
        await addCredit1(trx, uid, -diff, `问答追加悬赏：${title}`, false)
      } else if (diff < 0) {
        await addCredit1(trx, uid, -diff, `问答悬赏退回：${title}`)
      }
      const changed = await store.updateOpenQuestion(trx, q.id, { category_id: b.category_id, title, content, images: imgs, credit1: bounty }, q.credit1, beijing())
      if (!changed) throw fail('问题已解决，不能再编辑')
    })
    return ok({ id: req.params.id })
  })

  route(app, qa.answer, { schema: { params: IdParams, body: C.AnswerBody, response: C.Created }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const q = await questionOr404(db, req.params.id)
    if (q.status === 1) throw fail('问题已解决，不能再回答')
    const content = learnerText(req.body.original_content)
    if (!content) throw fail('请填写回答内容')
    const imgs = checkedImages(req.body.images)
    await checkUserText(ctx, uid, [content], 3)
    return ok({ id: await store.insertAnswer(db, q.id, uid, content, imgs, beijing()) })
  })

  // Accepting an answer solves the question and pays the bounty, exactly once: the status flips from 0 to 1
  // by a conditional update inside the transaction, and only the request that flipped it pays.
  route(app, qa.correct, { schema: { params: IdParams, body: C.CorrectBody, response: C.Created }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const q = await questionOr404(db, req.params.id)
    if (q.user_id !== uid) throw fail('只有提问者可以采纳回答')
    const a = await answerOr404(db, req.body.answer_id)
    if (a.question_id !== q.id) throw fail('回答不存在')
    if (a.user_id === uid) throw fail('不能采纳自己的回答')
    await transaction(db, async (trx) => {
      if (!(await store.acceptAnswer(trx, q.id, a.id, beijing()))) throw fail('问题已解决')
      if (q.credit1 > 0) await addCredit1(trx, a.user_id, q.credit1, `回答被采纳：${q.title}`)
    })
    return ok({ id: a.id })
  })

  route(app, qa.vote, { schema: { body: C.VoteBody, response: C.VoteResult }, auth: 'required' }, async (req) => {
    const uid = req.learner
    const a = await answerOr404(db, req.body.id)
    const voted = await store.toggleVote(db, uid, a, beijing())
    return ok({ ok: voted ? (1 as const) : (0 as const) })
  })

  route(app, qa.answerComments, { schema: { params: IdParams, query: C.WendaListQuery, response: C.AnswerComments } }, async (req) => {
      const a = await answerOr404(db, req.params.id)
      const size = sizeOf(req.query, 20)
      const { total, rows } = await store.answerCommentPage(db, a.id, req.query.page, size)
      const users = await usersOf(db, rows.flatMap((r) => [r.user_id, r.reply_user_id]))
      const items = rows.map((r) => answerCommentView(r, users))
      return ok({ data: shapeA(items, total, req.query.page, size, `${ctx.publicUrl}${pathOf(qa.answerComments, { id: a.id })}`) })
    })

  // A comment on an answer, or a reply to someone in that conversation (the answerer or a commenter).
  route(app, qa.commentAnswer, { schema: { params: IdParams, body: C.AnswerCommentBody, response: C.CommentCreated }, auth: 'required' }, async (req) => {
      const uid = req.learner
      const a = await answerOr404(db, req.params.id)
      const replyTo = req.body.reply_user_id ?? 0
      if (replyTo && replyTo !== a.user_id && !(await store.hasCommentedOn(db, a.id, replyTo))) throw fail('回复的用户不存在')
      const content = learnerText(req.body.original_content)
      if (!content) throw fail('请填写内容')
      await checkUserText(ctx, uid, [content], 3)
      return ok({ comment_id: await store.insertAnswerComment(db, a.id, uid, replyTo, content, beijing()) })
    })

  // Images for questions and answers: multipart `file`, at most 2 MB, judged by its bytes and re-encoded.
  await app.register(multipart, { limits: { fileSize: WENDA_IMAGE_MAX_BYTES, files: 1, fields: 2 } })
  route(app, qa.uploadImage, { schema: { response: C.UploadedImage }, auth: 'required' }, async (req) => {
    const uid = req.learner
    if (!(await uploads.hit(String(uid)))) throw throttled('上传太频繁，请稍后再试')
    if (!req.isMultipart()) throw fail('请选择图片')
    const file = await req.file()
    if (!file || file.fieldname !== 'file') throw fail('请选择图片')
    const bytes = await file.toBuffer().catch(() => null)
    if (!bytes || file.file.truncated) throw fail('图片不能超过2MB')
    const ext = imageExtension(bytes)
    if (!ext) throw fail('只支持 JPG、PNG、GIF、WEBP 图片')
    const out = await reencodeImage(bytes, ext, IMAGE_MAX_SIDE, 82)
    if (!out) throw fail('图片无法识别，请换一张')
    const name = `${crypto.randomUUID()}.${out.ext}`
    await ctx.files.media.put(`wenda/${name}`, out.data)
    return ok({ url: `${ctx.publicUrl}/media/wenda/${name}` })
  })

  route(app, qa.memberQuestions, { schema: { query: C.WendaListQuery, response: C.MemberQuestions }, auth: 'required' }, async (req) => {
    const size = sizeOf(req.query)
    const { total, rows } = await store.memberQuestionPage(db, req.learner, req.query.page, size)
    return ok({ data: shapeA(rows, total, req.query.page, size, `${ctx.publicUrl}${pathOf(qa.memberQuestions)}`) })
  })

  route(app, qa.memberAnswers, { schema: { query: C.WendaListQuery, response: C.MemberAnswers }, auth: 'required' }, async (req) => {
    const size = sizeOf(req.query)
    const { total, rows } = await store.memberAnswerPage(db, req.learner, req.query.page, size)
    const items = rows.map(memberAnswerView)
    return ok({ data: shapeA(items, total, req.query.page, size, `${ctx.publicUrl}${pathOf(qa.memberAnswers)}`) })
  })
}
