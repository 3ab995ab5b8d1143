/** @jest-environment node */
import { rowCount, serverPerTest, type TestServer } from './helpers'
import type { AudioExercise, ListenHistory, PracticeSummary } from '../../types/contract/pianoAudio'

// Listen mode's practice log: minutes through POST /practice (source listen, the exercise), and
// each session's accuracy through POST /listen, read back per exercise for the practice card.
const V1 = '/addons/PianoAudio/api/v1'

const ctx = serverPerTest()
let s: TestServer
let token: string
beforeEach(() => {
  ;({ s, token } = ctx)
})

const exercises = async () => (await s.call<AudioExercise[]>('GET', `${V1}/exercises`)).data
const listen = (body: Record<string, unknown>, t = token) => s.call<ListenHistory>('POST', `${V1}/listen`, { token: t, body })

describe('listen mode in the practice log', () => {
  it('counts a session\'s minutes under source listen, for an exercise that exists', async () => {
    const [first] = await exercises()
    const r = await s.call<PracticeSummary>('POST', `${V1}/practice`, { token, body: { seconds: 90, source: 'listen', target_id: first.id } })
    expect(r.code).toBe(0)
    expect(r.data.today_seconds).toBe(90)
    expect(await s.call('POST', `${V1}/practice`, { token, body: { seconds: 90, source: 'listen', target_id: 999 } })).toMatchObject({ code: 1, message: '练习不存在' })
    expect(await s.call('POST', `${V1}/practice`, { token, body: { seconds: 90, source: 'listen' } })).toMatchObject({ code: 1, message: '练习不存在' })
  })

  it('keeps accuracy per exercise over time, oldest first, the last ten', async () => {
    const [a, b] = await exercises()
    for (const accuracy of [50, 62, 75]) expect((await listen({ exercise_id: a.id, accuracy, spread_ms: 80 })).code).toBe(0)
    const r = await listen({ exercise_id: b.id, accuracy: 90, spread_ms: 40 })
    expect(r.data.map((e) => [e.exercise_id, e.title])).toEqual([
      [b.id, b.title],
      [a.id, a.title]
    ])
    expect(r.data[1].results.map((x) => x.accuracy)).toEqual([50, 62, 75])
    expect(r.data[0].results[0]).toMatchObject({ accuracy: 90, spread_ms: 40 })
    expect(r.data[0].results[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    for (let i = 0; i < 12; i++) await listen({ exercise_id: a.id, accuracy: i, spread_ms: 10 })
    const history = await s.call<ListenHistory>('GET', `${V1}/listen`, { token })
    expect(history.data[0].results.map((x) => x.accuracy)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })

  it('a result sent again with its client id counts once', async () => {
    const [a] = await exercises()
    const body = { exercise_id: a.id, accuracy: 70, spread_ms: 60, client_id: 'listen-0001-abcd' }
    await listen(body)
    const again = await listen(body)
    expect(again.code).toBe(0)
    expect(again.data[0].results).toHaveLength(1)
  })

  it('refuses a visitor, an unknown exercise and values out of range, writing nothing', async () => {
    const [a] = await exercises()
    expect((await listen({ exercise_id: a.id, accuracy: 70, spread_ms: 60 }, '')).code).toBe(401) // no token
    expect(await listen({ exercise_id: 999, accuracy: 70, spread_ms: 60 })).toMatchObject({ code: 1, message: '练习不存在' })
    expect((await listen({ exercise_id: a.id, accuracy: 101, spread_ms: 60 })).message).toContain('准确率')
    expect((await listen({ exercise_id: a.id, accuracy: 70, spread_ms: -1 })).message).toContain('节奏偏差')
    expect((await listen({ exercise_id: a.id, accuracy: 70 })).message).toContain('节奏偏差')
    expect(await rowCount(s, 'listen_results')).toBe(0)
    expect((await s.call<ListenHistory>('GET', `${V1}/listen`, { token })).data).toEqual([])
  })
})
