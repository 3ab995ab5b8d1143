/**
 * @jest-environment node
 *
 * The score under the piano audio player from the weapp build against the real reference server: the PNG
 * page shown (the mini-program's <image> gets the engraving as PNG), the cursor following the background
 * audio manager's time as WeChat reports it (onTimeUpdate), in time between reports at 0.5x, a tapped bar
 * seeking the manager, and two bars selected as the A-B loop. Under the lesson video: the linked score, the
 * cursor following the video's reported time from where the piece starts in it, none after the piece ends, a
 * tapped bar seeking the video.
 */
import path from 'path'
import { MiniRuntime, type MiniNode, type MiniPage } from './miniRuntime'
import { serverPerWeappTest, viaServer } from './serverBackend'
import type { Score } from '../../types/contract/pianoAudio'

const ROOT = path.join(__dirname, '../../dist/weapp')
const ctx = serverPerWeappTest(ROOT)
const runtimes: MiniRuntime[] = []
afterEach(async () => {
  for (const rt of runtimes.splice(0)) {
    rt.backgroundAudio.emit('Stop')
    await rt.settle()
  }
})

const FUR_ELISE = { category_id: '2', id: '13' }

/** Every node of the page, depth first. */
function nodes(page: MiniPage): MiniNode[] {
  const out: MiniNode[] = []
  const walk = (n: MiniNode) => {
    out.push(n)
    n.cn?.forEach(walk)
  }
  walk(page.data.root)
  return out
}

const hasClass = (n: MiniNode, cls: string) => typeof n.cl === 'string' && n.cl.split(/\s+/).includes(cls)
/** The bar the score marks as current (its tap target carries the class). */
const currentBar = (page: MiniPage) => nodes(page).find((n) => hasClass(n, 'score__bar--current'))?.ariaLabel

async function openFurElise(): Promise<{ rt: MiniRuntime; page: MiniPage; score: Score }> {
  const answer = await ctx.s.app.inject({ method: 'GET', url: '/addons/PianoAudio/api/v1/track/13/score' })
  const rt = new MiniRuntime(ROOT, viaServer(ctx.s))
  runtimes.push(rt)
  await rt.launch({ path: 'packageB/pianoAudio/audioList', query: FUR_ELISE })
  const page = await rt.open('packageB/pianoAudio/audioList', FUR_ELISE)
  await rt.settle()
  return { rt, page, score: (answer.json() as { data: Score }).data }
}

