/**
 * @jest-environment node
 *
 * Homework on the weapp build against the reference server: a learner who has not
 * agreed to the privacy guide taps 开始录音; starting the RecorderManager goes through the app's privacy
 * sheet (使用麦克风), then records (encoded frames drive the level and the waveform), stops, submits; the
 * server keeps the take (its bytes, length and waveform) and, after the teacher's review through the API,
 * the learner's page shows the stars, the comment and the timestamped notes, and a note plays that moment.
 * A take over the limits is refused on the phone in Chinese with nothing uploaded; declining the guide
 * leaves the learner where they were. A take whose upload failed is kept on the phone across a restart and
 * sent once, with its client id, when the network is back; another learner's login deletes it.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { MiniRuntime, type MiniNode, type MiniPage } from './miniRuntime'
import { serverPerWeappTest, viaServer } from './serverBackend'
import { issueToken } from '../../server/src/auth/tokens'
import { LEARNER_MOBILE } from '../server/helpers'

// Before the server starts: the add-on keeps takes under this folder.
const DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'homework-weapp-'))
process.env.HOMEWORK_DIR = DIR
afterAll(() => fs.rmSync(DIR, { recursive: true, force: true }))

const ROOT = path.join(__dirname, '../../dist/weapp')
const ctx = serverPerWeappTest(ROOT)
const SHOW = 'packageB/homework/show'
const ME = 'pages/member/index'
const V1 = '/addons/Homework/api/v1'
const DEMO = '13800138000'
const TEACHER = '13900000001'
const KEPT_KEY = 'studio-pending-takes'
/** 3.6 s of the seed tune as the weapp records it: ADTS aac (scripts/gen-media.sh ONLY=homework). */
const AAC = fs.readFileSync(path.join(__dirname, 'fixtures/take.aac'))

const userId = (mobile: string) => ctx.s.db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(mobile) as number
const tokenOf = (mobile: string) => issueToken(ctx.s.kdb, userId(mobile), 'MINI')

interface TakeRow {
  id: number
  client_id: string
  duration_ms: number
  size: number
  mime: string
  peaks: string
  storage_key: string
}
const takesOf = (assignmentId: number) => ctx.s.db.prepare('SELECT * FROM homework_takes WHERE assignment_id = ? ORDER BY id').all(assignmentId) as TakeRow[]

/** A fresh exercise from 林雅 to the demo learner, without a target tempo (no count-in). */
async function assignToDemo(title: string): Promise<number> {
  const r = await ctx.s.call<{ id: number }>('POST', `${V1}/teacher/assignments`, { token: await tokenOf(TEACHER), body: { title, kind: 'exercise', user_id: userId(DEMO) } })
  if (r.code !== 0) throw new Error(r.message)
  return r.data.id
}

/** The demo learner's phone on the assignment's page; `device` carries storage and files over from an earlier run. */
async function openAssignment(id: number, options: { agreed: boolean; device?: MiniRuntime; offline?: boolean }) {
  const rt = new MiniRuntime(ROOT, viaServer(ctx.s))
  rt.networkUp = !options.offline
  if (options.device) {
    for (const [k, v] of options.device.storage) rt.storage.set(k, v)
    for (const [k, v] of options.device.savedFiles) rt.savedFiles.set(k, v)
    for (const [k, v] of options.device.fileBytes) rt.fileBytes.set(k, v)
  }
  rt.privacyAgreed = options.agreed
  rt.storage.set('meedu-h5-token', await tokenOf(DEMO))
  await rt.launch({ path: SHOW, query: { id: String(id) } })
  return { rt, page: await rt.open(SHOW, { id: String(id) }) }
}

/** The titles of the me tab's homework rows. */
function rows(rt: MiniRuntime, page: MiniPage): string[] {
  const cell = rt.findByClass(page, 'homework-cell')
  // Each row's title (after its icon).
  const title = (row: MiniNode) => row.cn?.find((c) => typeof c.cl === 'string' && c.cl.split(/\s+/).includes('homework-cell__title')) ?? {}
  return (cell?.cn ?? []).map((row) => rt.text({ ...page, data: { root: title(row) } }))
}

/** Loud playing, then near silence: the frames' sizes are what the level reads. */
async function playFrames(rt: MiniRuntime) {
  for (let i = 0; i < 10; i++) rt.recorder.frame(2000)
  for (let i = 0; i < 10; i++) rt.recorder.frame(20)
  await rt.settle()
}

