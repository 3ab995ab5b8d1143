/** 问答回答: learners' answers, to hide or delete (an accepted answer may only be hidden). */
import { adminWenda } from '../../../../../types/endpoints/admin/addons/wenda'
import { useMe } from '../../../layout/useMe'
import { CommentReview, type CommentSource } from '../content/CommentReview'

const SOURCES: CommentSource[] = [{ key: 'answer', label: '回答', goodsLabel: '问题', list: adminWenda.answers, review: adminWenda.reviewAnswers }]

export default function WendaAnswers() {
  return <CommentReview me={useMe().data} title="问答回答" sources={SOURCES} />
}
