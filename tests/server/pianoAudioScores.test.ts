/** @jest-environment node */
import { PUBLIC, startServer, type TestServer } from './helpers'
import type { AudioExercise, Score } from '../../types/contract/pianoAudio'
import LIBRARY from '../../server/src/addons/PianoAudio/tracks.json'

// Seed (server/src/addons/PianoAudio/scores): scores for tracks 1, 2, 10, 13, 27-31, 33 and four exercises.
const V1 = '/addons/PianoAudio/api/v1'
const SCORED_TRACKS = [1, 2, 10, 13, 27, 28, 29, 30, 31, 33]

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.app.close())

const trackScore = (id: number | string) => s.call<Score>('GET', `${V1}/track/${id}/score`)

/**
 * What a track's audio plays (scripts/gen-media.sh): one note a beat at its tempo, cycling through its
 * notes from its root for its length in seconds.
 */
function audioNotes(id: number) {
  const t = LIBRARY.tracks[id - 1]
  const beatMs = 60_000 / t.bpm
  const rootMidi = Math.round(69 + 12 * Math.log2(t.root / 440))
  return Array.from({ length: Math.floor((t.s * 1000) / beatMs) }, (_, k) => ({ midi: rootMidi + t.notes[k % t.notes.length], on_ms: Math.round(k * beatMs) }))
}

describe('a track with a score', () => {
  it('answers the pages (SVG and PNG addresses) and the time map of bars and notes', async () => {
    const r = await trackScore(13) // 致爱丽丝: 3/4 at 180, 8 bars of a second each
    expect(r.code).toBe(0)
    expect(r.data).toMatchObject({ bpm: 180, beats_per_bar: 3, duration_ms: 8000 })
    expect(r.data.pages.length).toBeGreaterThanOrEqual(1)
    const page = r.data.pages[0]
    expect(page.width).toBe(500)
    expect(page.svg).toBe(`${PUBLIC}${V1}/score/${r.data.id}/page/1?format=svg`)
    expect(page.png).toBe(`${PUBLIC}${V1}/score/${r.data.id}/page/1?format=png`)
    expect(r.data.bars.map((b) => [b.n, b.on_ms])).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => [i + 1, i * 1000]))
    for (const b of r.data.bars) expect(b.w).toBeGreaterThan(0.05)
    expect(r.data.notes).toHaveLength(24)
    expect(r.data.notes[1]).toMatchObject({ midi: 75, on_ms: 333, off_ms: 667, bar: 1, page: 0 }) // D#5
  })

  it.each(SCORED_TRACKS)('track %i: the score plays exactly what its audio plays (pitch and time of every note)', async (id) => {
    const r = await trackScore(id)
    expect(r.code).toBe(0)
    expect(r.data.notes.map((n) => ({ midi: n.midi, on_ms: n.on_ms }))).toEqual(audioNotes(id))
    expect(r.data.bpm).toBe(LIBRARY.tracks[id - 1].bpm)
    expect(r.data.beats_per_bar).toBe(LIBRARY.tracks[id - 1].beats)
    // Every note sits in the bar its time says, and its notehead inside that bar's box.
    const barMs = (60_000 / r.data.bpm) * r.data.beats_per_bar
    for (const n of r.data.notes) {
      expect(n.bar).toBe(Math.floor((n.on_ms + 1) / barMs) + 1) // on_ms is rounded: 3333 is 3333.3
      const bar = r.data.bars[n.bar - 1]
      expect(n.x).toBeGreaterThanOrEqual(bar.x)
      expect(n.x).toBeLessThanOrEqual(bar.x + bar.w)
    }
  })

  it('serves the pages as SVG and as PNG, cacheable', async () => {
    const { data } = await trackScore(1)
    const svg = await s.app.inject({ method: 'GET', url: `${V1}/score/${data.id}/page/1?format=svg` })
    expect(svg.statusCode).toBe(200)
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(svg.body.startsWith('<svg')).toBe(true)
    expect(svg.headers['cache-control']).toBe('public, max-age=86400')
    const png = await s.app.inject({ method: 'GET', url: `${V1}/score/${data.id}/page/1?format=png` })
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    expect(png.rawPayload.readUInt32BE(16)).toBe(data.pages[0].width * 2) // drawn at 2x for phone screens
    // SVG is the default format.
    const plain = await s.app.inject({ method: 'GET', url: `${V1}/score/${data.id}/page/1` })
    expect(plain.body).toBe(svg.body)
  })

  it('is engraved once: later answers come from what was kept, not from the source', async () => {
    const first = await trackScore(2)
    const row = await s.kdb.selectFrom('audio_scores').select(['id', 'engraved']).where('track_id', '=', 2).executeTakeFirstOrThrow()
    expect(row.engraved).not.toBeNull()
    await s.kdb.updateTable('audio_scores').set({ source: 'not a score' }).where('id', '=', row.id).execute()
    const again = await trackScore(2)
    expect(again.data).toEqual(first.data)
  })

  it('two first requests at once engrave it once', async () => {
    const [a, b] = await Promise.all([trackScore(27), trackScore(27)])
    expect(a.data).toEqual(b.data)
    const pages = await s.kdb.selectFrom('audio_score_pages as p').innerJoin('audio_scores as s', 's.id', 'p.score_id').select('p.page').where('s.track_id', '=', 27).execute()
    expect(pages).toHaveLength(a.data.pages.length)
  })
})

