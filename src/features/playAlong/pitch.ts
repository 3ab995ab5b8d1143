import { PitchDetector } from 'pitchy'
import { hzToNote, midiToHz } from './notes'

/** One pitch heard in one frame of microphone audio. */
export interface Heard {
  midi: number
  cents: number
  /** pitchy's clarity, 0..1: how periodic the frame is (a held note is near 1, noise and silence low). */
  clarity: number
}

/**
 * Samples per analysed frame at 44.1/48 kHz: 2048 is ~43-46 ms, two periods of C2 (65 Hz), the lowest
 * note listen mode promises; lower notes need a longer frame and so arrive later (the latency goal).
 */
export const FRAME_SIZE = 2048
/**
 * The shorter frame the ear listens for the note the score expects in (~23 ms): a note fills it, and reads,
 * in half the time. Only that pitch is taken from it; what else it hears waits for the full frame.
 */
export const QUICK_FRAME_SIZE = 1024

/** A piano's keys: A0 to C8. A "pitch" outside them is the room, not the instrument. */
const LOWEST = 21
const HIGHEST = 108
/** Below this clarity a frame is not a note: breath, the room, a key's thump. */
const MIN_CLARITY = 0.9
/** Quieter than this (dBFS) is silence, whatever its shape. */
const MIN_DECIBELS = -50
/** From A3 (220 Hz) up a piano string's fundamental is at least as strong as its octave (its 2nd partial); lower, it can be much the weaker. */
const STRONG_FUNDAMENTAL_FROM = 57

/**
 * A reader of the pitch in frames of `frameSize` mono samples (-1..1), by the McLeod pitch method
 * (pitchy): one detector and its FFT buffers, reused for every frame, so reading allocates nothing.
 */
export function pitchReader(sampleRate: number, frameSize = FRAME_SIZE): (frame: Float32Array) => Heard | null {
  const detector = PitchDetector.forFloat32Array(frameSize)
  detector.minVolumeDecibels = MIN_DECIBELS
  return (frame) => {
    const [hz, clarity] = detector.findPitch(frame, sampleRate)
    if (clarity < MIN_CLARITY || !(hz > 0)) return null
    const note = hzToNote(hz)
    return note.midi < LOWEST || note.midi > HIGHEST ? null : { ...note, clarity }
  }
}

/**
 * Whether `frame` holds the fundamental of the pitch `heard` at least as strongly as its octave. A key an octave
 * above has nothing at that fundamental; mixed with the key before it while the keys change, the detector can
 * read the two as the note an octave below. Not judged below A3, where a real fundamental can be the weaker.
 */
export function hasFundamental(frame: Float32Array, heard: Heard, sampleRate: number): boolean {
  if (heard.midi < STRONG_FUNDAMENTAL_FROM) return true
  const hz = midiToHz(heard.midi + heard.cents / 100)
  return power(frame, hz, sampleRate) >= power(frame, 2 * hz, sampleRate)
}

/** The power of `frame` at `hz` (Goertzel: one bin of a DFT, at any frequency, in one pass). */
function power(frame: Float32Array, hz: number, sampleRate: number): number {
  const coeff = 2 * Math.cos((2 * Math.PI * hz) / sampleRate)
  let s1 = 0
  let s2 = 0
  for (let i = 0; i < frame.length; i++) {
    const s = frame[i] + coeff * s1 - s2
    s2 = s1
    s1 = s
  }
  return s1 * s1 + s2 * s2 - coeff * s1 * s2
}
