/**
 * @jest-environment node
 *
 * Articles, Q&A and learning paths in a real browser, as learners walk them: a visitor reads a free article;
 * the demo learner unlocks a paid one through the cashier and the sandbox gateway, comments and replies;
 * asks a question with an image and a bounty, a second learner answers, the asker accepts and the points
 * move once; and a learning path is followed step to step. Checked against the database.
 */
import { hashPassword } from '../../server/src/auth/tokens'
import { PNG_1PX } from '../server/helpers'
import { demoUserId, loggedInPhone, payAtCashier, poll, productPerSuite, type Product } from './harness'

const suite = productPerSuite()
let product: Product
beforeAll(() => {
  product = suite.current
})

const demoId = () => demoUserId(product)
const credit1 = (mobile: string) => product.db.prepare('SELECT credit1 FROM users WHERE mobile = ?').pluck().get(mobile) as number

describe('articles', () => {
  it('a visitor reads a free article; the learner unlocks a paid one, comments and replies', async () => {
    const visitorCtx = await product.phone()
    const visitor = await visitorCtx.newPage()
    await visitor.goto(`${product.url}/#/packageA/topic/index`)
    await visitor.getByText('每天二十分钟也能进步：高效练琴的三段式').tap()
    await visitor.waitForURL(/#\/pages\/webview\/webview\?course_type=topic&id=1/)
    await visitor.getByText('第三段：完整演奏五分钟').waitFor()
    await visitor.locator('.nav-bar__title', { hasText: '每天二十分钟也能进步' }).waitFor()
    await visitorCtx.close()

    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${product.url}/#/packageA/topic/index`)
    await page.locator('.chip-bar__chip', { hasText: '家长陪练' }).tap()
    await page.getByText('练琴不哭不闹：和孩子一起定一张练琴计划表').tap()
    await page.getByText('以上为免费部分，解锁后阅读全文').waitFor()
    await expect(page.getByText('计划表的四个栏目').count()).resolves.toBe(0)
    // Only buyers comment.
    await page.getByText('购买后才能评论').waitFor()
    await page.locator('.btn:visible', { hasText: '解锁全文 ¥9' }).tap()
    await page.waitForURL(/#\/pages\/order\/order\?goods_type=topic&goods_id=3/)
    await page.getByText('图文 · 家长陪练 · 解锁全文').waitFor()
    await payAtCashier(page)
    expect(product.db.prepare('SELECT 1 FROM user_topics WHERE user_id = ? AND topic_id = 3').get(demoId())).toBeTruthy()
    await page.locator('.btn:visible', { hasText: '查看图文' }).tap()
    await page.waitForURL(/#\/pages\/webview\/webview\?course_type=topic&id=3/)
    await page.getByText('计划表的四个栏目').waitFor()

    // Comment, then reply to it.
    await page.getByPlaceholder('读完有什么想法？').fill('计划表已经贴在琴边了')
    await page.locator('.comments__send').tap()
    await page.locator('.comment__text', { hasText: '计划表已经贴在琴边了' }).waitFor()
    await page.locator('.comment', { hasText: '计划表已经贴在琴边了' }).locator('.comment__reply-btn').first().tap()
    await page.getByPlaceholder('回复 琴童小雨').fill('一周后来打卡')
    await page.locator('.comments__send').tap()
    await page.locator('.comment__replies', { hasText: '一周后来打卡' }).waitFor()
    await page.getByText('琴童小雨 回复 琴童小雨').waitFor()
    const rows = product.db.prepare('SELECT parent_id, reply_comment_id, content FROM topic_comments WHERE topic_id = 3 ORDER BY id').all() as { parent_id: number; reply_comment_id: number; content: string }[]
    expect(rows.map((r) => r.content)).toEqual(['计划表已经贴在琴边了', '一周后来打卡'])
    expect(rows[1].parent_id).toBeGreaterThan(0)

    // Like: stored once, and shown.
    await page.locator('.topic__action', { hasText: '点赞' }).tap()
    await page.locator('.topic__action--on', { hasText: '已点赞 1' }).waitFor()
    expect(product.db.prepare('SELECT COUNT(*) FROM topic_votes WHERE topic_id = 3').pluck().get()).toBe(1)
    expect(errors).toEqual([])
    await ctx.close()
  })
})

describe('Q&A', () => {
  it('ask with an image and a bounty, a second learner answers, the asker accepts, the points move once', async () => {
    const before = credit1('13800138000')
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${product.url}/#/packageA/qa/index`)
    // Newest first.
    await page.getByText('一周上几次课比较好？').waitFor()
    await page.locator('.qa__ask').tap()
    await page.waitForURL(/#\/packageA\/qa\/create/)
    await page.getByPlaceholder('一句话说清你的问题').fill('这段左手指法怎么安排更顺？')
    await page.locator('.qa-form .chip-bar__chip', { hasText: '基本功' }).tap()
    await page.locator('.qa-form__content textarea').fill('车尔尼599第19条，左手的指法总是别扭，谱子见图。')
    // The picker offers the camera or the album (Taro's H5 action sheet), then the file dialog.
    await page.locator('.image-picker__add').tap()
    const chooser = page.waitForEvent('filechooser')
    await page.getByText('从相册选择').tap()
    await (await chooser).setFiles({ name: 'score.png', mimeType: 'image/png', buffer: PNG_1PX })
    await page.locator('.image-picker__img').waitFor()
    await page.locator('input.qa-form__bounty-input').fill('10')
    await page.locator('.qa-form__submit').tap()
    await page.waitForURL(/#\/packageA\/qa\/show\?id=\d+/)
    await page.getByText('悬赏 10 积分').waitFor()
    await page.locator('.qa-images__img').first().waitFor()
    const qid = Number(new URL(page.url().replace('/#/', '/')).searchParams.get('id'))
    const stored = product.db.prepare('SELECT title, images, credit1 FROM wenda_questions WHERE id = ?').get(qid) as { title: string; images: string; credit1: number }
    expect(stored).toMatchObject({ title: '这段左手指法怎么安排更顺？', credit1: 10 })
    expect(JSON.parse(stored.images)).toEqual([expect.stringMatching(/\/media\/wenda\/[\w-]+\.png$/)])
    expect(credit1('13800138000')).toBe(before - 10)

    // A second learner answers.
    product.db.prepare("UPDATE users SET password_hash = ? WHERE mobile = '13900139000'").run(hashPassword('piano456'))
    const peerBefore = credit1('13900139000')
    const peerCtx = await loggedInPhone(product, '13900139000', 'piano456')
    const peer = await peerCtx.newPage()
    await peer.goto(`${product.url}/#/packageA/qa/show?id=${qid}`)
    await peer.locator('.btn:visible', { hasText: '回答问题' }).tap()
    await peer.waitForURL(/#\/packageA\/qa\/reply\?id=/)
    await peer.locator('.qa-page__text textarea').fill('第19条左手用5-3-1的指法，大拇指提前准备。')
    await peer.locator('.qa-page__submit').tap()
    await peer.waitForURL(/#\/packageA\/qa\/show\?id=/)
    await peer.getByText('第19条左手用5-3-1的指法').waitFor()
    await expect(peer.locator('.answer__accept').count()).resolves.toBe(0)
    await peerCtx.close()

    // The asker accepts it.
    await page.reload()
    await page.getByText('第19条左手用5-3-1的指法').waitFor()
    await page.locator('.answer__accept').tap()
    await page.locator('.taro-modal__content', { hasText: '10积分悬赏将发给回答者' }).waitFor()
    await page.locator('.taro-modal__foot').getByText('采纳').click()
    await page.getByText('此回答已被题主采纳').waitFor()
    await page.getByText('问题已解决，不再接受新回答').waitFor()
    const paid = await poll(() => credit1('13900139000'), (v) => v === peerBefore + 10)
    expect(paid).toBe(peerBefore + 10)
    const peerId = product.db.prepare("SELECT id FROM users WHERE mobile = '13900139000'").pluck().get() as number
    expect(product.db.prepare("SELECT COUNT(*) FROM credit1_records WHERE user_id = ? AND remark LIKE '回答被采纳：这段左手指法%'").pluck().get(peerId)).toBe(1)
    expect(credit1('13800138000')).toBe(before - 10)
    expect(errors).toEqual([])
    await ctx.close()
  })
})

describe('learning paths', () => {
  it('the learner follows a path step to step, each item opening its own page', async () => {
    const ctx = await loggedInPhone(product)
    const page = await ctx.newPage()
    await page.goto(`${product.url}/#/packageA/learnPath/index`)
    await page.locator('.chip-bar__chip', { hasText: '考级路线' }).tap()
    await page.getByText('零基础到考级三级').tap()
    await page.waitForURL(/#\/packageA\/learnPath\/show\?id=1/)
    await page.getByText('购买套餐¥499（共9课程）').waitFor()
    await page.getByText(/已学 \d+\/9/).waitFor()
    // Each item of each step opens its own page (coming back to the path through its link each time).
    const openItem = async (step: string, item: string, url: RegExp, pageClass: string) => {
      await page.goto('about:blank')
      await page.goto(`${product.url}/#/packageA/learnPath/show?id=1`)
      await page.locator('.path .step', { hasText: step }).getByText(item).tap()
      await page.waitForURL(url)
      await page.locator(pageClass).getByText(item).first().waitFor()
    }
    await openItem('第一阶段：认识钢琴', '乐理基础：写给琴童家长的第一本书', /#\/packageA\/book\/show\?id=1/, '.book')
    await openItem('第二阶段：打好基本功', '小汤普森简易钢琴教程', /#\/pages\/course\/show\?id=9/, '.course')
    await openItem('第四阶段：考级冲刺', '考级曲目赏析（一至四级）', /#\/packageA\/book\/show\?id=3/, '.book')
    // The free path: 继续学习 opens the first item not started yet (the learner has read its book, not its course).
    await page.goto('about:blank')
    await page.goto(`${product.url}/#/packageA/learnPath/show?id=4`)
    await page.getByText('本路径免费').waitFor()
    await page.getByText('已学 1/2').waitFor()
    await page.locator('.path .btn:visible', { hasText: '继续学习' }).tap()
    await page.waitForURL(/#\/pages\/course\/show\?id=1/)
    await page.locator('.course').getByText('钢琴零基础入门').first().waitFor()
    await ctx.close()
  })
})
