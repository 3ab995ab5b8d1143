/**
 * @jest-environment node
 *
 * Sharing in the mini-program (WeChat's share menu, not the copied link of core/share): every goods page
 * (course, lesson, VIP, e-book, exam paper, live, article, learning path, flash sale, group buy, a group)
 * and the invite page answer onShareAppMessage and onShareTimeline from the weapp build, carrying the
 * sharer's `msv`; the chat card opens the page (the invite page: the home page), and the timeline card's
 * query opens the same page with the same goods when WeChat opens it.
 */
import path from 'path'
import fs from 'fs'
import { MiniRuntime, type MiniPage } from './miniRuntime'
import { viaServer } from './serverBackend'
import { startServer, type TestServer } from '../server/helpers'
import { issueToken } from '../../server/src/auth/tokens'
import { createUser } from '../../server/src/accounts/users'
import { allRoutes, isSharedPage } from '../../src/routes'

const ROOT = path.join(__dirname, '../../dist/weapp')
const DEMO = '13800138000'

let s: TestServer
let demo: number
beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'app.js'))) throw new Error('dist/weapp missing: run `npm run build:weapp` first')
})
beforeEach(async () => {
  s = await startServer({ enabledAddons: ['MeeduBooks', 'MeeduTopics', 'LearnPaths', 'Paper', 'Zhibo', 'MiaoSha', 'TuanGou', 'MultiLevelShare'] })
  demo = s.db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(DEMO) as number
})
const opened: MiniPage[] = []
afterEach(async () => {
  for (const page of opened.splice(0)) (page.onUnload as (() => void) | undefined)?.call(page)
  await s.app.close()
  s.db.close()
})

async function openAs(route: string, query: Record<string, string>, token: string | null) {
  const rt = new MiniRuntime(ROOT, viaServer(s))
  if (token) rt.storage.set('meedu-h5-token', token)
  await rt.launch({ path: route, query })
  const page = await rt.open(route, query)
  opened.push(page)
  return { rt, page }
}

type Card = { title: string; path: string; imageUrl?: string }
type Timeline = { title: string; query: string; imageUrl?: string }
const cardsOf = (page: MiniPage) => ({
  message: (page.onShareAppMessage as (o: unknown) => Card)?.call(page, { from: 'menu' }),
  timeline: (page.onShareTimeline as () => Timeline)?.call(page)
})
const queryOf = (q: string) => Object.fromEntries(new URLSearchParams(q))

// Each goods page with a seeded item, and the text its page shows (the goods' name).
const GOODS: [string, Record<string, string>, string][] = [
  ['pages/course/show', { id: '3' }, '车尔尼599练习曲详解'],
  ['pages/course/video', { id: '1' }, '课程学习'],
  ['pages/role/role', {}, '琴艺课堂 VIP'],
  ['packageA/book/show', { id: '2' }, ''],
  ['packageA/live/show', { id: '3' }, '钢琴考级冲刺班（四至六级）'],
  ['packageA/paper/show', { id: '2' }, '钢琴考级基本乐理（四级）'],
  ['pages/webview/webview', { course_type: 'topic', id: '1' }, ''],
  ['packageA/learnPath/show', { id: '1' }, ''],
  ['packageA/ms/show', { id: '2' }, '小汤普森简易钢琴教程'],
  ['packageA/tg/show', { id: '1' }, ''],
  ['packageA/tg/queue', { id: '1' }, '']
]

describe('weapp share cards', () => {
  it('every shared page enables both share menus in its page config, other pages neither', () => {
    const shared = allRoutes.filter(isSharedPage).map((r) => r.url)
    for (const page of ['pages/course/show', 'pages/role/role', 'packageA/book/show', 'packageA/live/show', 'packageA/paper/show', 'pages/webview/webview', 'packageA/learnPath/show', 'packageA/ms/show', 'packageA/tg/show', 'packageA/member/share/share']) {
      expect(shared).toContain(`/${page}`)
    }
    // Taro moves these page-config keys into the page's code (the page object then has the handlers).
    for (const r of allRoutes) {
      const code = fs.readFileSync(path.join(ROOT, r.root === 'main' ? '' : r.root, `${r.page}.js`), 'utf8')
      expect([r.page, /enableShareAppMessage:!0/.test(code), /enableShareTimeline:!0/.test(code)]).toEqual([r.page, isSharedPage(r), isSharedPage(r)])
    }
  })

  it.each(GOODS)('%s: chat and timeline cards carry the page, its goods and the sharer\'s msv; the timeline query opens the same goods', async (route, query, shows) => {
    const token = await issueToken(s.kdb, demo, 'MINI')
    const { page } = await openAs(route, query, token)
    const { message, timeline } = cardsOf(page)
    const [cardPath, cardQuery] = message.path.split('?')
    expect(cardPath).toBe(`/${route}`)
    expect(queryOf(cardQuery)).toEqual({ ...query, msv: String(demo) })
    expect(queryOf(timeline.query)).toEqual({ ...query, msv: String(demo) })
    expect(message.title).toBeTruthy()
    expect(timeline.title).toBe(message.title)
    if (shows) expect(message.title).toContain(shows === '课程学习' ? '·' : shows)

    // WeChat opens the timeline card on the same page with its query: a friend sees the same goods, and
    // the sharer's code is kept for the referral.
    const friend = await issueToken(s.kdb, (await createUser(s.kdb, '13900139020')).id, 'MINI')
    const other = await openAs(route, queryOf(timeline.query), friend)
    if (shows && shows !== '课程学习') expect(other.rt.text(other.page)).toContain(shows)
    expect(other.rt.text(other.page)).not.toContain('链接无效')
    expect(other.rt.storage.get('meedu-msv')).toBe(String(demo))
  })

  it('a visitor shares without a referral code; the card still opens the goods', async () => {
    const { page } = await openAs('pages/course/show', { id: '3' }, null)
    const { message, timeline } = cardsOf(page)
    expect(message.path).toBe('/pages/course/show?id=3')
    expect(timeline.query).toBe('id=3')
    expect(message.title).toBe('车尔尼599练习曲详解')
    expect(message.imageUrl).toMatch(/^http/)
  })

  it('a shared link\'s msv is not passed on as the next sharer\'s: the card carries the one sharing now', async () => {
    const token = await issueToken(s.kdb, demo, 'MINI')
    const { page } = await openAs('packageA/book/show', { id: '2', msv: '99999' }, token)
    expect(queryOf(cardsOf(page).message.path.split('?')[1])).toEqual({ id: '2', msv: String(demo) })
  })

  it('the invite page shares the home page with my msv; the exam review shares the home page, not my sitting', async () => {
    const token = await issueToken(s.kdb, demo, 'MINI')
    const invite = await openAs('packageA/member/share/share', {}, token)
    const cards = cardsOf(invite.page)
    expect(cards.message.path).toBe(`/pages/index/index?msv=${demo}`)
    expect(cards.message.title).toBe('琴童小雨邀请你一起学钢琴')
    expect(cards.timeline.query).toBe(`msv=${demo}`)

    const review = await openAs('pages/webview/webview', { course_type: 'paperRead', id: '1' }, token)
    expect(cardsOf(review.page).message.path).toBe(`/pages/index/index?msv=${demo}`)
  })

  it('pages that are no goods offer no share menu', async () => {
    const token = await issueToken(s.kdb, demo, 'MINI')
    const { page } = await openAs('packageA/member/setting', {}, token)
    expect(page.onShareAppMessage).toBeUndefined()
    expect(page.onShareTimeline).toBeUndefined()
  })
})
