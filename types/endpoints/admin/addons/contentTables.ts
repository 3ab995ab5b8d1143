/**
 * The entry shapes the content add-ons' shared console parts take (电子书, 图文): their categories and a
 * kind of comment to review. Each add-on's own table has entries of these shapes; the server's shared
 * routes and the console's shared screens are written against them.
 */
import type { Static } from 'typebox'
import type { AdminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as R from '../../../contract/admin/addons/contentReview'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>

export interface CategoryEntries {
  categories: AdminEndpoint<{ response: Static<typeof R.ContentCategoryList> }>
  createCategory: AdminEndpoint<{ body: R.ContentCategoryBody; response: Empty }>
  updateCategory: AdminEndpoint<{ params: Id; body: R.ContentCategoryBody; response: Empty }>
  deleteCategory: AdminEndpoint<{ params: Id; response: Empty }>
}

/** One kind of comment to review: its list and its hide / show / delete. */
export interface ReviewEntries {
  list: AdminEndpoint<{ query: Static<typeof R.ReviewCommentQuery>; response: Static<typeof R.ReviewCommentList> }>
  review: AdminEndpoint<{ body: R.ReviewCommentsBody; response: Empty }>
}
