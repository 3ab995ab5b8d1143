/**
 * Piano-like test tones: a fundamental with decaying harmonics (amplitude 1/n, slightly stretched as a
 * piano string's are; in the bass the fundamental is weaker than the second harmonic, as a real bass
 * string's is, the classic cause of octave errors), a 5 ms attack and an exponential decay that is longer for lower notes, plus a little
 * noise. Deterministic (seeded noise), so the accuracy figures are the same every run.
 */
import { midiToHz } from '../../../src/features/playAlong/notes'

export const RATE = 44_100
const INHARMONICITY = 0.0004

function noise(seed: number) {
  let s = seed
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32 - 0.5
  }
}

/** `ms` of `midi` as a pianist's key press sounds, at `gain` (0..1). */
export function pianoTone(midi: number, ms: number, gain = 0.5, seed = midi): Float32Array {
  const f0 = midiToHz(midi)
  const out = new Float32Array(Math.round((ms / 1000) * RATE))
  const decay = 0.4 + (108 - midi) / 40 // seconds: ~2.6 s at A0, 0.4 s at C8
  const rand = noise(seed)
  for (let n = 1; n <= 8; n++) {
    const f = n * f0 * Math.sqrt(1 + INHARMONICITY * n * n)
    if (f >= RATE / 2) break
    const amp = (gain / n) * (n === 1 ? Math.min(1, 0.25 + (midi - 21) / 40) : 1)
    const phase = rand() * Math.PI
    // sin(2πft + phase) and exp(-tn/decay) by recurrence (a rotating phasor, a per-sample factor): the
    // same samples to float precision, without two Math calls per sample, which cost twenty times more
    // inside jest's module sandbox than in plain Node.
    const step = (2 * Math.PI * f) / RATE
    const cosStep = Math.cos(step)
    const sinStep = Math.sin(step)
    const fall = Math.exp(-n / decay / RATE)
    let re = Math.cos(phase)
    let im = Math.sin(phase)
    let decayed = 1
    for (let i = 0; i < out.length; i++) {
      out[i] += amp * Math.min(1, i / RATE / 0.005) * decayed * im
      const turned = re * cosStep - im * sinStep
      im = re * sinStep + im * cosStep
      re = turned
      decayed *= fall
    }
  }
  for (let i = 0; i < out.length; i++) out[i] += rand() * 0.003
  return out
}

export const silence = (ms: number) => new Float32Array(Math.round((ms / 1000) * RATE))

/** Joins pieces of audio end to end. */
export function concat(parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

const tones = new Map<string, Float32Array>()

/**
 * `keys` struck a beat apart after `leadMs` of silence, each sounding until the next or, with the sustain
 * pedal held through each bar of four, on until the bar's end (under the keys after it); 800 ms after.
 */
export function played(keys: number[], { beatMs, leadMs, pedal }: { beatMs: number; leadMs: number; pedal: boolean }): Float32Array {
  const audio = new Float32Array(Math.round(((leadMs + keys.length * beatMs + 800) / 1000) * RATE))
  keys.forEach((key, i) => {
    const ms = pedal ? (Math.floor(i / 4) + 1) * 4 * beatMs - i * beatMs : beatMs
    const id = `${key}/${ms}`
    const tone = tones.get(id) ?? tones.set(id, pianoTone(key, ms)).get(id)!
    const at = Math.round(((leadMs + i * beatMs) / 1000) * RATE)
    for (let j = 0; j < tone.length; j++) audio[at + j] += tone[j]
  })
  return audio
}
