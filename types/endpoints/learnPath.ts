/** Learning paths: add-on LearnPaths (ADDONS). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Common from '../contract/common'
import type * as Order from '../contract/order'
import type * as Paths from '../contract/paths'

export const learnPath = {
  paths: endpoint<{ query: Static<typeof Paths.PathsQuery>; response: Static<typeof Paths.PathsPage> }>('GET', '/addons/LearnPaths/api/v1/all'),
  categories: endpoint<{ response: Static<typeof Paths.PathCategory>[] }>('GET', '/addons/LearnPaths/api/v1/categories'),
  pathDetail: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Paths.PathDetail> }>('GET', '/addons/LearnPaths/api/v1/path/:id'),
  buy: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Paths.PathBuyBody>; response: Static<typeof Order.Order> }>('POST', '/addons/LearnPaths/api/v1/path/:id/buy')
} as const
