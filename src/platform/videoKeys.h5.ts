/**
 * H5: every hls.js player made from now on (Taro's video makes one per HLS source, with hls.js's default
 * config) sends the learner's token with its key requests; segments and playlists go without it. The same
 * hls.js module Taro's video imports, so the chunk is fetched once. Interface: VideoKeysCapability.
 */
const KEY_URL = /\/media\/hls\/\d+\/key\?/

export async function authorizeVideoKeys(token: string): Promise<void> {
  const { default: Hls } = await import('hls.js')
  Hls.DefaultConfig.xhrSetup = (xhr, url) => {
    if (token && KEY_URL.test(url)) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
  }
}
