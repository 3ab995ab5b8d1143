/**
 * The course detail page (pages/course/show) in jsdom, the API doubled by its endpoint tables: a skeleton
 * while the course loads; a failed load with 重试; loaded, a learner who has not bought it sees what it is,
 * its price and lessons, and 购买课程 opens the cashier for it; one who bought it starts the lesson they are
 * at.
 */
import CourseShowPage from '../../src/pages/course/show'
import { GET_RETRIES } from '../../src/core/request'
import { catalogue } from '../../types/endpoints/catalogue'
import { fakeApi } from '../helpers/fakeApi'
import { fail } from '../helpers/network'
import { courseDetail } from '../helpers/goods'
import { appState, byText, failedLoad, loading, pageText, type Seen } from '../helpers/appState'
import { mountPage, waitUntil } from '../helpers/mountPage'

let seen: Seen
let api: ReturnType<typeof fakeApi>
beforeEach(() => {
  seen = appState()
  api = fakeApi()
})

const open = () => mountPage(CourseShowPage, '/pages/course/show', { id: '2' })

describe('course detail', () => {
  it('shows a skeleton while the course loads', async () => {
    api.answer(catalogue.courseDetail, 'hang')
    await open()
    expect(loading()).toBe(true)
    expect(pageText()).not.toContain('拜厄钢琴基本教程精讲')
    expect(api.calls(catalogue.courseDetail).map((r) => r.url)).toEqual(['http://api.test/api/v2/course/2'])
  })

  it('a failed load (the network, through the request layer\'s retries) says why and offers 重试, which loads the course', async () => {
    const offline = Array<'network-error'>(1 + GET_RETRIES).fill('network-error')
    api.answer(catalogue.courseDetail, ...offline, { data: courseDetail() })
    const t = await open()
    await waitUntil(t, () => failedLoad() !== null)
    expect(failedLoad()!.message).toBe('网络连接失败，请检查网络后重试')
    await t.act(async () => void t.fireEvent.click(failedLoad()!.retry))
    await waitUntil(t, () => pageText().includes('拜厄钢琴基本教程精讲'))
    expect(api.calls(catalogue.courseDetail)).toHaveLength(offline.length + 1)
  })

  it('not bought: what it is, its price and lessons, and 购买课程 opens the cashier for it', async () => {
    api.answer(catalogue.courseDetail, { data: courseDetail() })
    const t = await open()
    await waitUntil(t, () => pageText().includes('拜厄钢琴基本教程精讲'))
    expect(pageText()).toContain('逐条精讲拜厄1-106条，打好扎实基本功')
    expect(pageText()).toContain('3课时 · 1287人在学')
    // The intro first for someone who cannot study it yet.
    await waitUntil(t, () => pageText().includes('主讲：林雅老师，上海音乐学院钢琴系硕士。'))

    await t.act(async () => void t.fireEvent.click(byText('目录')))
    for (const title of ['第1-30条', '第1-10条：单手练习', '第11-20条：双手配合', '第31-60条', '第31-40条：八度内的移位']) expect(pageText()).toContain(title)

    await t.act(async () => void t.fireEvent.click(byText('购买课程 ¥99')))
    expect(seen.nav).toEqual(['navigateTo /pages/order/order?goods_type=vod&goods_id=2'])
    expect(api.unanswered).toEqual([])
  })

  it('bought: the catalogue first, and 继续学习 opens the first lesson not finished', async () => {
    api.answer(catalogue.courseDetail, { data: courseDetail({ isBuy: true, videoWatchedProgress: { 7: { video_id: 7, watch_seconds: 600, watched_at: '2026-11-27 10:00:00' } } }) })
    const t = await open()
    await waitUntil(t, () => pageText().includes('继续学习'))
    expect(pageText()).toContain('第11-20条：双手配合')
    expect(pageText()).not.toContain('购买课程')
    await t.act(async () => void t.fireEvent.click(byText('继续学习')))
    expect(seen.nav).toEqual(['navigateTo /pages/course/video?id=8'])
  })
})

it('a course that does not exist: the server\'s message', async () => {
  appState()
  const api = fakeApi()
  api.answer(catalogue.courseDetail, fail(404, '课程不存在'))
  const t = await open()
  await waitUntil(t, () => failedLoad() !== null)
  expect(failedLoad()!.message).toBe('课程不存在')
})
