import Taro from '@tarojs/taro'
import type { WechatAddress } from './types'

/** weapp: the address the learner keeps in WeChat (a privacy-scoped call). Interface: AddressCapability. */
export const wechatAddressAvailable = true

export async function chooseWechatAddress(): Promise<WechatAddress | null> {
  try {
    const a = await Taro.chooseAddress()
    return { name: a.userName, mobile: a.telNumber, province: a.provinceName, city: a.cityName, area: a.countyName, street: a.detailInfo }
  } catch {
    // Closed, or the privacy guide declined (the privacy sheet said so).
    return null
  }
}
