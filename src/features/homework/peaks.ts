/**
 * The take's waveform, built from the recorder's level samples while recording (no decoding afterwards,
 * which the mini-program cannot do): the loudest level in each slice of the take, 0-100, at most
 * MAX_PEAKS points, the shape the server keeps and the waveform draws.
 */
export const MAX_PEAKS = 400

/** Collects levels (0..1) as they arrive; memory stays bounded however long the take is. */
export class PeakCollector {
  private levels: number[] = []
  /** How many raw samples each kept level stands for (doubles whenever the buffer fills). */
  private span = 1
  private pending: number[] = []

  add(level: number): void {
    this.pending.push(Number.isFinite(level) ? Math.min(1, Math.max(0, level)) : 0)
    if (this.pending.length < this.span) return
    this.levels.push(Math.max(...this.pending))
    this.pending = []
    if (this.levels.length >= MAX_PEAKS * 2) {
      const halved: number[] = []
      for (let i = 0; i < this.levels.length; i += 2) halved.push(Math.max(this.levels[i], this.levels[i + 1] ?? 0))
      this.levels = halved
      this.span *= 2
    }
  }

  /** The waveform so far, at most `max` integers 0-100. */
  peaks(max = MAX_PEAKS): number[] {
    const all = this.pending.length ? [...this.levels, Math.max(...this.pending)] : this.levels
    return downsample(all, max).map((v) => Math.round(v * 100))
  }
}

/** At most `max` points, each the loudest of its slice. */
export function downsample(values: readonly number[], max: number): number[] {
  if (values.length <= max) return [...values]
  const out: number[] = []
  for (let i = 0; i < max; i++) {
    const from = Math.floor((i * values.length) / max)
    const to = Math.floor(((i + 1) * values.length) / max)
    let peak = 0
    for (let j = from; j < to; j++) peak = Math.max(peak, values[j])
    out.push(peak)
  }
  return out
}
