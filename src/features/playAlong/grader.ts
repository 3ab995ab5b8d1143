import type { Heard } from './pitch'

/** A note of the score the learner is expected to play, on the session's clock (ms from its start). */
export interface ExpectedNote {
  id: string
  midi: number
  startMs: number
  bar: number
}

/**
 * right: its pitch began within the note's time window; wrong: another pitch began there (it can still turn
 * right while the window is open); missed: nothing began there; pending: its window is not over.
 */
type Mark = 'pending' | 'right' | 'wrong' | 'missed'

export interface Graded {
  id: string
  mark: Mark
  /** For a right note: when it began, minus when the score says (negative: early). */
  offsetMs?: number
  /** For a wrong note: what was played instead. */
  heardMidi?: number
}

export interface ListenResult {
  notes: Graded[]
  /** Right notes over all notes, 0..1. */
  accuracy: number
  /** How far right notes began from the beat: the mean (signed) and the spread (standard deviation). */
  timing: { meanMs: number; spreadMs: number }
  /** Bars with a wrong or missed note, ascending: what to loop next. */
  barsToPractise: number[]
}

/** A note may begin this much before its time and still count (a learner leading the beat a little). */
const EARLY_MS = 150
/** ... and this much after. Later than that it was missed, whatever came. */
const LATE_MS = 300
/** Frames of the same pitch before it counts as played: one frame of a pitch is often a transient. */
const STABLE_FRAMES = 2
/** A key press this close before a new pitch is heard is when that pitch began (the frame is ~46 ms long). */
const ATTACK_NEAR_MS = 60
/** Whether the key press at `attackMs` (if any) is close enough before or after `timeMs` to be the same note's. */
export const attackNear = (attackMs: number | undefined, timeMs: number): attackMs is number => attackMs !== undefined && Math.abs(timeMs - attackMs) <= ATTACK_NEAR_MS

export interface Frame {
  /** The session's clock at the middle of the analysed audio (a pitch is found once it fills about half). */
  timeMs: number
  heard: Heard | null
  /** When the latest key press (a sharp rise in level) was heard, if any: the precise onset of a note,
   * and what tells a repeated key from a held one. */
  attackMs?: number
}

/** Scales a score's note times to a playback speed (0.5..1) after a count-in: what the ear should expect. */
export function atSpeed(notes: ExpectedNote[], speed: number, countInMs = 0): ExpectedNote[] {
  return notes.map((n) => ({ ...n, startMs: countInMs + n.startMs / speed }))
}

/**
 * Grades a performance as it is heard, frame by frame, so a note can turn green the moment it is played.
 * `feed` returns the notes whose mark changed; `result` summarises (call it after the last note's window).
 */
export function listener(expected: ExpectedNote[]) {
  const notes = [...expected].sort((a, b) => a.startMs - b.startMs)
  const graded = new Map<string, Graded>(notes.map((n) => [n.id, { id: n.id, mark: 'pending' }]))
  // The run of frames with one pitch being heard now: it is one key press and matches one note at most.
  let run: { midi: number; onsetMs: number; frames: number; used: boolean } | null = null

  const open = (n: ExpectedNote) => {
    const m = graded.get(n.id)!.mark
    return m === 'pending' || m === 'wrong'
  }
  const inWindow = (n: ExpectedNote, ms: number) => ms >= n.startMs - EARLY_MS && ms <= n.startMs + LATE_MS

  /** Whether a note of pitch `midi` is due at `timeMs` and not yet played right: what the score tells the ear to listen for. */
  function expects(midi: number, timeMs: number): boolean {
    return due(timeMs).includes(midi)
  }

  /** The pitches due at `timeMs` and not yet played right. */
  function due(timeMs: number): number[] {
    return notes.filter((n) => open(n) && inWindow(n, timeMs)).map((n) => n.midi)
  }

  /** A key press that has become stable: the note it was meant for turns right, or wrong. */
  function settle(midi: number, onsetMs: number): Graded | null {
    const due = notes.filter((n) => open(n) && inWindow(n, onsetMs))
    const meant = due.find((n) => n.midi === midi)
    if (meant) {
      const g: Graded = { id: meant.id, mark: 'right', offsetMs: Math.round(onsetMs - meant.startMs) }
      graded.set(meant.id, g)
      return g
    }
    // Another pitch: held against the note expected closest to when it began, if that one has no answer yet.
    const nearest = due.sort((a, b) => Math.abs(a.startMs - onsetMs) - Math.abs(b.startMs - onsetMs))[0]
    if (!nearest || graded.get(nearest.id)!.mark === 'wrong') return null
    const g: Graded = { id: nearest.id, mark: 'wrong', heardMidi: midi }
    graded.set(nearest.id, g)
    return g
  }

  function feed(frame: Frame): Graded[] {
    const changed: Graded[] = []
    const heard = frame.heard
    const attack = frame.attackMs
    const nearAttack = attackNear(attack, frame.timeMs) ? attack : undefined
    if (!heard) run = null
    else if (!run || run.midi !== heard.midi) run = { midi: heard.midi, onsetMs: nearAttack ?? frame.timeMs, frames: 1, used: false }
    // A new press of the same key (a repeated note): a key press after the held one was counted.
    else if (run.used && attack !== undefined && attack > run.onsetMs + ATTACK_NEAR_MS) run = { midi: heard.midi, onsetMs: attack, frames: 1, used: false }
    else run.frames++
    if (run && !run.used && run.frames >= STABLE_FRAMES) {
      run.used = true
      const g = settle(run.midi, run.onsetMs)
      if (g) changed.push(g)
    }
    // Windows that have closed: nothing began there.
    for (const n of notes) {
      if (n.startMs + LATE_MS >= frame.timeMs) break
      const g = graded.get(n.id)!
      if (g.mark === 'pending') {
        const missed: Graded = { id: n.id, mark: 'missed' }
        graded.set(n.id, missed)
        changed.push(missed)
      }
    }
    return changed
  }

  function result(): ListenResult {
    const all = notes.map((n) => {
      const g = graded.get(n.id)!
      return g.mark === 'pending' ? { id: n.id, mark: 'missed' as const } : g
    })
    const offsets = all.filter((g) => g.mark === 'right').map((g) => g.offsetMs!)
    const mean = offsets.length ? offsets.reduce((s, o) => s + o, 0) / offsets.length : 0
    const spread = offsets.length ? Math.sqrt(offsets.reduce((s, o) => s + (o - mean) ** 2, 0) / offsets.length) : 0
    const bars = new Set(notes.filter((_, i) => all[i].mark !== 'right').map((n) => n.bar))
    return {
      notes: all,
      accuracy: notes.length ? offsets.length / notes.length : 0,
      timing: { meanMs: Math.round(mean), spreadMs: Math.round(spread) },
      barsToPractise: [...bars].sort((a, b) => a - b)
    }
  }

  return { feed, expects, due, result }
}
