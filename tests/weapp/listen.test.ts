/**
 * @jest-environment node
 *
 * Listen mode from the weapp build against the reference server: the same
 * performance as the browser journey (tests/unit/playAlong/scalePerformance.ts: exercise 1 with two wrong
 * notes) reaches the page as WeChat's RecorderManager PCM frames (16-bit, 1 KB each) and produces the same
 * marks: exactly those two red, 88%, the result and the minutes kept by the server; and the first start goes
 * through the app's privacy sheet (使用麦克风) before the microphone opens.
 */
import path from 'path'
import { MiniRuntime, type MiniNode, type MiniPage } from './miniRuntime'
import { serverPerWeappTest, viaServer } from './serverBackend'
import { SCALE, WRONG, scalePerformance, toPcm16 } from '../unit/playAlong/scalePerformance'

const ROOT = path.join(__dirname, '../../dist/weapp')
const ctx = serverPerWeappTest(ROOT)
const TOKEN_KEY = 'meedu-h5-token'
const ROUTE = 'packageB/pianoAudio/listen'

type Handler = (r?: unknown) => void

/**
 * wx.getRecorderManager's double for PCM: WeChat keeps one listener per event; `start` answers onStart;
 * `feed` hands the bytes over in frames of the size the app asked for (`frameSize` KB), as onFrameRecorded does.
 */
function pcmRecorder() {
  const on: Record<string, Handler | undefined> = {}
  const rec = {
    starts: [] as Record<string, unknown>[],
    stopped: 0,
    manager: {
      onStart: (f: Handler) => void (on.start = f),
      onStop: (f: Handler) => void (on.stop = f),
      onError: (f: Handler) => void (on.error = f),
      onFrameRecorded: (f: Handler) => void (on.frame = f),
      onPause() {},
      onResume() {},
      onInterruptionBegin() {},
      onInterruptionEnd() {},
      start: (o: Record<string, unknown>) => {
        rec.starts.push(o)
        setTimeout(() => on.start?.({}), 0)
      },
      stop: () => {
        rec.stopped++
        setTimeout(() => on.stop?.({ tempFilePath: 'wxfile://tmp/listen.pcm', duration: 0, fileSize: 0 }), 0)
      },
      pause() {},
      resume() {}
    },
    feed(pcm: Buffer, frameBytes: number) {
      for (let at = 0; at < pcm.length; at += frameBytes) {
        const frame = pcm.subarray(at, Math.min(at + frameBytes, pcm.length))
        // A frame of its own (WeChat's is a fresh ArrayBuffer each time).
        on.frame?.({ frameBuffer: frame.buffer.slice(frame.byteOffset, frame.byteOffset + frame.length), isLastFrame: false })
      }
    }
  }
  return rec
}

/** wx.createWebAudioContext's double: a clock that runs with the wall clock, and the clicks scheduled on it. */
function clickContext() {
  const born = Date.now()
  const clicks: number[] = []
  const node = () => ({ connect() {}, frequency: { value: 0 }, gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} } })
  return {
    clicks,
    create: () => ({
      get currentTime() {
        return (Date.now() - born) / 1000
      },
      destination: {},
      createOscillator: () => ({ ...node(), start: (at: number) => void clicks.push(at), stop() {} }),
      createGain: node,
      resume: () => Promise.resolve(),
      close: () => Promise.resolve()
    })
  }
}

/**
 * The score's coloured notes on the page, in document order (ScoreView draws them in the score's note
 * order; the mini-program's tree carries no data- attributes, so a mark is known by its place).
 */
function marksOn(page: MiniPage): string[] {
  const out: string[] = []
  const walk = (n: MiniNode) => {
    const mark = typeof n.cl === 'string' ? /score__mark--(\w+)/.exec(n.cl)?.[1] : undefined
    if (mark) out.push(mark)
    n.cn?.forEach(walk)
  }
  walk(page.data.root)
  return out
}

