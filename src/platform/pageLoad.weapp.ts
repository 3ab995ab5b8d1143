/** weapp: the mini-program runtime loads packages itself and shows its own states. */
export const PAGE_LOADING_DELAY_MS = 200

export function isChunkLoadError(): boolean {
  return false
}

export function installPageLoadFeedback(): void {}
