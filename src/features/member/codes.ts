import { query, command } from '../../core/request'
import type { CodeRecord, GrantSign, RelateItem } from '~types/contract/engagement'
import { redeemCode } from '~types/endpoints/redeemCode'
import { routes, linkTo } from '../../routes'

/** Redeem codes (add-on CodeExchanger, ADDONS section 13). */
const RECORDS_PAGE_SIZE = 10

export interface CodeInput {
  code: string
  image_key: string
  image_captcha: string
}

export const queryCode = (p: CodeInput) => command(redeemCode.query, { body: p })
export const confirmCode = (p: CodeInput) => command(redeemCode.confirm, { body: p })
export const fetchCodeRecords = (page: number, size = RECORDS_PAGE_SIZE) =>
  query(redeemCode.records, { query: { page, page_size: size } })

/** What each kind of item is called (MeEdu's signs; points are ours). */
export const GRANT_LABELS: Readonly<Record<GrantSign, string>> = { vod: '录播课', vip: 'VIP会员', book: '电子书', credit1: '积分' }

/** `relate_data` arrives as a JSON string; a broken one lists nothing rather than breaking the page. */
export function relateItems(record: CodeRecord): RelateItem[] {
  try {
    const items: unknown = JSON.parse(record.activity.relate_data)
    return Array.isArray(items) ? (items as RelateItem[]) : []
  } catch {
    return []
  }
}

/** Where a granted item opens, or null (points have no page of their own). */
export function grantLink(item: RelateItem): string | null {
  switch (item.sign) {
    case 'vod':
      return linkTo(routes.courseShow, { id: item.id })
    case 'vip':
      return linkTo(routes.vip, {})
    case 'book':
      return linkTo(routes.bookShow, { id: item.id })
    default:
      return null
  }
}
