import { create } from 'zustand'
import { sharedAudio } from '../../platform/sharedAudio'
import type { AudioEvents, SharedAudio } from '../../platform/types'

/**
 * Plays takes (a submitted one by its signed URL, or the one just recorded from the device) through the
 * app's one shared player, so a take never plays over a piano track. `seekPlay` is what tapping a teacher's
 * note does: that moment, playing. Speed keeps the pitch (the platform's player does).
 */
export interface TakePlayerState {
  /** What is loaded (a URL or a local path); '' before anything. */
  src: string
  playing: boolean
  position: number
  duration: number
  rate: number
  error: string
  load(src: string, title: string, durationS: number): void
  toggle(src: string, title: string, durationS: number): void
  seekPlay(src: string, title: string, durationS: number, seconds: number): void
  setRate(rate: number): void
  stop(): void
}

export const useTakePlayer = create<TakePlayerState>((set, get) => {
  const events: AudioEvents = {
    onTime: (position, duration) => set({ position, duration: duration || get().duration }),
    onPlaying: () => set({ playing: true, error: '' }),
    onPause: () => set({ playing: false }),
    onEnded: () => set({ playing: false, position: 0 }),
    onError: (message) => set({ playing: false, error: message }),
    onNext: () => undefined,
    onPrev: () => undefined
  }
  // Claimed again on every use: the piano player may have taken the shared player's events meanwhile.
  const engine = (): SharedAudio => sharedAudio(events)
  return {
    src: '',
    playing: false,
    position: 0,
    duration: 0,
    rate: 1,
    error: '',
    load(src, title, durationS) {
      if (get().src === src) return
      const a = engine()
      a.setRate(get().rate)
      a.load({ src, title, singer: '琴艺课堂 · 作业' }, 0)
      set({ src, position: 0, duration: durationS, playing: false, error: '' })
    },
    toggle(src, title, durationS) {
      get().load(src, title, durationS)
      if (get().playing) engine().pause()
      else engine().play()
    },
    seekPlay(src, title, durationS, seconds) {
      get().load(src, title, durationS)
      const a = engine()
      a.seek(seconds)
      set({ position: seconds })
      a.play()
    },
    setRate(rate) {
      engine().setRate(rate)
      set({ rate })
    },
    stop() {
      if (get().playing) engine().pause()
      set({ src: '', playing: false, position: 0 })
    }
  }
})
