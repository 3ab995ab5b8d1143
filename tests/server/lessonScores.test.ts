/** @jest-environment node */
import { LEARNER_MOBILE, learnerId, serverPerTest, type TestServer, sqlRun, sqlValue } from './helpers'
import type { LessonScore, Score } from '../../types/contract/pianoAudio'

// Seed (server/src/addons/PianoAudio/seed.ts): lessons linked to a track's score. The demo learner bought
// 拜厄钢琴基本教程精讲 and 基础乐理与视唱练耳; the learner serverPerTest logs in bought nothing.
const V1 = '/addons/PianoAudio/api/v1'
const ctx = serverPerTest()

const lessonId = async (s: TestServer, course: string, lesson: string) =>
  await sqlValue(s, 'SELECT v.id FROM videos v JOIN courses c ON c.id = v.course_id WHERE c.title = ? AND v.title = ?', course, lesson) as number
const idOf = async (s: TestServer, table: string, title: string) => (await sqlValue(s, `SELECT id FROM ${table} WHERE title = ?`, title)) as number
const lessonScore = (id: number | string, token?: string) => ctx.s.call<LessonScore>('GET', `${V1}/lesson/${id}/score`, { token })

const THREE_FOUR = ['拜厄钢琴基本教程精讲', '第51-60条：三拍子'] as const
const KEY_SIGNATURES = ['基础乐理与视唱练耳', '调号与临时记号'] as const
const MINUET = ['中国音协钢琴考级一至三级', '乐曲：《小步舞曲》'] as const
const SCALE_TRIAL = ['中国音协钢琴考级一至三级', '基本练习：C大调音阶'] as const

describe('a lesson with a score', () => {
  it('a demonstration: the track, its score (the track\'s own), where it starts in the video and the exercise to play along', async () => {
    const s = ctx.s
    const demo = await s.login()
    const r = await lessonScore(await lessonId(s, ...THREE_FOUR), demo)
    expect(r.code).toBe(0)
    expect(Object.keys(r.data).sort()).toEqual(['exercise_id', 'score', 'sync_ms', 'track'])
    expect(r.data.track).toMatchObject({ id: await idOf(s, 'audio_tracks', 'G大调小步舞曲'), title: 'G大调小步舞曲', composer: '巴赫', bpm: 120, beats_per_bar: 3 })
    expect(r.data.track).not.toHaveProperty('media')
    expect(r.data.sync_ms).toBe(2000)
    expect(r.data.exercise_id).toBe(await idOf(s, 'audio_exercises', 'G大调小步舞曲（右手前四小节）'))
    const own = await s.call<Score>('GET', `${V1}/track/${r.data.track.id}/score`)
    expect(r.data.score).toEqual(own.data)
    expect(r.data.score.bars.map((b) => b.on_ms)).toEqual([0, 1500, 3000, 4500])
  })

  it('a lesson about a piece: its score without a sync or an exercise', async () => {
    const s = ctx.s
    const r = await lessonScore(await lessonId(s, ...KEY_SIGNATURES), await s.login())
    expect(r.code).toBe(0)
    expect(r.data).toMatchObject({ track: { title: 'G大调音阶' }, sync_ms: null, exercise_id: null })
    expect(r.data.score.notes.length).toBeGreaterThan(0)
  })

  it('a free lesson without a link: 这节课没有乐谱, to a visitor too', async () => {
    const free = await lessonId(ctx.s, '钢琴零基础入门', '琴键与音名')
    expect(await lessonScore(free)).toMatchObject({ code: 404, message: '这节课没有乐谱' })
  })
})

describe('who may read it', () => {
  it('not a visitor of a paid lesson (401) nor a learner who cannot watch it, trial or not; yes once the course is bought', async () => {
    const s = ctx.s
    const minuet = await lessonId(s, ...MINUET)
    const trial = await lessonId(s, ...SCALE_TRIAL)
    expect(((await sqlValue(s, 'SELECT free_seconds FROM videos WHERE id = ?', trial)) as number) > 0).toBe(true)
    for (const id of [minuet, trial]) {
      const visitor = await lessonScore(id)
      expect(visitor).toMatchObject({ code: 401 })
      expect(visitor.raw).not.toContain('/score/')
      const learner = await lessonScore(id, ctx.token)
      expect(learner).toMatchObject({ code: 1, message: '购买课程后即可查看本节乐谱' })
      expect(learner.raw).not.toContain('/score/')
    }
    // The demo learner bought other courses, not this one.
    expect(await lessonScore(minuet, await s.login())).toMatchObject({ code: 1, message: '购买课程后即可查看本节乐谱' })

    const courseId = (await sqlValue(s, 'SELECT course_id FROM videos WHERE id = ?', minuet)) as number
    await sqlRun(s, "INSERT INTO user_courses (user_id, course_id, charge, created_at) VALUES (?, ?, 299, '2026-11-26 10:00:00')", await learnerId(s), courseId)
    const bought = await lessonScore(minuet, ctx.token)
    expect(bought.code).toBe(0)
    expect(bought.data).toMatchObject({ track: { title: 'G大调小步舞曲' }, sync_ms: 2000 })
    expect((await lessonScore(trial, ctx.token)).data).toMatchObject({ track: { title: 'C大调音阶（两个八度）' }, sync_ms: 2000, exercise_id: await idOf(s, 'audio_exercises', 'C大调音阶（右手一个八度）') })
  })

  it('an active VIP reads a paid lesson\'s score', async () => {
    const s = ctx.s
    await sqlRun(s, "UPDATE users SET role_id = 1, role_expired_at = '2099-01-01 00:00:00' WHERE mobile = ?", LEARNER_MOBILE)
    expect((await lessonScore(await lessonId(s, ...MINUET), ctx.token)).code).toBe(0)
  })
})

describe('bad input', () => {
  it('a malformed id is ID格式不正确 (as every id in a path); an unknown lesson is 课时不存在', async () => {
    expect(await lessonScore('abc')).toMatchObject({ code: 1, message: 'ID格式不正确' })
    expect(await lessonScore(0)).toMatchObject({ code: 1 })
    expect(await lessonScore(99999, ctx.token)).toMatchObject({ code: 404, message: '课时不存在' })
  })
})
