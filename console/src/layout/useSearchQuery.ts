/** A list's filters and page kept in the address (a reload or a shared link shows the same rows). */
import { useSearchParams } from 'react-router'

export function useSearchQuery(defaults: Record<string, string> = {}) {
  const [params, setParams] = useSearchParams()
  // Not `params.size`: Safari before 17 and jsdom have no such property, so the address's filters were dropped.
  const query: Record<string, string> = params.toString() ? Object.fromEntries(params) : { ...defaults }
  /** Merges `changes` (an empty value drops the filter); any change but the page's goes back to page 1. */
  const update = (changes: Record<string, string | number | undefined>) => {
    const next: Record<string, string> = { ...query }
    if (!('page' in changes)) delete next.page
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') delete next[k]
      else next[k] = String(v)
    }
    setParams(next)
  }
  /** Replaces every filter at once (a tab that sets its own). */
  const reset = (next: Record<string, string>) => setParams(next)
  return { query, update, reset }
}
