import Taro from '@tarojs/taro'
import { runtimeConfig } from './runtimeConfig'
import { goodsLink, type GoodsType } from '../utils/goods'
import { toast } from './toast'

/** Copies the goods' share link (with the learner's referral code as `msv`) and says so. */
export function shareGoods(type: GoodsType, id: number, msv?: number | string): void {
  const link = `${runtimeConfig().siteUrl}/#${goodsLink(type, id, msv)}`
  Taro.setClipboardData({ data: link }).then(() => toast('链接已复制，快分享给琴友吧'))
}
