import Taro from '@tarojs/taro'
import { notFoundUrl } from '../links'
import { navigateUrl } from '../core/navigation'

/** weapp: the mini-program runtime loads packages itself and shows its own states. */
export const PAGE_LOADING_DELAY_MS = 200

export function isChunkLoadError(): boolean {
  return false
}

/** A page path WeChat cannot find (an old share card or QR code): the not-found page, with a way home. */
export function installPageLoadFeedback(): void {
  Taro.onPageNotFound?.((res) => {
    navigateUrl('reLaunch', notFoundUrl(`/${res.path}`)).catch(() => undefined)
  })
}
