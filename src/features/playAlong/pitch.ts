import { PitchDetector } from 'pitchy'
import { hzToNote } from './notes'

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
