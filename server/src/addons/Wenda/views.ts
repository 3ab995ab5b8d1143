/** Rows of store.ts as the API's shapes (types/contract/wenda.ts). */
import { renderText, type PublicUser } from '../common'
import type * as C from '~types/contract/wenda'
import type { AnswerCommentRow, AnswerRow, MemberAnswerRow, QuestionRow } from './store'
import type { questionPage } from './store/admin'
import type { AdminWendaQuestion } from '~types/contract/admin/addons/contentReview'


const STATUS_TEXT = ['未解决', '已解决'] as const

/** Users by id, as `usersOf` (../common) gives them. */
type Users = Record<string, PublicUser>

const userOf = (users: Users, id: number) => users[String(id)] ?? null

/** A stored images column (JSON) as a list of URLs; anything else, none. */
const images = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

export const listView = (q: Pick<QuestionRow, 'id' | 'title' | 'status' | 'credit1' | 'view_times' | 'answer_count' | 'vote_count' | 'category_id' | 'created_at'>): C.Question => ({
  id: q.id,
  title: q.title,
  status: q.status,
  status_text: STATUS_TEXT[q.status],
  credit1: q.credit1,
  view_times: q.view_times,
  answer_count: q.answer_count,
  vote_count: q.vote_count,
  category_id: q.category_id,
  created_at: q.created_at
})

/** A question as its page shows it, counting the view being answered. */
export const questionView = (q: QuestionRow, users: Users) => ({
  ...listView({ ...q, view_times: q.view_times + 1 }),
  user_id: q.user_id,
  user: userOf(users, q.user_id),
  original_content: q.content,
  render_content: renderText(q.content),
  images_list: images(q.images)
})

export const answerView = (a: AnswerRow, users: Users, voted: boolean) => ({
  id: a.id,
  user_id: a.user_id,
  user: userOf(users, a.user_id),
  render_content: renderText(a.content),
  images_list: images(a.images),
  is_correct: a.is_correct,
  vote_count: a.vote_count,
  is_vote: voted,
  reply_count: a.reply_count,
  created_at: a.created_at
})

/** The asker's question in its edit form. */
export const editFormView = (q: QuestionRow) => ({ id: q.id, title: q.title, category_id: q.category_id, original_content: q.content, images_list: images(q.images), credit1: q.credit1 })

export function answerCommentView(r: AnswerCommentRow, users: Users) {
  const replyUser = userOf(users, r.reply_user_id)
  return {
    id: r.id,
    user_id: r.user_id,
    user: userOf(users, r.user_id),
    reply_user_id: r.reply_user_id,
    reply_user: replyUser ? { nick_name: replyUser.nick_name } : null,
    render_content: renderText(r.content),
    created_at: r.created_at
  }
}

/** One of the learner's answers; `vote_count` is the bounty it won (MeEdu's field, accepted answers only). */
export const memberAnswerView = ({ content, credit1, ...r }: MemberAnswerRow) => ({ ...r, render_content: renderText(content), vote_count: r.is_correct ? credit1 : 0 })

type AdminQuestionRow = Awaited<ReturnType<typeof questionPage>>['rows'][number]

/** A question in the console: the asker (mobile as the viewer may see it), and who was paid the bounty. */
export const adminQuestionView = (q: AdminQuestionRow, mobile: string): AdminWendaQuestion => ({
  id: q.id,
  title: q.title,
  user: q.nick_name === null ? null : { id: q.user_id, nick_name: q.nick_name, mobile },
  category_name: q.category_name ?? '',
  credit1: q.credit1,
  status: q.status ? 1 : 0,
  answer_count: q.answer_count,
  rewarded: q.rewarded_id === null || q.rewarded_name === null || !q.credit1 ? null : { id: q.rewarded_id, nick_name: q.rewarded_name },
  created_at: q.created_at
})