/** Records a take of `take` through the page (the privacy flow already agreed) and stops. */
async function record(rt: MiniRuntime, page: MiniPage, take: { bytes: Buffer; durationMs: number }) {
  rt.recorder.next = take
  await rt.fire(page, rt.findByText(page, '开始录音'))
  expect(rt.recorder.recording).toBe(true)
  await playFrames(rt)
  await rt.fire(page, rt.findByText(page, '停止'))
}

describe('weapp homework on the reference server', () => {
  it('records through the privacy sheet and the RecorderManager, uploads the take, and shows the teacher’s review', async () => {
    const id = await assignToDemo('哈农第1条 右手')
    const { rt, page } = await openAssignment(id, { agreed: false })
    expect(rt.text(page)).toContain('哈农第1条 右手')
    expect(rt.text(page)).toContain('最长10分钟')

    rt.recorder.next = { bytes: AAC, durationMs: 3600 }
    await rt.fire(page, rt.findByText(page, '开始录音'))
    // The microphone permission was asked; starting the recorder is privacy-scoped: the app's sheet is up.
    expect(rt.privacyRequests).toEqual([{ referrer: 'RecorderManager.start', answers: ['exposureAuthorization'] }])
    expect(rt.text(page)).toContain('为了使用麦克风，需要你先阅读并同意')
    expect(rt.recorder.recording).toBe(false)

    await rt.tapAgreePrivacy(page, rt.findByText(page, '同意并继续'))
    expect(rt.privacyRequests[0].answers).toEqual(['exposureAuthorization', 'agree'])
    expect(rt.recorder.recording).toBe(true)
    expect(rt.recorder.starts).toEqual([expect.objectContaining({ format: 'aac', numberOfChannels: 1, frameSize: 1 })])
    expect(rt.text(page)).toContain('录音中')
    expect(rt.text(page)).not.toContain('隐私保护提示')

    await playFrames(rt)
    const meter = (rt.findByLabel(page, '音量') as { ariaValuenow?: number } | undefined)?.ariaValuenow
    expect(meter).toBeGreaterThan(0)
    await rt.fire(page, rt.findByText(page, '停止'))
    expect(rt.text(page)).toContain('试听')
    expect(rt.text(page)).toContain('00:03')

    await rt.fire(page, rt.findByText(page, '提交'))
    expect(rt.uploads).toHaveLength(1)
    const sent = rt.uploads[0]
    // Sent from the copy kept on the device (saved out of the temp folder first), which goes once the server has it.
    expect(sent).toMatchObject({ name: 'file', filePath: expect.stringMatching(/^wxfile:\/\/store\//), formData: { duration_ms: '3600' } })
    expect(rt.savedFiles.size).toBe(0)
    expect(rt.storage.has(KEPT_KEY)).toBe(false)
    expect(sent.url).toMatch(new RegExp(`${V1}/assignment/${id}/take$`))
    expect(rt.toasts).toContain('已提交，等待老师点评')

    // What the server kept: the row with the app's client id, length and waveform, and the very bytes.
    const [row] = takesOf(id)
    expect(row).toMatchObject({ client_id: sent.formData.client_id, duration_ms: 3600, size: AAC.length, mime: 'audio/aac' })
    const peaks = JSON.parse(row.peaks) as number[]
    expect(peaks).toEqual(JSON.parse(sent.formData.peaks))
    expect(peaks).toHaveLength(20)
    // The loud frames read as full level, the quiet ones as almost nothing (the first frame's interval includes the sheet).
    expect(peaks.slice(1, 10)).toEqual(Array(9).fill(100))
    for (const p of peaks.slice(10)) expect(p).toBeLessThanOrEqual(11)
    expect(fs.readFileSync(path.join(DIR, 'takes', row.storage_key)).equals(AAC)).toBe(true)
    expect(rt.text(page)).toContain('等待老师点评')
    expect(rt.text(page)).toContain('已交的录音')
    // Waiting for the teacher: one tap subscribes to WeChat's one-time message for the review.
    await rt.fire(page, rt.findByText(page, '老师点评后通知我'))
    expect(rt.subscribeRequests).toEqual([['sandbox-homework-reviewed']])
    expect(rt.text(page)).toContain('已订阅点评通知')
    expect(ctx.s.db.prepare('SELECT kind, target_id FROM subscribe_messages').all()).toEqual([{ kind: 'homework_reviewed', target_id: id }])

    const review = await ctx.s.call('POST', `${V1}/teacher/take/${row.id}/review`, {
      token: await tokenOf(TEACHER),
      body: { stars: 4, comment: '节奏很稳，注意第二小节的指法', notes: [{ at_ms: 2000, text: '这里慢了一点' }], redo: 0 }
    })
    expect(review.code).toBe(0)
    const messages = (await ctx.s.call<{ template_id: string; page: string }[]>('GET', '/sandbox/subscribe/sent')).data
    expect(messages).toEqual([expect.objectContaining({ template_id: 'sandbox-homework-reviewed', page: `packageB/homework/show?id=${id}` })])

    const again = await rt.open(SHOW, { id: String(id) })
    const text = rt.text(again)
    for (const t of ['老师已点评', '林雅老师的点评', '节奏很稳，注意第二小节的指法', '00:02', '这里慢了一点']) expect(text).toContain(t)
    expect(rt.findByLabel(again, '4星')).toBeDefined()
    // A tap on the note plays the take from that moment, through the shared player.
    await rt.fire(again, rt.findByLabel(again, '从00:02播放'))
    const played = rt.backgroundAudio.sources.at(-1)
    expect(played?.src).toContain(`${V1}/take/${row.id}/audio?`)
    expect(rt.backgroundAudio.calls).toContain('seek 2')
  })

  it('refuses a take over 10 minutes or over 20 MB on the phone, in Chinese, and uploads nothing', async () => {
    const id = await assignToDemo('车尔尼599 第5条')
    const { rt, page } = await openAssignment(id, { agreed: true })

    await record(rt, page, { bytes: AAC, durationMs: 10 * 60 * 1000 + 500 })
    await rt.fire(page, rt.findByText(page, '提交'))
    expect(rt.toasts.at(-1)).toBe('录音时长不能超过10分钟，请分段录制后提交其中一段')

    await rt.fire(page, rt.findByText(page, '重新录制'))
    await playFrames(rt)
    rt.recorder.next = { bytes: Buffer.concat([AAC, Buffer.alloc(20 * 1024 * 1024)]), durationMs: 5000 }
    await rt.fire(page, rt.findByText(page, '停止'))
    await rt.fire(page, rt.findByText(page, '提交'))
    expect(rt.toasts.at(-1)).toBe('录音文件不能超过20MB，请录短一些再提交')

    expect(rt.uploads).toEqual([])
    expect(takesOf(id)).toEqual([])
    // The take is still there to listen to or record again; no privacy sheet for a learner who agreed before.
    expect(rt.text(page)).toContain('试听')
    expect(rt.privacyRequests).toEqual([])
  })

  it('a take that failed to upload survives a restart: listed again, sent once with the same client id when the network is back', async () => {
    const id = await assignToDemo('布格缪勒 第2条')
    const first = await openAssignment(id, { agreed: true })
    first.rt.networkUp = false
    await record(first.rt, first.page, { bytes: AAC, durationMs: 3600 })
    await first.rt.fire(first.page, first.rt.findByText(first.page, '提交'))
    const [attempt] = first.rt.uploads
    const clientId = attempt.formData.client_id
    expect(first.rt.text(first.page)).toContain('录音还在手机上，不会丢失')
    expect(takesOf(id)).toEqual([])
    // Kept on the device: the recording saved out of the temp folder, the queue in storage.
    expect(first.rt.savedFiles.size).toBe(1)
    const [saved] = [...first.rt.savedFiles.keys()]
    expect(first.rt.fileBytes.get(saved)?.equals(AAC)).toBe(true)
    const kept = JSON.parse(String(first.rt.storage.get(KEPT_KEY))) as { uid: number; takes: { clientId: string; path: string; assignmentId: number }[] }
    expect(kept).toMatchObject({ uid: userId(DEMO), takes: [{ clientId, path: saved, assignmentId: id }] })

    // The app closes; the next start (still offline) lists the take again and tries it with the same id.
    const { rt, page } = await openAssignment(id, { agreed: true, device: first.rt, offline: true })
    expect(rt.text(page)).toContain('录音未上传')
    expect(rt.text(page)).toContain('录音还在手机上，不会丢失')
    expect(rt.uploads.map((u) => u.formData.client_id)).toEqual([clientId])
    expect(takesOf(id)).toEqual([])

    await rt.setNetwork(true)
    const rows = takesOf(id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ client_id: clientId, duration_ms: 3600, size: AAC.length, mime: 'audio/aac' })
    expect(rt.uploads.map((u) => u.formData.client_id)).toEqual([clientId, clientId])
    expect(rt.savedFiles.size).toBe(0)
    expect(rt.storage.has(KEPT_KEY)).toBe(false)
    expect(rt.text(page)).not.toContain('录音未上传')
    expect(rt.text(page)).toContain('等待老师点评')
    // Back online again: nothing more is sent.
    await rt.setNetwork(true)
    expect(rt.uploads).toHaveLength(2)
    expect(takesOf(id)).toHaveLength(1)
  })

  it("another learner's login on the phone deletes the kept take, file and all", async () => {
    const id = await assignToDemo('小汤普森 第3条')
    const first = await openAssignment(id, { agreed: true })
    first.rt.networkUp = false
    await record(first.rt, first.page, { bytes: AAC, durationMs: 3600 })
    await first.rt.fire(first.page, first.rt.findByText(first.page, '提交'))
    expect(first.rt.savedFiles.size).toBe(1)

    const other = new MiniRuntime(ROOT, viaServer(ctx.s))
    for (const [k, v] of first.rt.storage) other.storage.set(k, v)
    for (const [k, v] of first.rt.savedFiles) other.savedFiles.set(k, v)
    other.storage.set('meedu-h5-token', await ctx.s.login(LEARNER_MOBILE))
    await other.launch({ path: 'pages/member/index' })
    expect(other.savedFiles.size).toBe(0)
    expect(other.storage.has(KEPT_KEY)).toBe(false)
    expect(other.uploads).toEqual([])
    expect(takesOf(id)).toEqual([])
  })

  it("the me tab's 待点评 row for a teacher fills in from the summary, and on the next start is there before it answers", async () => {
    const first = new MiniRuntime(ROOT, viaServer(ctx.s))
    first.storage.set('meedu-h5-token', await tokenOf(TEACHER))
    await first.launch({ path: ME })
    const page = await first.open(ME)
    expect(rows(first, page)).toEqual(['我的作业', '待点评'])
    expect(first.text(page)).toContain('1条录音')

    // The next start: the summary is slow to answer; the rows below must not move when it does.
    let answer: () => void = () => undefined
    const held = new Promise<void>((r) => (answer = r))
    const server = viaServer(ctx.s)
    const rt = new MiniRuntime(ROOT, async (req) => {
      if (req.url.includes(`${V1}/summary`)) await held
      return server(req)
    })
    for (const [k, v] of first.storage) rt.storage.set(k, v)
    await rt.launch({ path: ME })
    // Drawn, all but the summary it is still waiting for.
    const again = await rt.open(ME, {}, { except: (url) => url.includes(`${V1}/summary`) })
    expect(rows(rt, again)).toEqual(['我的作业', '待点评'])
    expect(rt.text(again)).not.toContain('1条录音')
    answer()
    await rt.settle()
    expect(rows(rt, again)).toEqual(['我的作业', '待点评'])
    expect(rt.text(again)).toContain('1条录音')
  })

  it('declining the privacy guide keeps the learner on the page with the reason; nothing is recorded', async () => {
    const id = await assignToDemo('音阶 C 大调')
    const { rt, page } = await openAssignment(id, { agreed: false })
    rt.recorder.next = { bytes: AAC, durationMs: 3600 }
    await rt.fire(page, rt.findByText(page, '开始录音'))
    await rt.fire(page, rt.findByText(page, '拒绝'))
    expect(rt.privacyRequests).toEqual([{ referrer: 'RecorderManager.start', answers: ['exposureAuthorization', 'disagree'] }])
    expect(rt.toasts.at(-1)).toBe('未同意隐私保护指引，暂时无法使用麦克风，已填写的内容都还在')
    expect(rt.recorder.recording).toBe(false)
    expect(rt.text(page)).toContain('开始录音')
    expect(rt.text(page)).not.toContain('隐私保护提示')
    expect(rt.uploads).toEqual([])
  })
})
