import { query } from '../../core/request'
import type { ListC, SearchHit } from '../../../types/api'

const SEARCH_PAGE_SIZE = 10

export const searchAll = (keywords: string, type: string, page: number) =>
  query<ListC<SearchHit>>('/api/v3/search', { keywords, type, page, size: SEARCH_PAGE_SIZE })