describe('weapp: the score under the piano audio player', () => {
  it('shows the PNG page from the server, and the cursor follows the audio manager, in time between reports at 0.5x', async () => {
    const { rt, page, score } = await openFurElise()
    const bg = rt.backgroundAudio
    expect(bg.sources.map((s) => s.title)).toEqual(['致爱丽丝'])

    // The engraving as PNG, which the server serves as a PNG.
    // Taro's weapp template names an image's src by a short key (p4 in 4.2.1): the node's values hold it.
    const picture = rt.findByLabel(page, '乐谱第1页')
    expect(picture?.cl).toBe('score__image')
    expect(Object.values(picture ?? {})).toContain(score.pages[0].png)
    const png = await ctx.s.app.inject({ method: 'GET', url: score.pages[0].png.replace('http://studio.test', '') })
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.rawPayload.subarray(0, 4).toString('latin1')).toBe('\x89PNG')
    for (const b of score.bars) expect(rt.findByLabel(page, `第${b.n}小节`)).toBeDefined()
    expect(rt.text(page)).toContain('选段')

    // WeChat reports the time: the cursor is on the bar the time map puts there.
    for (const [seconds, bar] of [
      [0.2, 1],
      [2.5, 3],
      [3.1, 4]
    ] as const) {
      bg.currentTime = seconds
      bg.emit('TimeUpdate')
      await rt.settle()
      expect(currentBar(page)).toBe(`第${bar}小节`)
    }

    // At 0.5x, between reports: from 4.5 s, bar 6 (at 5 s) comes after a second of wall time, not half a second.
    await rt.fire(page, rt.findByLabel(page, '速度 0.5x'))
    expect(bg.playbackRate).toBe(0.5)
    bg.currentTime = 4.5
    bg.emit('TimeUpdate')
    const reported = Date.now()
    await rt.settle()
    // Bar 5 until the cursor moves by itself to bar 6, and that not before 0.7 s (at 1x it would be 0.5 s).
    const shown: string[] = []
    await rt.waitFor(page, () => {
      const bar = String(currentBar(page) ?? '')
      if (shown.at(-1) !== bar) shown.push(bar)
      return bar === '第6小节'
    })
    const movedAfter = Date.now() - reported
    expect(shown).toEqual(['第5小节', '第6小节'])
    expect(movedAfter).toBeGreaterThanOrEqual(700)
    expect(currentBar(page)).toBe('第6小节')
  })

  it('a tapped bar seeks the audio manager; 选段 of bars 3-4 sets the A-B loop to 2.0-4.0 s', async () => {
    const { rt, page } = await openFurElise()
    const bg = rt.backgroundAudio
    await rt.fire(page, rt.findByLabel(page, '第5小节'))
    expect(bg.calls).toContain('seek 4')
    expect(bg.currentTime).toBe(4)
    bg.emit('TimeUpdate')
    await rt.settle()
    expect(currentBar(page)).toBe('第5小节')

    await rt.fire(page, rt.findByText(page, '选段'))
    expect(rt.text(page)).toContain('点起始小节')
    await rt.fire(page, rt.findByLabel(page, '第3小节'))
    expect(rt.text(page)).toContain('从第3小节起，点结束小节')
    await rt.fire(page, rt.findByLabel(page, '第4小节'))
    // The tools' row names the looped bars; their A and B marks are in the tools' sheet.
    expect(rt.text(page)).toContain('第3-4小节 · 已循环 0 次')
    await rt.fire(page, rt.findByText(page, '练习设置'))
    const text = rt.text(page)
    expect(text).toContain('A 0:02.0')
    expect(text).toContain('B 0:04.0')
    // Playback was at bar 5, past B: it goes to A.
    expect(bg.calls[bg.calls.length - 1]).toBe('seek 2')
    const loopBars = nodes(page)
      .filter((n) => hasClass(n, 'score__bar--loop'))
      .map((n) => n.ariaLabel)
    expect(loopBars).toEqual(['第3小节', '第4小节'])
  })
})

