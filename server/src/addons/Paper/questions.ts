/**
 * The question engine of the Paper add-on: answer formats (ADDONS 4.5) checked and normalised, objective
 * types graded, and questions rendered in MeEdu's shape (with the key only when it may be shown).
 */
import { fail } from '../../http/envelope'
import type { CapContent, CapRow, CapSubQuestion, Question, QuestionType } from '~types/contract/paper'

const TYPE_TEXT: Record<number, string> = { 1: '单选题', 2: '多选题', 3: '填空题', 4: '问答题', 5: '判断题', 6: '题帽题' }
const MAX_IMAGES = 9
const MAX_TEXT = 5000
const MAX_BLANK = 200

export interface QuestionRow {
  id: number
  category_id: number
  type: QuestionType
  score: number
  content: string
  options: string
  answer: string
  remark: string
  audio_file: string | null
  audio_seconds: number
  audio_max_plays: number
}

/** What grading needs of a question or a cap sub-question. */
interface Gradable {
  type: QuestionType
  options: string[]
  /** The key as stored: "option2", "option1,option3", "1"/"0"; fill-in uses `blanks`. */
  answer: string
  score: number
  blanks: { a: string; s: number }[]
}

/** A saved answer: the stored text, essay images, and the grade (`graded` 0 = an essay waiting). */
export interface Graded {
  answer: string
  images: string[]
  score: number
  is_correct: 0 | 1
  graded: 0 | 1
}

export const parseCap = (content: string): CapContent => JSON.parse(content) as CapContent

function gradableOf(q: QuestionRow): Gradable {
  const blanks = q.type === 3 ? (JSON.parse(q.answer) as { a: string; s: number }[]) : []
  return { type: q.type, options: JSON.parse(q.options) as string[], answer: q.answer, score: q.score, blanks }
}

function subOptions(sub: CapSubQuestion): string[] {
  const out: string[] = []
  for (let i = 1; i <= 10; i++) {
    const o = sub[`option${i}`]
    if (typeof o === 'string' && o) out.push(o)
  }
  return out
}

/** A cap sub-question as a gradable; its fill-in key is "a,b" with the score split evenly. */
function subGradable(sub: CapSubQuestion): Gradable {
  const parts = sub.type === 3 ? sub.answer.split(',') : []
  return { type: sub.type, options: subOptions(sub), answer: sub.answer, score: sub.score, blanks: parts.map((a) => ({ a, s: sub.score / parts.length })) }
}

const badFormat = () => fail('答案格式不正确')

/**
 * Checks an answer against the question's type and returns it normalised for storage, or throws a
 * Chinese message (nothing is written then). `images` are essay photos, already checked as ours.
 */
