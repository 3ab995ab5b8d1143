import type { CapContent, CapRow, CapSubQuestion, Question as ExamQuestion, RecordItem } from '~types/contract/paper'

/**
 * Answers as the learner gives them (a draft per question, or per cap sub-question "{qid}-cap-{i}") and
 * as MeEdu sends them (ADDONS 4.5): single "option3", multiple "option1,option3" (sorted), fill-in an
 * array of strings, essay text plus images, judge 1/0.
 */
export type Draft =
  | { type: 1; value: string }
  | { type: 2; value: string[] }
  | { type: 3; value: string[] }
  | { type: 4; value: string; images: string[] }
  | { type: 5; value: 1 | 0 | -1 }

/** What a question (or a cap sub-question) offers to answer. */
export interface Answerable {
  type: number
  /** [optionN, html] in order (A, B, ...). */
  options: [string, string][]
  blanks: number
}

const LETTERS = 'ABCDEFGHIJ'
export const letterOf = (key: string) => LETTERS[Number(key.replace('option', '')) - 1] ?? '?'

type OptionHolder = Partial<Record<`option${number}`, string | null | undefined>>

function optionsOf(q: OptionHolder): [string, string][] {
  const out: [string, string][] = []
  for (let i = 1; i <= 10; i++) {
    const html = q[`option${i}`]
    if (html) out.push([`option${i}`, html])
  }
  return out
}

export function answerable(q: ExamQuestion): Answerable {
  return { type: q.type, options: optionsOf(q as unknown as OptionHolder), blanks: q.input_length || (q.answer ? q.answer.split(',').length : 1) }
}

export function subAnswerable(sub: CapSubQuestion): Answerable {
  const blanks = sub.input_length || (sub.type === 3 ? Math.max(1, sub.answer.split(',').length) : 0)
  return { type: sub.type, options: optionsOf(sub as unknown as OptionHolder), blanks }
}

export function capOf(q: ExamQuestion): CapContent {
  try {
    return JSON.parse(q.content) as CapContent
  } catch {
    return { header: '', questions: [] }
  }
}

export const capKey = (qid: number, i: number) => `${qid}-cap-${i}`

export function emptyDraft(a: Answerable): Draft {
  switch (a.type) {
    case 2:
      return { type: 2, value: [] }
    case 3:
      return { type: 3, value: Array<string>(a.blanks).fill('') }
    case 4:
      return { type: 4, value: '', images: [] }
    case 5:
      return { type: 5, value: -1 }
    default:
      return { type: 1, value: '' }
  }
}

function isAnswered(d: Draft | undefined): boolean {
  if (!d) return false
  if (d.type === 1) return d.value !== ''
  if (d.type === 2) return d.value.length > 0
  if (d.type === 3) return d.value.some((v) => v.trim() !== '')
  if (d.type === 4) return d.value.trim() !== '' || d.images.length > 0
  return d.value !== -1
}

/** The wire form (`answer`, and `images` for an essay). */
export function toWire(d: Draft): { answer: unknown; images?: string[] } {
  if (d.type === 2) return { answer: [...d.value].sort((a, b) => Number(a.slice(6)) - Number(b.slice(6))).join(',') }
  if (d.type === 3) return { answer: d.value.every((v) => !v.trim()) ? '' : d.value }
  if (d.type === 4) return { answer: d.value, images: d.images }
  return { answer: d.value }
}

/** A saved answer (the text MeEdu stores) back into a draft. */
function fromSaved(a: Answerable, saved: string, rows: unknown[], images: string[]): Draft | undefined {
  if (saved === '' && !images.length) return undefined
  if (a.type === 1) return { type: 1, value: saved }
  if (a.type === 2) return { type: 2, value: saved.split(',').filter(Boolean) }
  if (a.type === 3) {
    const list = Array.isArray(rows) && rows.length ? (rows as string[]) : safeArray(saved)
    return { type: 3, value: Array.from({ length: a.blanks }, (_, i) => list[i] ?? '') }
  }
  if (a.type === 4) return { type: 4, value: saved, images }
  return { type: 5, value: saved === '1' ? 1 : saved === '0' ? 0 : -1 }
}

function safeArray(s: string): string[] {
  try {
    const v = JSON.parse(s) as unknown
    return Array.isArray(v) ? v.map(String) : []
  } catch {
    return []
  }
}

/** Every draft of a record, keyed by question id (or "{qid}-cap-{i}"). */
export function draftsOfRecord(items: RecordItem[]): Record<string, Draft> {
  const out: Record<string, Draft> = {}
  for (const it of items) {
    const q = it.question
    if (q.type === 6) {
      capOf(q).questions.forEach((sub, i) => {
        const row = (it.answer_contents_rows as CapRow[])[i]
        const d = row && fromSaved(subAnswerable(sub), row.answer, row.answer_contents_rows, row.thumbs ?? [])
        if (d) out[capKey(q.id, i)] = d
      })
    } else {
      const d = fromSaved(answerable(q), it.answer_content, it.answer_contents_rows, it.thumbs_rows)
      if (d) out[String(q.id)] = d
    }
  }
  return out
}

/** Is the whole question answered (a cap question: every sub-question)? */
export function questionAnswered(q: ExamQuestion, drafts: Record<string, Draft>): boolean {
  if (q.type !== 6) return isAnswered(drafts[String(q.id)])
  const subs = capOf(q).questions
  return subs.length > 0 && subs.every((_, i) => isAnswered(drafts[capKey(q.id, i)]))
}

/** A saved answer as the learner reads it in review: "B", "A、C", "正确", the blanks joined. */
export function readable(d: Draft | undefined): string {
  if (!d || !isAnswered(d)) return '未作答'
  if (d.type === 1) return letterOf(d.value)
  if (d.type === 2) return d.value.map(letterOf).join('、')
  if (d.type === 3) return d.value.map((v) => v || '（空）').join('；')
  if (d.type === 4) return d.value || '（仅图片）'
  return d.value === 1 ? '正确' : '错误'
}

/** The key as the learner reads it. */
export function readableKey(type: number, answer: string): string {
  if (type === 1) return letterOf(answer)
  if (type === 2) return answer.split(',').filter(Boolean).map(letterOf).join('、')
  if (type === 5) return answer === '1' ? '正确' : '错误'
  if (type === 3) return answer.split(',').map((a) => a.split('|')[0]).join('；')
  return answer
}
