import FFT from 'fft.js'
import { midiToHz } from './notes'

/**
 * Which key was just pressed while others ring on (the sustain pedal down, a held chord). The pitch reader
 * hears one period: in such a mix it finds none, the louder old key, or a pitch below them all. But a key
 * just pressed is the one whose partials all grow, while the ringing ones decay: from the frame before to
 * the frame now, the pressed key's partials grew the most, and a key that shares only some of them (an
 * octave, a fifth) grew by those alone.
 */

/** Partials summed per key: in the bass only the upper ones are far enough apart to tell neighbours. */
const PARTIALS = 8
/** A piano string's stretch of its partials (as the test tones'): the 8th of C4 is 8.1 times the first. */
const INHARMONICITY = 0.0004
/**
 * The keys compared with each due one: everything within an octave, and the twelfth and two octaves below,
 * whose partials include a third or a quarter of the due key's.
 */
const RIVALS = [-24, -19, ...Array.from({ length: 25 }, (_, i) => i - 12)]
const LOWEST = 21
const HIGHEST = 108
/**
 * A pressed key's partials grow by at least half from the frame before. A key pressed again while it rings
 * on still does (its upper partials had died away); one pressed again at once does not: the attack tells that one.
 */
const MIN_RISE = 1.5
/**
 * ... and grow by at least a quarter of the loudest ringing key's: two ringing partials a few hertz apart
 * beat, and where one frame caught them cancelling the next shows a small "growth" (a tenth of the ring).
 */
const MIN_SHARE = 0.25
/** A frame with a hundredth of the next one's energy before it (-20 dB): a key pressed after silence (or a rest), no mix. */
const SILENCE_SHARE = 0.01

/**
 * A reader over a ring of recent samples (at least two frames long), called at the end of a hop with the
 * count of samples so far (`end`): the key whose partials grew the most in the last frame over the one before it,
 * among the `due` keys, their rivals and `heard` (the pitch reader's answer), if that growth is a key
 * press (MIN_RISE, MIN_SHARE); else null. One FFT per hop, kept for the frame after.
 */
export function keyPressReader(sampleRate: number, frameSize: number, hopSize: number) {
  const size = 2 * frameSize // zero-padded: partials read at half-bin steps
  const fft = new FFT(size)
  const input = new Float32Array(size)
  const hann = Float32Array.from({ length: frameSize }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (frameSize - 1)))
  const binHz = sampleRate / size
  const hopsPerFrame = frameSize / hopSize
  const spectra = new Map<number, Spectrum>()
  const spare: Spectrum[] = [] // the buffers of frames no longer compared, for the next ones (no garbage per hop)

  /** A frame's spectrum; its magnitudes are worked out as they are read (a few hundred of its bins are). */
  function spectrum(ring: Float32Array, end: number, hop: number): Spectrum {
    const kept = spectra.get(hop)
    if (kept) return kept
    for (let i = 0; i < frameSize; i++) input[i] = ring[(end - frameSize + i) % ring.length] * hann[i]
    const made = spare.pop() ?? { bins: fft.createComplexArray() as number[], magnitudes: new Float32Array(size / 2) }
    fft.realTransform(made.bins, input)
    made.magnitudes.fill(-1)
    spectra.set(hop, made)
    return made
  }

  function partials(spec: Spectrum, midi: number): number {
    const f0 = midiToHz(midi)
    let sum = 0
    for (let k = 1; k <= PARTIALS; k++) {
      const bin = Math.round((k * f0 * Math.sqrt(1 + INHARMONICITY * k * k)) / binHz)
      if (bin >= size / 2) break
      sum += magnitude(spec, bin)
    }
    return sum
  }

  /** The spectra of the last frame and the one before it. */
  function frames(ring: Float32Array, end: number) {
    const hop = end / hopSize
    for (const [h, spec] of spectra) {
      if (h >= hop - hopsPerFrame) continue
      spectra.delete(h)
      spare.push(spec)
    }
    return { now: spectrum(ring, end, hop), before: spectrum(ring, end - frameSize, hop - hopsPerFrame) }
  }

  /** Whether the frame before the last was all but silent: the last is no mix, and the pitch reader hears it best. */
  function afterSilence(ring: Float32Array, end: number): boolean {
    if (end < 2 * frameSize) return true
    return energy(ring, end - 2 * frameSize, frameSize) < SILENCE_SHARE * energy(ring, end - frameSize, frameSize)
  }

  function pressed(ring: Float32Array, end: number, due: number[], heard?: number): number | null {
    if (end < 2 * frameSize || !due.length) return null
    const { now, before } = frames(ring, end)
    const keys = new Set<number>(heard === undefined ? [] : [heard])
    for (const d of due) for (const r of RIVALS) if (d + r >= LOWEST && d + r <= HIGHEST) keys.add(d + r)
    let top: number | null = null
    let topGrowth = 0
    let topRatio = 0
    let ringing = 0
    for (const k of keys) {
      const then = partials(before, k)
      const growth = partials(now, k) - then
      ringing = Math.max(ringing, then)
      if (growth <= topGrowth) continue
      top = k
      topGrowth = growth
      topRatio = (then + growth) / (then + 1e-9)
    }
    return topRatio >= MIN_RISE && topGrowth >= MIN_SHARE * ringing ? top : null
  }

  return { afterSilence, pressed }
}

/** One frame's FFT and the magnitudes read from it so far (-1: not yet). */
interface Spectrum {
  bins: number[]
  magnitudes: Float32Array
}

function magnitude(spec: Spectrum, bin: number): number {
  const m = spec.magnitudes[bin]
  return m >= 0 ? m : (spec.magnitudes[bin] = Math.sqrt(spec.bins[2 * bin] ** 2 + spec.bins[2 * bin + 1] ** 2))
}

function energy(ring: Float32Array, from: number, length: number): number {
  let sum = 0
  for (let i = from; i < from + length; i++) sum += ring[i % ring.length] ** 2
  return sum
}
