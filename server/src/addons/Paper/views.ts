/** Rows of the Paper stores as the API's shapes (types/contract/paper.ts, ADDONS 4). */
import type { Db } from '../../db/kysely'
import { secondsUntil } from '../../lib/time'
import type * as C from '~types/contract/paper'
import { capRow, parseCap, questionView } from './questions'
import { answersOfRecord, audioPlaysOfRecord, questionsByIds, type RecordRow } from './store/records'

/** Seconds left to hand in a sitting still open; 0 once handed in. */
export const countDown = (r: { state: string; ended_at: string }) => (r.state === 'doing' ? secondsUntil(r.ended_at) : 0)

/** How many questions a mock paper's rule draws. */
export function ruleQuestionCount(rule: string): number {
  const r = JSON.parse(rule) as C.MockRule
  return [...Object.values(r.num), ...Object.values(r.listen ?? {})].reduce((s, n) => s + (n ?? 0), 0)
}

/** Top-level categories, each with its children. */
export function categoryTreeOf(rows: readonly { id: number; parent_id: number; name: string }[]) {
  return rows.filter((c) => !c.parent_id).map((c) => ({ id: c.id, name: c.name, children: rows.filter((x) => x.parent_id === c.id).map((x) => ({ id: x.id, name: x.name })) }))
}

/** The record's questions with the saved answers; the key and grades only once it is handed in. */
export async function recordItems(db: Db, r: RecordRow, audioUrl: (file: string) => string): Promise<C.RecordItem[]> {
  const reveal = r.state !== 'doing'
  const answers = await answersOfRecord(db, r.id)
  const plays = await audioPlaysOfRecord(db, r.id)
  return (await questionsByIds(db, JSON.parse(r.question_ids) as number[])).map((q) => {
    const mine = answers.filter((a) => a.question_id === q.id)
    const whole = mine.find((a) => a.sub === -1)
    const rows = q.type === 6 ? parseCap(q.content).questions.map((sub, i) => capRow(sub, mine.find((a) => a.sub === i))) : q.type === 3 && whole ? (JSON.parse(whole.answer) as string[]) : []
    const capScore = mine.reduce((s, a) => s + a.score, 0)
    const capRight = q.type === 6 && mine.length === parseCap(q.content).questions.length && mine.every((a) => a.is_correct)
    const item: C.RecordItem = {
      question_id: q.id,
      question: questionView(q, reveal, audioUrl),
      answer_content: q.type === 6 ? (mine.length ? JSON.stringify(rows.map((row) => (row as { answer: string }).answer)) : '') : (whole?.answer ?? ''),
      answer_contents_rows: rows,
      thumbs_rows: whole ? (JSON.parse(whole.images) as string[]) : [],
      score: reveal ? (q.type === 6 ? capScore : (whole?.score ?? 0)) : 0,
      is_correct: reveal ? (q.type === 6 ? (capRight ? 1 : 0) : (whole?.is_correct ?? 0)) : 0
    }
    if (q.audio_file) item.audio_plays = plays.get(q.id) ?? 0
    return item
  })
}
