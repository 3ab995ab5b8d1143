/**
 * @jest-environment node
 *
 * The e-book pages from the weapp build against the real reference server: the list with its categories,
 * the book with 试读 marks and the buy action, the reader with a trial chapter (readable) and a paid one
 * (locked) for a visitor, and readable after the learner owns the book.
 */
import path from 'path'
import fs from 'fs'
import { MiniRuntime } from './miniRuntime'
import { viaServer } from './serverBackend'
import { startServer, type TestServer } from '../server/helpers'

const ROOT = path.join(__dirname, '../../dist/weapp')

let s: TestServer
beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'app.js'))) throw new Error('dist/weapp missing: run `npm run build:weapp` first')
})
beforeEach(async () => {
  s = await startServer()
})
afterEach(async () => {
  await s.app.close()
  s.db.close()
})

const articleId = (title: string) => (s.db.prepare('SELECT id FROM book_articles WHERE title = ?').get(title) as { id: number }).id

describe('weapp e-books on the reference server', () => {
  it('the list shows the books and their categories', async () => {
    const rt = new MiniRuntime(ROOT, viaServer(s))
    await rt.launch({ path: 'packageA/book/index' })
    const page = await rt.open('packageA/book/index')
    const text = rt.text(page)
    for (const t of ['全部', '乐理基础：写给琴童家长的第一本书', '识谱与节奏：七天看懂五线谱', '考级曲目赏析（一至四级）', '会员免费', '¥']) expect(text).toContain(t)
  })

  it('a paid book shows its chapters with 试读 marks and the buy action', async () => {
    const rt = new MiniRuntime(ROOT, viaServer(s))
    await rt.launch({ path: 'packageA/book/show', query: { id: '2' } })
    const page = await rt.open('packageA/book/show', { id: '2' })
    const text = rt.text(page)
    for (const t of ['识谱与节奏：七天看懂五线谱', '第一天：五线谱与高音谱号', '试读', '需购买', '免费试读', '购买 ¥29']) expect(text).toContain(t)
  })

  it('the reader opens a trial chapter to a visitor and locks a paid one; the owner reads it', async () => {
    const trial = new MiniRuntime(ROOT, viaServer(s))
    await trial.launch({ path: 'packageA/book/read', query: { id: String(articleId('第一天：五线谱与高音谱号')) } })
    const open = await trial.open('packageA/book/read', { id: String(articleId('第一天：五线谱与高音谱号')) })
    expect(trial.text(open)).toContain('第一天：五线谱与高音谱号')
    expect(JSON.stringify(open.data)).toContain('五线谱由五条平行线组成')
    expect(trial.titles).toContain('识谱与节奏：七天看懂五线谱')

    const paidId = String(articleId('第三天：加线与八度记号'))
    const visitor = new MiniRuntime(ROOT, viaServer(s))
    await visitor.launch({ path: 'packageA/book/read', query: { id: paidId } })
    const locked = await visitor.open('packageA/book/read', { id: paidId })
    expect(visitor.text(locked)).toContain('本篇需购买电子书后阅读，已购买请先登录')
    expect(JSON.stringify(locked.data)).not.toContain('超出五线范围的音写在加线上')

    const token = await s.login('13700137000')
    const uid = (s.db.prepare("SELECT id FROM users WHERE mobile = '13700137000'").get() as { id: number }).id
    s.db.prepare("INSERT INTO user_books (user_id, book_id, charge, created_at) VALUES (?, 2, 29, datetime('now'))").run(uid)
    const owner = new MiniRuntime(ROOT, viaServer(s))
    owner.storage.set('meedu-h5-token', token)
    await owner.launch({ path: 'packageA/book/read', query: { id: paidId } })
    const readable = await owner.open('packageA/book/read', { id: paidId })
    expect(JSON.stringify(readable.data)).toContain('超出五线范围的音写在加线上')
    expect(owner.text(readable)).toContain('下一篇')
  })
})
