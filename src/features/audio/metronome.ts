import { createClickContext } from '../../platform/clickContext'
import type { ClickContext } from '../../platform/types'

/**
 * The metronome: clicks scheduled ahead on the audio clock (Web Audio on H5, WebAudioContext on weapp),
 * so their timing is sample-accurate whatever the page's main thread is doing. A timer wakes every 25 ms
 * and schedules every click due in the next 120 ms ("lookahead scheduler"). Loaded only when a learner
 * first opens it (loadMetronome).
 */
const WAKE_MS = 25
const LOOKAHEAD_S = 0.12
/** How many scheduled times are kept for `ticks` (what the browser journey measures). */
const KEEP_TICKS = 64

export interface MetronomeSettings {
  bpm: number
  beats: number
  accent: boolean
}

export class Metronome {
  private ctx: ClickContext | null = null
  private timer: ReturnType<typeof setInterval> | undefined
  private next = 0
  private beat = 0
  /** Audio-clock times (seconds) of the clicks scheduled so far, the latest last. */
  readonly ticks: number[] = []

  constructor(private settings: MetronomeSettings) {}

  get running(): boolean {
    return this.timer !== undefined
  }

  /** Tempo, meter and accent; the next click already uses them. */
  update(settings: MetronomeSettings): void {
    this.settings = settings
    if (this.beat >= settings.beats) this.beat = 0
  }

  start(): void {
    if (this.running) return
    const ctx = (this.ctx ??= createClickContext())
    void ctx.resume()
    this.ticks.length = 0
    this.beat = 0
    this.next = ctx.currentTime + 0.06
    this.schedule()
    this.timer = setInterval(() => this.schedule(), WAKE_MS)
  }

  stop(): void {
    clearInterval(this.timer)
    this.timer = undefined
  }

  /** The audio clock now (seconds), or 0 before the first start. */
  now(): number {
    return this.ctx?.currentTime ?? 0
  }

  dispose(): void {
    this.stop()
    void this.ctx?.close()
    this.ctx = null
  }

  private schedule(): void {
    const ctx = this.ctx
    if (!ctx) return
    // Far behind (the page was frozen in the background): start again from now rather than burst.
    if (this.next < ctx.currentTime - 0.2) this.next = ctx.currentTime + 0.05
    while (this.next < ctx.currentTime + LOOKAHEAD_S) {
      this.click(ctx, this.next, this.settings.accent && this.beat === 0)
      this.ticks.push(this.next)
      if (this.ticks.length > KEEP_TICKS) this.ticks.shift()
      this.next += 60 / this.settings.bpm
      this.beat = (this.beat + 1) % this.settings.beats
    }
  }

  private click(ctx: ClickContext, at: number, accent: boolean): void {
    const osc = ctx.createOscillator()
    const gain = ctx.createGain()
    osc.frequency.value = accent ? 1760 : 1175
    gain.gain.setValueAtTime(accent ? 0.9 : 0.5, at)
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.05)
    osc.connect(gain)
    gain.connect(ctx.destination)
    osc.start(at)
    osc.stop(at + 0.06)
  }
}
