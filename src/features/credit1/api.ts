import { query, command } from '../../core/request'
import type { ExchangeBody, MallGoods } from '~types/contract/credit1Mall'
import { creditMall } from '~types/endpoints/creditMall'
import { member } from '~types/endpoints/member'
import { linkTo, routes } from '../../routes'

/** Points mall calls: MeEdu's Credit1Mall add-on as its client calls them (ADDONS.md section 11). */
const PAGE_SIZE = 10

export const fetchMallGoods = async (page: number) => (await query(creditMall.goodsList, { query: { page, size: PAGE_SIZE } })).data
export const fetchMallGoodsDetail = async (id: number) => (await query(creditMall.goodsDetail, { params: { id } })).data
export const fetchAddresses = () => query(creditMall.addresses)
/** Provinces, cities and districts by name (ours: docs/API.md), for the region picker. */
export const fetchRegions = () => query(creditMall.regions)
export const exchangeGoods = (id: number, body: ExchangeBody) => command(creditMall.exchange, { params: { id }, body })
export const fetchMallOrders = (page: number) => query(creditMall.orders, { query: { page, size: PAGE_SIZE } })

/** Points history: core MeEdu (`GET /api/v2/member/credit1Records`). */
export const fetchCredit1Records = (page: number, size = PAGE_SIZE) => query(member.credit1Records, { query: { page, page_size: size } })

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
