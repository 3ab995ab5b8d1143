/**
 * H5: answers to first-screen GETs that index.html asked for before the app bundle arrived
 * (src/earlyData.js). Each is handed out once, to the first call for the same URL and query with the same
 * token, within a minute of page load; every other call goes to the network as usual.
 * Interface: EarlyDataCapability (host/types.ts). Imports nothing of core: core/request uses it.
 */
import type { EarlyAnswer } from './types'

interface EarlyEntry {
  token: string
  at: number
  /** Set once the answer is in. */
  arrived: EarlyAnswer | null
  answer: Promise<EarlyAnswer>
}

const MAX_AGE_MS = 60_000

declare global {
  interface Window {
    __STUDIO_EARLY__?: Record<string, EarlyEntry | undefined>
  }
}

/** The same key the inline script builds: URL, then the query sorted by name. */
function earlyKey(url: string, params?: Record<string, unknown>): string {
  const qs = Object.keys(params ?? {})
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(params![k]))}`)
    .join('&')
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url
}

function find(url: string, params: Record<string, unknown> | undefined, token: string): [string, EarlyEntry] | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__STUDIO_EARLY__
  const key = earlyKey(url, params)
  const entry = early?.[key]
  if (!early || !entry) return undefined
  if (entry.token !== token || Date.now() - entry.at > MAX_AGE_MS) {
    delete early[key]
    return undefined
  }
  return [key, entry]
}

/** The early answer's promise for this GET, if there is one; it is handed out only once. */
export function takeEarlyAnswer(url: string, params: Record<string, unknown> | undefined, token: string): Promise<EarlyAnswer> | undefined {
  const found = find(url, params, token)
  if (!found) return undefined
  delete window.__STUDIO_EARLY__![found[0]]
  return found[1].answer
}

/**
 * The early answer if it has already arrived and `accept` takes it (then it is used up); otherwise it stays
 * for the GET that follows, which reports any failure the usual way.
 */
export function claimArrivedEarlyAnswer(url: string, params: Record<string, unknown> | undefined, token: string, accept: (answer: EarlyAnswer) => boolean): boolean {
  const found = find(url, params, token)
  if (!found?.[1].arrived || !accept(found[1].arrived)) return false
  delete window.__STUDIO_EARLY__![found[0]]
  return true
}
