/**
 * The listen-mode journeys' performance (tests/e2e/listen.test.ts through Chromium's fake microphone,
 * tests/weapp/listen.test.ts through a RecorderManager double): exercise 1 as seeded, the C major scale up
 * and down in crotchets at ♩=80 (server/src/addons/PianoAudio/scores/exercise-1-c-major-scale.abc), played
 * with two deliberate wrong notes, after the silence of the page's count-in.
 */
import { concat, pianoTone, silence } from './synth'

export const SCALE = [60, 62, 64, 65, 67, 69, 71, 72, 72, 71, 69, 67, 65, 64, 62, 60]
export const BEAT_MS = 750
/** Played wrong, by note index: A4 (bar 2) as G#4 and E4 (bar 4) as D#4. */
export const WRONG: Readonly<Record<number, number>> = { 5: 68, 13: 63 }
/**
 * Where the first note sounds: the page expects it after its metronome's 60 ms lead and a bar of four
 * clicks, counted from the first microphone sample; 40 ms later, because in the browser the first few ms of
 * the fake microphone's file play before the page's audio graph takes them (notes then sound early on the
 * ear's clock).
 */
export const FIRST_NOTE_MS = 60 + 4 * BEAT_MS + 40
export const onsetMs = (i: number) => FIRST_NOTE_MS + i * BEAT_MS

/** The performance, mono samples at synth's RATE: silence for the count-in, the sixteen notes, 4 s after. */
export function scalePerformance(): Float32Array {
  const keys = SCALE.map((m, i) => WRONG[i] ?? m)
  return concat([silence(FIRST_NOTE_MS), ...keys.map((k, i) => pianoTone(k, BEAT_MS, 0.5, i + 1)), silence(4000)])
}

/** Samples as 16-bit little-endian PCM: what a WAV's data and WeChat's PCM frames hold. */
export function toPcm16(samples: Float32Array): Buffer {
  const out = Buffer.alloc(samples.length * 2)
  samples.forEach((v, i) => out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), i * 2))
  return out
}
