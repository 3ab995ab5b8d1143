import { useCallback, useEffect, useRef, useState } from 'react'
import { openMic } from '../../platform/micFrames'
import type { MicError, MicStream } from '../../platform/types'
import { atSpeed, type ExpectedNote, type ListenResult } from './grader'
import { earSession } from './session'
import type { NoteMark } from './components/ScoreView'

/**
 * ready: nothing running; opening: asking for the microphone; countIn: the clicks before the first note;
 * playing: the ear is grading; done: `result` holds the last session's.
 */
export type ListenPhase = 'ready' | 'opening' | 'countIn' | 'playing' | 'done'

/** The metronome as the count-in uses it (features/audio's Metronome, loaded by the page). */
interface CountInClicks {
  start(): void
  stop(): void
  dispose(): void
}

export interface ListenSetup {
  /** Loads the clicks at a tempo and meter (the page passes the practice tools' metronome). */
  clicks(bpm: number, beats: number): Promise<CountInClicks>
  /** While the learner plays (count-in included): the practice clock. */
  onPlaying(on: boolean): void
  /** A session that reached its end (not one stopped early). */
  onDone(result: ListenResult): void
}

/** The metronome's first click comes this long after its start (features/audio/metronome.ts schedules 60 ms ahead). */
const CLICKS_LEAD_MS = 60
/** After the last note's start: its window (grader.ts, 300 ms) closed and a frame past it analysed. */
const END_AFTER_LAST_MS = 450

/** What a session holds open, released together. `live` turns false once it is over. */
interface Running {
  mic: MicStream | null
  clicks: CountInClicks | null
  timers: ReturnType<typeof setTimeout>[]
  live: boolean
}

declare global {
  interface Window {
    /** The latest session's timing (H5, performance.now() ms), what the browser journey measures latency from. */
    __studioListen?: ListenProbe
  }
}

/** The latest session's timing on H5, for the browser journey's latency breakdown (performance.now() ms). */
interface ListenProbe {
  openedAt: number
  sampleRate: number
  countInMs: number
  speed: number
  /** The wall time of the ear's first sample, as early as the blocks' arrivals put it (their lower envelope:
   * each block's arrival minus the audio it carries). */
  sampleZeroAt: number
  /** Per note turned right: when the ear decided (wall time), on how many samples, and the onset it heard (ear's clock, ms). */
  heard: Record<string, { at: number; samples: number; onsetMs: number }>
  /** When each note's green mark was committed (React's effect after the commit) ... */
  greenAt: Record<string, number>
  /** ... and the frame that painted it (when that frame's callbacks ran, right before its paint). */
  paintedAt: Record<string, number>
}

/**
 * A listen-mode session on the microphone: count-in clicks at the exercise's tempo x `speed`, then each
 * expected note's mark as the ear hears it, and the result once the last note's window has closed.
 * The ear's clock is the microphone's samples (the first sample is 0 ms), so a busy page cannot skew it.
 */
