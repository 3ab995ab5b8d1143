/**
 * 考试 in the console (ours: MeEdu's add-on admin is closed): the question bank (every type the learner app
 * serves, listening audio, tags, difficulty) with its xlsx template, import and export; papers with their
 * questions; mock papers and practice sets (adminSets.ts); marking essay answers (score and comment, the learner told); a paper's results.
 */
import { execFile } from 'child_process'
import crypto from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { Static } from 'typebox'
import type { AppContext } from '../../context'
import { adminPaper as T } from '~types/endpoints/admin/addons/paper'
import * as P from '~types/contract/admin/addons/paper'
import { EmptyData, IdParams } from '~types/contract/common'
import { normaliseQuestion, questionInputOf, QUESTION_TYPE_NAMES, type QuestionInput } from '~types/admin/paperQuestion'
import { fail, notFound } from '../../http/envelope'
import { cleanRichText } from '../../lib/richText'
import { adminRoute } from '../../admin/route'
import { EXPORT_MAX_ROWS, readSheet, sendSheet } from '../../admin/xlsx'
import * as store from './store/admin'
import { adminSetRoutes } from './adminSets'
import { EXPORT_COLUMNS, IMPORT_MAX_ROWS, questionTitle, rowInput, SHEET_COLUMNS, TEMPLATE_COLUMNS, TEMPLATE_NOTES } from './questionSheet'

const EMPTY: [] = []
const LOG = { module: 'addons.Paper' } as const
const SHEET_MAX_BYTES = 2 * 1024 * 1024
const AUDIO_MAX_BYTES = 20 * 1024 * 1024
const AUDIO_FOLDER = 'audio/exam'
/** ffprobe's format names of the sounds a learner's browser plays, and the extension each is kept under. */
const AUDIO_FORMATS: Record<string, string> = { mp3: 'mp3', 'mov,mp4,m4a,3gp,3g2,mj2': 'm4a', wav: 'wav', ogg: 'ogg' }

const typeText = (type: number) => QUESTION_TYPE_NAMES[type as keyof typeof QUESTION_TYPE_NAMES] ?? ''

const questionView = (q: store.ListedQuestion): P.AdminQuestion => ({
  id: q.id,
  category_id: q.category_id,
  category_name: q.category_name,
  type: q.type,
  type_text: typeText(q.type),
  score: q.score,
  title: questionTitle(q.type, q.content).slice(0, 200),
  difficulty: q.difficulty,
  tags: q.tags ? q.tags.split(',') : [],
  audio_file: q.audio_file,
  paper_count: Number(q.paper_count)
})

/** The HTML parts of a checked question cleaned as all staff rich text is (a cap question's inside its JSON). */
function cleaned(f: store.StoredQuestion): store.StoredQuestion {
  if (f.type !== 6) return { ...f, content: cleanRichText(f.content), remark: cleanRichText(f.remark), options: JSON.stringify((JSON.parse(f.options) as string[]).map(cleanRichText)) }
  const cap = JSON.parse(f.content) as { header: string; questions: Record<string, string | number>[] }
  const questions = cap.questions.map((s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, typeof v === 'string' && k !== 'answer' ? cleanRichText(v) : v])))
  return { ...f, content: JSON.stringify({ header: cleanRichText(cap.header), questions }), remark: cleanRichText(f.remark) }
}