function normalise(q: Gradable, raw: unknown, images: string[] | undefined): { answer: string; images: string[] } {
  if (images && images.length && q.type !== 4) throw fail('只有问答题可以上传图片')
  const optionIndex = (v: string) => {
    const m = /^option(\d{1,2})$/.exec(v)
    const n = m ? Number(m[1]) : 0
    if (!n || n > q.options.length) throw fail('选项不存在')
    return n
  }
  switch (q.type) {
    case 1:
      if (typeof raw !== 'string') throw badFormat()
      return { answer: `option${optionIndex(raw)}`, images: [] }
    case 2: {
      if (typeof raw !== 'string' || !raw) throw badFormat()
      const picked = [...new Set(raw.split(',').map(optionIndex))].sort((a, b) => a - b)
      return { answer: picked.map((n) => `option${n}`).join(','), images: [] }
    }
    case 3: {
      const n = q.blanks.length
      // MeEdu's client sends "" when every blank is empty.
      const list = raw === '' ? Array<string>(n).fill('') : raw
      if (!Array.isArray(list) || list.length !== n || list.some((v) => typeof v !== 'string')) throw badFormat()
      if ((list as string[]).some((v) => v.length > MAX_BLANK)) throw fail(`每空不能超过${MAX_BLANK}字`)
      return { answer: JSON.stringify((list as string[]).map((v) => v.trim())), images: [] }
    }
    case 4: {
      if (typeof raw !== 'string') throw badFormat()
      if (raw.length > MAX_TEXT) throw fail(`答案不能超过${MAX_TEXT}字`)
      const imgs = images ?? []
      if (imgs.length > MAX_IMAGES) throw fail(`最多上传${MAX_IMAGES}张图片`)
      return { answer: raw.trim(), images: imgs }
    }
    case 5:
      if (raw === 1 || raw === '1') return { answer: '1', images: [] }
      if (raw === 0 || raw === '0') return { answer: '0', images: [] }
      throw badFormat()
    default:
      throw badFormat()
  }
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Grades a normalised answer. Multiple choice: all or nothing. Fill-in: per blank ("|" separates accepted answers). */
function grade(q: Gradable, n: { answer: string; images: string[] }): Graded {
  const base = { answer: n.answer, images: n.images }
  if (q.type === 4) return { ...base, score: 0, is_correct: 0, graded: 0 }
  if (q.type === 3) {
    const given = JSON.parse(n.answer) as string[]
    let score = 0
    let all = true
    q.blanks.forEach((b, i) => {
      if (b.a.split('|').some((a) => sameText(a, given[i] ?? ''))) score += b.s
      else all = false
    })
    return { ...base, score, is_correct: all ? 1 : 0, graded: 1 }
  }
  const right = n.answer === q.answer
  return { ...base, score: right ? q.score : 0, is_correct: right ? 1 : 0, graded: 1 }
}

/** Checks and grades a whole question's answer (a cap question takes an array indexed by sub-question). */
export function answerQuestion(q: QuestionRow, raw: unknown, images?: string[]): Graded {
  if (q.type !== 6) return grade(gradableOf(q), normalise(gradableOf(q), raw, images))
  const subs = parseCap(q.content).questions
  if (!Array.isArray(raw) || raw.length !== subs.length) throw badFormat()
  const rows = subs.map((sub, i) => grade(subGradable(sub), normalise(subGradable(sub), raw[i], undefined)))
  return {
    answer: JSON.stringify(rows.map((r) => r.answer)),
    images: [],
    score: rows.reduce((s, r) => s + r.score, 0),
    is_correct: rows.every((r) => r.is_correct) ? 1 : 0,
    graded: rows.every((r) => r.graded) ? 1 : 0
  }
}

/** Checks and grades one cap sub-question's answer (papers and mock papers submit them one by one). */
export function answerSub(q: QuestionRow, index: number, raw: unknown, images?: string[]): Graded {
  const sub = parseCap(q.content).questions[index]
  if (!sub) throw fail('试题不存在')
  const g = subGradable(sub)
  return grade(g, normalise(g, raw, images))
}

export const subScore = (q: QuestionRow, index: number) => parseCap(q.content).questions[index]?.score ?? 0

const imagesIn = (html: string) => [...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1])
const transform = (html: string) => ({ text: html, images: imagesIn(html), iframes: [] as string[] })

/**
 * A question in MeEdu's shape. `reveal` false (an exam in progress): no key, no explanation, and a cap
 * question's sub-questions lose theirs too. `audioUrl` signs a listening question's sound.
 */
export function questionView(q: QuestionRow, reveal: boolean, audioUrl: (file: string) => string): Question {
  const options = JSON.parse(q.options) as string[]
  const opt = (i: number) => options[i - 1] ?? null
  let content = q.content
  let header: string | undefined
  if (q.type === 6) {
    const cap = parseCap(q.content)
    header = cap.header
    if (!reveal) content = JSON.stringify({ header: cap.header, questions: cap.questions.map((s) => ({ ...s, answer: '', remark: '', ...(s.type === 3 ? { input_length: s.answer.split(',').length } : {}) })) })
  }
  const blanks = q.type === 3 ? (JSON.parse(q.answer) as { a: string; s: number }[]) : []
  const view: Question = {
    id: q.id,
    type: q.type,
    type_text: TYPE_TEXT[q.type],
    score: q.score,
    content,
    content_transform: header === undefined ? transform(q.content) : { text: '', images: [], iframes: [], header_transform: transform(header) },
    option1: opt(1),
    option2: opt(2),
    option3: opt(3),
    option4: opt(4),
    option5: opt(5),
    option6: opt(6),
    option7: opt(7),
    option8: opt(8),
    option9: opt(9),
    option10: opt(10),
    answer: reveal ? (q.type === 3 ? blanks.map((b) => b.a).join(',') : q.answer) : '',
    answer_transform: reveal ? blanks : [],
    input_length: blanks.length,
    remark: reveal ? q.remark : '',
    remark_transform: transform(reveal ? q.remark : '')
  }
  if (q.audio_file) view.audio = { url: audioUrl(q.audio_file), duration: q.audio_seconds, max_plays: q.audio_max_plays }
  return view
}

/** A cap sub-question's saved answer row (record items). */
export function capRow(sub: CapSubQuestion, saved: { answer: string; images: string; score: number; is_correct: number } | undefined): CapRow {
  const answer = saved?.answer ?? ''
  return {
    answer,
    answer_contents_rows: sub.type === 3 && answer ? (JSON.parse(answer) as string[]) : [],
    score: saved?.score ?? 0,
    is_correct: saved?.is_correct ?? 0,
    thumbs: saved ? (JSON.parse(saved.images) as string[]) : []
  }
}
