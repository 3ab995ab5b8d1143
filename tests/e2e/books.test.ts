/**
 * @jest-environment node
 *
 * E-books in a real browser, as a learner walks them: a visitor reads the free trial chapters of a paid
 * book, meets the paywall, logs in, buys the book through the cashier and the sandbox gateway, reads a
 * paid chapter, and on coming back is offered that chapter again; checked against the database.
 */
import { demoUserId, payAtCashier, productPerSuite, type Product } from './harness'

const suite = productPerSuite()
let product: Product
beforeAll(() => {
  product = suite.current
})

const demoId = () => demoUserId(product)

describe('reading and buying an e-book', () => {
  it('trial chapters open to a visitor; after login and purchase the paid chapters open; the book remembers the chapter', async () => {
    const ctx = await product.phone()
    const page = await ctx.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))

    // The list, then the book: 试读 marks on the free chapters of a paid book.
    await page.goto(`${product.url}/#/packageA/book/index`)
    await page.getByText('识谱与节奏：七天看懂五线谱').tap()
    await page.waitForURL(/#\/packageA\/book\/show\?id=2/)
    const book = page.locator('.book')
    await book.getByText('第一天：五线谱与高音谱号').waitFor()
    await expect(book.locator('.toc__badge').allInnerTexts()).resolves.toEqual(['试读', '试读'])
    await expect(book.locator('.toc__lock').count()).resolves.toBeGreaterThan(0)

    // A visitor reads the trial chapter, and the next one.
    await book.locator('.btn', { hasText: '免费试读' }).tap()
    await page.waitForURL(/#\/packageA\/book\/read\?id=\d+/)
    const reader = page.locator('.reader')
    await reader.getByText('五线谱由五条平行线组成', { exact: false }).waitFor()
    await reader.locator('.btn', { hasText: '下一篇' }).tap()
    await reader.getByText('低音谱号的两个点夹住第四线', { exact: false }).waitFor()

    // The third chapter is paid: the reader says why, and offers a login.
    await reader.locator('.btn', { hasText: '下一篇' }).tap()
    await page.getByText('本篇需购买电子书后阅读，已购买请先登录').waitFor()
    const paidUrl = page.url()
    await expect(page.getByText('超出五线范围的音写在加线上', { exact: false }).count()).resolves.toBe(0)
    const captcha = page.waitForResponse((r) => r.url().includes('/api/v2/captcha/image'))
    await reader.locator('.btn', { hasText: '登录' }).tap()
    await page.waitForURL(/#\/pages\/auth\/login/)
    await captcha
    await page.getByText('密码登录').tap()
    await page.getByPlaceholder('请输入手机号').fill('13800138000')
    await page.getByPlaceholder('请输入密码').fill('piano123')
    await page.locator('.agreement__box').tap()
    await page.locator('.login__submit').tap()
    // Back at the chapter the learner wanted; still paid, now with the buy action.
    await page.waitForURL((u) => u.href === paidUrl)
    await page.locator('.reader .btn:visible', { hasText: '购买电子书 ¥29' }).tap()
    await page.waitForURL(/#\/pages\/order\/order\?goods_type=book&goods_id=2/)
    await page.getByText('电子书 · 共').waitFor()
    await payAtCashier(page)
    expect(product.db.prepare('SELECT 1 FROM user_books WHERE user_id = ? AND book_id = 2').get(demoId())).toBeTruthy()

    // The success page opens the book; the paid chapter now reads.
    await page.locator('.btn:visible', { hasText: '查看电子书' }).tap()
    await page.waitForURL(/#\/packageA\/book\/show\?id=2/)
    await page.locator('.book').getByText('第三天：加线与八度记号').tap()
    await page.getByText('超出五线范围的音写在加线上', { exact: false }).waitFor()

    // Reopening the book offers this chapter: 继续阅读 goes straight back to it.
    await page.goto('about:blank')
    await page.goto(`${product.url}/#/packageA/book/show?id=2`)
    await page.locator('.book .toc__last').waitFor()
    await expect(page.locator('.toc__article', { has: page.locator('.toc__last') }).textContent()).resolves.toContain('第三天')
    await page.locator('.book .btn:visible', { hasText: '继续阅读' }).tap()
    await page.getByText('超出五线范围的音写在加线上', { exact: false }).waitFor()
    // The server recorded it too (the learning tab and other devices resume from it).
    const view = product.db.prepare('SELECT a.title FROM book_views v JOIN book_articles a ON a.id = v.article_id WHERE v.user_id = ? ORDER BY v.updated_at DESC LIMIT 1').get(demoId()) as { title: string } | undefined
    expect(view?.title).toBe('第三天：加线与八度记号')
    expect(errors).toEqual([])
    await ctx.close()
  })

  it('a link to a book with a malformed id shows the invalid-link state with a way home', async () => {
    const ctx = await product.phone()
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/packageA/book/show?id=abc`)
    await page.locator('.result__title', { hasText: '链接无效' }).waitFor()
    await page.locator('.btn', { hasText: '返回首页' }).tap()
    await page.waitForURL(/#\/pages\/index\/index/)
    await ctx.close()
  })

  it('an unknown page and an old MeEdu H5 link: the not-found page, and the course the old link meant', async () => {
    const ctx = await product.phone()
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/packageA/member/wallet`)
    await page.locator('.result__title', { hasText: '页面不存在' }).waitFor()
    await page.locator('.btn', { hasText: '返回首页' }).tap()
    await page.waitForURL(/#\/pages\/index\/index/)
    await page.goto(`${product.url}/#/course/3`)
    await page.waitForURL(/#\/pages\/course\/show\?(.*&)?id=3$/)
    await page.getByText('车尔尼599练习曲详解').first().waitFor()
    await ctx.close()
  })
})
