/** 统计 (MeEdu's v2 stats routes, with its permission slugs: 交易分析, 内容分析, 学员分析). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../endpoint'
import type * as S from '../../contract/admin/stats'

export const adminStats = {
  transaction: adminEndpoint<{ response: Static<typeof S.TransactionStats> }>('GET', '/backend/api/v2/stats/transaction', 'stats.transaction'),
  // Both 交易分析 (its goods ranking) and 内容分析 (its one list) open it, as MeEdu's two permissions do.
  transactionTop: adminEndpoint<{ query: Static<typeof S.TopGoodsQuery>; response: Static<typeof S.TopGoods> }>('GET', '/backend/api/v2/stats/transaction-top', ['stats.transaction', 'stats.course']),
  transactionGraph: adminEndpoint<{ query: Static<typeof S.StatsRange>; response: Static<typeof S.TransactionGraph> }>('GET', '/backend/api/v2/stats/transaction-graph', 'stats.transaction'),
  userPaidTop: adminEndpoint<{ query: Static<typeof S.StatsRangePaging>; response: Static<typeof S.TopPayers> }>('GET', '/backend/api/v2/stats/user-paid-top', 'stats.user'),
  user: adminEndpoint<{ response: Static<typeof S.UserStats> }>('GET', '/backend/api/v2/stats/user', 'stats.user'),
  userGraph: adminEndpoint<{ query: Static<typeof S.StatsRange>; response: Static<typeof S.UserGraph> }>('GET', '/backend/api/v2/stats/user-graph', 'stats.user')
} as const
