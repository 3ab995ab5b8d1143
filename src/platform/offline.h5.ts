import { runtimeConfig } from '../core/runtimeConfig'
import { useSession } from '../core/session'
import { DOWNLOADS_CACHE, othersDownloads, readIndex, writeIndex } from '../core/downloadIndex'
import { KEPT_TAKES_CACHE, dropKeptTakesOnSessionChange } from '../core/keptTakes'
import { forgetPageSnapshots, installPageSnapshots } from './h5/pageSnapshot'

/**
 * H5 offline (docs/decisions/service-worker.md). The worker itself is generated
 * by the build (config/serviceWorker.ts); its registration and update flow load after the page has
 * (./h5/serviceWorker.ts). The app loads this file itself once its first page has (app.tsx): none of it is in
 * the first load. Interface: OfflineCapability.
 */

/** Runtime caches that hold what one learner saw (names from config/serviceWorker.ts). */
const LEARNER_CACHES = ['studio-api-learner']
const NOTICE_ID = 'studio-offline-notice'

function wantsWorker(): boolean | undefined {
  const on = runtimeConfig().serviceWorker
  return on ?? (location.protocol === 'https:' ? true : undefined)
}

/** 离线 while the device has no network: what the pages show is what was saved on earlier visits. */
function showOfflineNotice(offline: boolean): void {
  const existing = document.getElementById(NOTICE_ID)
  if (!offline) {
    existing?.remove()
    return
  }
  if (existing) return
  const notice = document.createElement('div')
  notice.id = NOTICE_ID
  notice.className = 'studio-offline-notice'
  notice.setAttribute('role', 'status')
  notice.textContent = '离线 · 显示的是已保存的内容，联网后自动更新'
  document.body.appendChild(notice)
}

async function clearLearnerCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  await Promise.all(LEARNER_CACHES.map((name) => caches.delete(name).catch(() => false)))
}

/** Downloads are the buyer's: another learner's login removes them (a logout keeps them for the same learner). */
async function forgetOtherLearnersDownloads(uid: number): Promise<void> {
  if (!othersDownloads(readIndex(), uid).length) return
  writeIndex(null)
  if (typeof caches !== 'undefined') await caches.delete(DOWNLOADS_CACHE).catch(() => false)
}

export function installOffline(): void {
  showOfflineNotice(!navigator.onLine)
  window.addEventListener('offline', () => showOfflineNotice(true))
  window.addEventListener('online', () => showOfflineNotice(false))
  // Whoever logs in or out, what the learner before was answered is gone. The app installs this after its
  // first page has loaded, so the session as it is now counts too (a startup 401 has logged the learner out).
  const now = useSession.getState()
  if (!now.token) void clearLearnerCaches()
  if (now.user) void forgetOtherLearnersDownloads(now.user.id)
  useSession.subscribe((state, prev) => {
    if (state.token === prev.token) return
    void clearLearnerCaches()
    forgetPageSnapshots()
  })
  useSession.subscribe((state, prev) => {
    if (state.user && state.user.id !== prev.user?.id) void forgetOtherLearnersDownloads(state.user.id)
  })
  // Homework takes not yet sent are one learner's: all of them go (one cache) with a logout or someone else's login.
  dropKeptTakesOnSessionChange(() => void (typeof caches !== 'undefined' && caches.delete(KEPT_TAKES_CACHE).catch(() => false)))
  const want = wantsWorker()
  // The repeat visit's first screen (./h5/pageSnapshot.ts) goes with the worker: without it a repeat visit
  // downloads the app again, and a copy of the last page would only stand in front of a slow start.
  if (want && 'serviceWorker' in navigator) installPageSnapshots()
  else forgetPageSnapshots()
  if (!('serviceWorker' in navigator) || want === undefined) return
  const start = () => void import(/* webpackChunkName: "sw-register" */ './h5/serviceWorker').then((m) => (want ? m.registerWorker() : m.unregisterWorkers()))
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

export function onReconnect(back: () => void): () => void {
  window.addEventListener('online', back)
  return () => window.removeEventListener('online', back)
}
