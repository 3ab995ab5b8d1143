import { FRAME_SIZE, hasFundamental, pitchReader, QUICK_FRAME_SIZE, type Heard } from './pitch'
import { listener, type ExpectedNote, type Frame, type Graded } from './grader'

/** Frames are analysed every HOP samples (~11 ms at 44.1 kHz): what a note waits for beyond its frame. */
const HOP = 512
/** Level is measured over blocks this long (~3 ms) to catch a key press's sharp rise. */
const BLOCK = 128
/** A block this much louder (dB) than the quietest of the last ~50 ms is a key press... */
const ATTACK_RISE_DB = 6
const ATTACK_LOOKBACK_BLOCKS = 17
/** ... if it is loud enough to be one (dBFS). */
const ATTACK_FLOOR_DB = -45

/**
 * Key presses in the stream: a block whose level rises sharply over the recent quietest one. A held note
 * decays smoothly; a new press (even of the same key, after its damper) jumps.
 */
function attackFinder() {
  const recent: number[] = []
  let armed = true // one press reported per rise: re-armed once the level stops climbing
  return (blockDb: number): boolean => {
    const floor = recent.length ? Math.min(...recent) : -Infinity
    recent.push(blockDb)
    if (recent.length > ATTACK_LOOKBACK_BLOCKS) recent.shift()
    const rising = blockDb >= ATTACK_FLOOR_DB && blockDb - floor >= ATTACK_RISE_DB
    const found = rising && armed
    armed = !rising
    return found
  }
}

/**
 * Listen mode's ear over a stream of microphone samples, whatever their source (H5's AudioWorklet blocks,
 * the mini-program's RecorderManager PCM frames): `push` any number of mono samples (-1..1) as they arrive
 * and get back the notes whose mark changed; the session's clock starts at the first sample.
 */
export function earSession(expected: ExpectedNote[], sampleRate: number) {
  const read = pitchReader(sampleRate, FRAME_SIZE)
  const readQuick = pitchReader(sampleRate, QUICK_FRAME_SIZE)
  const grade = listener(expected)
  const window = new Float32Array(FRAME_SIZE)
  const frame = new Float32Array(FRAME_SIZE)
  let written = 0 // samples pushed so far
  let nextFrameEnd = FRAME_SIZE
  const isAttack = attackFinder()
  let blockSum = 0
  let attackMs: number | undefined
  /** Whether `heard` (in `samples`, at `ms`) is a note the score expects now, its fundamental there: not the key an octave above. */
  const expectedIn = (heard: Heard, samples: Float32Array, ms: number) => grade.expects(heard.midi, ms) && hasFundamental(samples, heard, sampleRate)

  function push(samples: Float32Array): Graded[] {
    const changed: Graded[] = []
    for (let i = 0; i < samples.length; i++) {
      window[written % FRAME_SIZE] = samples[i]
      blockSum += samples[i] * samples[i]
      written++
      if (written % BLOCK === 0) {
        if (isAttack(10 * Math.log10(blockSum / BLOCK + 1e-12))) attackMs = ((written - BLOCK) / sampleRate) * 1000
        blockSum = 0
      }
      if (written < nextFrameEnd) continue
      // The last FRAME_SIZE samples, oldest first, out of the ring.
      const start = written % FRAME_SIZE
      frame.set(window.subarray(start))
      frame.set(window.subarray(0, start), FRAME_SIZE - start)
      // The expected note is listened for in the last QUICK_FRAME_SIZE samples: a shorter frame hears a new note
      // sooner (it fills with it in half the time). Any other pitch is read on the whole frame, as a wrong note
      // needs the surer reading. Either way the expected note counts only with its fundamental in the frame.
      const quickMs = ((written - QUICK_FRAME_SIZE / 2) / sampleRate) * 1000
      const quickSamples = frame.subarray(FRAME_SIZE - QUICK_FRAME_SIZE)
      const quick = readQuick(quickSamples)
      let frameRead: Frame
      if (quick && expectedIn(quick, quickSamples, quickMs)) frameRead = { timeMs: quickMs, heard: quick, attackMs }
      else {
        const fullMs = ((written - FRAME_SIZE / 2) / sampleRate) * 1000
        const heard = read(frame)
        const octaveBelow = heard && grade.expects(heard.midi, fullMs) && !hasFundamental(frame, heard, sampleRate)
        frameRead = { timeMs: fullMs, heard: octaveBelow ? null : heard, attackMs }
      }
      changed.push(...grade.feed(frameRead))
      nextFrameEnd += HOP
    }
    return changed
  }

  return { push, result: grade.result }
}
