/**
 * The Paper question bank's rules, shared by the console's form (checked before sending) and the server
 * (checked again before storing, and per row of an xlsx import): what each question type needs and how it
 * is stored in the format the learner side grades (server/src/addons/Paper/questions.ts).
 */

export const QUESTION_TYPE_NAMES = { 1: '单选题', 2: '多选题', 3: '填空题', 4: '问答题', 5: '判断题', 6: '题帽题' } as const
type QuestionTypeId = keyof typeof QUESTION_TYPE_NAMES
export const DIFFICULTY_NAMES = { 1: '简单', 2: '中等', 3: '困难' } as const

export const QUESTION_LIMITS = { maxOptions: 10, maxBlanks: 20, maxSubs: 20, maxTags: 10, maxTag: 20, maxScore: 1000, maxAudioPlays: 20 } as const

/** Where uploaded listening audio lives in the media folder, and what a stored file name looks like. */
const QUESTION_AUDIO_FILE = /^audio\/exam\/[\w-]+\.(mp3|m4a|wav|ogg)$/

/** A cap question's sub-question as the console edits it (objective types only, as learners answer them). */
export interface SubQuestionInput {
  type: number
  content: string
  options?: string[]
  /** 单选 "option2", 多选 "option1,option3", 判断 "1"/"0", 填空 each blank's answer, comma-separated. */
  answer: string
  score: number
  remark?: string
}

/** A question as the console's form and the import send it. */
export interface QuestionInput {
  type: number
  score: number
  content: string
  options?: string[]
  /** 单选 "option2", 多选 "option1,option3", 问答 the reference answer, 判断 "1"/"0". */
  answer?: string
  /** 填空: each blank's accepted answers ("|" between alternatives) and its score. */
  blanks?: { a: string; s: number }[]
  /** 题帽: the material and its sub-questions. */
  cap?: { header: string; questions: SubQuestionInput[] }
  remark?: string
  tags?: string[]
  difficulty: number
  audio_file?: string | null
  audio_seconds?: number
  audio_max_plays?: number
}

/** The stored columns (before the server cleans the HTML). */
export interface QuestionFields {
  type: QuestionTypeId
  score: number
  content: string
  options: string
  answer: string
  remark: string
  tags: string
  difficulty: number
  audio_file: string | null
  audio_seconds: number
  audio_max_plays: number
}

class Refusal extends Error {}
const refuse = (message: string): never => {
  throw new Refusal(message)
}

const isType = (t: number): t is QuestionTypeId => Number.isInteger(t) && t >= 1 && t <= 6
/** Text of HTML, for "is it empty". */
const textOf = (html: string) => html.replace(/<img\b[^>]*>/gi, 'img').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim()

function checkedOptions(options: string[] | undefined, where: string): string[] {
  const list = (options ?? []).map((o) => o.trim())
  if (list.length < 2) refuse(`${where}请至少填写两个选项`)
  if (list.length > QUESTION_LIMITS.maxOptions) refuse(`${where}最多${QUESTION_LIMITS.maxOptions}个选项`)
  if (list.some((o) => !textOf(o))) refuse(`${where}选项不能为空`)
  return list
}

