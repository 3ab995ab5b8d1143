/** 电子书评论: comments on books and on their articles, to hide or delete. */
import { adminBooks } from '../../../../../types/endpoints/admin/addons/books'
import { useMe } from '../../../layout/useMe'
import { CommentReview, type CommentSource } from '../content/CommentReview'

const SOURCES: CommentSource[] = [
  { key: 'book', label: '书评', goodsLabel: '电子书', list: adminBooks.bookComments, review: adminBooks.reviewBookComments },
  { key: 'article', label: '文章评论', goodsLabel: '文章', list: adminBooks.articleComments, review: adminBooks.reviewArticleComments }
]

export default function BookComments() {
  return <CommentReview me={useMe().data} title="电子书评论" sources={SOURCES} />
}
