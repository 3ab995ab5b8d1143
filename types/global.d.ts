/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.svg'
declare module '*.scss'
declare module '*.css'

/** Build-time runtime-config overrides (config/index.ts, from TARO_APP_* env vars). */
declare const __BUILD_RUNTIME_CONFIG__: Partial<import('./runtimeConfig').RuntimeConfig>

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5' | 'swan' | 'alipay' | 'tt' | 'qq' | 'jd'
    TARO_APP_NAME?: string
    TARO_APP_API_BASE?: string
    TARO_APP_LIVE_API_BASE?: string
    TARO_APP_SITE_URL?: string
  }
}

interface Window {
  /** H5 runtime configuration, set by /config.js before the app loads. */
  __STUDIO_CONFIG__?: Partial<import('./runtimeConfig').RuntimeConfig>
}
