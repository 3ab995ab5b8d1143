import { query, command } from '../../core/request'
import type { Address, ExchangeBody, ExchangeResult, ListC, MallGoods, MallGoodsDetail, MallGoodsPage, MallOrder, Regions } from '../../../types/api'
import type { Credit1Record } from '../../../types/api'
import { linkTo, routes } from '../../routes'

/** Points mall calls: MeEdu's Credit1Mall add-on as its client calls them (ADDONS.md section 11). */
const V1 = '/addons/Credit1Mall/api/v1'
const PAGE_SIZE = 10

export const fetchMallGoods = async (page: number) => (await query<MallGoodsPage>(`${V1}/goods`, { page, size: PAGE_SIZE })).data
export const fetchMallGoodsDetail = async (id: number) => (await query<MallGoodsDetail>(`${V1}/goods/${id}`)).data
export const fetchAddresses = () => query<Address[]>(`${V1}/user/address`)
/** Provinces, cities and districts by name (ours: docs/API.md), for the region picker. */
export const fetchRegions = () => query<Regions>(`${V1}/regions`)
export const exchangeGoods = (id: number, body: ExchangeBody) => command<ExchangeResult>(`${V1}/goods/${id}/exchange`, { ...body })
export const fetchMallOrders = (page: number) => query<ListC<MallOrder>>(`${V1}/user/orders`, { page, size: PAGE_SIZE })

/** Points history: core MeEdu (`GET /api/v2/member/credit1Records`). */
export const fetchCredit1Records = (page: number, size = PAGE_SIZE) => query<ListC<Credit1Record>>('/api/v2/member/credit1Records', { page, page_size: size })

/** What a goods is, in the learner's words (ADDONS 11: 发实物, 换课程, 换会员). */
export function goodsKindText(g: Pick<MallGoods, 'is_v' | 'v_type'>): string {
  if (!g.is_v) return '实物商品 · 包邮寄送'
  if (g.v_type === 'vip') return '会员 · 兑换后立即生效'
  if (g.v_type === 'book') return '电子书 · 兑换后立即开通'
  return '课程 · 兑换后立即开通'
}

/** Where a granted virtual goods opens (the course, the e-book, the VIP page). */
export function grantedLink(vType: string, vId: number): string {
  if (vType === 'book') return linkTo(routes.bookShow, { id: vId })
  if (vType === 'vip') return linkTo(routes.vip, {})
  return linkTo(routes.courseShow, { id: vId })
}

/** The learner's word for opening it. */
export const openText = (vType: string) => (vType === 'book' ? '去阅读' : vType === 'vip' ? '查看会员' : '去学习')
