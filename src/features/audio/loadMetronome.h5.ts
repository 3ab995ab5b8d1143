import type { Metronome, MetronomeSettings } from './metronome'

declare global {
  interface Window {
    /** The running metronome's scheduled click times and clock (a diagnostic the browser journey reads). */
    __studioMetronome?: { ticks: readonly number[]; now(): number }
  }
}

/** H5: the metronome (and its Web Audio code) is its own chunk, fetched when a learner first starts it. */
export const loadMetronome = (settings: MetronomeSettings): Promise<Metronome> =>
  import(/* webpackChunkName: "metronome" */ './metronome').then((m) => {
    const metronome = new m.Metronome(settings)
    window.__studioMetronome = { ticks: metronome.ticks, now: () => metronome.now() }
    return metronome
  })
