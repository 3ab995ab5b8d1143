import CommentThread, { joinUsers } from '../../../components/CommentThread'
import { fetchComments, postComment, type CommentTarget } from '../api'

/** Comments of a course or lesson (CONTRACT 2.3). */
export function Comments({ target, id }: { target: CommentTarget; id: number }) {
  return (
    <CommentThread
      key={`${target}-${id}`}
      load={async () => {
        const r = await fetchComments(target, id)
        // render_content is the server's sanitized HTML of the comment (MeEdu's field; SafeRichText cleans it again).
        return joinUsers(r.comments, r.users, (c) => c.render_content, (c) => c.id, true)
      }}
      send={(content) => postComment(target, id, content)}
    />
  )
}
