/**
 * Freshness across pages (TanStack Query's invalidation by key, without the library): data a page loaded
 * under a key is loaded again when an action elsewhere says it changed. A page still in the stack reloads
 * at once (keeping its content shown meanwhile); a page opened later loads fresh anyway.
 */
export type DataKey =
  /** What the learner owns: goods pages (bought or not), 我的课程 and the other learning lists, my orders. */
  | 'purchases'
  /** Homework that changed state (a take handed in, a review sent): the homework lists and 待点评. */
  | 'homework'

const listeners = new Map<DataKey, Set<() => void>>()

/** Calls `reload` whenever one of `keys` is invalidated; returns the unsubscribe. */
export function onInvalidate(keys: readonly DataKey[], reload: () => void): () => void {
  for (const key of keys) {
    if (!listeners.has(key)) listeners.set(key, new Set())
    listeners.get(key)!.add(reload)
  }
  return () => keys.forEach((key) => listeners.get(key)?.delete(reload))
}

/** Marks `keys` changed: every load registered under them runs again (each once, however many keys it shares). */
export function invalidate(...keys: DataKey[]): void {
  const reloads = new Set(keys.flatMap((key) => [...(listeners.get(key) ?? [])]))
  reloads.forEach((reload) => reload())
}