/** "option2" / "option1,option3" checked against the options, normalised (sorted, unique). */
function checkedChoice(answer: string | undefined, count: number, multiple: boolean, where: string): string {
  const picked = (answer ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const numbers = picked.map((p) => {
    const m = /^option(\d{1,2})$/.exec(p)
    const n = m ? Number(m[1]) : 0
    if (!n || n > count) refuse(`${where}正确答案不在选项中`)
    return n
  })
  const unique = [...new Set(numbers)].sort((a, b) => a - b)
  if (!unique.length) refuse(multiple ? `${where}请至少选择一个正确答案` : `${where}请选择正确答案`)
  if (!multiple && unique.length > 1) refuse(`${where}单选题只能有一个正确答案`)
  return unique.map((n) => `option${n}`).join(',')
}

function checkedScore(score: number, where: string): number {
  if (!Number.isFinite(score) || score <= 0) refuse(`${where}分数必须大于0`)
  if (score > QUESTION_LIMITS.maxScore) refuse(`${where}分数不能超过${QUESTION_LIMITS.maxScore}`)
  return Math.round(score * 10) / 10
}

function checkedJudge(answer: string | undefined, where: string): string {
  if (answer !== '1' && answer !== '0') refuse(`${where}请选择判断题的答案（对或错）`)
  return answer as string
}

/** A cap sub-question in the stored shape (option1..optionN keys, as the learner side reads them). */
function checkedSub(s: SubQuestionInput, i: number): Record<string, string | number> {
  const where = `第${i + 1}小题：`
  if (!textOf(s.content ?? '')) refuse(`${where}请填写题干`)
  const base = { type: s.type, content: s.content.trim(), score: checkedScore(s.score, where), remark: (s.remark ?? '').trim() }
  if (s.type === 1 || s.type === 2) {
    const options = checkedOptions(s.options, where)
    return { ...base, ...Object.fromEntries(options.map((o, n) => [`option${n + 1}`, o])), answer: checkedChoice(s.answer, options.length, s.type === 2, where) }
  }
  if (s.type === 5) return { ...base, answer: checkedJudge(s.answer, where) }
  if (s.type === 3) {
    const parts = (s.answer ?? '').split(',').map((a) => a.trim())
    if (!parts.length || parts.some((a) => !a)) refuse(`${where}请填写每个空的答案（逗号分隔）`)
    return { ...base, answer: parts.join(',') }
  }
  return refuse(`${where}小题只能是单选、多选、填空或判断题`)
}

function checkedTags(tags: string[] | undefined): string {
  const list = [...new Set((tags ?? []).map((t) => t.trim()).filter(Boolean))]
  if (list.length > QUESTION_LIMITS.maxTags) refuse(`标签最多${QUESTION_LIMITS.maxTags}个`)
  if (list.some((t) => t.length > QUESTION_LIMITS.maxTag)) refuse(`每个标签不超过${QUESTION_LIMITS.maxTag}个字`)
  if (list.some((t) => /[,，]/.test(t))) refuse('标签中不能含有逗号')
  return list.join(',')
}

function checkedAudio(q: QuestionInput): Pick<QuestionFields, 'audio_file' | 'audio_seconds' | 'audio_max_plays'> {
  const file = q.audio_file || null
  if (!file) return { audio_file: null, audio_seconds: 0, audio_max_plays: 0 }
  if (q.type === 6) refuse('题帽题不能设置听力音频')
  if (!QUESTION_AUDIO_FILE.test(file)) refuse('音频文件无效，请重新上传')
  const plays = q.audio_max_plays ?? 0
  if (!Number.isInteger(plays) || plays < 0 || plays > QUESTION_LIMITS.maxAudioPlays) refuse(`播放次数限制为0（不限）到${QUESTION_LIMITS.maxAudioPlays}次`)
  return { audio_file: file, audio_seconds: Math.max(0, Math.round(q.audio_seconds ?? 0)), audio_max_plays: plays }
}

/** The type's own fields: score, content, options and answer as the learner side stores them. */
function typeFields(q: QuestionInput & { type: QuestionTypeId }): Pick<QuestionFields, 'score' | 'content' | 'options' | 'answer'> {
  if (q.type === 6) {
    const cap = q.cap
    if (!cap || !textOf(cap.header ?? '')) refuse('请填写题帽（材料）')
    const subs = cap!.questions ?? []
    if (!subs.length) refuse('题帽题至少要有一道小题')
    if (subs.length > QUESTION_LIMITS.maxSubs) refuse(`题帽题最多${QUESTION_LIMITS.maxSubs}道小题`)
    const questions = subs.map(checkedSub)
    const score = questions.reduce((s, x) => s + Number(x.score), 0)
    return { score, content: JSON.stringify({ header: cap!.header.trim(), questions }), options: '[]', answer: '' }
  }
  const content = q.content.trim()
  if (!textOf(content)) refuse('请填写题干')
  if (q.type === 3) {
    const blanks = (q.blanks ?? []).map((b) => ({ a: b.a.trim(), s: checkedScore(b.s, '每空') }))
    if (!blanks.length) refuse('填空题至少要有一个空')
    if (blanks.length > QUESTION_LIMITS.maxBlanks) refuse(`填空题最多${QUESTION_LIMITS.maxBlanks}个空`)
    if (blanks.some((b) => !b.a.split('|').every((a) => a.trim()))) refuse('请填写每个空的答案')
    return { score: blanks.reduce((s, b) => s + b.s, 0), content, options: '[]', answer: JSON.stringify(blanks) }
  }
  const score = checkedScore(q.score, '')
  if (q.type === 1 || q.type === 2) {
    const options = checkedOptions(q.options, '')
    return { score, content, options: JSON.stringify(options), answer: checkedChoice(q.answer, options.length, q.type === 2, '') }
  }
  if (q.type === 5) return { score, content, options: '[]', answer: checkedJudge(q.answer, '') }
  return { score, content, options: '[]', answer: (q.answer ?? '').trim() }
}

/**
 * A question checked and put in its stored shape, or the first problem in Chinese. Scores of 填空 and 题帽
 * are the sum of their blanks and sub-questions (what the learner side grades by).
 */
export function normaliseQuestion(q: QuestionInput): { fields: QuestionFields } | { error: string } {
  try {
    if (!isType(q.type)) return refuse('请选择题型')
    if (![1, 2, 3].includes(q.difficulty)) refuse('请选择难度')
    const typed = q as QuestionInput & { type: QuestionTypeId }
    return { fields: { type: typed.type, ...typeFields(typed), remark: (q.remark ?? '').trim(), tags: checkedTags(q.tags), difficulty: q.difficulty, ...checkedAudio(q) } }
  } catch (e) {
    if (e instanceof Refusal) return { error: e.message }
    throw e
  }
}

/** Stored columns read back into the form's shape (the console edits what it listed). */
export function questionInputOf(row: Omit<QuestionFields, 'type'> & { type: number }): QuestionInput {
  const base = { type: row.type, score: row.score, content: row.content, remark: row.remark, tags: row.tags ? row.tags.split(',') : [], difficulty: row.difficulty, audio_file: row.audio_file, audio_seconds: row.audio_seconds, audio_max_plays: row.audio_max_plays }
  if (row.type === 6) {
    const cap = JSON.parse(row.content) as { header: string; questions: Record<string, string | number>[] }
    const questions = cap.questions.map((s) => {
      const options: string[] = []
      for (let i = 1; i <= QUESTION_LIMITS.maxOptions && typeof s[`option${i}`] === 'string'; i++) options.push(String(s[`option${i}`]))
      return { type: Number(s.type), content: String(s.content), options, answer: String(s.answer), score: Number(s.score), remark: String(s.remark ?? '') }
    })
    return { ...base, content: '', cap: { header: cap.header, questions } }
  }
  if (row.type === 3) return { ...base, blanks: JSON.parse(row.answer) as { a: string; s: number }[] }
  return { ...base, options: JSON.parse(row.options) as string[], answer: row.answer }
}
