/** 图文评论: comments and replies on articles, to hide or delete. */
import { adminTopics } from '../../../../../types/endpoints/admin/addons/topics'
import { useMe } from '../../../layout/useMe'
import { CommentReview, type CommentSource } from '../content/CommentReview'

const SOURCES: CommentSource[] = [{ key: 'topic', label: '图文评论', goodsLabel: '文章', list: adminTopics.comments, review: adminTopics.reviewComments }]

export default function TopicComments() {
  return <CommentReview me={useMe().data} title="图文评论" sources={SOURCES} />
}
