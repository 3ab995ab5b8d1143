/** weapp: the mini-program runtime loads packages itself and shows its own states. */
export const PAGE_LOADING_DELAY_MS = 200

export function isChunkLoadError(): boolean {
  return false
}

export function showPageLoadError(): void {}

export function installPageLoadFeedback(): void {}
