/** H5: the browser. The capability's interface is DeviceCapability (host/types.ts). */
import type { PlatformName } from './types'

export function platformName(): PlatformName {
  return 'H5'
}

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i

/** iPadOS 13+ reports a desktop Safari UA; a touch-capable "Macintosh" is a tablet. */
export function isMobileDevice(ua: string = navigator.userAgent, touchPoints: number = navigator.maxTouchPoints || 0): boolean {
  if (MOBILE_UA.test(ua)) return true
  return /Macintosh/.test(ua) && touchPoints > 1
}

export function isInWechat(ua: string = navigator.userAgent): boolean {
  return /micromessenger/i.test(ua)
}

/**
 * The desktop-site URL for a visitor not on a mobile device, carrying the stored referral code (SPEC
 * section 1), or null when they stay. Only http(s) targets are followed.
 */
export function desktopRedirectUrl(pcUrl: string, msv: string, ua?: string, touchPoints?: number): string | null {
  if (!pcUrl || !/^https?:\/\//i.test(pcUrl) || isMobileDevice(ua, touchPoints)) return null
  if (!msv) return pcUrl
  const sep = pcUrl.includes('?') ? '&' : '?'
  return `${pcUrl}${sep}msv=${encodeURIComponent(msv)}`
}

export function redirectDesktopVisitor(pcUrl: string, msv: string): boolean {
  const target = desktopRedirectUrl(pcUrl, msv)
  if (!target) return false
  window.location.replace(target)
  return true
}

/** The browser reports no mini-program system. */
export function deviceSystem(): string {
  return ''
}

/** H5 never hides the shelf: the iOS rule is WeChat's, for the mini-program only. */
export function sellsVirtualGoods(): boolean {
  return true
}

/** H5 sells anyway; virtual payment is the mini-program's. */
export function allowVirtualPayment(_on: boolean): void {}

/** Served from this machine (npm start, npm run dev, the tests): a deployed site never is. */
export function isDevelopmentCopy(): boolean {
  return /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(location.hostname)
}
