/**
 * `npm run bench:ear`: listen mode's ear on synthesized performances (tests/unit/playAlong/synth), with and
 * without the sustain pedal (held through each bar of four): a scale, broken chords and a melody with leaps,
 * 16 crotchets at 120 bpm each, on every third key from C2 to C6 (`--step N` for every Nth, quicker).
 *  - right notes heard right;
 *  - wrong notes: the third key of each bar a semitone, a tone, an octave either side, or a fifth above;
 *    how many are marked wrong, and which (if any) are marked right;
 *  - red flashes: a note marked wrong and then right in a clean performance (what the learner sees as red
 *    before, or while, playing it right).
 * The same audio every run (seeded noise), so the figures compare before and after a change
 * (docs/decisions/ear-under-sustain-pedal.md). Plain Node, a few minutes on this machine.
 */
import { earSession } from '../src/features/playAlong/session'
import type { ExpectedNote, Graded } from '../src/features/playAlong/grader'
import { noteName } from '../src/features/playAlong/notes'
import { played, RATE } from '../tests/unit/playAlong/synth'

const BEAT_MS = 500
const LEAD_MS = 300 // the count-in's silence before the first key
const FIGURES: Record<string, number[]> = {
  scale: [0, 2, 4, 5, 7, 9, 11, 12, 12, 11, 9, 7, 5, 4, 2, 0],
  'broken chords': [0, 4, 7, 12, 7, 4, 0, 7, 5, 9, 12, 17, 12, 9, 5, 0],
  melody: [0, 7, 4, 12, 11, 7, 9, 5, 4, 2, 7, 0, -5, 0, 4, 0]
}
const OFF_BY = [-1, 1, -2, 2, 12, -12, 7]
const stepArg = process.argv.indexOf('--step')
const STEP = stepArg > 0 ? Number(process.argv[stepArg + 1]) : 3

/** Pushes the audio in an AudioWorklet's 128-sample blocks: the final marks and every change on the way. */
function listen(expected: ExpectedNote[], audio: Float32Array) {
  const ear = earSession(expected, RATE)
  const changes: Graded[] = []
  for (let at = 0; at < audio.length; at += 128) changes.push(...ear.push(audio.subarray(at, at + 128)))
  return { notes: ear.result().notes, changes }
}

for (const pedal of [true, false]) {
  let right = 0
  let total = 0
  let flashes = 0
  let markedWrong = 0
  let wrongTotal = 0
  const wrongHeardRight: string[] = []
  for (const [name, figure] of Object.entries(FIGURES)) {
    for (let root = 36; root <= 84; root += STEP) {
      const keys = figure.map((d) => root + d)
      const expected = keys.map((midi, i) => ({ id: `n${i}`, midi, startMs: LEAD_MS + i * BEAT_MS, bar: Math.floor(i / 4) + 1 }))
      const clean = listen(expected, played(keys, { beatMs: BEAT_MS, leadMs: LEAD_MS, pedal }))
      right += clean.notes.filter((n) => n.mark === 'right').length
      total += keys.length
      const turnedWrong = new Set(clean.changes.filter((c) => c.mark === 'wrong').map((c) => c.id))
      flashes += clean.notes.filter((n) => n.mark === 'right' && turnedWrong.has(n.id)).length
      for (const off of OFF_BY) {
        const offKeys = keys.map((k, i) => (i % 4 === 2 ? k + off : k))
        listen(expected, played(offKeys, { beatMs: BEAT_MS, leadMs: LEAD_MS, pedal })).notes.forEach((n, i) => {
          if (i % 4 !== 2) return
          wrongTotal++
          if (n.mark === 'wrong') markedWrong++
          if (n.mark === 'right') wrongHeardRight.push(`${noteName(offKeys[i])} for ${noteName(keys[i])} (${name})`)
        })
      }
    }
  }
  console.log(`${pedal ? 'pedal down' : 'no pedal'}: right notes ${right}/${total}, red flashes ${flashes}; wrong notes marked wrong ${markedWrong}/${wrongTotal}, marked right ${wrongHeardRight.length}${wrongHeardRight.length ? ` (${wrongHeardRight.join('; ')})` : ''}`)
}
