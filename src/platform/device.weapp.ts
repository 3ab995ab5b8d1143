import Taro from '@tarojs/taro'
import type { PlatformName } from './types'
import { toast } from '../core/toast'

/** weapp: inside WeChat, always a phone or the devtools. Interface: DeviceCapability (platform/types.ts). */

export function platformName(): PlatformName {
  return 'MINI'
}

export function isMobileDevice(): boolean {
  return true
}

export function isInWechat(): boolean {
  return true
}

export function desktopRedirectUrl(_pcUrl: string, _msv: string): string | null {
  return null
}

/** The mini-program has no desktop site to send anyone to. */
export function redirectDesktopVisitor(_pcUrl: string, _msv: string): boolean {
  return false
}

/**
 * A mini-program cannot open arbitrary web pages without a business domain; copy the link and say so,
 * rather than failing silently.
 */
export function openExternal(url: string): void {
  Taro.setClipboardData({ data: url }).then(
    () => Taro.showModal({ title: '提示', content: '链接已复制，请在浏览器中打开', showCancel: false }),
    () => toast('无法打开链接')
  )
}

let system: string | undefined

/** `getDeviceInfo().platform`, read once: ios, android, devtools, windows, mac, ohos. */
export function deviceSystem(): string {
  if (system === undefined) {
    try {
      system = String((Taro.getDeviceInfo?.() ?? Taro.getSystemInfoSync()).platform ?? '').toLowerCase()
    } catch {
      system = ''
    }
  }
  return system
}

let virtualPayment = false

export function allowVirtualPayment(on: boolean): void {
  virtualPayment = on
}

/**
 * On iOS WeChat (following Apple) allows no way to buy virtual goods but its virtual payment: without the
 * studio's switch (off until the site config says so) the shelf shows no prices and no buying there
 * (docs/decisions/ios-virtual-goods.md). The devtools report `devtools` even when they simulate an iPhone, so
 * staff previewing there see the full shelf.
 */
export function sellsVirtualGoods(): boolean {
  return deviceSystem() !== 'ios' || virtualPayment
}
