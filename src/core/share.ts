import { REFERRAL_PARAM } from '../utils/constants'

// The share cards every page has (the page shell); copying a goods link is core/shareLink.ts, out of the
// first load (it brings Taro's clipboard).

/** What a page puts on its share card (the page shell's `ShareAs`); the route title and the page itself otherwise. */
export interface ShareContent {
  title?: string
  imageUrl?: string
  /** Another page to open, with its query (the invite page shares the home page). */
  path?: string
}

/** The mini-program share cards of a page (onShareAppMessage, onShareTimeline), carrying the sharer's `msv`. */
export interface ShareCards {
  message: { title: string; path: string; imageUrl?: string }
  /** Moments open the sharing page itself, with this query. */
  timeline: { title: string; query: string; imageUrl?: string }
}

/** `query` as a URL query (no leading `?`), without any `msv`, and with `msv` set to the sharer's code. */
function shareQuery(query: Readonly<Record<string, string | number | undefined>>, msv: number | undefined): string {
  const pairs = Object.entries(query).filter(([k, v]) => k !== REFERRAL_PARAM && v !== undefined && v !== '')
  if (msv) pairs.push([REFERRAL_PARAM, msv])
  return pairs.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')
}

const withQuery = (url: string, query: string) => (query ? `${url}?${query}` : url)

// Not URLSearchParams: the mini-program's stand-in for it cannot be iterated.
const parseQuery = (query: string): Record<string, string> =>
  Object.fromEntries(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string])
  )

/**
 * The cards of the page at `url` whose own parameters are `query`: the card opens the page (or the
 * content's `path`) and the timeline card this page, each with the sharer's referral code.
 */
export function shareCards(url: string, query: Readonly<Record<string, string | undefined>>, content: ShareContent, fallbackTitle: string, msv: number | undefined): ShareCards {
  const title = content.title || fallbackTitle
  const own = shareQuery(query, msv)
  const [otherUrl, otherQuery = ''] = (content.path ?? '').split('?')
  const path = content.path ? withQuery(otherUrl, shareQuery(parseQuery(otherQuery), msv)) : withQuery(url, own)
  const image = content.imageUrl ? { imageUrl: content.imageUrl } : {}
  return { message: { title, path, ...image }, timeline: { title, query: own, ...image } }
}
