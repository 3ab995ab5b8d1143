import dayjs from 'dayjs'
import { PeakCollector, downsample, MAX_PEAKS } from '../../src/features/homework/peaks'
import { dueMark } from '../../src/features/homework/countdown'
import { takeProblem, TAKE_MAX_BYTES, TAKE_MAX_MS } from '../../src/features/homework/limits'
import { TakeQueue, newClientId, type PendingTake, type UploadFailure } from '../../src/features/homework/takeQueue'
import { dropKeptTakesOnSessionChange, readKeptTakes, sessionLeftLearner, writeKeptTakes } from '../../src/core/keptTakes'
import { useSession } from '../../src/core/session'
import type { Member } from '../../types/contract/member'

describe('homework waveform peaks from the level samples', () => {
  it('keeps every level of a short take, as integers 0-100, clamping what the recorder overshoots', () => {
    const c = new PeakCollector()
    for (const l of [0, 0.25, 0.5, 1.2, -0.1, NaN]) c.add(l)
    expect(c.peaks()).toEqual([0, 25, 50, 100, 0, 0])
  })

  it('a ten-minute take (12,000 samples at 20 a second) gives at most 400 points and keeps its loud moments', () => {
    const c = new PeakCollector()
    for (let i = 0; i < 12_000; i++) c.add(i === 6_000 ? 0.9 : 0.1)
    const peaks = c.peaks()
    expect(peaks.length).toBeLessThanOrEqual(MAX_PEAKS)
    expect(peaks.length).toBeGreaterThan(MAX_PEAKS / 2)
    expect(Math.max(...peaks)).toBe(90)
    // The loud moment sits in the middle of the waveform.
    expect(Math.abs(peaks.indexOf(90) / peaks.length - 0.5)).toBeLessThan(0.02)
    expect(peaks.filter((p) => p === 10).length).toBe(peaks.length - 1)
  })

  it('downsample takes the loudest of each slice and never more points than asked', () => {
    expect(downsample([1, 5, 2, 8, 3, 0], 3)).toEqual([5, 8, 3])
    expect(downsample([1, 2], 80)).toEqual([1, 2])
    expect(downsample(Array.from({ length: 401 }, (_, i) => i), 80)).toHaveLength(80)
  })
})

describe('homework due-date marks', () => {
  const now = dayjs('2026-11-26 10:00:00')
  it('counts calendar days: 还剩N天, 明天截止, 今天HH:mm截止, 已逾期', () => {
    expect(dueMark('2026-11-29 09:00:00', true, now)).toEqual({ text: '还剩3天', tone: 'normal' })
    expect(dueMark('2026-11-27 08:00:00', true, now)).toEqual({ text: '明天截止', tone: 'soon' })
    expect(dueMark('2026-11-26 23:59:59', true, now)).toEqual({ text: '今天23:59截止', tone: 'soon' })
    expect(dueMark('2026-11-26 09:59:59', true, now)).toEqual({ text: '已逾期', tone: 'overdue' })
    expect(dueMark('2026-11-20 09:00:00', true, now)).toEqual({ text: '已逾期', tone: 'overdue' })
  })
  it('a handed-in assignment shows its date only, and none without a due date', () => {
    expect(dueMark('2026-11-20 09:00:00', false, now)).toEqual({ text: '11月20日 09:00截止', tone: 'normal' })
    expect(dueMark('', true, now)).toBeNull()
    expect(dueMark('not a date', true, now)).toBeNull()
  })
})

describe('homework take limits before upload', () => {
  it('refuses too short, over 10 minutes and over 20 MB with a clear Chinese message', () => {
    expect(takeProblem({ size: 100_000, durationMs: 30_000 })).toBeNull()
    expect(takeProblem({ size: 100_000, durationMs: 500 })).toBe('录音太短了，请重新录制')
    expect(takeProblem({ size: 100_000, durationMs: TAKE_MAX_MS + 1 })).toMatch(/^录音时长不能超过10分钟/)
    expect(takeProblem({ size: TAKE_MAX_BYTES + 1, durationMs: 30_000 })).toMatch(/^录音文件不能超过20MB/)
    expect(takeProblem({ size: TAKE_MAX_BYTES, durationMs: TAKE_MAX_MS })).toBeNull()
  })
})

