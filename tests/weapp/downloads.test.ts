/**
 * @jest-environment node
 *
 * Downloads on the weapp build against the reference server: a track downloaded from the player
 * is saved with the file system manager and listed in 我的下载 with its size against WeChat's 200 MB; it
 * plays from the saved file (no signed URL asked for) with the practice tools; remove one, remove all;
 * a download that would pass 200 MB is refused with the reason and nothing saved; another learner's login
 * on the device removes the downloads, the same learner's keeps them. The same for a lesson of a downloadable
 * course (下载音频 on the lesson page) and the listening questions of a handed-in sitting (下载听力).
 */
import path from 'path'
import { MiniRuntime } from './miniRuntime'
import { serverPerWeappTest, viaServer } from './serverBackend'
import { LEARNER_MOBILE, notifyPaid } from '../server/helpers'

const ROOT = path.join(__dirname, '../../dist/weapp')
const ctx = serverPerWeappTest(ROOT)
const DEMO = '13800138000'
const TOKEN_KEY = 'meedu-h5-token'
const INDEX_KEY = 'studio-downloads'
const MB = 1024 * 1024
const runtimes: MiniRuntime[] = []

afterEach(async () => {
  for (const rt of runtimes.splice(0)) {
    rt.backgroundAudio.emit('Stop')
    await rt.settle()
  }
})

/** One login per learner per test's server: the SMS resend window refuses a second code within 60 s. */
const tokens = new WeakMap<object, Map<string, string>>()
async function tokenOf(mobile: string): Promise<string> {
  const known = tokens.get(ctx.s) ?? new Map<string, string>()
  tokens.set(ctx.s, known)
  if (!known.has(mobile)) known.set(mobile, await ctx.s.login(mobile))
  return known.get(mobile)!
}

/** A phone with `mobile` logged in; `device` carries storage and saved files over from an earlier run (the same phone). */
async function phone(mobile: string, device?: MiniRuntime): Promise<MiniRuntime> {
  const rt = new MiniRuntime(ROOT, viaServer(ctx.s))
  runtimes.push(rt)
  if (device) {
    for (const [k, v] of device.storage) rt.storage.set(k, v)
    for (const [k, v] of device.savedFiles) rt.savedFiles.set(k, v)
  }
  rt.storage.set(TOKEN_KEY, await tokenOf(mobile))
  return rt
}

const index = (rt: MiniRuntime) => {
  const raw = rt.storage.get(INDEX_KEY)
  return raw ? (JSON.parse(String(raw)) as { uid: number; items: { kind: string; id: number; title: string; local: string; size: number }[] }) : null
}
const userId = (mobile: string) => ctx.s.db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(mobile) as number
const playinfoCalls = (rt: MiniRuntime) => rt.requests.filter((r) => /\/track\/\d+\/playinfo/.test(r.url)).length

/** Plays each of `titles` of category 2 (世界名曲) on the list page and taps 下载 under the player. */
async function downloadFromList(rt: MiniRuntime, ...titles: string[]) {
  const route = 'packageB/pianoAudio/audioList'
  await rt.launch({ path: route, query: { category_id: '2' } })
  const list = await rt.open(route, { category_id: '2' })
  for (const title of titles) {
    await rt.fire(list, rt.findByText(list, title))
    await rt.fire(list, rt.findByClass(list, 'download-button'))
  }
  return list
}

