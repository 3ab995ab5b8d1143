/**
 * @jest-environment node
 *
 * Downloads on the weapp build against the reference server (issue 26): a track downloaded from the player
 * is saved with the file system manager and listed in 我的下载 with its size against WeChat's 200 MB; it
 * plays from the saved file (no signed URL asked for) with the practice tools; remove one, remove all;
 * a download that would pass 200 MB is refused with the reason and nothing saved; another learner's login
 * on the device removes the downloads, the same learner's keeps them.
 */
import path from 'path'
import { MiniRuntime } from './miniRuntime'
import { serverPerWeappTest, viaServer } from './serverBackend'
import { LEARNER_MOBILE } from '../server/helpers'

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
  return raw ? (JSON.parse(String(raw)) as { uid: number; items: { id: number; title: string; local: string; size: number }[] }) : null
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
})
