import Taro from '@tarojs/taro'
import type { PlatformName } from './types'

/** weapp: inside WeChat, always a phone or the devtools. Interface: DeviceCapability (host/types.ts). */

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

/** The devtools' develop version or a trial version; a released mini-program never is. */
export function isDevelopmentCopy(): boolean {
  try {
    return Taro.getAccountInfoSync().miniProgram.envVersion !== 'release'
  } catch {
    return false
  }
}
