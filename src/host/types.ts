/**
 * What the host (the browser or WeChat) tells the app about itself, below core: core/request and the
 * shelf read the device and the early answers from here. Each capability is two files, `name.h5.ts` and
 * `name.weapp.ts`, picked per target like platform/'s (host/conformance.ts checks both against these
 * interfaces). host/ imports nothing of the app: everything that needs core is in platform/.
 */

export type PlatformName = 'H5' | 'MINI'

/** host/device: what kind of device and browser, the desktop site, and whether this device sells virtual goods. */
export interface DeviceCapability {
  platformName(): PlatformName
  isMobileDevice(ua?: string, touchPoints?: number): boolean
  isInWechat(ua?: string): boolean
  /** The desktop-site URL for a visitor not on a mobile device, or null when they stay. */
  desktopRedirectUrl(pcUrl: string, msv: string, ua?: string, touchPoints?: number): string | null
  /** Sends a desktop visitor to `pc_url`; true when the app is being left. */
  redirectDesktopVisitor(pcUrl: string, msv: string): boolean
  /** The phone's system as the mini-program reports it (`ios`, `android`, `devtools`, ...); '' on H5. */
  deviceSystem(): string
  /**
   * May this device show prices and sell virtual goods (courses, VIP, e-books, ...)? false in the
   * mini-program on iOS, where WeChat forbids it (docs/decisions/ios-virtual-goods.md) unless the
   * studio's virtual payment is on; H5 always sells.
   */
  sellsVirtualGoods(): boolean
  /**
   * The studio's WeChat virtual payment switch (site config `virtual_payment`), set when the config
   * arrives: with it on, the iOS mini-program sells again, through virtual payment only. No effect on H5.
   */
  allowVirtualPayment(on: boolean): void
  /**
   * A copy for the studio's own developers, never a learner's: the mini-program's develop or trial version
   * (WeChat's envVersion), or H5 served from this machine (a loopback host). Gates the control gallery.
   */
  isDevelopmentCopy(): boolean
}

/** An answer index.html received before the app bundle ran (H5, src/earlyData.js). */
export interface EarlyAnswer {
  statusCode: number
  data: unknown
}

/** How the inline script fails an answer: the request layer asks again, or reports the timeout. */
export type EarlyFailure = 'network' | 'timeout'

/** host/earlyData: first-screen answers asked for early (H5); none on weapp. Imports nothing of core. */
export interface EarlyDataCapability {
  takeEarlyAnswer(url: string, params: Record<string, unknown> | undefined, token: string): Promise<EarlyAnswer> | undefined
  claimArrivedEarlyAnswer(
    url: string,
    params: Record<string, unknown> | undefined,
    token: string,
    accept: (answer: EarlyAnswer) => boolean
  ): boolean
}
