import CommentThread, { joinUsers } from '../../../components/CommentThread'
import { fetchLiveComments, postLiveComment } from '../api'

/** A live course's 评论 tab; only learners who may watch it write (`closed` says why not). */
export function LiveComments({ courseId, closed }: { courseId: number; closed?: string }) {
  return (
    <CommentThread
      key={courseId}
      placeholder='说说这门直播课'
      closed={closed}
      load={async () => {
        const r = await fetchLiveComments(courseId)
        return joinUsers(r.data.data, r.users, (x) => x.content, (x) => x.id)
      }}
      send={(content) => postLiveComment(courseId, content)}
    />
  )
}
