/**
 * @jest-environment node
 *
 * The piano audio pages from the weapp build against the real reference server: the library's categories
 * and featured tracks; a category's tracks playing through WeChat's background audio manager with the
 * track's signed URL and title, next and previous, and the mini player bar on another page.
 */
import path from 'path'
import { MiniRuntime } from './miniRuntime'
import { serverPerWeappTest, viaServer } from './serverBackend'

const ROOT = path.join(__dirname, '../../dist/weapp')
const ctx = serverPerWeappTest(ROOT)
const runtimes: MiniRuntime[] = []
const runtime = () => {
  const rt = new MiniRuntime(ROOT, viaServer(ctx.s))
  runtimes.push(rt)
  return rt
}
// WeChat stops the player when the mini-program is closed: so does each test (the practice clock stops).
afterEach(async () => {
  for (const rt of runtimes.splice(0)) {
    rt.backgroundAudio.emit('Stop')
    await rt.settle()
  }
})

describe('weapp piano audio on the reference server', () => {
  it('the library shows its categories with their counts and the featured tracks', async () => {
    const rt = runtime()
    await rt.launch({ path: 'packageB/pianoAudio/index' })
    const page = await rt.open('packageB/pianoAudio/index')
    const text = rt.text(page)
    for (const t of ['考级曲目', '12 首', '世界名曲', '伴奏音轨', '音阶与琶音', '精选曲目', '致爱丽丝', '贝多芬', 'C大调奏鸣曲 K.545 第一乐章', '五级']) expect(text).toContain(t)
  })

  it("a featured track's link plays it through the background audio manager with its URL and title; next and previous follow the list", async () => {
    const rt = runtime()
    await rt.launch({ path: 'packageB/pianoAudio/audioList', query: { category_id: '2', id: '13' } })
    const page = await rt.open('packageB/pianoAudio/audioList', { category_id: '2', id: '13' })
    await rt.settle()
    const bg = rt.backgroundAudio
    expect(bg.sources).toHaveLength(1)
    expect(bg.sources[0]).toMatchObject({ title: '致爱丽丝', singer: '贝多芬', playbackRate: 1 })
    expect(bg.sources[0].src).toMatch(/^http:\/\/studio\.test\/media\/audio\/pa-13\.mp3\?uid=0&exp=\d+&sig=[\w-]+$/)
    // The URL the manager got is one the server serves.
    const file = await ctx.s.app.inject({ method: 'GET', url: bg.sources[0].src.replace('http://studio.test', '') })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('audio/mpeg')

    const text = rt.text(page)
    for (const t of ['世界名曲', '致爱丽丝', '梦幻曲', '卡农（钢琴版）', '会员', '速度', 'A-B 循环', '节拍器', '180']) expect(text).toContain(t)

    await rt.fire(page, rt.findByLabel(page, '下一首'))
    expect(bg.sources[1]).toMatchObject({ title: '梦幻曲', singer: '舒曼' })
    expect(bg.sources[1].src).toContain('/media/audio/pa-14.mp3?uid=0&')
    await rt.fire(page, rt.findByLabel(page, '上一首'))
    expect(bg.sources[2]).toMatchObject({ title: '致爱丽丝' })

    // Slower, pitch kept: the manager's playbackRate.
    await rt.fire(page, rt.findByText(page, '0.75x'))
    expect(bg.playbackRate).toBe(0.75)
  })

  it('a tapped track plays; the mini player bar shows it on another page and pauses it', async () => {
    const rt = runtime()
    await rt.launch({ path: 'packageB/pianoAudio/audioList', query: { category_id: '4' } })
    const list = await rt.open('packageB/pianoAudio/audioList', { category_id: '4' })
    await rt.fire(list, rt.findByText(list, 'C大调琶音'))
    const bg = rt.backgroundAudio
    expect(bg.sources.map((x) => x.title)).toEqual(['C大调琶音'])
    expect(bg.sources[0].src).toContain('/media/audio/pa-31.mp3?')

    const home = await rt.open('packageB/pianoAudio/index')
    expect(rt.text(home)).toContain('C大调琶音')
    await rt.fire(home, rt.findByLabel(home, '暂停'))
    expect(bg.calls).toContain('pause')
  })
})