describe('weapp: the score under the lesson video', () => {
  const DEMO_TOKEN_KEY = 'meedu-h5-token'
  const PLAYER = 'lesson-player'

  it('the linked score as PNG; the cursor follows the video from where the piece starts, between reports too; a bar seeks the video; 选段 sets the loop; 跟着练', async () => {
    // 拜厄 第51-60条：三拍子 (the demo learner bought the course): the Bach minuet from 2 s into the video.
    const lesson = ctx.s.db
      .prepare("SELECT l.video_id AS id, l.track_id, l.sync_ms, l.exercise_id FROM lesson_scores l JOIN videos v ON v.id = l.video_id WHERE v.title = '第51-60条：三拍子'")
      .get() as { id: number; track_id: number; sync_ms: number; exercise_id: number }
    const score = ((await ctx.s.app.inject({ method: 'GET', url: `/addons/PianoAudio/api/v1/track/${lesson.track_id}/score` })).json() as { data: Score }).data
    const rt = new MiniRuntime(ROOT, viaServer(ctx.s))
    runtimes.push(rt)
    rt.storage.set(DEMO_TOKEN_KEY, await ctx.s.login('13800138000'))
    const query = { id: String(lesson.id) }
    await rt.launch({ path: 'pages/course/video', query })
    const page = await rt.open('pages/course/video', query)
    await rt.settle()

    expect(rt.text(page)).toContain('乐谱 · G大调小步舞曲')
    expect(Object.values(rt.findByLabel(page, '乐谱第1页') ?? {})).toContain(score.pages[0].png)
    for (const b of score.bars) expect(rt.findByLabel(page, `第${b.n}小节`)).toBeDefined()

    // WeChat reports the video's time: the cursor is on the bar the time map puts at (time - 2 s), bar 1 before the piece.
    const video = rt.findByClass(page, 'lesson-page__video')
    const expectedBar = (seconds: number) => score.bars.filter((b) => b.on_ms <= (seconds - lesson.sync_ms / 1000) * 1000).length || 1
    for (const seconds of [0.5, 2.2, 3.6, 5.1, 6.6]) {
      await rt.fire(page, video, 'timeupdate', { currentTime: seconds, duration: 20 })
      expect(currentBar(page)).toBe(`第${expectedBar(seconds)}小节`)
    }
    expect([0.5, 2.2, 3.6, 5.1, 6.6].map(expectedBar)).toEqual([1, 1, 2, 3, 4])

    // Playing, between reports: reported at 3.2 s (the piece's 1.2 s), bar 2 (at its 1.5 s) comes ~0.3 s later by itself.
    await rt.fire(page, video, 'play')
    await rt.fire(page, video, 'timeupdate', { currentTime: 3.2, duration: 20 })
    expect(currentBar(page)).toBe('第1小节')
    await rt.waitFor(page, () => currentBar(page) === '第2小节')
    expect(currentBar(page)).toBe('第2小节')
    await rt.fire(page, video, 'pause')

    // Before the piece the hint says when it starts; after its end (the teacher talks on) no bar or note is marked.
    await rt.fire(page, video, 'timeupdate', { currentTime: 0.5, duration: 20 })
    expect(rt.text(page)).toContain('乐曲从 00:02 开始')
    const end = (lesson.sync_ms + score.duration_ms) / 1000
    for (const seconds of [end + 0.1, 19.5]) {
      await rt.fire(page, video, 'timeupdate', { currentTime: seconds, duration: 20 })
      expect(currentBar(page)).toBeUndefined()
      expect(nodes(page).some((n) => hasClass(n, 'score__cursor'))).toBe(false)
      expect(rt.text(page)).toContain('乐曲已结束，点小节回看')
    }

    // A tapped bar seeks the video, after the piece too: bar 4 starts at 4.5 s of the piece, 6.5 s of the video.
    await rt.fire(page, rt.findByLabel(page, '第4小节'))
    expect(rt.videoCalls.at(-1)).toBe(`${PLAYER} seek 6.5`)
    expect(currentBar(page)).toBe('第4小节')

    // 选段 bars 1-2: the lesson's loop is 2.0-5.0 s of the video; the video (at 3.5 s) is inside it.
    await rt.fire(page, rt.findByText(page, '选段'))
    await rt.fire(page, rt.findByLabel(page, '第1小节'))
    await rt.fire(page, rt.findByLabel(page, '第2小节'))
    const loopBars = nodes(page)
      .filter((n) => hasClass(n, 'score__bar--loop'))
      .map((n) => n.ariaLabel)
    expect(loopBars).toEqual(['第1小节', '第2小节'])
    await rt.fire(page, rt.findByText(page, '练习设置'))
    expect(rt.text(page)).toContain('A 0:02.0')
    expect(rt.text(page)).toContain('B 0:05.0')
    // Past B, the lesson's loop turns the video back to A.
    await rt.fire(page, video, 'timeupdate', { currentTime: 5.05, duration: 20 })
    expect(rt.videoCalls.at(-1)).toBe(`${PLAYER} seek 2`)

    // 跟着练: the video pauses and listen mode opens on the minuet's exercise.
    await rt.fire(page, rt.findByText(page, '跟着练'))
    expect(rt.videoCalls).toContain(`${PLAYER} pause`)
    expect(rt.navigations.at(-1)?.url).toBe(`/packageB/pianoAudio/listen?id=${lesson.exercise_id}`)
  })
})
