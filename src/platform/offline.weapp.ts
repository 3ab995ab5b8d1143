import Taro from '@tarojs/taro'
import { useSession } from '../core/session'
import { othersDownloads, readIndex, writeIndex } from '../core/downloadIndex'
import { dropKeptTakesOnSessionChange } from '../core/keptTakes'
import { deleteDownloads } from './downloads'
import { deleteTakeFiles } from './takeFiles'

/**
 * The mini-program has no service worker: WeChat keeps the package on the phone, and the pages show the
 * network's error state with retry. What it does keep for a learner is their downloads: another learner's
 * login removes them (a logout keeps them for the same learner); and homework takes not yet sent, which a
 * logout or another learner's login removes.
 * Interface: OfflineCapability.
 */
export function installOffline(): void {
  useSession.subscribe((state, prev) => {
    if (!state.user || state.user.id === prev.user?.id) return
    const gone = othersDownloads(readIndex(), state.user.id)
    if (!gone.length) return
    writeIndex(null)
    void deleteDownloads(gone.map((e) => e.local))
  })
  dropKeptTakesOnSessionChange((files) => void deleteTakeFiles(files))
}

export function onReconnect(back: () => void): () => void {
  const listener = (res: { isConnected: boolean }) => {
    if (res.isConnected) back()
  }
  Taro.onNetworkStatusChange(listener)
  return () => Taro.offNetworkStatusChange(listener)
}
