import Taro from '@tarojs/taro'
import type { PromoItemType } from '~types/contract/promotions'
import { goodsLink } from '../../utils/goods'
import { runtimeConfig } from '../../core/runtimeConfig'
import { toast } from '../../core/toast'

/** The page of the item a promotion sells (course, live, book, learning path). */
export function itemLink(type: PromoItemType, id: number): string {
  return goodsLink(type === 'course' ? 'vod' : type, id)
}

/** Copies the invite link of a group, with the learner's referral code (`msv`), to share with friends. */
export function copyGroupInvite(groupId: number, msv: number | undefined): void {
  const link = `${runtimeConfig().siteUrl}/#${goodsLink('tg', groupId, msv)}`
  Taro.setClipboardData({ data: link }).then(() => toast('邀请链接已复制，快发给琴友一起拼吧'))
}
