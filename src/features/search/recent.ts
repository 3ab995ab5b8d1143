import { readJson, remove, writeJson } from '../../core/storage'

/** Recent searches on this device: newest first, no duplicates, at most 10. */
const RECENT_MAX = 10

export function recentSearches(): string[] {
  const list = readJson<unknown>('recentSearches', [])
  return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string').slice(0, RECENT_MAX) : []
}

export function rememberSearch(keyword: string): string[] {
  const k = keyword.trim()
  if (!k) return recentSearches()
  const next = [k, ...recentSearches().filter((x) => x !== k)].slice(0, RECENT_MAX)
  writeJson('recentSearches', next)
  return next
}

export function clearSearches(): void {
  remove('recentSearches')
}
