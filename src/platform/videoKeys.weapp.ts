/**
 * weapp: WeChat's video player fetches keys itself and sends no header; the server binds a mini-program
 * learner's key URLs to their address instead (server/src/catalogue/hls.ts). Interface: VideoKeysCapability.
 */
export async function authorizeVideoKeys(_token: string): Promise<void> {}
