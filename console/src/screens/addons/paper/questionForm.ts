/** The question dialog's values and how they become the body the server takes (checked by the shared rules first). */
import type { AdminQuestionDetail, QuestionBody } from '../../../../../types/contract/admin/addons/paper'
import { normaliseQuestion, type SubQuestionInput } from '../../../../../types/admin/paperQuestion'

const LETTERS = 'ABCDEFGHIJ'

interface SubValues {
  type: number
  content: string
  /** One option a line. */
  options?: string
  /** 单选 "B", 多选 "AC", 判断 "对"/"错", 填空 each blank's answer, comma-separated. */
  answer: string
  score: number
}

export interface QuestionValues {
  category_id: number
  type: number
  score?: number
  content?: string
  options?: string[]
  /** 单选 "option2"; 判断 "1"/"0"; 问答 the reference answer. */
  answer?: string
  /** 多选's picked options. */
  picked?: string[]
  blanks?: { a: string; s: number }[]
  header?: string
  subs?: SubValues[]
  remark?: string
  tags?: string[]
  difficulty: number
  audio_file?: string | null
  audio_seconds?: number
  audio_max_plays?: number
}

function subInput(s: SubValues): SubQuestionInput {
  const options = (s.options ?? '')
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean)
  const raw = (s.answer ?? '').trim()
  const answer =
    s.type === 1 || s.type === 2
      ? [...raw.toUpperCase().replace(/[^A-J]/g, '')].map((l) => `option${LETTERS.indexOf(l) + 1}`).join(',')
      : s.type === 5
        ? raw === '对'
          ? '1'
          : raw === '错'
            ? '0'
            : raw
        : raw.replace(/，/g, ',')
  return { type: s.type, content: s.content ?? '', options, answer, score: s.score ?? 0 }
}

/** The body for the server, or the first problem in Chinese (the same rules the server applies). */
export function questionBody(v: QuestionValues): { body: QuestionBody } | { error: string } {
  const common = { category_id: v.category_id, type: v.type, score: v.score ?? 0, remark: v.remark ?? '', tags: v.tags ?? [], difficulty: v.difficulty }
  const audio = v.type !== 6 && v.audio_file ? { audio_file: v.audio_file, audio_seconds: v.audio_seconds ?? 0, audio_max_plays: v.audio_max_plays ?? 0 } : { audio_file: null }
  const body: QuestionBody =
    v.type === 6
      ? { ...common, content: '', cap: { header: v.header ?? '', questions: (v.subs ?? []).map(subInput) }, ...audio }
      : v.type === 3
        ? { ...common, content: v.content ?? '', blanks: v.blanks ?? [], ...audio }
        : v.type === 1 || v.type === 2
          ? { ...common, content: v.content ?? '', options: v.options ?? [], answer: v.type === 2 ? (v.picked ?? []).join(',') : (v.answer ?? ''), ...audio }
          : { ...common, content: v.content ?? '', answer: v.answer ?? '', ...audio }
  const checked = normaliseQuestion(body)
  return 'error' in checked ? checked : { body }
}

/** A stored question's form read back into the dialog's values. */
export function valuesOf(q: AdminQuestionDetail): QuestionValues {
  const f = q.form
  const base = { ...f, category_id: q.category_id, tags: f.tags ?? [] }
  if (f.type === 2) return { ...base, picked: (f.answer ?? '').split(',').filter(Boolean) }
  if (f.type === 6 && f.cap)
    return {
      ...base,
      header: f.cap.header,
      subs: f.cap.questions.map((s) => ({
        type: s.type,
        content: s.content,
        score: s.score,
        options: (s.options ?? []).join('\n'),
        answer:
          s.type === 1 || s.type === 2
            ? s.answer
                .split(',')
                .map((o) => LETTERS[Number(o.replace('option', '')) - 1] ?? '')
                .join('')
            : s.type === 5
              ? s.answer === '1'
                ? '对'
                : '错'
              : s.answer
      }))
    }
  return base
}
