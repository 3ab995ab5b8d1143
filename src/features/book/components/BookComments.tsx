import CommentThread, { joinUsers } from '../../../components/CommentThread'
import { fetchBookComments, postBookComment } from '../api'

/** An e-book's 评论 tab: what readers say, and the learner's own. */
export function BookComments({ bookId }: { bookId: number }) {
  return (
    <CommentThread
      key={bookId}
      placeholder='读完有什么收获？'
      load={async () => {
        const r = await fetchBookComments(bookId)
        return joinUsers(r.data.data, r.users, (c) => c.content, (c, i) => `${c.user_id}-${c.created_at}-${i}`)
      }}
      send={(content) => postBookComment(bookId, content)}
    />
  )
}
