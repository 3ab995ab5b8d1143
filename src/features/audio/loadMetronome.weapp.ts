import { Metronome, type MetronomeSettings } from './metronome'

/** weapp: pages are loaded per package already; the metronome comes with the page that uses it. */
export const loadMetronome = (settings: MetronomeSettings): Promise<Metronome> => Promise.resolve(new Metronome(settings))
