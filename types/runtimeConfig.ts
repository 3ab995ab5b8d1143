/**
 * The app's runtime configuration (docs/configuration.md): built-in defaults, overridden at build time
 * (TARO_APP_* -> __BUILD_RUNTIME_CONFIG__) and, on H5, by `window.__STUDIO_CONFIG__` from /config.js.
 * Public values only: this ships to phones. Read it through src/core/runtimeConfig.ts.
 */
export interface RuntimeConfig {
  appName: string
  /** Main API base, no trailing slash. Empty on H5 means "same origin as the page". */
  apiBase: string
  /** Base of the live add-on's chat/sign-in/watch-record service (SPEC section 7). */
  liveApiBase: string
  /** Public site URL of the H5 app, used for return URLs (payment, social login, face verify). */
  siteUrl: string
  /** Request timeout (SPEC section 9: 60 s). Tests may shorten it. */
  requestTimeoutMs: number
  /**
   * H5 service worker (offline, instant repeat visits): unset means on for https pages only; `true` also on
   * http://localhost (development, the tests); `false` removes a worker already installed.
   */
  serviceWorker?: boolean
}