/** Duration in seconds and the kept extension of an uploaded sound, or null when it is no sound we serve. */
function probeAudio(file: string): Promise<{ seconds: number; ext: string } | null> {
  return new Promise((resolve) => {
    execFile('ffprobe', ['-v', 'error', '-show_entries', 'format=format_name,duration:stream=codec_type', '-of', 'json', file], (err, stdout) => {
      if (err) return resolve(null)
      const info = JSON.parse(stdout || '{}') as { format?: { format_name?: string; duration?: string }; streams?: { codec_type: string }[] }
      const ext = AUDIO_FORMATS[info.format?.format_name ?? '']
      const seconds = Number(info.format?.duration ?? 0)
      const audio = info.streams?.some((s) => s.codec_type === 'audio')
      resolve(ext && audio && seconds > 0 ? { seconds: Math.round(seconds), ext } : null)
    })
  })
}

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  /** A question body checked (the shared rules, then its category) and cleaned, or refused in Chinese. */
  const questionFields = async (b: QuestionInput & { category_id: number }): Promise<store.StoredQuestion> => {
    const checked = normaliseQuestion(b)
    if ('error' in checked) throw fail(checked.error)
    if (!(await store.categoryInScope(db, b.category_id, 'question'))) throw fail('所选分类不存在')
    return cleaned({ ...checked.fields, category_id: b.category_id })
  }

  const existingQuestion = async (id: number) => {
    const q = await store.listedQuestion(db, id)
    if (!q) throw notFound('试题不存在')
    return q
  }

  adminRoute(app, db, T.categories, { schema: { response: P.QuestionCategories } }, async () => ({
    question: await store.categoriesOfScope(db, 'question'),
    paper: await store.categoriesOfScope(db, 'paper'),
    mock: await store.categoriesOfScope(db, 'mock'),
    practice: await store.categoriesOfScope(db, 'practice')
  }))

  const filterOf = (q: Static<typeof P.QuestionListQuery>): store.QuestionFilter => ({
    type: q.type,
    difficulty: q.difficulty,
    category_id: q.category_id,
    tag: q.tag?.trim() || undefined,
    keywords: q.keywords?.trim() || undefined
  })

  adminRoute(app, db, T.questions, { schema: { query: P.QuestionListQuery, response: P.QuestionList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.questionPage(db, filterOf(req.query), page, size)
    return { data: rows.map(questionView), total }
  })

  adminRoute(app, db, T.createQuestion, { schema: { body: P.QuestionBody, response: P.QuestionCreated }, log: { ...LOG, opt: 'STORE' } }, async (req) => ({
    id: await store.createQuestion(db, await questionFields(req.body))
  }))

  adminRoute(app, db, T.question, { schema: { params: IdParams, response: P.AdminQuestionDetail } }, async (req) => {
    const q = await existingQuestion(req.params.id)
    return { ...questionView(q), form: questionInputOf(q) as P.AdminQuestionDetail['form'] }
  })

  adminRoute(app, db, T.updateQuestion, { schema: { params: IdParams, body: P.QuestionBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const q = await existingQuestion(req.params.id)
    await store.updateQuestion(db, q.id, await questionFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, T.deleteQuestion, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    const q = await existingQuestion(req.params.id)
    const refused = await store.deleteQuestion(db, q.id)
    if (refused) throw fail(refused)
    return EMPTY
  })

  adminRoute(app, db, T.importTemplate, { schema: {} }, async (_req, reply) => sendSheet(reply, '试题导入模板', TEMPLATE_COLUMNS, [], TEMPLATE_NOTES))

  adminRoute(app, db, T.exportQuestions, { schema: { query: P.QuestionListQuery } }, async (req, reply) => {
    const rows = await store.questionsForExport(db, filterOf(req.query), EXPORT_MAX_ROWS + 1)
    if (rows.length > EXPORT_MAX_ROWS) throw fail(`一次最多导出${EXPORT_MAX_ROWS}道题，请先筛选`)
    return sendSheet(reply, '题库', EXPORT_COLUMNS, rows, TEMPLATE_NOTES)
  })

  // Multipart routes in a scope of their own: one sheet, or one sound.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: AUDIO_MAX_BYTES, files: 1, fields: 0 } })

    /** Good rows land together; a refused row writes nothing and is reported with its line and reason. */
    adminRoute(scope, db, T.importQuestions, { schema: { response: P.ImportReport }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
      if (!req.isMultipart()) throw fail('请上传文件')
      const file = await req.file()
      if (!file || file.fieldname !== 'file') throw fail('请上传文件')
      const bytes = await file.toBuffer().catch(() => null)
      if (!bytes || file.file.truncated || bytes.length > SHEET_MAX_BYTES) throw fail('文件不能超过2MB')
      const { rows, lines } = await readSheet(bytes, SHEET_COLUMNS)
      if (!rows.length) throw fail('表格中没有试题（从第二行起填写）')
      if (rows.length > IMPORT_MAX_ROWS) throw fail(`一次最多导入${IMPORT_MAX_ROWS}行，表格中有${rows.length}行`)
      const categories = await store.categoriesOfScope(db, 'question')
      const byName = new Map(categories.map((c) => [c.name, c.id]))
      const good: store.StoredQuestion[] = []
      const refused: P.ImportReport['refused'] = []
      rows.forEach((cells, i) => {
        const read = rowInput(cells, (name) => byName.get(name))
        const checked = 'error' in read ? read : normaliseQuestion(read.input)
        if ('error' in checked) refused.push({ line: lines[i], reason: checked.error })
        else good.push(cleaned({ ...checked.fields, category_id: (read as { input: { category_id: number } }).input.category_id }))
      })
      await store.createQuestions(db, good)
      return { created: good.length, refused }
    })

    adminRoute(scope, db, T.uploadAudio, { schema: { response: P.AudioUploaded }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
      if (!req.isMultipart()) throw fail('请上传音频文件')
      const file = await req.file()
      if (!file || file.fieldname !== 'file') throw fail('请上传音频文件')
      const bytes = await file.toBuffer().catch(() => null)
      if (!bytes || file.file.truncated) throw fail('音频文件不能超过20MB')
      // ffprobe reads a file on this machine; only a file it accepted goes to the storage.
      const name = crypto.randomUUID()
      const temp = path.join(os.tmpdir(), `paper-audio-${name}.upload`)
      await fs.promises.writeFile(temp, bytes)
      try {
        const probed = await probeAudio(temp)
        if (!probed) throw fail('请上传音频文件（MP3、M4A、WAV、OGG）')
        await ctx.files.media.put(`${AUDIO_FOLDER}/${name}.${probed.ext}`, bytes)
        return { file: `${AUDIO_FOLDER}/${name}.${probed.ext}`, seconds: probed.seconds }
      } finally {
        await fs.promises.rm(temp, { force: true })
      }
    })
  })

  // ---- papers ----

  const paperFields = async (b: P.PaperBody): Promise<{ fields: store.PaperFields; questionIds: number[] }> => {
    const title = b.title.trim()
    if (!title) throw fail('请填写试卷名称')
    if (!(await store.categoryInScope(db, b.category_id, 'paper'))) throw fail('所选分类不存在')
    if (!b.question_ids.length) throw fail('请至少选择一道试题')
    if (new Set(b.question_ids).size !== b.question_ids.length) throw fail('试题不能重复')
    const found = await store.questionsById(db, b.question_ids)
    const missing = b.question_ids.find((id) => !found.some((q) => q.id === id))
    if (missing) throw fail(`试题不存在（ID ${missing}）`)
    const total = found.reduce((s, q) => s + q.score, 0)
    if (b.pass_score > total) throw fail(`及格分不能超过总分（${total}分）`)
    const fields = { category_id: b.category_id, title, description: cleanRichText(b.description ?? ''), charge: b.charge, pass_score: b.pass_score, expired_minutes: b.expired_minutes, try_times: b.try_times, enabled_invite: b.enabled_invite, is_show: b.is_show }
    return { fields, questionIds: b.question_ids }
  }

  const existingPaper = async (id: number) => {
    const p = await store.paperById(db, id)
    if (!p) throw notFound('试卷不存在')
    return p
  }

  const paperViews = async (rows: Awaited<ReturnType<typeof existingPaper>>[]): Promise<P.AdminPaper[]> => {
    const items = await store.paperQuestions(
      db,
      rows.map((p) => p.id)
    )
    return rows.map((p) => ({ ...p, records: Number(p.records), question_ids: items.get(p.id)!.ids, total_score: items.get(p.id)!.total }))
  }

  adminRoute(app, db, T.papers, { schema: { query: P.PaperListQuery, response: P.PaperList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.paperPage(db, req.query.keywords?.trim() || undefined, page, size)
    return { data: await paperViews(rows), total }
  })

  adminRoute(app, db, T.createPaper, { schema: { body: P.PaperBody, response: P.QuestionCreated }, log: { ...LOG, opt: 'STORE' } }, async (req) => {
    const { fields, questionIds } = await paperFields(req.body)
    return { id: await store.createPaper(db, fields, questionIds) }
  })

  adminRoute(app, db, T.paper, { schema: { params: IdParams, response: P.AdminPaper } }, async (req) => (await paperViews([await existingPaper(req.params.id)]))[0])

  adminRoute(app, db, T.updatePaper, { schema: { params: IdParams, body: P.PaperBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const p = await existingPaper(req.params.id)
    const { fields, questionIds } = await paperFields(req.body)
    await store.updatePaper(db, p.id, fields, questionIds)
    return EMPTY
  })

  adminRoute(app, db, T.deletePaper, { schema: { params: IdParams, response: EmptyData }, log: { ...LOG, opt: 'DESTROY' } }, async (req) => {
    const p = await existingPaper(req.params.id)
    if (!(await store.deleteUnsatPaper(db, p.id))) throw fail('该试卷已有学员购买或参加考试，不能删除，请改为隐藏')
    return EMPTY
  })

  adminRoute(app, db, T.paperStats, { schema: { params: IdParams, response: P.PaperStats } }, async (req) => {
    const p = (await paperViews([await existingPaper(req.params.id)]))[0]
    const scores = await store.doneScores(db, p.id)
    const full = p.total_score
    const spread = Array.from({ length: 10 }, (_, i) => ({ label: `${i * 10}-${i * 10 + 10}%`, count: 0 }))
    for (const s of scores) spread[Math.min(9, full > 0 ? Math.floor((s / full) * 10) : 0)].count += 1
    const rates = await store.answerRates(db, p.id)
    const questions = await store.questionsById(
      db,
      rates.map((r) => r.question_id)
    )
    const hardest = rates
      .map((r) => {
        const q = questions.find((x) => x.id === r.question_id)
        return { question_id: r.question_id, title: q ? questionTitle(q.type, q.content).slice(0, 100) : '（已删除）', type_text: q ? typeText(q.type) : '', answers: Number(r.answers), correct_rate: Math.round((Number(r.correct ?? 0) / Number(r.answers)) * 1000) / 1000 }
      })
      .sort((a, b) => a.correct_rate - b.correct_rate || a.question_id - b.question_id)
      .slice(0, 10)
    const sum = scores.reduce((s, x) => s + x, 0)
    return {
      records: scores.length,
      total_score: full,
      average: scores.length ? Math.round((sum / scores.length) * 10) / 10 : 0,
      highest: scores.length ? Math.max(...scores) : 0,
      lowest: scores.length ? Math.min(...scores) : 0,
      passed: scores.filter((s) => s >= p.pass_score).length,
      spread,
      hardest
    }
  })

  adminSetRoutes(app, db)

  // ---- marking ----

  const markingItem = (r: NonNullable<Awaited<ReturnType<typeof store.markingRecord>>>): P.MarkingItem => ({
    id: r.id,
    kind: r.kind,
    exam_id: r.exam_id,
    exam_title: r.exam_title,
    user_id: r.user_id,
    nick_name: r.nick_name,
    submitted_at: r.submitted_at,
    waiting: Number(r.waiting)
  })

  adminRoute(app, db, T.marking, { schema: { query: P.MarkingQuery, response: P.MarkingList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.markingPage(db, req.query.paper_id, page, size)
    return { data: rows.map(markingItem), total }
  })

  adminRoute(app, db, T.markingRecord, { schema: { params: IdParams, response: P.MarkingRecord } }, async (req) => {
    const r = await store.markingRecord(db, req.params.id)
    if (!r) throw notFound('考试记录不存在')
    const answers = await store.essayAnswers(db, r.id)
    return {
      ...markingItem(r),
      state: r.state,
      score: r.score,
      pass_score: await store.passScoreOf(db, r.kind, r.exam_id),
      answers: answers.map((a) => ({ ...a, images: JSON.parse(a.images) as string[] }))
    }
  })

  adminRoute(app, db, T.mark, { schema: { params: IdParams, body: P.MarkBody, response: P.MarkResult }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    const marks = req.body.marks.map((m) => ({ question_id: m.question_id, score: m.score, comment: (m.comment ?? '').trim() }))
    if (new Set(marks.map((m) => m.question_id)).size !== marks.length) throw fail('同一道题只能评分一次')
    const done = await store.markAnswers(db, req.params.id, marks)
    if ('refused' in done) throw done.refused === '考试记录不存在' ? notFound(done.refused) : fail(done.refused)
    return done
  })
}
