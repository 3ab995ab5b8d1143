/**
 * @jest-environment node
 *
 * A live class in a real browser with two learners in one room: they wait before the start; the studio
 * starts the class and both rooms switch to the stream by themselves (hls.js, loaded only now); each sees
 * the other's chat message within a second; the teacher's sign-in appears and one learner signs in before
 * the deadline; the class ends and both rooms play the replay. Checked against the database.
 */
import type { Page } from 'playwright-core'
import { demoUserId, loggedInPhone, payAtCashier, phoneWithToken, poll, productPerSuite, type Product } from './harness'
import { issueToken } from '../../server/src/auth/tokens'
import { createUser } from '../../server/src/accounts/users'

const suite = productPerSuite()
let product: Product
beforeAll(() => {
  product = suite.current
})

const ROOM = '/#/packageA/live/video?id=3'
const sandbox = (action: string, body: unknown = {}) =>
  fetch(`${product.url}/sandbox/live/video/3/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json())
const connected = async () => ((await (await fetch(`${product.url}/sandbox/live/video/3/room`)).json()) as { data: { connected: number } }).data.connected

/** The room's <video>: whether it is the live stream, and how far it has played. */
const player = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector('video.live-player__video') as HTMLVideoElement | null
    return v ? { live: v.dataset.live, time: v.currentTime, src: v.currentSrc } : null
  })

async function say(page: Page, text: string) {
  await page.getByPlaceholder('说点什么…').fill(text)
  await page.locator('.room__send .btn', { hasText: '发送' }).tap()
}

describe('a live class with two learners', () => {
  it('waits, switches to the stream, chats both ways within a second, signs in, and plays the replay', async () => {
    const second = await createUser(product.kdb, '13700137555')
    const ctxA = await loggedInPhone(product)
    const ctxB = await phoneWithToken(product, await issueToken(product.kdb, second.id, 'h5'))
    const a = await ctxA.newPage()
    const b = await ctxB.newPage()
    const errors: string[] = []
    for (const p of [a, b]) p.on('pageerror', (e) => errors.push(e.message))
    const hlsChunks: string[] = []
    a.on('request', (r) => /hls/.test(r.url()) && r.url().endsWith('.js') && hlsChunks.push(r.url()))

    // Before the start: the countdown, no player, no hls.js yet.
    for (const p of [a, b]) {
      await p.goto(`${product.url}${ROOM}`)
      await p.getByText('直播倒计时：', { exact: false }).waitFor()
    }
    expect(await player(a)).toBeNull()
    expect(hlsChunks).toEqual([])
    // One socket each, opened once the learner's profile is known (never one before it and one after).
    expect(await poll(connected, (n) => n === 2)).toBe(2)
    // A, in the room first, is told B came in; nobody is told of their own arrival.
    await a.locator('.room__note', { hasText: `${second.nick_name}已加入` }).waitFor()
    await expect(a.locator('.room__note').allTextContents()).resolves.toEqual([`${second.nick_name}已加入`])
    await expect(b.locator('.room__note').count()).resolves.toBe(0)

    // The class starts: both rooms switch to the stream by themselves, and it plays.
    await sandbox('start')
    for (const p of [a, b]) {
      await p.locator('video.live-player__video[data-live="1"]').waitFor()
      expect((await poll(() => player(p), (v) => !!v && v.time > 0.5))?.time).toBeGreaterThan(0.5)
    }
    expect(hlsChunks).toHaveLength(1)

    // Chat both ways, each seen by the other within a second.
    for (const [from, to, text] of [
      [a, b, '老师好，我准备好了'],
      [b, a, '我也到了，一起上课']
    ] as const) {
      const sent = Date.now()
      await say(from, text)
      await to.locator('.room__text', { hasText: text }).waitFor({ timeout: 1000 })
      expect(Date.now() - sent).toBeLessThan(1000)
    }
    const stored = product.db.prepare('SELECT user_id, content FROM live_chat_messages WHERE video_id = 3 ORDER BY id').all()
    expect(stored).toEqual([
      { user_id: demoUserId(product), content: '老师好，我准备好了' },
      { user_id: second.id, content: '我也到了，一起上课' }
    ])
    // The teacher's message is marked.
    await sandbox('say', { content: '今天讲属七和弦' })
    await b.locator('.room__msg--teacher', { hasText: '今天讲属七和弦' }).getByText('老师').waitFor()

    // The teacher's sign-in: learner A signs in before the deadline; B does not.
    await sandbox('sign-in', { seconds: 60 })
    for (const p of [a, b]) await p.getByText('讲师发起了签到').waitFor()
    await a.locator('.room__sign .btn', { hasText: '点击签到' }).tap()
    await a.getByText('签到成功').waitFor()
    await a.getByText('讲师发起了签到').waitFor({ state: 'detached' })
    const signed = product.db.prepare('SELECT user_id FROM live_sign_in_records').all()
    expect(signed).toEqual([{ user_id: demoUserId(product) }])

    // The class ends: both rooms say so and play the replay.
    await sandbox('end')
    for (const p of [a, b]) {
      await p.locator('video.live-player__video[data-live="0"]').waitFor()
      const replay = await poll(() => player(p), (v) => !!v && v.time > 0.5)
      expect(replay?.src).toContain('/media/live/replay.mp4')
      expect(replay?.time).toBeGreaterThan(0.5)
      await p.getByText('直播已结束，聊天已关闭').waitFor()
    }
    expect(errors).toEqual([])
    await ctxA.close()
    await ctxB.close()
  })
})

describe('live classes on the home page and the learning tab', () => {
  it('the home page shows 近期直播 and opens a class; a learner who bought it finds it on the learning tab and opens it', async () => {
    const learner = await createUser(product.kdb, '13700137666')
    const ctx = await phoneWithToken(product, await issueToken(product.kdb, learner.id, 'h5'))
    const page = await ctx.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))

    // Home: the studio's live block, each course with its state and price; a tap opens the live detail.
    await page.goto(`${product.url}/#/pages/index/index`)
    const block = page.locator('.block-live')
    await block.getByText('近期直播').waitFor()
    // The cards load on demand after the first paint (their own chunk): wait for them as a learner would.
    const exam = block.locator('.live-card', { hasText: '钢琴考级冲刺班（四至六级）' })
    await exam.waitFor()
    await expect(exam.getByText('未开始').isVisible()).resolves.toBe(true)
    await expect(exam.getByText('开播', { exact: false }).isVisible()).resolves.toBe(true)
    await expect(exam.getByText('99', { exact: false }).first().isVisible()).resolves.toBe(true)
    await expect(block.locator('.live-card', { hasText: '乐理直播课：和声入门' }).getByText('免费').isVisible()).resolves.toBe(true)
    await expect(block.locator('img[alt="钢琴考级冲刺班（四至六级）"]').count()).resolves.toBe(1)
    await exam.getByText('钢琴考级冲刺班（四至六级）').tap()
    await page.waitForURL(/#\/packageA\/live\/show\?id=3/)

    // Buys it through the cashier and the sandbox gateway.
    await page.locator('.btn:visible', { hasText: '订阅课程￥99' }).tap()
    await page.waitForURL(/#\/pages\/order\/order\?goods_type=live&goods_id=3/)
    await payAtCashier(page)
    expect(product.db.prepare('SELECT course_id FROM user_live_courses WHERE user_id = ?').all(learner.id)).toEqual([{ course_id: 3 }])

    // The learning tab: 直播课 lists it with its next class; a tap opens the detail, now bought.
    await page.goto(`${product.url}/#/pages/course/index`)
    await page.locator('.tabs__tab', { hasText: '直播课' }).tap()
    const row = page.locator('.shelf-live', { hasText: '钢琴考级冲刺班（四至六级）' })
    await row.waitFor()
    await expect(row.getByText('下节：第1周 音阶琶音过关', { exact: false }).isVisible()).resolves.toBe(true)
    await expect(page.locator('.shelf-live').count()).resolves.toBe(1)
    await row.tap()
    await page.waitForURL(/#\/packageA\/live\/show\?id=3/)
    await page.getByText('第1周 音阶琶音过关').filter({ visible: true }).first().waitFor()
    await expect(page.locator('.btn:visible', { hasText: '订阅课程￥99' }).count()).resolves.toBe(0)
    expect(errors).toEqual([])
    await ctx.close()
  })
})
