import { onDemand } from '../OnDemand'
import type { CommentThreadProps } from './types'

/**
 * Comments of a goods item (course, lesson, e-book, ...): read by anyone, written as plain text by a
 * logged-in learner. Give it a `key` of the goods it belongs to: another goods is another thread.
 *
 * The thread (list, box, replies, times: 6 KB gzip with the input and dayjs it uses) is below the fold or
 * behind a tab on every page that has one, so it is loaded on demand, out of the page's first load.
 */
const CommentThread = onDemand<CommentThreadProps>(() => import(/* webpackChunkName: "comment-thread" */ './Thread'), '评论加载失败，请检查网络后重试')
export default CommentThread

export { joinUsers } from './joinUsers'
export type { ThreadComment } from './types'
