import { create } from 'zustand'
import { useSession } from './session'

/**
 * What the learner has bought (SPEC `userBoughtVodInfo`), preloaded at startup so lists can mark owned
 * courses without a request each. Cleared whenever the session is.
 */
export interface PurchasedState {
  vodIds: number[]
  loaded: boolean
  setVodIds(ids: number[]): void
  clear(): void
}

export const usePurchased = create<PurchasedState>((set) => ({
  vodIds: [],
  loaded: false,
  setVodIds(vodIds) {
    set({ vodIds, loaded: true })
  },
  clear() {
    set({ vodIds: [], loaded: false })
  }
}))

useSession.subscribe((state, prev) => {
  if (prev.token && !state.token) usePurchased.getState().clear()
})
