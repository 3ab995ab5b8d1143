import CommentThread, { joinUsers } from '../../../components/CommentThread'
import { fetchComments, postComment, type CommentTarget } from '../api'

/** Comments of a course or lesson (CONTRACT 2.3); only learners who may study it write (`closed` says why not). */
export function Comments({ target, id, closed }: { target: CommentTarget; id: number; closed?: string }) {
  return (
    <CommentThread
      key={`${target}-${id}`}
      closed={closed}
      load={async () => {
        const r = await fetchComments(target, id)
        // render_content is the server's sanitized HTML of the comment (MeEdu's field; SafeRichText cleans it again).
        return joinUsers(r.comments, r.users, (c) => c.render_content, (c) => c.id, true)
      }}
      send={(content) => postComment(target, id, content)}
    />
  )
}
