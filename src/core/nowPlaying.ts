import { create } from 'zustand'

/**
 * What the shared audio player is playing, for the mini player bar every page shows (components/MiniPlayer).
 * The player itself (features/audio) loads only with the audio pages; it registers its controls here, so
 * the first load carries this small store and the bar, not the player.
 */
interface NowPlayingControls {
  toggle(): void
  next(): void
  prev(): void
  /** Reports practice time not yet sent (the practice summary calls it before it asks). */
  flush(): Promise<void>
}

export interface NowPlayingState {
  /** The track's title; empty when nothing was played yet. */
  title: string
  subtitle: string
  playing: boolean
  /** The page that shows the full player. */
  link: string
  controls: NowPlayingControls | null
  set(update: Partial<Omit<NowPlayingState, 'set'>>): void
}

export const useNowPlaying = create<NowPlayingState>((set) => ({
  title: '',
  subtitle: '',
  playing: false,
  link: '',
  controls: null,
  set: (update) => set(update)
}))

/** Sends practice time the player has not reported yet (resolves at once when there is no player). */
export const flushPractice = (): Promise<void> => useNowPlaying.getState().controls?.flush() ?? Promise.resolve()