describe('refusals', () => {
  it('an unknown track is 曲目不存在; a track without a score says so', async () => {
    expect(await trackScore(9999)).toMatchObject({ code: 404, message: '曲目不存在' })
    expect(await trackScore(3)).toMatchObject({ code: 404, message: '这首曲目还没有乐谱' })
  })

  it('a malformed id, an unknown page or format are refused', async () => {
    expect(await trackScore('abc')).toMatchObject({ code: 1, message: 'ID格式不正确' })
    const { data } = await trackScore(1)
    expect(await s.call('GET', `${V1}/score/${data.id}/page/9`)).toMatchObject({ code: 404, message: '乐谱不存在' })
    expect(await s.call('GET', `${V1}/score/99999/page/1`)).toMatchObject({ code: 404, message: '乐谱不存在' })
    const gif = await s.call('GET', `${V1}/score/${data.id}/page/1?format=gif`)
    expect(gif.code).toBe(1)
    expect(gif.message).toContain('格式')
    expect((await s.call('GET', `${V1}/score/${data.id}/page/0`)).code).toBe(1)
  })

  it('an unknown exercise is 练习不存在', async () => {
    expect(await s.call('GET', `${V1}/exercise/9999/score`)).toMatchObject({ code: 404, message: '练习不存在' })
  })
})

describe('exercises', () => {
  it('lists the four single-line exercises; each score keeps its listed tempo and metre', async () => {
    const list = await s.call<AudioExercise[]>('GET', `${V1}/exercises`)
    expect(list.code).toBe(0)
    expect(list.data.map((e) => e.title)).toEqual(['C大调音阶（右手一个八度）', '五指练习（C位置）', '欢乐颂（右手旋律）', 'G大调小步舞曲（右手前四小节）'])
    for (const e of list.data) {
      const r = await s.call<Score>('GET', `${V1}/exercise/${e.id}/score`)
      expect(r.data).toMatchObject({ bpm: e.bpm, beats_per_bar: e.beats_per_bar })
      const barMs = (60_000 / e.bpm) * e.beats_per_bar
      expect(r.data.bars.map((b) => b.on_ms)).toEqual(r.data.bars.map((_, i) => Math.round(i * barMs)))
      // Single line: no two notes begin together.
      const onsets = r.data.notes.map((n) => n.on_ms)
      expect(new Set(onsets).size).toBe(onsets.length)
    }
  })

  it('the C major scale exercise: C4 up to C5 and back, a beat each at 80', async () => {
    const list = await s.call<AudioExercise[]>('GET', `${V1}/exercises`)
    const r = await s.call<Score>('GET', `${V1}/exercise/${list.data[0].id}/score`)
    expect(r.data.notes.map((n) => n.midi)).toEqual([60, 62, 64, 65, 67, 69, 71, 72, 72, 71, 69, 67, 65, 64, 62, 60])
    expect(r.data.notes.map((n) => n.on_ms)).toEqual(r.data.notes.map((_, i) => i * 750))
  })
})