describe('homework retry queue', () => {
  const take = (clientId: string) => ({ clientId, assignmentId: 7, path: `blob:${clientId}`, durationMs: 5000, size: 1000, mime: 'audio/webm', peaks: [1, 2], kept: true })
  const describe_ = (e: unknown): UploadFailure => ({ message: String((e as Error).message), retryable: (e as Error).message !== 'refused' })

  it('a failed upload keeps the take with its message; a retry sends the same client id and then drops it', async () => {
    const sent: string[] = []
    let fail: string | null = '网络连接失败'
    const changes: PendingTake[][] = []
    const q: TakeQueue<{ id: number }> = new TakeQueue(
      async (t) => {
        sent.push(t.clientId)
        if (fail) throw new Error(fail)
        return { id: 1 }
      },
      describe_,
      () => changes.push(q.list())
    )
    expect(await q.submit(take('take-a1b2c3d4'))).toBeNull()
    expect(q.list(7)).toEqual([expect.objectContaining({ clientId: 'take-a1b2c3d4', state: 'failed', error: '网络连接失败', retryable: true })])
    expect(q.list(8)).toEqual([])
    fail = null
    expect(await q.retry('take-a1b2c3d4')).toEqual({ id: 1 })
    expect(sent).toEqual(['take-a1b2c3d4', 'take-a1b2c3d4'])
    expect(q.list()).toEqual([])
    expect(changes.some((c) => c[0]?.state === 'uploading')).toBe(true)
  })

  it('retryAll (back online) sends only takes whose failure may pass; a refusal waits for the learner', async () => {
    const sent: string[] = []
    let mode = 'network'
    const q = new TakeQueue(
      async (t) => {
        sent.push(t.clientId)
        if (mode) throw new Error(t.clientId === 'take-refused1' ? 'refused' : mode)
        return t.clientId
      },
      describe_,
      () => undefined
    )
    await q.submit(take('take-network1'))
    await q.submit(take('take-refused1'))
    mode = ''
    sent.length = 0
    await q.retryAll()
    expect(sent).toEqual(['take-network1'])
    expect(q.list().map((t) => t.clientId)).toEqual(['take-refused1'])
    expect(q.remove('take-refused1')?.path).toBe('blob:take-refused1')
    expect(q.list()).toEqual([])
  })

  it('a second tap while a take uploads sends nothing more', async () => {
    let release: () => void = () => undefined
    let calls = 0
    const q = new TakeQueue(
      () => {
        calls++
        return new Promise<number>((r) => (release = () => r(1)))
      },
      describe_,
      () => undefined
    )
    const first = q.submit(take('take-once1234'))
    expect(await q.retry('take-once1234')).toBeNull()
    release()
    expect(await first).toBe(1)
    expect(calls).toBe(1)
  })

  it('restore lists what an earlier run kept, sends it with the same client ids, and tells which left and how', async () => {
    const sent: string[] = []
    const left: [string, boolean][] = []
    let online = false
    const q = new TakeQueue(
      async (t) => {
        sent.push(t.clientId)
        if (!online) throw new Error('网络连接失败')
        return t.clientId
      },
      describe_,
      () => undefined,
      (t, wasSent) => left.push([t.clientId, wasSent])
    )
    // As storage held them: one cut off while uploading, one refused, one failing on the network.
    q.restore([
      { ...take('take-cutoff1'), state: 'uploading', error: '', retryable: true },
      { ...take('take-refused1'), state: 'failed', error: '录音文件格式不支持，请上传音频', retryable: false },
      { ...take('take-network1'), state: 'failed', error: '网络连接失败', retryable: true }
    ])
    expect(q.list().map((t) => [t.clientId, t.state, t.error, t.retryable])).toEqual([
      ['take-cutoff1', 'failed', '上次没有上传完成', true],
      ['take-refused1', 'failed', '录音文件格式不支持，请上传音频', false],
      ['take-network1', 'failed', '网络连接失败', true]
    ])
    // Restoring again (the other homework page starts) doubles nothing.
    q.restore([{ ...take('take-cutoff1'), state: 'failed', error: '', retryable: true }])
    expect(q.list()).toHaveLength(3)

    await q.retryAll()
    expect(sent).toEqual(['take-cutoff1', 'take-network1'])
    online = true
    await q.retryAll()
    expect(sent).toEqual(['take-cutoff1', 'take-network1', 'take-cutoff1', 'take-network1'])
    expect(left).toEqual([
      ['take-cutoff1', true],
      ['take-network1', true]
    ])
    q.remove('take-refused1')
    expect(left.at(-1)).toEqual(['take-refused1', false])
    expect(q.list()).toEqual([])
  })

  it('clear forgets every take without reporting them as sent or deleted', async () => {
    const left: string[] = []
    const q = new TakeQueue(
      async () => {
        throw new Error('网络连接失败')
      },
      describe_,
      () => undefined,
      (t) => left.push(t.clientId)
    )
    await q.submit(take('take-mine1234'))
    q.clear()
    expect(q.list()).toEqual([])
    expect(left).toEqual([])
  })

  it('client ids fit the server rule (8-64 of A-Za-z0-9-) and differ', () => {
    const a = newClientId()
    expect(a).toMatch(/^[A-Za-z0-9-]{8,64}$/)
    expect(newClientId()).not.toBe(a)
  })
})

describe('homework takes kept on the device across restarts', () => {
  it("a logout or another learner's login drops the list and hands its files over; the same learner keeps them", () => {
    const dropped: string[][] = []
    dropKeptTakesOnSessionChange((files) => dropped.push(files))
    const session = useSession.getState()
    session.setToken('token-a')
    session.setUser({ id: 5 } as Member)
    writeKeptTakes({ uid: 5, takes: [{ path: 'wxfile://store/1.aac' }] })
    // The member detail again (the next start): the same learner.
    session.setUser({ id: 5 } as Member)
    expect(readKeptTakes()).toEqual({ uid: 5, takes: [{ path: 'wxfile://store/1.aac' }] })
    expect(dropped).toEqual([])

    session.setUser({ id: 6 } as Member)
    expect(dropped).toEqual([['wxfile://store/1.aac']])
    expect(readKeptTakes()).toBeNull()

    writeKeptTakes({ uid: 6, takes: [{ path: 'wxfile://store/2.aac' }] })
    session.clear()
    expect(dropped.at(-1)).toEqual(['wxfile://store/2.aac'])
    expect(readKeptTakes()).toBeNull()
  })

  it('a take kept before the member detail arrived (owner unknown) stays with whoever is logged in', () => {
    useSession.getState().setToken('token-b')
    writeKeptTakes({ uid: 0, takes: [{ path: 'wxfile://store/3.aac' }] })
    expect(sessionLeftLearner({ ...useSession.getState(), user: { id: 9 } as Member }, useSession.getState(), 0)).toBe(false)
    expect(sessionLeftLearner({ ...useSession.getState(), token: '' }, useSession.getState(), 0)).toBe(true)
    writeKeptTakes(null)
    expect(readKeptTakes()).toBeNull()
  })
})
