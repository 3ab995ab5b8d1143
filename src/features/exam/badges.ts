import { buyWord } from '../../core/shelf'

/** List badges (ADDONS 4.1, 4.2): locked when the learner cannot join, 已参考 once sat. */
export function paperBadges(canJoin: boolean, joined: boolean): string[] {
  return [...(canJoin ? [] : [`🔒 需${buyWord()}`]), ...(joined ? ['已参考'] : [])]
}

/** Practice progress: 已练习 when every question was answered, 练习中 once started. */
export function practiceBadges(canJoin: boolean, answered: number, total: number): string[] {
  const progress = answered > 0 && answered >= total ? ['已练习'] : answered > 0 ? [`练习中 ${answered}/${total}`] : []
  return [...(canJoin ? [] : [`🔒 需${buyWord()}`]), ...progress]
}