export function useListen(setup: ListenSetup) {
  const [phase, setPhase] = useState<ListenPhase>('ready')
  const [marks, setMarks] = useState<Record<string, NoteMark>>({})
  const [beatsLeft, setBeatsLeft] = useState(0)
  const [result, setResult] = useState<ListenResult | null>(null)
  const [micError, setMicError] = useState<MicError | null>(null)
  const running = useRef<Running | null>(null)
  const latest = useRef(setup)
  latest.current = setup

  const release = useCallback(() => {
    const r = running.current
    if (!r) return
    running.current = null
    r.live = false
    r.timers.forEach(clearTimeout)
    r.mic?.stop()
    r.clicks?.dispose()
    latest.current.onPlaying(false)
  }, [])

  /** Plays `notes` (timed at the score's tempo from 0) at `speed` (0.5-1), after a bar of clicks at `bpm` x speed. */
  const start = useCallback(
    async (notes: ExpectedNote[], bpm: number, beatsPerBar: number, speed: number) => {
      if (running.current || !notes.length) return
      const r: Running = { mic: null, clicks: null, timers: [], live: true }
      running.current = r
      setPhase('opening')
      setMarks({})
      setResult(null)
      setMicError(null)
      const beatMs = 60_000 / (bpm * speed)
      // Samples that arrive before the ear is set up (it needs the microphone's rate) wait here.
      const early: Float32Array[] = []
      let received = 0
      let ear: ReturnType<typeof earSession> | null = null
      let endMs = Infinity
      let expected: ExpectedNote[] = []
      let rate = 0
      const finish = () => {
        if (!ear || !r.live) return
        const done = ear.result()
        release()
        setResult(done)
        setPhase('done')
        latest.current.onDone(done)
      }
      let fed = 0
      let probe: ListenProbe | undefined
      const feed = (samples: Float32Array) => {
        fed += samples.length
        const changed = ear!.push(samples)
        if (probe) noteHeard(probe, changed, expected, fed)
        if (changed.length) setMarks((m) => ({ ...m, ...Object.fromEntries(changed.map((g) => [g.id, g.mark])) }))
        if ((fed / rate) * 1000 >= endMs) finish()
      }
      const hear = (samples: Float32Array) => {
        if (!r.live) return
        received += samples.length
        if (probe) probe.sampleZeroAt = Math.min(probe.sampleZeroAt, performance.now() - (received / probe.sampleRate) * 1000)
        if (ear) feed(samples)
        else early.push(samples)
      }
      const clicksLoading = latest.current.clicks(bpm * speed, beatsPerBar)
      try {
        r.mic = await openMic(hear)
      } catch (e) {
        release()
        setPhase('ready')
        setMicError(e as MicError)
        return
      }
      const openedAt = performance.now()
      const clicks = await clicksLoading
      if (!r.live) return clicks.dispose()
      r.clicks = clicks
      rate = r.mic.sampleRate
      // The first note is the beat after a bar of clicks; on the ear's clock, counted from the samples so far.
      const countInMs = (received / rate) * 1000 + CLICKS_LEAD_MS + beatsPerBar * beatMs
      expected = atSpeed(notes, speed, countInMs)
      endMs = expected[expected.length - 1].startMs + END_AFTER_LAST_MS
      ear = earSession(expected, rate)
      if (process.env.TARO_ENV === 'h5') {
        probe = { openedAt, sampleRate: rate, countInMs, speed, sampleZeroAt: Infinity, heard: {}, greenAt: {}, paintedAt: {} }
        window.__studioListen = probe
      }
      clicks.start()
      latest.current.onPlaying(true)
      setPhase('countIn')
      setBeatsLeft(beatsPerBar)
      // The clicks stop before the first note: the ear would hear them as notes (a click is a short high tone).
      for (let b = 1; b <= beatsPerBar; b++) r.timers.push(setTimeout(() => setBeatsLeft(beatsPerBar - b), CLICKS_LEAD_MS + b * beatMs))
      r.timers.push(setTimeout(() => clicks.stop(), CLICKS_LEAD_MS + (beatsPerBar - 0.5) * beatMs))
      r.timers.push(setTimeout(() => setPhase((p) => (p === 'countIn' ? 'playing' : p)), CLICKS_LEAD_MS + beatsPerBar * beatMs))
      for (const s of early.splice(0)) if (r.live) feed(s)
    },
    [release]
  )

  /** Stops a session early: nothing is graded or kept. */
  const stop = useCallback(() => {
    release()
    setPhase('ready')
    setMarks({})
  }, [release])

  // The moment each note is painted green (after the commit): the browser journey's latency measure.
  useEffect(() => {
    const probe = process.env.TARO_ENV === 'h5' ? window.__studioListen : undefined
    if (!probe) return
    const now = performance.now()
    const fresh = Object.keys(marks).filter((id) => marks[id] === 'right' && probe.greenAt[id] === undefined)
    for (const id of fresh) probe.greenAt[id] = now
    // The next frame's callbacks run right before its paint; its timestamp can be older than the commit.
    if (fresh.length) requestAnimationFrame(() => fresh.forEach((id) => (probe.paintedAt[id] = performance.now())))
  }, [marks])

  useEffect(() => release, [release])

  return { phase, marks, beatsLeft, result, micError, start, stop }
}

/** The probe's record of notes the ear just turned right, `samples` into the session. */
function noteHeard(probe: ListenProbe, changed: readonly { id: string; mark: string; offsetMs?: number }[], expected: readonly ExpectedNote[], samples: number) {
  const at = performance.now()
  for (const g of changed) {
    const note = expected.find((n) => n.id === g.id)
    if (g.mark === 'right' && note && !probe.heard[g.id]) probe.heard[g.id] = { at, samples, onsetMs: note.startMs + g.offsetMs! }
  }
}
