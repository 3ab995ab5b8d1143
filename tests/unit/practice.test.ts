import { barCount, barStart, clampBpm, formatRate, levelName, loopTurn, markOf, nudge, practiceMinutes, stepSpeed, tapTempo, validLoop } from '../../src/features/audio/practice'

describe('practice tools arithmetic', () => {
  it('speeds step by 0.05 from 0.5x to 1.0x, then up, and stop at the ends', () => {
    expect(stepSpeed(1, -1)).toBe(0.95)
    expect(stepSpeed(0.75, -1)).toBe(0.7)
    expect(stepSpeed(0.5, -1)).toBe(0.5)
    expect(stepSpeed(1, 1)).toBe(1.1)
    expect(stepSpeed(2, 1)).toBe(2)
    expect(stepSpeed(0.33, 1)).toBe(1.1)
    expect(formatRate(0.75)).toBe('0.75x')
    expect(formatRate(1)).toBe('1x')
  })

  it('bars from tempo and meter', () => {
    expect(barStart(3, 180, 3)).toBe(2)
    expect(barStart(1, 120, 4)).toBe(0)
    expect(barStart(3, 120, 4)).toBe(4)
    expect(barCount(8, 180, 3)).toBe(8)
    expect(barCount(8.5, 180, 3)).toBe(9)
  })

  it('the A-B loop turns at B only, nudges stay inside the recording and keep A before B', () => {
    const loop = { a: 2, b: 4, countIn: false }
    expect(loopTurn(loop, 3.99)).toBeNull()
    expect(loopTurn(loop, 4)).toBe(2)
    expect(loopTurn(loop, 4.2)).toBe(2)
    expect(loopTurn({ a: 2, b: 2.1, countIn: false }, 3)).toBeNull()
    expect(loopTurn(null, 5)).toBeNull()
    expect(validLoop({ a: 1, b: 1.25 })).toBe(true)
    expect(validLoop({ a: 1, b: 1.2 })).toBe(false)
    expect(nudge(loop, 'a', -0.1, 8)).toMatchObject({ a: 1.9, b: 4 })
    expect(nudge({ ...loop, a: 0.05 }, 'a', -0.1, 8).a).toBe(0)
    expect(nudge({ ...loop, a: 3.7 }, 'a', 0.1, 8).a).toBe(3.75)
    expect(nudge({ ...loop, b: 7.95 }, 'b', 0.1, 8).b).toBe(8)
    expect(nudge({ ...loop, b: 2.3 }, 'b', -0.1, 8).b).toBe(2.25)
  })

  it('tap tempo: the mean of recent taps less than 2 s apart, within 30-240', () => {
    expect(tapTempo([0, 0.5, 1, 1.5])).toBe(120)
    expect(tapTempo([0, 0.75, 1.5])).toBe(80)
    expect(tapTempo([0, 5, 5.5])).toBe(120)
    expect(tapTempo([1])).toBeNull()
    expect(tapTempo([0, 0.1, 0.2])).toBe(240)
    expect(clampBpm(10)).toBe(30)
  })

  it('labels: marks in tenths, minutes rounded up, grades', () => {
    expect(markOf(2)).toBe('0:02.0')
    expect(markOf(63.45)).toBe('1:03.4')
    expect(practiceMinutes(0)).toBe(0)
    expect(practiceMinutes(25)).toBe(1)
    expect(practiceMinutes(120)).toBe(2)
    expect(levelName(5)).toBe('五级')
    expect(levelName(0)).toBe('')
  })
})
