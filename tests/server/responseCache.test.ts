import fs from 'fs'
import os from 'os'
import path from 'path'
import Database from 'better-sqlite3'
import { buildApp } from '../../server/src/app'
import { migrate, openDatabase } from '../../server/src/db/db'
import { sqliteKysely } from '../../server/src/db/kysely'
import { seed } from '../../server/src/seed/seed'
import { responseCacheStats } from '../../server/src/http/responseCache'
import { resetClock } from '../../server/src/lib/time'
import { notifyPaid, serverPerTest, PUBLIC, sqlRun } from './helpers'

type Course = { id: number; title: string; user_count: number }
type Detail = { course: Course; isBuy: boolean; videoWatchedProgress: unknown }
type Page = { data: Course[] }

/** Headers of an answer without the ones Node writes for each answer (the date). */
const sameHeaders = (h: Record<string, unknown>) => {
  const { date: _date, ...rest } = h
  return rest
}

describe('anonymous catalogue answers kept in memory', () => {
  const ctx = serverPerTest()
  const stats = () => responseCacheStats(ctx.s.app)!
  afterEach(() => resetClock())

  it('answers a repeated visitor read from the entry, with the same body and headers', async () => {
    const { s } = ctx
    const first = await s.call<Page>('GET', '/api/v2/courses?page=1&page_size=5')
    expect(first.code).toBe(0)
    expect(stats()).toMatchObject({ hits: 0, stores: 1 })
    const second = await s.call<Page>('GET', '/api/v2/courses?page=1&page_size=5')
    expect(stats().hits).toBe(1)
    expect(second.raw).toBe(first.raw)
    expect(sameHeaders(second.headers)).toEqual(sameHeaders(first.headers))
    // Helmet's headers, as @fastify/helmet set them, on both (the hit skips the hook that sets them).
    expect(Object.keys(second.headers).sort()).toEqual(
      [
        'connection',
        'content-length',
        'content-security-policy',
        'content-type',
        'cross-origin-resource-policy',
        'date',
        'origin-agent-cluster',
        'referrer-policy',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection'
      ].sort()
    )
    expect(second.headers['content-security-policy']).toContain("default-src 'self'")
    expect(second.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8')
    // Another query is another entry.
    await s.call('GET', '/api/v2/courses?page=2&page_size=5')
    expect(stats()).toMatchObject({ hits: 1, stores: 2 })
  })

  it('never answers a learner from a visitor entry, and never keeps a learner answer', async () => {
    const { s, token } = ctx
    const anonymous = await s.call<Detail>('GET', '/api/v2/course/1')
    expect(anonymous.data.isBuy).toBe(false)
    const learner = await s.call<Detail>('GET', '/api/v2/course/1', { token })
    // Course 1 is free: the learner may study it, which the visitor's answer does not say.
    expect(learner.data.isBuy).toBe(true)
    expect(stats()).toMatchObject({ hits: 0, stores: 1 })
    // A learner first: nothing stored, the visitor after gets a visitor's answer.
    await s.call<Detail>('GET', '/api/v2/course/2', { token })
    expect(stats().stores).toBe(1)
    expect((await s.call<Detail>('GET', '/api/v2/course/2')).data.isBuy).toBe(false)
    // A rejected token counts as a learner too: looked up by its header, never served from the cache.
    await s.call<Detail>('GET', '/api/v2/course/1', { headers: { authorization: 'Bearer not-a-token' } })
    expect(stats().hits).toBe(0)
  })

  it('a write to a table the answer read drops it; a write elsewhere does not', async () => {
    const { s, token } = ctx
    const before = (await s.call<Page>('GET', '/api/v2/courses?page_size=50')).data.data.find((c) => c.id === 4)!
    // A login writes sessions and records, not the catalogue: still a hit.
    await s.login('13800138000')
    expect((await s.call<Page>('GET', '/api/v2/courses?page_size=50')).data.data.find((c) => c.id === 4)).toEqual(before)
    expect(stats().hits).toBe(1)
    // Buying the course (through the API) raises its learner count: the list shows it at once.
    const order = await s.call<{ order_id: string }>('POST', '/api/v2/order/course', { token, body: { course_id: 4 } })
    await notifyPaid(s, order.data.order_id)
    const after = (await s.call<Page>('GET', '/api/v2/courses?page_size=50')).data.data.find((c) => c.id === 4)!
    expect(after.user_count).toBe(before.user_count + 1)
    expect(stats().hits).toBe(1)
    // A direct statement on the same connection, and db.exec, count as well.
    await sqlRun(s, "UPDATE courses SET title = '改过的标题' WHERE id = 4")
    expect((await s.call<Detail>('GET', '/api/v2/course/4')).data.course.title).toBe('改过的标题')
    await s.call('GET', '/api/v2/course/4')
    await sqlRun(s, "UPDATE courses SET title = '又改了' WHERE id = 4")
    expect((await s.call<Detail>('GET', '/api/v2/course/4')).data.course.title).toBe('又改了')
  })

  it('a course published later shows once the server clock passes its time', async () => {
    const { s } = ctx
    const inAMinute = new Date(Date.now() + 8 * 3600_000 + 60_000).toISOString().slice(0, 19).replace('T', ' ')
    // Written through another connection would not do here (in memory); the row is set, then read twice.
    await sqlRun(s, 'UPDATE courses SET published_at = ? WHERE id = 5', inAMinute)
    const ids = async () => (await s.call<Page>('GET', '/api/v2/courses?page_size=50')).data.data.map((c) => c.id)
    expect(await ids()).not.toContain(5)
    expect(await ids()).not.toContain(5)
    expect(stats().hits).toBe(1)
    await s.call('POST', '/sandbox/clock/advance', { body: { seconds: 120 } })
    expect(await ids()).toContain(5)
  })

  it('keeps only successful answers', async () => {
    const { s } = ctx
    expect((await s.call('GET', '/api/v2/course/9999')).code).toBe(404)
    expect((await s.call('GET', '/api/v2/course/9999')).code).toBe(404)
    expect((await s.call('GET', '/api/v2/courses?page_size=abc')).code).toBe(1)
    expect(stats()).toMatchObject({ hits: 0, stores: 0 })
  })

  it('home blocks drop their entry when a block is written', async () => {
    const { s } = ctx
    const url = '/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index'
    const first = await s.call<{ id: number }[]>('GET', url)
    expect(first.data.length).toBeGreaterThan(0)
    await s.call('GET', url)
    expect(stats().hits).toBe(1)
    await sqlRun(s, 'DELETE FROM view_blocks WHERE id = ?', first.data[0].id)
    expect((await s.call<{ id: number }[]>('GET', url)).data.map((b) => b.id)).not.toContain(first.data[0].id)
  })
})

describe('a commit by another connection (another server process)', () => {
  it('drops every entry of this process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-cache-'))
    const file = path.join(dir, 'studio.db')
    const db = openDatabase(file)
    migrate(db)
    await seed(sqliteKysely(db), PUBLIC)
    const app = await buildApp({ db, mode: 'test', publicUrl: PUBLIC, sms: { name: 'test', send() {} } })
    const title = async () => JSON.parse((await app.inject('/api/v2/course/3')).body).data.course.title as string
    try {
      const before = await title()
      expect(await title()).toBe(before)
      expect(responseCacheStats(app)!.hits).toBe(1)
      const other = new Database(file)
      other.prepare("UPDATE courses SET title = '另一个进程改的' WHERE id = 3").run()
      other.close()
      expect(await title()).toBe('另一个进程改的')
    } finally {
      await app.close()
      db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
