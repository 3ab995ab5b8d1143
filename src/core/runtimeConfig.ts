/**
 * Runtime configuration: built-in defaults that point at the local reference server, overridden by
 * build env (TARO_APP_* -> __BUILD_RUNTIME_CONFIG__, for weapp) and, on H5, by `window.__STUDIO_CONFIG__`
 * set in /config.js, which index.html loads before the app. Public values only: this ships to phones.
 */
import type { RuntimeConfig } from '~types/runtimeConfig'
import { REQUEST_TIMEOUT_MS } from '../utils/constants'

const DEFAULT_LOCAL_SERVER = 'http://127.0.0.1:3000'

function defaults(): RuntimeConfig {
  const onH5 = process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' && !!window.location
  const origin = onH5 ? window.location.origin : DEFAULT_LOCAL_SERVER
  return {
    appName: '琴艺课堂',
    apiBase: origin,
    liveApiBase: origin,
    siteUrl: origin,
    requestTimeoutMs: REQUEST_TIMEOUT_MS
  }
}

function buildOverrides(): Partial<RuntimeConfig> {
  return typeof __BUILD_RUNTIME_CONFIG__ === 'object' && __BUILD_RUNTIME_CONFIG__ ? __BUILD_RUNTIME_CONFIG__ : {}
}

function windowOverrides(): Partial<RuntimeConfig> {
  return typeof window !== 'undefined' && window.__STUDIO_CONFIG__ ? window.__STUDIO_CONFIG__ : {}
}

let cached: RuntimeConfig | null = null

function stripSlash(s: string): string {
  return s.replace(/\/+$/, '')
}

/** The effective config; computed once (config.js has run before the app by then). */
export function runtimeConfig(): RuntimeConfig {
  if (!cached) {
    const merged = { ...defaults(), ...buildOverrides(), ...windowOverrides() }
    cached = {
      ...merged,
      apiBase: stripSlash(merged.apiBase),
      liveApiBase: stripSlash(merged.liveApiBase || merged.apiBase),
      siteUrl: stripSlash(merged.siteUrl),
      requestTimeoutMs: Number(merged.requestTimeoutMs) > 0 ? Number(merged.requestTimeoutMs) : REQUEST_TIMEOUT_MS
    }
  }
  return cached
}

/** Tests only: forget the computed config so new overrides apply. */
export function resetRuntimeConfigForTests(): void {
  cached = null
}
