/** MIDI note numbers and their names: A0 is 21, middle C (C4) 60, C8 108. */
const NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B']

/** Equal temperament at A4 = 440 Hz. */
export const midiToHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12)

/** The nearest note to `hz` and how far from it, in cents (-50..50). */
export function hzToNote(hz: number): { midi: number; cents: number } {
  const exact = 69 + 12 * Math.log2(hz / 440)
  const midi = Math.round(exact)
  return { midi, cents: Math.round((exact - midi) * 100) }
}

/** `C4`, `F#5`: how a learner and a score name a note. */
export const noteName = (midi: number) => `${NAMES[midi % 12]}${Math.floor(midi / 12) - 1}`
