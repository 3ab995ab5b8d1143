/** @jest-environment node */
/**
 * The whole server on PostgreSQL (`DATABASE_URL`): core and add-on migrations, the demo seeds and every
 * add-on, built as main.ts builds it, then driven as a learner would: every list the app reads answers, a
 * course is bought and paid, and what the learner then sees comes from PostgreSQL.
 */
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import type { Db } from '../../server/src/db/kysely'
import { IMPLEMENTED_ADDONS } from '../../server/src/addons'
import { responseCacheStats } from '../../server/src/http/responseCache'
import { endpointTables } from '../../types/endpoints'
import { seededPostgres, startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwawayPostgres'
import { PUBLIC, driverOf, notifyPaid, smsRecorder, type TestServer } from './helpers'

describe('the server on PostgreSQL', () => {
  let pg: ThrowawayPostgres
  let kdb: Db
  let app: FastifyInstance
  let s: Pick<TestServer, 'call' | 'login'>
  let token: string

  beforeAll(async () => {
    pg = await startThrowawayPostgres()
    kdb = await seededPostgres(pg, PUBLIC)
    const { sms, provider } = smsRecorder()
    // Every add-on, the opt-in referral scheme too: each one's migrations, seed and routes on PostgreSQL.
    app = await buildApp({ kdb, mode: 'test', sms: provider, publicUrl: PUBLIC, enabledAddons: [...IMPLEMENTED_ADDONS] })
    s = { ...driverOf(app, sms), app } as never
    token = await s.login('13800138000')
  }, 180_000)
  afterAll(async () => {
    await app?.close()
    await kdb?.destroy()
    pg?.stop()
  })

  it('answers every list the app reads without a server error, for a visitor and for the demo learner', async () => {
    const lists = Object.values(endpointTables)
      .flatMap((table) => Object.values(table) as { method: string; path: string }[])
      .filter((e) => e.method === 'GET' && !e.path.includes(':'))
    expect(lists.length).toBeGreaterThan(60)
    const failures: string[] = []
    for (const e of lists) {
      for (const who of [undefined, token]) {
        const r = await s.call('GET', e.path, { token: who })
        if (r.status >= 500 || r.code === 500) failures.push(`${e.path} (${who ? 'learner' : 'visitor'}): ${r.status} ${r.message}`)
      }
    }
    expect(failures).toEqual([])
    // What the lists say comes from the seeds: the studio's catalogue and every add-on's demo content.
    const courses = await s.call<{ data: { title: string }[] }>('GET', '/api/v2/courses?page_size=50')
    expect(courses.data.data.map((c) => c.title)).toContain('钢琴零基础入门')
    const books = await s.call<{ data: { data: { name: string }[] } }>('GET', '/addons/MeeduBooks/api/v1/books')
    expect(books.data.data.data.length).toBeGreaterThan(0)
  }, 300_000)

  it('a learner buys a course, the gateway says paid, and the course, the message and the points are there', async () => {
    const before = (await s.call<{ credit1: number }>('GET', '/api/v2/member/detail', { token })).data.credit1
    const order = await s.call<{ order_id: string }>('POST', '/api/v2/order/course', { token, body: { course_id: 3 } })
    expect(order.code).toBe(0)
    expect((await notifyPaid(s as TestServer, order.data.order_id)).data).toMatchObject({ delivered: true })
    const mine = await s.call<{ data: { course_id: number }[] }>('GET', '/api/v3/member/courses', { token })
    expect(mine.data.data.map((r) => r.course_id)).toContain(3)
    const messages = await s.call<{ data: { data: { message: string } }[] }>('GET', '/api/v2/member/messages', { token })
    expect(messages.data.data[0].data.message).toMatch(/^订单 \d+ 支付成功/)
    const status = await s.call<{ status: number }>('GET', `/api/v2/order/status?order_id=${order.data.order_id}`, { token })
    expect(status.data.status).toBe(9)
    expect((await s.call<{ credit1: number }>('GET', '/api/v2/member/detail', { token })).data.credit1).toBeGreaterThanOrEqual(before)
  }, 120_000)

  it('keeps anonymous catalogue answers and drops them when a table they read is written', async () => {
    const url = '/api/v2/courses?page=1&page_size=3'
    const first = await s.call<{ data: { id: number; title: string }[] }>('GET', url)
    const hitsBefore = responseCacheStats(app)!.hits
    await s.call('GET', url)
    expect(responseCacheStats(app)!.hits).toBe(hitsBefore + 1)
    const top = first.data.data[0]
    await kdb.updateTable('courses').set({ title: '肖邦夜曲精讲' }).where('id', '=', top.id).execute()
    const after = await s.call<{ data: { id: number; title: string }[] }>('GET', url)
    expect(after.data.data[0].title).toBe('肖邦夜曲精讲')
  }, 60_000)
})
