import { Workbox } from 'workbox-window'
import { confirm } from '../../components/Dialog'

/**
 * The service worker's registration and update flow (a chunk of its own, loaded after the page has; see
 * platform/offline.h5.ts). A new build's worker installs in the background and waits; the learner is asked
 * (有新版本) and only on consent told to take over, and every open page reloads when it does: one page never
 * runs two builds' chunks.
 */

let asked = false

async function askToUpdate(takeOver: () => void): Promise<void> {
  if (asked) return
  asked = true
  if (await confirm({ title: '有新版本', content: '新版本已准备好，刷新后使用', confirmText: '刷新', cancelText: '稍后' })) takeOver()
  else asked = false
}

export async function registerWorker(): Promise<void> {
  const sw = navigator.serviceWorker
  // The first install takes no page over (no clientsClaim); a later change of controller is a new build,
  // agreed to here or in another tab.
  const hadController = !!sw.controller
  let reloading = false
  sw.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return
    reloading = true
    location.reload()
  })
  const wb = new Workbox('/sw.js')
  // Also when the new worker was already waiting before this page registered.
  wb.addEventListener('waiting', () => void askToUpdate(() => wb.messageSkipWaiting()))
  await wb.register()
  // An app left open for days still hears of a release when it comes back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') wb.update().catch(() => undefined)
  })
}

/** config.js `serviceWorker: false`: the studio takes the worker back off (its caches go with it). */
export async function unregisterWorkers(): Promise<void> {
  const regs = await navigator.serviceWorker.getRegistrations()
  await Promise.all(regs.map((r) => r.unregister()))
  if (typeof caches !== 'undefined') await Promise.all((await caches.keys()).map((k) => caches.delete(k)))
}
