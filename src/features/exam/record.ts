import type { MockRule, RecordItem } from '~types/contract/paper'
import { fetchMock, fetchMockRecord, fetchPaper, fetchPaperRecord, joinMock, joinPaper, submitMockAll, submitPaperAll } from './api'

export type ExamKind = 'paper' | 'mock'

/** A sitting of a paper or a mock paper, read the same way whichever call it came from. */
export interface Sitting {
  kind: ExamKind
  examId: number
  recordId: number
  title: string
  passScore: number
  totalScore: number
  /** In progress (paper status 1, mock status 0). */
  doing: boolean
  /** Waiting for an essay to be graded (status 3). */
  grading: boolean
  score: number
  /** Seconds left on the server clock (ours), else computed from the deadline. */
  countDown: number
  endedAt: string
  items: RecordItem[]
}

/** The server's remaining seconds when it sends them; else the deadline (Beijing time) minus now. */
function secondsLeft(countDown: number | undefined, endedAt: string): number {
  if (typeof countDown === 'number') return countDown
  const end = new Date(`${endedAt.replace(' ', 'T')}+08:00`).getTime()
  return Number.isFinite(end) ? Math.max(0, Math.round((end - Date.now()) / 1000)) : 0
}

export async function loadSitting(kind: ExamKind, examId: number, recordId: number): Promise<Sitting> {
  if (kind === 'paper') {
    const r = await fetchPaperRecord(examId, recordId)
    const u = r.user_paper
    return {
      kind,
      examId,
      recordId,
      title: r.paper.title,
      passScore: r.paper.pass_score,
      totalScore: r.paper.score,
      doing: u.status === 1,
      grading: u.status === 3,
      score: u.score,
      countDown: u.status === 1 ? secondsLeft(u.count_down, u.ended_at) : 0,
      endedAt: u.ended_at,
      items: r.questions
    }
  }
  const r = await fetchMockRecord(recordId)
  const rec = r.record
  return {
    kind,
    examId: r.paper.id,
    recordId,
    title: r.paper.title,
    passScore: r.paper.pass_score,
    totalScore: rec.total_score,
    doing: rec.status === 0,
    grading: rec.status === 3,
    score: rec.get_score,
    countDown: rec.status === 0 ? secondsLeft(rec.count_down, rec.expired_at) : 0,
    endedAt: rec.expired_at,
    items: r.questions
  }
}

/** Hands the sitting in (ADDONS 4.1: paper `submit/all`, mock `submit`). */
export const handIn = (s: Pick<Sitting, 'kind' | 'examId' | 'recordId'>) => (s.kind === 'paper' ? submitPaperAll(s.examId, s.recordId) : submitMockAll(s.recordId))

/** Record status as the learner reads it (ADDONS 4.1 table). */
export function statusText(kind: ExamKind, status: number): string {
  if (kind === 'paper') return status === 1 ? '考试中' : status === 2 ? '已结束' : status === 3 ? '阅卷中' : ''
  return status === 0 ? '考试中' : status === 1 ? '已结束' : status === 3 ? '阅卷中' : ''
}
export const inProgress = (kind: ExamKind, status: number) => (kind === 'paper' ? status === 1 : status === 0)

/** A paper's or a mock paper's rules and my sittings, read the same way. */
export interface ExamInfo {
  kind: ExamKind
  id: number
  title: string
  desc: string
  /** Full marks (a mock paper's depends on its draw: absent). */
  totalScore?: number
  passScore: number
  minutes: number
  questionCount: number
  /** Attempts left; null = 不限. */
  triesLeft: number | null
  invite: boolean
  charge: number
  canJoin: boolean
  records: { id: number; status: number; score: number; created_at: string }[]
  requiredCourses: { id: number; title: string }[]
}

export async function loadExamInfo(kind: ExamKind, id: number): Promise<ExamInfo> {
  if (kind === 'paper') {
    const d = await fetchPaper(id)
    const p = d.paper
    return {
      kind,
      id,
      title: p.title,
      desc: p.desc,
      totalScore: p.score,
      passScore: p.pass_score,
      minutes: p.expired_minutes,
      questionCount: Object.values(d.questions).reduce((n, l) => n + l.length, 0),
      triesLeft: p.try_times > 0 ? Math.max(0, p.try_times - d.join_count) : null,
      invite: p.enabled_invite === 1,
      charge: p.charge,
      canJoin: d.can_join,
      records: d.user_papers,
      requiredCourses: d.required_courses
    }
  }
  const d = await fetchMock(id)
  const p = d.paper
  const count = ruleCount(p.rule)
  return {
    kind,
    id,
    title: p.title,
    desc: p.desc,
    passScore: p.pass_score,
    minutes: p.expired_minutes,
    questionCount: count,
    triesLeft: null,
    invite: p.enabled_invite === 1,
    charge: p.charge,
    canJoin: d.can,
    records: d.user_papers.map((r) => ({ id: r.id, status: r.status, score: r.get_score, created_at: r.created_at })),
    requiredCourses: []
  }
}

/** How many questions a mock paper's rule draws (0 when the rule cannot be read). */
function ruleCount(raw: string): number {
  try {
    const rule = JSON.parse(raw) as MockRule
    return [...Object.values(rule.num ?? {}), ...Object.values(rule.listen ?? {})].reduce((n: number, v) => n + (Number(v) || 0), 0)
  } catch {
    return 0
  }
}

/** Starts (or continues) a sitting; returns its record id. */
export const startSitting = async (kind: ExamKind, id: number) => (kind === 'paper' ? (await joinPaper(id)).record_id : (await joinMock(id)).recordId)

/** The questions of a sitting that carry listening audio. */
export const listeningQuestionIds = (s: Sitting): number[] => s.items.filter((it) => it.question.audio).map((it) => it.question_id)
