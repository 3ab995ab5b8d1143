import { FRAME_SIZE, hasFundamental, pitchReader, QUICK_FRAME_SIZE, type Heard } from './pitch'
import { keyPressReader } from './keyPress'
import { attackNear, listener, type ExpectedNote, type Frame, type Graded } from './grader'

/** Frames are analysed every HOP samples (~11 ms at 44.1 kHz): what a note waits for beyond its frame. */
const HOP = 512
/** Level is measured over blocks this long (~3 ms) to catch a key press's sharp rise. */
const BLOCK = 128
/** A block this much louder (dB) than the quietest of the last ~50 ms is a key press... */
const ATTACK_RISE_DB = 6
const ATTACK_LOOKBACK_BLOCKS = 17
/** ... if it is loud enough to be one (dBFS)... */
const ATTACK_FLOOR_DB = -45
/**
 * ... and the level over the last ~17 ms (a period of C2) is louder than it has been in the last ~50 ms. A
 * bass key's level swings within each period by more than a press's rise: block by block, a held G2 was
 * pressed again every 10 ms, and the next note was marked with it before it was played.
 */
const LEVEL_BLOCKS = 6
const LEVEL_OVER_DB = 0.5

/**
 * Key presses in the stream, fed each block's mean power: a block whose level rises sharply over the recent
 * quietest one, while the level over a period rises over the recent loudest. A held note decays smoothly;
 * a new press (even of the same key, after its damper) jumps.
 */
function attackFinder() {
  const recentBlocks: number[] = [] // dB
  const lastBlocks: number[] = [] // power, for the level over a period
  const recentLevels: number[] = [] // dB
  let armed = true // one press reported per rise: re-armed once the level stops climbing
  const keep = (list: number[], value: number, length: number) => {
    list.push(value)
    if (list.length > length) list.shift()
  }
  return (blockPower: number): boolean => {
    const blockDb = 10 * Math.log10(blockPower + 1e-12)
    keep(lastBlocks, blockPower, LEVEL_BLOCKS)
    const levelDb = 10 * Math.log10(lastBlocks.reduce((sum, p) => sum + p, 0) / lastBlocks.length + 1e-12)
    const quietest = recentBlocks.length ? Math.min(...recentBlocks) : -Infinity
    const loudest = recentLevels.length ? Math.max(...recentLevels) : -Infinity
    keep(recentBlocks, blockDb, ATTACK_LOOKBACK_BLOCKS)
    keep(recentLevels, levelDb, ATTACK_LOOKBACK_BLOCKS)
    const rising = blockDb >= ATTACK_FLOOR_DB && blockDb - quietest >= ATTACK_RISE_DB && levelDb - loudest >= LEVEL_OVER_DB
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
  const ring = new Float32Array(2 * FRAME_SIZE) // the last two frames: the key press reader compares them
  const keyPresses = keyPressReader(sampleRate, FRAME_SIZE, HOP)
  const frame = new Float32Array(FRAME_SIZE)
  let written = 0 // samples pushed so far
  let nextFrameEnd = FRAME_SIZE
  const isAttack = attackFinder()
  let blockSum = 0
  let attackMs: number | undefined
  /** Whether `heard` (in `samples`, at `ms`) is a note the score expects now, its fundamental there: not the key an octave above. */
  const expectedIn = (heard: Heard, samples: Float32Array, ms: number) => grade.expects(heard.midi, ms) && hasFundamental(samples, heard, sampleRate)

  /**
   * The key the full frame tells: the pitch read, if the score expects it now; else, while a note is due,
   * the key whose partials just grew the most (the pitch read in a mix of ringing keys is often none of
   * them), or none if no key was just pressed. With nothing due, the pitch read (it cannot be graded).
   */
  function pressedKey(heard: Heard | null, ms: number): Heard | null {
    if (heard && expectedIn(heard, frame, ms)) return heard
    const due = grade.due(ms)
    // With nothing due it cannot be graded; after silence it is no mix (only an octave above may read as the expected key).
    if (!due.length || keyPresses.afterSilence(ring, written)) return heard && due.includes(heard.midi) ? null : heard
    const pressed = keyPresses.pressed(ring, written, due, heard?.midi)
    // Nothing grew: a key pressed again (its partials were already there) shows as a key press alone.
    if (pressed === null) return heard && attackNear(attackMs, ms) ? heard : null
    // Read from its partials: in tune as far as this tells, and as clear as a reading gets.
    return heard?.midi === pressed ? heard : { midi: pressed, cents: 0, clarity: 1 }
  }

  function push(samples: Float32Array): Graded[] {
    const changed: Graded[] = []
    for (let i = 0; i < samples.length; i++) {
      ring[written % ring.length] = samples[i]
      blockSum += samples[i] * samples[i]
      written++
      if (written % BLOCK === 0) {
        if (isAttack(blockSum / BLOCK)) attackMs = ((written - BLOCK) / sampleRate) * 1000
        blockSum = 0
      }
      if (written < nextFrameEnd) continue
      // The last FRAME_SIZE samples, oldest first, out of the ring.
      const start = (written - FRAME_SIZE) % ring.length
      const unwrapped = Math.min(FRAME_SIZE, ring.length - start)
      frame.set(ring.subarray(start, start + unwrapped))
      frame.set(ring.subarray(0, FRAME_SIZE - unwrapped), unwrapped)
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
        frameRead = { timeMs: fullMs, heard: pressedKey(read(frame), fullMs), attackMs }
      }
      changed.push(...grade.feed(frameRead))
      nextFrameEnd += HOP
    }
    return changed
  }

  return { push, result: grade.result }
}
