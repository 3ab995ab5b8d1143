/** H5: the page itself leaves for the URL. Interface: ExternalCapability (platform/types.ts). */
export function openExternal(url: string): void {
  window.location.href = url
}
