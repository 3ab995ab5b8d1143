/** 问答 in the console (ours): questions with their bounties (read only), answers to hide, show again or delete. */
import type { Static } from 'typebox'
import { adminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as R from '../../../contract/admin/addons/contentReview'

type Empty = Static<typeof Common.EmptyData>
const BASE = '/backend/addons/Wenda'

export const adminWenda = {
  questions: adminEndpoint<{ query: Static<typeof R.WendaQuestionQuery>; response: Static<typeof R.AdminWendaQuestionList> }>('GET', `${BASE}/questions`, 'addons.Wenda.questions'),
  answers: adminEndpoint<{ query: Static<typeof R.ReviewCommentQuery>; response: Static<typeof R.ReviewCommentList> }>('GET', `${BASE}/answers`, 'addons.Wenda.answers'),
  reviewAnswers: adminEndpoint<{ body: R.ReviewCommentsBody; response: Empty }>('POST', `${BASE}/answers/review`, 'addons.Wenda.answers.review')
} as const