describe('weapp listen mode on the reference server', () => {
  it('RecorderManager PCM frames of the scale with two wrong notes give the same marks as on H5, and the server keeps the result', async () => {
    const uid = ctx.s.db.prepare("SELECT id FROM users WHERE mobile = '13800138000'").pluck().get() as number
    const score = (await ctx.s.app.inject({ method: 'GET', url: '/addons/PianoAudio/api/v1/exercise/1/score' })).json() as { data: { notes: { id: string; midi: number }[] } }
    expect(score.data.notes.map((n) => n.midi)).toEqual(SCALE)
    const wrongIds = Object.keys(WRONG).map((i) => score.data.notes[Number(i)].id)

    const rt = new MiniRuntime(ROOT, viaServer(ctx.s))
    const recorder = pcmRecorder()
    const audio = clickContext()
    // Before launch: the build's Taro reads the wx API when the app starts.
    const wx = (rt as unknown as { wx: Record<string, unknown> }).wx
    wx.getRecorderManager = () => recorder.manager
    wx.createWebAudioContext = audio.create
    // The learner allows the microphone (scope.record).
    wx.authorize = (o: { success?: Handler; complete?: Handler }) => {
      o.success?.({ errMsg: 'authorize:ok' })
      o.complete?.({ errMsg: 'authorize:ok' })
    }
    rt.storage.set(TOKEN_KEY, await ctx.s.login('13800138000'))
    await rt.launch({ path: ROUTE, query: { id: '1' } })
    const page = await rt.open(ROUTE, { id: '1' })
    await rt.settle()
    expect(rt.text(page)).toContain('C大调音阶')

    await rt.fire(page, rt.findByText(page, '开始'))
    // PCM frames at 44.1 kHz mono, 1 KB each, as WeChat is asked for them.
    expect(recorder.starts).toEqual([expect.objectContaining({ format: 'PCM', sampleRate: 44100, numberOfChannels: 1, frameSize: 1 })])
    expect(rt.text(page)).toMatch(/预备/)
    // A bar of count-in (four clicks at ♩=80, 750 ms apart), then the learner plays.
    await rt.waitFor(page, () => rt.text(page).includes('请弹奏'))
    expect(rt.text(page)).toContain('请弹奏')
    expect(audio.clicks).toHaveLength(4)
    expect(audio.clicks[3] - audio.clicks[0]).toBeCloseTo(2.25, 5)

    // The performance as the microphone hears it, frame by frame; the ear's clock is the samples.
    recorder.feed(toPcm16(scalePerformance()), 1024)
    await rt.settle()
    const text = rt.text(page)
    expect(text).toContain('准确率')
    expect(text).toContain('88%')

    // Every note marked (one page): the i-th mark is the i-th note's; exactly the two wrong ones red.
    const marks = marksOn(page)
    expect(marks).toHaveLength(SCALE.length)
    expect(marks.flatMap((m, i) => (m === 'wrong' ? [score.data.notes[i].id] : [])).sort()).toEqual([...wrongIds].sort())
    expect(marks.filter((m) => m === 'right')).toHaveLength(14)
    // The microphone stopped at the end; no click after the count-in.
    expect(recorder.stopped).toBe(1)
    expect(audio.clicks).toHaveLength(4)

    await rt.settle()
    expect(ctx.s.db.prepare('SELECT exercise_id, accuracy FROM listen_results WHERE user_id = ?').all(uid)).toEqual([{ exercise_id: 1, accuracy: 88 }])
    expect(rt.text(page)).toContain('成绩已记入练琴记录')
  })

  it('the first start goes through the privacy sheet (使用麦克风); after agreeing, the frames are graded', async () => {
    const rt = new MiniRuntime(ROOT, viaServer(ctx.s))
    const audio = clickContext()
    ;(rt as unknown as { wx: Record<string, unknown> }).wx.createWebAudioContext = audio.create
    rt.privacyAgreed = false
    rt.storage.set(TOKEN_KEY, await ctx.s.login('13800138000'))
    await rt.launch({ path: ROUTE, query: { id: '1' } })
    const page = await rt.open(ROUTE, { id: '1' })
    await rt.settle()

    await rt.fire(page, rt.findByText(page, '开始'))
    // Starting the recorder is privacy-scoped: the app's sheet is up, the microphone is not open yet.
    expect(rt.privacyRequests).toEqual([{ referrer: 'RecorderManager.start', answers: ['exposureAuthorization'] }])
    expect(rt.text(page)).toContain('为了使用麦克风，需要你先阅读并同意')
    expect(rt.recorder.recording).toBe(false)

    await rt.tapAgreePrivacy(page, rt.findByText(page, '同意并继续'))
    expect(rt.recorder.recording).toBe(true)
    expect(rt.recorder.starts).toEqual([expect.objectContaining({ format: 'PCM', frameSize: 1 })])
    await rt.waitFor(page, () => rt.text(page).includes('请弹奏'))
    expect(rt.text(page)).toContain('请弹奏')

    const pcm = toPcm16(scalePerformance())
    // Until the page closes the microphone after the last note's window (WeChat sends no frame after a stop).
    for (let at = 0; at < pcm.length && rt.recorder.recording; at += 1024) rt.recorder.frame(pcm.subarray(at, Math.min(at + 1024, pcm.length)))
    await rt.settle()
    expect(rt.text(page)).toContain('88%')
    expect(marksOn(page).filter((m) => m === 'wrong')).toHaveLength(Object.keys(WRONG).length)
    expect(rt.recorder.recording).toBe(false)
  })
})