describe('weapp downloads on the reference server', () => {
  it('downloads a track: saved, listed with its size against 200 MB, played from the saved file with the practice tools, removed', async () => {
    const rt = await phone(DEMO)
    const list = await downloadFromList(rt, '致爱丽丝')
    expect(rt.savedFiles.size).toBe(1)
    const [[saved, size]] = [...rt.savedFiles]
    expect(size).toBeGreaterThan(100)
    expect(index(rt)).toMatchObject({ uid: userId(DEMO), items: [{ id: 13, title: '致爱丽丝', local: saved, size }] })
    expect(rt.toasts).toContain('已下载，可在“我的下载”离线播放')
    expect(rt.text(list)).toContain('已下载')

    const page = await rt.open('packageB/pianoAudio/downloads')
    const text = rt.text(page)
    for (const t of ['致爱丽丝', '钢琴音频', '贝多芬', `${(size / 1024).toFixed(0)} KB`, '已用', '/ 200.0 MB', '微信本地存储上限', '全部删除']) expect(text).toContain(t)

    const asked = playinfoCalls(rt)
    await rt.fire(page, rt.findByLabel(page, '播放 致爱丽丝'))
    const bg = rt.backgroundAudio
    expect(bg.sources.at(-1)).toMatchObject({ src: saved, title: '致爱丽丝', singer: '贝多芬' })
    expect(playinfoCalls(rt)).toBe(asked)
    for (const t of ['速度', 'A-B 循环', '节拍器']) expect(rt.text(page)).toContain(t)

    await rt.fire(page, rt.findByLabel(page, '删除 致爱丽丝'))
    expect(rt.modals.at(-1)).toMatchObject({ title: '删除下载' })
    expect(rt.savedFiles.size).toBe(0)
    expect(index(rt)).toBeNull()
    expect(rt.text(page)).toContain('还没有下载')
  })

  it('refuses a download past WeChat’s 200 MB with the reason, and saves nothing', async () => {
    const rt = await phone(DEMO)
    // Saved files already near the limit (what getSavedFileList reports is what WeChat counts).
    rt.savedFiles.set('wxfile://store/earlier.mp3', 200 * MB - 50)
    await downloadFromList(rt, '致爱丽丝')
    const refusal = rt.modals.at(-1)
    expect(refusal?.title).toBe('无法下载')
    expect(refusal?.content).toMatch(/^超出微信 200 MB 的本地存储上限（已用 200\.0 MB，本次 [\d.]+ MB），请先在“我的下载”中删除一些$/)
    expect([...rt.savedFiles.keys()]).toEqual(['wxfile://store/earlier.mp3'])
    expect(index(rt)).toBeNull()
  })

  it('remove all (after confirming) deletes every saved file', async () => {
    const rt = await phone(DEMO)
    await downloadFromList(rt, '致爱丽丝', '梦幻曲')
    expect(index(rt)?.items.map((e) => e.title)).toEqual(['梦幻曲', '致爱丽丝'])
    expect(rt.savedFiles.size).toBe(2)
    const page = await rt.open('packageB/pianoAudio/downloads')
    rt.modalAnswer = { confirm: false, cancel: true }
    await rt.fire(page, rt.findByText(page, '全部删除'))
    expect(rt.savedFiles.size).toBe(2)
    rt.modalAnswer = { confirm: true, cancel: false }
    await rt.fire(page, rt.findByText(page, '全部删除'))
    expect(rt.modals.at(-1)).toMatchObject({ title: '删除下载', content: '删除全部下载？删除后需联网重新下载。' })
    expect(rt.savedFiles.size).toBe(0)
    expect(index(rt)).toBeNull()
    expect(rt.text(page)).toContain('还没有下载')
  })

  it("another learner logging in on the phone removes the downloads; the same learner's next start keeps them", async () => {
    const first = await phone(DEMO)
    await downloadFromList(first, '致爱丽丝')
    expect(first.savedFiles.size).toBe(1)

    const again = await phone(DEMO, first)
    await again.launch({ path: 'pages/member/index' })
    expect(again.savedFiles.size).toBe(1)
    expect(index(again)?.items).toHaveLength(1)

    const other = await phone(LEARNER_MOBILE, again)
    await other.launch({ path: 'pages/member/index' })
    expect(other.savedFiles.size).toBe(0)
    expect(index(other)).toBeNull()
    const page = await other.open('packageB/pianoAudio/downloads')
    expect(other.text(page)).toContain('还没有下载')
  })

  describe('lesson audio and exam listening', () => {
    const V1 = '/addons/Paper/api/v1'
    // Seed: course 2 (拜厄钢琴基本教程精讲) is downloadable and the demo learner bought it.
    const firstLesson = (course: number) => ctx.s.db.prepare('SELECT id, title FROM videos WHERE course_id = ? ORDER BY sort, id LIMIT 1').get(course) as { id: number; title: string }

    async function openLesson(rt: MiniRuntime, id: number) {
      const route = 'pages/course/video'
      await rt.launch({ path: route, query: { id: String(id) } })
      return rt.open(route, { id: String(id) })
    }

    it('a lesson of a downloadable course: 下载音频 saves its audio, listed as 课程音频 with its size, played from the saved file, removed', async () => {
      const rt = await phone(DEMO)
      const lesson = firstLesson(2)
      const page = await openLesson(rt, lesson.id)
      await rt.fire(page, rt.findByText(page, '下载音频'))
      expect(rt.savedFiles.size).toBe(1)
      const [[saved, size]] = [...rt.savedFiles]
      expect(size).toBeGreaterThan(10_000)
      expect(index(rt)).toMatchObject({ uid: userId(DEMO), items: [{ kind: 'lesson', id: lesson.id, title: lesson.title, local: saved, size }] })
      expect(rt.text(page)).toContain('音频已下载')

      const list = await rt.open('packageB/pianoAudio/downloads')
      for (const t of [lesson.title, '课程音频', '拜厄钢琴基本教程精讲', `${(size / 1024).toFixed(0)} KB`, '/ 200.0 MB']) expect(rt.text(list)).toContain(t)
      const asked = rt.requests.length
      await rt.fire(list, rt.findByLabel(list, `播放 ${lesson.title}`))
      expect(rt.backgroundAudio.sources.at(-1)).toMatchObject({ src: saved, title: lesson.title, singer: '拜厄钢琴基本教程精讲' })
      expect(rt.requests.slice(asked).filter((r) => /\/video\/\d+\/(download|playinfo)/.test(r.url))).toEqual([])
      for (const t of ['速度', 'A-B 循环', '节拍器']) expect(rt.text(list)).toContain(t)

      await rt.fire(list, rt.findByLabel(list, `删除 ${lesson.title}`))
      expect(rt.savedFiles.size).toBe(0)
      expect(index(rt)).toBeNull()
    })

    it('a lesson: no 下载音频 where the course is not downloadable; past 200 MB refused with the reason, nothing saved', async () => {
      const rt = await phone(DEMO)
      const plain = await openLesson(rt, firstLesson(5).id) // bought, not downloadable
      expect(rt.text(plain)).not.toContain('下载音频')
      rt.savedFiles.set('wxfile://store/earlier.mp3', 200 * MB - 50)
      const page = await openLesson(rt, firstLesson(2).id)
      await rt.fire(page, rt.findByText(page, '下载音频'))
      expect(rt.modals.at(-1)?.title).toBe('无法下载')
      expect(rt.modals.at(-1)?.content).toMatch(/^超出微信 200 MB 的本地存储上限（已用 200\.0 MB，本次 [\d.]+ MB），请先在“我的下载”中删除一些$/)
      expect([...rt.savedFiles.keys()]).toEqual(['wxfile://store/earlier.mp3'])
      expect(index(rt)).toBeNull()
    })

    it('exam listening: after handing in a bought mock paper, 下载听力 keeps each listening question; listed as 听力练习, played offline, removed', async () => {
      const token = await tokenOf(DEMO)
      const call = <T>(method: 'GET' | 'POST', url: string, body?: unknown) => ctx.s.call<T>(method, url, { token, body })
      const order = await call<{ id: number }>('POST', `${V1}/mock_paper/buy`, { goods_id: 2, promo_code: '' })
      await notifyPaid(ctx.s, ctx.s.db.prepare('SELECT order_id FROM orders WHERE id = ?').pluck().get(order.data.id) as string)
      const rid = (await call<{ recordId: number }>('POST', `${V1}/mock_paper/2`, {})).data.recordId
      expect((await call('POST', `${V1}/mock_paper/record/${rid}/submit`, { pid: rid })).code).toBe(0)

      const rt = await phone(DEMO)
      const route = 'packageA/paper/show'
      await rt.launch({ path: route, query: { id: '2', kind: 'mock' } })
      const page = await rt.open(route, { id: '2', kind: 'mock' })
      await rt.fire(page, rt.findByText(page, '考试详情'))
      await rt.fire(page, rt.findByText(page, '下载听力（练习用）'))
      expect(rt.savedFiles.size).toBe(8)
      const items = index(rt)!.items
      expect(items.map((e) => e.kind)).toEqual(Array(8).fill('listening'))
      expect(items.map((e) => e.title).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `听音练耳专项模考 · 第${i + 1}题`).sort())
      expect(rt.text(page)).toContain('听力已下载')
      expect(ctx.s.db.prepare('SELECT COUNT(*) FROM exam_audio_plays').pluck().get()).toBe(0)

      const list = await rt.open('packageB/pianoAudio/downloads')
      for (const t of ['听力练习', '听音练耳专项模考 · 第1题', '已用', '/ 200.0 MB']) expect(rt.text(list)).toContain(t)
      const first = items.find((e) => e.title.endsWith('第1题'))!
      await rt.fire(list, rt.findByLabel(list, `播放 ${first.title}`))
      expect(rt.backgroundAudio.sources.at(-1)).toMatchObject({ src: first.local, title: first.title })
      rt.modalAnswer = { confirm: true, cancel: false }
      await rt.fire(list, rt.findByText(list, '全部删除'))
      expect(rt.savedFiles.size).toBe(0)
      expect(index(rt)).toBeNull()
    })
  })
})

