import { create } from 'zustand'
import { isVipActive, useSession } from './session'

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

/**
 * Whether the learner bought this course. MeEdu's course detail `isBuy` is also true for a free course and
 * for an active VIP member (they may study it): neither counts as bought for the price label or the cashier.
 */
export function boughtCourse(isBuy: boolean, course: { id: number; is_free: number }): boolean {
  if (!isBuy || course.is_free === 1) return false
  return !isVipActive(useSession.getState().user) || usePurchased.getState().vodIds.includes(course.id)
}
