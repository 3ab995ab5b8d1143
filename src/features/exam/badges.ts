import { buyWord } from '../../core/shelf'

/** A list row's badge; `locked` ones say why the learner cannot start yet (drawn with the lock icon). */
export interface ExamBadge {
  text: string
  locked?: boolean
}

/**
 * Why a learner cannot join (ADDONS 4.1, 4.2): a priced paper needs buying; a free one they still cannot
 * join is for invited learners only (a free paper never reads 需购买 beside its 免费).
 */
function lockOf(canJoin: boolean, charge: number): ExamBadge[] {
  if (canJoin) return []
  return [{ text: charge > 0 ? `需${buyWord()}` : '仅限受邀', locked: true }]
}

/** List badges: locked when the learner cannot join, 已参考 once sat. */
export function paperBadges(canJoin: boolean, charge: number, joined: boolean): ExamBadge[] {
  return [...lockOf(canJoin, charge), ...(joined ? [{ text: '已参考' }] : [])]
}

/** Practice progress: 已练习 when every question was answered, 练习中 once started. */
export function practiceBadges(canJoin: boolean, charge: number, answered: number, total: number): ExamBadge[] {
  const progress = answered > 0 && answered >= total ? [{ text: '已练习' }] : answered > 0 ? [{ text: `练习中 ${answered}/${total}` }] : []
  return [...lockOf(canJoin, charge), ...progress]
}
