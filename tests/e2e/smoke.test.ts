/**
 * @jest-environment node
 *
 * Browser smoke tests of the foundation: the built H5 app in Debian's chromium, phone viewport with touch,
 * against the reference server on a fresh database. (tests/e2e/journeys.test.ts is the full journey suite.)
 */
import type { Page } from 'playwright-core'
import { productPerSuite, pageChunk, poll, loggedInPhone, newContext, renderQuiet, type Product } from './harness'
import { writeSetting, readSetting } from '../../server/src/system/settings'
import { sqliteKysely } from '../../server/src/db/kysely'
import { DEFAULT_SITE } from '../../server/src/system/site'

const suite = productPerSuite()
let product: Product
beforeAll(() => {
  product = suite.current
})

async function open(hash: string): Promise<{ page: Page; errors: string[] }> {
  const ctx = await product.phone()
  const page = await ctx.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  await page.goto(`${product.url}/${hash}`)
  return { page, errors }
}

const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${product.url}${path}`)
  return ((await res.json()) as { data: T }).data
}

describe('H5 app in a real browser', () => {
  it('the home page renders the server view blocks, the live block included', async () => {
    const { page, errors } = await open('#/pages/index/index')
    await page.getByText('热门课程').waitFor()
    for (const title of ['拜厄钢琴基本教程精讲', '车尔尼599练习曲详解', '全部课程', '免费好课']) {
      await expect(page.getByText(title).first().isVisible()).resolves.toBe(true)
    }
    // The live add-on's block, filled by the server with the studio's live classes.
    // Waits for the card itself: the block's title can draw a moment before its cards on a loaded machine.
    await page.getByText('近期直播').waitFor()
    await page.locator('.block-live').getByText('乐理直播课：和声入门').waitFor()
    await page.getByText('¥99').first().waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('first load: the page chunk, the first requests and the cover start before the app bundle has run, each once', async () => {
    const ctx = await product.phone()
    const page = await ctx.newPage()
    const asked: string[] = []
    page.on('request', (r) => asked.push(new URL(r.url()).pathname))
    await page.goto(`${product.url}/#/pages/course/show?id=2`)
    const course = page.locator('.course')
    await course.locator('.course__cta').waitFor()
    // index.html's inline scripts put the course chunk, the course and its cover on the wire.
    const preloaded = await page.evaluate(
      "Array.from(document.querySelectorAll('link[rel=preload]')).map(function (l) { return l.getAttribute('href') })"
    ) as string[]
    expect(preloaded).toEqual(expect.arrayContaining([`/${pageChunk('pages/course/show')}`, expect.stringMatching(/\/media\/thumbs\/course-2\.svg$/)]))
    // The app used those answers instead of asking again.
    for (const once of ['/api/v2/course/2', '/api/v2/other/config', '/addons/templateOne/api/v1/config']) {
      expect(asked.filter((p) => p === once)).toHaveLength(1)
    }
    await ctx.close()
  })

  it('first load: scripts compile off the main thread, toasts come later in their own chunk, icons wait for the rest', async () => {
    const html = await (await fetch(`${product.url}/`)).text()
    // The entry scripts are preloaded in the head and started by index.html's inline start script (src/earlySnapshot.js).
    const entry = [...html.matchAll(/<link rel="preload" as="script" href="\/(js\/[^"]+\.js)">/g)].map((m) => m[1])
    expect(entry.length).toBeGreaterThanOrEqual(3)
    expect(html).toContain(JSON.stringify(entry.map((f) => `/${f}`)))
    const landing = ['pages/index/index', 'pages/course/show', 'packageA/book/show'].map(pageChunk)
    for (const file of [...entry, ...landing]) {
      const code = await (await fetch(`${product.url}/${file}`)).text()
      expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
      // Taro's modal styles travel with the interaction chunk only.
      expect(code).not.toContain('taro-modal__foot')
    }

    const ctx = await product.phone()
    const page = await ctx.newPage()
    const asked: { path: string; at: number }[] = []
    page.on('request', (r) => asked.push({ path: new URL(r.url()).pathname, at: Date.now() }))
    await page.goto(`${product.url}/#/pages/index/index`)
    const loadedAt = Date.now()
    await page.locator('.block-grid__icon img').first().waitFor()
    for (const img of await page.locator('.block-grid__icon img').all()) {
      await expect(img.getAttribute('fetchpriority')).resolves.toBe('low')
    }
    // Fetched once the page has loaded and gone idle, without a tap.
    const interaction = await poll(
      () => asked.find((r) => /\/js\/taro-interaction\.[0-9a-f]+\.js$/.test(r.path)),
      (r) => r !== undefined
    )
    expect(interaction!.at).toBeGreaterThanOrEqual(loadedAt)
    await ctx.close()
  })

  it('the tab bar marks the current tab, switches tabs on a tap and stays off other pages', async () => {
    const { page, errors } = await open('#/pages/member/index')
    const bar = page.locator('taro-tabbar')
    const current = () => bar.locator('.weui-bar__item_on .weui-tabbar__label').innerText()
    await bar.locator('.weui-tabbar__label', { hasText: '学习' }).waitFor()
    await expect(current()).resolves.toBe('我的')
    await bar.getByText('首页', { exact: true }).tap()
    await page.waitForURL(/#\/pages\/index\/index/)
    await expect(poll(current, (t) => t === '首页')).resolves.toBe('首页')
    await page.locator('.home').getByText('车尔尼599练习曲详解').first().tap()
    await page.waitForURL(/#\/pages\/course\/show\?id=3/)
    await expect(poll(() => bar.isVisible(), (v) => !v)).resolves.toBe(false)
    await page.goBack()
    await page.waitForURL(/#\/pages\/index\/index/)
    await expect(poll(() => bar.isVisible(), (v) => v)).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('the home grid leads a visitor to every kind of learning: live classes, exams, learning paths, piano audio', async () => {
    const { page, errors } = await open('#/pages/index/index')
    const grid = page.locator('.block-grid')
    // Each entry opens its page, which shows its own content (not the not-found page). Tapped as soon as
    // it shows, as a learner would (docs/decisions/stable-layout-while-loading.md).
    const entries: Array<[string, string, string]> = [
      ['直播课', '/packageA/live/index', '乐理直播课：和声入门'],
      ['考试中心', '/packageA/exam/home', '错题本'],
      ['学习路径', '/packageA/learnPath/index', '零基础到考级三级'],
      ['钢琴音频', '/packageB/pianoAudio/index', '音阶与琶音']
    ]
    for (const [name, path, content] of entries) {
      await grid.getByText(name, { exact: true }).tap()
      await page.waitForURL(new RegExp(`#${path}`))
      // In the opened page's own container (the home page also lists 乐理直播课).
      await page.locator(`.taro_page[id^="${path}?"]`).getByText(content).first().waitFor()
      // Back at once, as a learner who opened the wrong entry would: within the time Taro's page slide took.
      await page.goBack()
      await page.waitForURL(/#\/pages\/index\/index/)
    }
    // The home page stays shown, alone, once every slide has ended (their late timers used to hide it or slide the last page back).
    await renderQuiet(page)
    await expect(grid.isVisible()).resolves.toBe(true)
    await expect(page.locator('.taro_page.taro_page_show').count()).resolves.toBe(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('the course list filters by category (from the home grid) and by scene', async () => {
    const { page, errors } = await open('#/pages/index/index')
    await page.getByText('考级专区').tap()
    await page.waitForURL(/#\/packageA\/vod\/index\?category_id=2/)
    // The home page stays mounted under it (Taro keeps the page stack): look inside the list page only.
    const list = page.locator('.courses')
    // Each filter tap reloads the list and the previous cards may still be on screen for a moment:
    // wait for the expected number of cards, then check exactly which ones they are.
    const cardTitles = (count: number) =>
      poll(() => list.locator('.course-card__title').allInnerTexts(), (titles) => titles.length === count)
    await expect(cardTitles(2)).resolves.toEqual(expect.arrayContaining(['车尔尼599练习曲详解']))
    await list.getByRole('radio', { name: '全部' }).tap()
    await list.locator('.courses__scene', { hasText: '免费' }).tap()
    await expect(cardTitles(1)).resolves.toEqual(['钢琴零基础入门'])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('search: from home, highlighted results, open a hit, recent searches remembered', async () => {
    const { page, errors } = await open('#/pages/index/index')
    await page.locator('.home__search').tap()
    await page.waitForURL(/#\/pages\/search\/search/)
    const search = page.locator('.search')
    await search.getByPlaceholder('搜索课程、曲目、考级').fill('车尔尼')
    await search.getByText('搜索', { exact: true }).tap()
    await search.locator('.hit em', { hasText: '车尔尼' }).first().waitFor()
    await search.locator('.hit', { hasText: '车尔尼599练习曲详解' }).first().tap()
    await page.waitForURL(/#\/pages\/course\/show\?id=3/)
    // "练习" is in course and lesson titles: the type filter narrows to lessons.
    await page.goto('about:blank')
    await page.goto(`${product.url}/#/pages/search/search?keywords=${encodeURIComponent('练习')}`)
    await search.locator('.hit__type', { hasText: '课程' }).first().waitFor()
    await search.locator('.search__type', { hasText: '课时' }).tap()
    const types = await poll(() => search.locator('.hit__type').allInnerTexts(), (t) => t.length > 0 && !t.includes('课程'))
    expect(new Set(types)).toEqual(new Set(['课时']))
    await page.goto('about:blank')
    await page.goto(`${product.url}/#/pages/search/search`)
    await page.locator('.search__tag', { hasText: '车尔尼' }).waitFor()
    await search.getByPlaceholder('搜索课程、曲目、考级').fill('不存在的曲目')
    await search.getByText('搜索', { exact: true }).tap()
    await page.getByText('没有找到与“不存在的曲目”相关的内容').waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('an anonymous learner logs in by SMS code and comes back to the me tab', async () => {
    const { page, errors } = await open('#/pages/member/index')
    // Listen before the tap: the login page asks for its captcha as soon as it mounts.
    const captcha = page.waitForResponse((r) => r.url().includes('/api/v2/captcha/image'))
    await page.getByText('登录 / 注册').tap()
    await page.getByText('验证码登录').waitFor()
    const { data } = (await (await captcha).json()) as { data: { key: string } }
    const { answer } = await api<{ answer: string }>(`/sandbox/captcha/answer?key=${data.key}`)
    await page.getByPlaceholder('请输入手机号').fill('13800138000')
    await page.getByPlaceholder('请输入图形验证码').fill(answer)
    await page.getByText('获取验证码').tap()
    await page.getByText(/秒后重发/).waitFor()
    const { code } = await api<{ code: string }>('/sandbox/sms/latest?mobile=13800138000')
    await page.getByPlaceholder('请输入短信验证码').fill(code)
    // The agreement's parts are 44 px tap targets: a tap 10 px outside the small mark still ticks it.
    const box = page.locator('.agreement__box')
    for (const part of await page.locator('.agreement__text, .agreement__link').all()) {
      expect((await part.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    await box.tap({ position: { x: -10, y: -10 } })
    await expect(box.getAttribute('aria-checked')).resolves.toBe('true')
    await page.locator('.login__submit').tap()
    await page.getByText('琴童小雨').waitFor()
    expect(page.url()).toContain('#/pages/member/index')
    await expect(page.getByText('138****8000').isVisible()).resolves.toBe(true)
    const token = await page.evaluate(() => localStorage.getItem('meedu-h5-token'))
    expect(token).toBeTruthy()
    // Logging out clears the session and says so.
    await page.getByText('退出登录').tap()
    await page.getByText('已安全退出').waitFor()
    await page.getByText('登录 / 注册').waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('Back while the next page is still loading stays on the page the learner went back to', async () => {
    const { page, errors } = await open('#/pages/index/index')
    // The live list's code is slow to arrive, as on a poor network.
    let release = () => {}
    const held = new Promise<void>((r) => (release = r))
    await page.route(`**/${pageChunk('packageA/live/index')}`, async (route) => {
      await held
      await route.continue()
    })
    await page.locator('.block-grid').getByText('直播课', { exact: true }).tap()
    await page.waitForURL(/#\/packageA\/live\/index/)
    await page.goBack()
    await page.waitForURL(/#\/pages\/index\/index/)
    release()
    await page.waitForResponse((r) => r.url().endsWith(pageChunk('packageA/live/index')))
    await renderQuiet(page)
    // Home, shown and alone: Taro's router used to show the live list here, or nothing at all.
    await expect(page.locator('.block-grid').isVisible()).resolves.toBe(true)
    await expect(page.locator('.taro_page.taro_page_show').count()).resolves.toBe(1)
    expect(page.url()).toContain('#/pages/index/index')
    // And the entry still works.
    await page.locator('.block-grid').getByText('直播课', { exact: true }).tap()
    await page.getByText('乐理直播课：和声入门').filter({ visible: true }).first().waitFor()
    // Home is hidden once the slide-in ends (Taro hides the page below after the animation, so
    // on a loaded machine the list's text can be drawn while home is still there for a moment).
    await page.locator('.block-grid').waitFor({ state: 'hidden' })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('nothing moves under a tap while a page loads: one root scale, and the me tab holds its rows', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    // Every root font size the page ever had (Taro's own script set 20 px first, 20.8 px 500 ms later).
    // (From the first frame: an init script runs before the document has its root element.)
    await page.addInitScript(`window.__rootSizes = [];
      requestAnimationFrame(function watch() { var f = document.documentElement.style.fontSize; var s = window.__rootSizes;
        if (f && s[s.length - 1] !== f) s.push(f); if (performance.now() < 6000) requestAnimationFrame(watch) })`)
    // The member detail answers well after the site config, as on a slow network.
    await page.route('**/api/v2/member/detail', async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      await route.continue()
    })
    await page.goto(`${product.url}/#/pages/member/index`)
    const row = page.locator('.member__entry', { hasText: '余额充值' })
    await row.waitFor()
    const before = await row.boundingBox()
    await page.getByText('琴童小雨').waitFor()
    await page.locator('.member__stat-value', { hasText: 'VIP' }).or(page.locator('.member__stat-value', { hasText: '—' })).waitFor()
    await renderQuiet(page)
    expect(await row.boundingBox()).toEqual(before)
    await expect(page.evaluate('window.__rootSizes')).resolves.toEqual(['20.8px']) // 390 px wide / 18.75 rem
    await ctx.close()
  })

  it('the me tab says when the member detail cannot be fetched, in the same space, and 重试 fetches it', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    await page.route('**/api/v2/member/detail', (route) => route.abort('internetdisconnected'))
    await page.goto(`${product.url}/#/pages/member/index`)
    const row = page.locator('.member__entry', { hasText: '余额充值' })
    await row.waitFor()
    const before = await row.boundingBox()
    // After the request layer's own retries (0.4 s, 0.8 s), not an endless placeholder.
    await page.getByText('个人信息加载失败').waitFor()
    expect(await row.boundingBox()).toEqual(before)
    // A button to assistive technology too (Taro's H5 Button is a div: config/shims/taro-button.js).
    const retry = page.getByRole('button', { name: '重试' })
    expect((await retry.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await page.unroute('**/api/v2/member/detail')
    // Pressed from the keyboard (focus, Enter), which reaches the same handler as a tap.
    await retry.focus()
    await page.keyboard.press('Enter')
    await page.getByText('琴童小雨').waitFor()
    await expect(page.getByText('个人信息加载失败').count()).resolves.toBe(0)
    expect(await row.boundingBox()).toEqual(before)
    await ctx.close()
  })

  it('buttons are at least 44 px tall and inside the screen, as on the mini-program', async () => {
    // Taro's H5 button shrank to its text (27 px) and was width: 100%, so one with side margins ran off
    // the screen (the password page's 确认, the login page's 登录): app.scss draws it like WeChat's.
    for (const [hash, name, learner] of [
      ['#/pages/auth/login', '登录', false],
      ['#/pages/auth/login-error?login_err_msg=x', '重新登录', false],
      ['#/pages/course/show?id=2', '购买课程 ¥99', false],
      ['#/packageA/member/profile/password', '确认', true]
    ] as const) {
      const page = learner ? await (await loggedInPhone(product)).newPage() : (await open(hash)).page
      if (learner) await page.goto(`${product.url}/${hash}`)
      const button = page.getByRole('button', { name, exact: true })
      await button.waitFor()
      const box = (await button.boundingBox())!
      expect({ hash, height: box.height >= 44, inside: box.x >= 0 && box.x + box.width <= 390 }).toEqual({ hash, height: true, inside: true })
      await page.context().close()
    }
  })

  it('a page chunk that fails to load shows an error with retry, and retry recovers', async () => {
    const ctx = await product.phone()
    const page = await ctx.newPage()
    const chunk = pageChunk('pages/auth/login-error')
    await page.route(`**/${chunk}`, (route) => route.abort('internetdisconnected'))
    await page.goto(`${product.url}/#/pages/auth/login-error`)
    await page.getByText('页面加载失败').waitFor()
    await expect(page.getByRole('button', { name: '重试' }).isVisible()).resolves.toBe(true)
    await page.unroute(`**/${chunk}`)
    await page.getByRole('button', { name: '重试' }).tap()
    await page.getByText('第三方登录未完成，请重试').waitFor()
    await ctx.close()
  })

  it('a desktop browser is sent to pc_url with the stored referral code', async () => {
    const kdb = sqliteKysely(product.db)
    const site = await readSetting(kdb, 'site', DEFAULT_SITE)
    await writeSetting(kdb, 'site', { ...site, pc_url: 'https://pc.studio.test/' })
    try {
      const ctx = await newContext(product.browser, { viewport: { width: 1280, height: 800 } })
      const page = await ctx.newPage()
      await page.route('https://pc.studio.test/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>PC</title>PC站' }))
      await page.goto(`${product.url}/#/pages/index/index?msv=77`)
      await page.waitForURL(/pc\.studio\.test/)
      expect(page.url()).toBe('https://pc.studio.test/?msv=77')
      await ctx.close()
    } finally {
      await writeSetting(kdb, 'site', site)
    }
  })
})
