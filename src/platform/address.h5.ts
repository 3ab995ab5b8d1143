import type { WechatAddress } from './types'

/** H5 has no WeChat address book. Interface: AddressCapability. */
export const wechatAddressAvailable = false

export async function chooseWechatAddress(): Promise<WechatAddress | null> {
  return null
}
