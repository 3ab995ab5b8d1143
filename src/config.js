/*
 * Runtime configuration of the H5 app, read before the app starts (src/core/runtimeConfig.ts).
 * Edit on the server to point the app elsewhere; no rebuild needed. Public values only.
 * Every key is optional; an empty object means "the server this page came from".
 */
window.__STUDIO_CONFIG__ = {
  // appName: '琴艺课堂',
  // apiBase: 'https://api.example.com',
  // liveApiBase: 'https://live.example.com',
  // siteUrl: 'https://m.example.com',
  // requestTimeoutMs: 60000
}
