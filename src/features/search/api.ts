import { query } from '../../core/request'
import type { QueryOf } from '~types/endpoints/endpoint'
import { catalogue } from '~types/endpoints/catalogue'

const SEARCH_PAGE_SIZE = 10

export type SearchType = NonNullable<QueryOf<typeof catalogue.search>['type']>

export const searchAll = (keywords: string, type: SearchType, page: number) =>
  query(catalogue.search, { query: { keywords, type, page, size: SEARCH_PAGE_SIZE } })
