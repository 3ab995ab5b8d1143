/** 学习路径 in the console (ours): categories, paths, their steps in order, and who bought a path. */
import type { Static } from 'typebox'
import { adminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as L from '../../../contract/admin/addons/learnPaths'
import type * as A from '../../../contract/admin/common'
import type * as R from '../../../contract/admin/addons/contentReview'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
const BASE = '/backend/addons/LearnPaths'

export const adminLearnPaths = {
  categories: adminEndpoint<{ response: Static<typeof R.ContentCategoryList> }>('GET', `${BASE}/categories`, 'addons.LearnPaths.categories'),
  createCategory: adminEndpoint<{ body: R.ContentCategoryBody; response: Empty }>('POST', `${BASE}/categories`, 'addons.LearnPaths.categories.store'),
  updateCategory: adminEndpoint<{ params: Id; body: R.ContentCategoryBody; response: Empty }>('PUT', `${BASE}/categories/:id`, 'addons.LearnPaths.categories.update'),
  deleteCategory: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/categories/:id`, 'addons.LearnPaths.categories.destroy'),

  paths: adminEndpoint<{ query: Static<typeof R.ContentListQuery>; response: Static<typeof L.AdminPathList> }>('GET', `${BASE}/paths`, 'addons.LearnPaths.paths'),
  createPath: adminEndpoint<{ body: L.PathBody; response: Empty }>('POST', `${BASE}/paths`, 'addons.LearnPaths.paths.store'),
  path: adminEndpoint<{ params: Id; response: L.AdminPath }>('GET', `${BASE}/paths/:id`, 'addons.LearnPaths.paths.update'),
  updatePath: adminEndpoint<{ params: Id; body: L.PathBody; response: Empty }>('PUT', `${BASE}/paths/:id`, 'addons.LearnPaths.paths.update'),
  deletePath: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/paths/:id`, 'addons.LearnPaths.paths.destroy'),

  steps: adminEndpoint<{ params: Id; response: Static<typeof L.AdminStepList> }>('GET', `${BASE}/paths/:id/steps`, 'addons.LearnPaths.steps'),
  goodsOptions: adminEndpoint<{ query: Static<typeof L.PathGoodsQuery>; response: Static<typeof L.PathGoodsOptions> }>('GET', `${BASE}/goods`, 'addons.LearnPaths.steps'),
  createStep: adminEndpoint<{ params: Id; body: L.StepBody; response: Empty }>('POST', `${BASE}/paths/:id/steps`, 'addons.LearnPaths.steps.update'),
  orderSteps: adminEndpoint<{ params: Id; body: L.StepOrderBody; response: Empty }>('PUT', `${BASE}/paths/:id/steps/order`, 'addons.LearnPaths.steps.update'),
  updateStep: adminEndpoint<{ params: Id; body: L.StepBody; response: Empty }>('PUT', `${BASE}/steps/:id`, 'addons.LearnPaths.steps.update'),
  deleteStep: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/steps/:id`, 'addons.LearnPaths.steps.update'),

  buyers: adminEndpoint<{ params: Id; query: Static<typeof A.AdminPaging>; response: Static<typeof L.PathBuyerList> }>('GET', `${BASE}/paths/:id/buyers`, 'addons.LearnPaths.buyers')
} as const
