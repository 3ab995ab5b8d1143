import { readJson, remove, writeJson } from './storage'
import { useSession, type SessionState } from './session'

/**
 * Homework takes on their way up, kept on the device across restarts: whose they are and the
 * queue as features/homework/pendingTakes keeps it, in storage on both builds; the files are
 * platform/takeFiles'. They belong to the learner who recorded them: a logout or another learner's login
 * deletes them, files and all.
 */

/** H5: the Cache Storage cache of the kept recordings. */
export const KEPT_TAKES_CACHE = 'studio-pending-takes'

export interface KeptTakes<T extends { path: string }> {
  /** The learner the takes belong to (0: not known yet when they were kept). */
  uid: number
  takes: T[]
}

export function readKeptTakes<T extends { path: string }>(): KeptTakes<T> | null {
  const kept = readJson<KeptTakes<T> | null>('pendingTakes', null)
  return kept && Array.isArray(kept.takes) ? kept : null
}

export function writeKeptTakes<T extends { path: string }>(kept: KeptTakes<T> | null): void {
  if (kept?.takes.length) writeJson('pendingTakes', kept)
  else remove('pendingTakes')
}

/** The session stopped being `uid`'s (a logout, or someone else's login): their kept takes must go. */
export function sessionLeftLearner(state: SessionState, prev: SessionState, uid: number): boolean {
  const loggedOut = !!prev.token && !state.token
  return loggedOut || (!!state.user && !!uid && state.user.id !== uid)
}

/** Once at startup (platform/offline): forgets the list and hands its files to `drop` when the session leaves their learner. */
export function dropKeptTakesOnSessionChange(drop: (files: string[]) => void): void {
  useSession.subscribe((state, prev) => {
    const kept = readKeptTakes()
    if (!kept || !sessionLeftLearner(state, prev, kept.uid)) return
    writeKeptTakes(null)
    drop(kept.takes.map((t) => t.path))
  })
}
