import CommentThread, { joinUsers } from '../../../components/CommentThread'
import { fetchComments, postComment, type CommentTarget } from '../api'

/** Comments of a course or lesson (CONTRACT 2.3). */
export function Comments({ target, id }: { target: CommentTarget; id: number }) {
  return (
    <CommentThread
      key={`${target}-${id}`}
      load={async () => {
        const r = await fetchComments(target, id)
        return joinUsers(r.comments, r.users, (c) => c.render_content, (c) => c.id)
      }}
      send={(content) => postComment(target, id, content)}
    />
  )
}
