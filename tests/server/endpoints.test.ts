/** @jest-environment node */
/**
 * The endpoint tables (types/endpoints) and the server agree: every entry is a route the server registers
 * (method and path), and every route a client calls is an entry. Server-only routes (the sandbox, media
 * files) are the only ones outside the tables.
 */
import { endpointTables } from '../../types/endpoints'
import { adminTables } from '../../types/endpoints/admin'
import { catalogue } from '../../types/endpoints/catalogue'
import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../types/endpoints/endpoint'
import { IMPLEMENTED_ADDONS } from '../../server/src/addons'
import { routesOf } from '../../server/src/http/input'
import { startServer } from './helpers'
import Fastify from 'fastify'
import { route } from '../../server/src/http/route'
import { IdParams } from '../../types/contract/common'
import * as Catalogue from '../../types/contract/catalogue'
import * as OrderContract from '../../types/contract/order'
import { order } from '../../types/endpoints/order'
import { buyRoute } from '../../server/src/orders/buyRoute'
import { openDatabase } from '../../server/src/db/db'
import { sqliteKysely } from '../../server/src/db/kysely'

/** Routes no client calls through a table: the sandbox (development only), the media files and the console's own files. */
const SERVER_ONLY = /^\/(sandbox|media|admin)(\/|$)/

const entries = Object.entries({ ...endpointTables, ...adminTables }).flatMap(([domain, table]) =>
  Object.entries(table).map(([name, e]) => ({ key: `${e.method} ${e.path}`, where: `${domain}.${name}` }))
)

it('every table entry is registered, and every client route is in a table', async () => {
  const s = await startServer({ enabledAddons: [...IMPLEMENTED_ADDONS] })
  const registered = new Set(routesOf(s.app).filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`))
  const listed = new Set(entries.map((e) => e.key))

  expect(entries.filter((e) => !registered.has(e.key)).map((e) => `${e.where}: ${e.key}`)).toEqual([])
  expect([...registered].filter((key) => !listed.has(key) && !SERVER_ONLY.test(key.split(' ')[1]))).toEqual([])
  // One entry per route: two names for one endpoint would be two truths.
  expect(listed.size).toBe(entries.length)
  expect(entries.length).toBeGreaterThan(200)
  await s.app.close()
})

/** Exactly equal types (not merely assignable). */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const same = <A, B>(verdict: Equals<A, B>) => verdict

it('an entry carries its parts as types only: nothing but method and path at run time', () => {
  const detail = catalogue.courseDetail
  expect(Object.keys(detail).sort()).toEqual(['method', 'path'])
  expect(same<ParamsOf<typeof detail>, { id: number }>(true)).toBe(true)
  expect(same<QueryOf<typeof detail>, undefined>(true)).toBe(true)
  expect(same<BodyOf<typeof catalogue.commentCourse>, { content: string }>(true)).toBe(true)
  expect(same<ResponseOf<typeof catalogue.likeCourse>, 0 | 1>(true)).toBe(true)
})

it('a route registers from its entry, and a schema that differs from the entry does not compile', async () => {
  const app = Fastify()
  route(app, catalogue.role, { schema: { params: IdParams, response: Catalogue.Role } }, async () => {
    throw new Error('not called')
  })
  // @ts-expect-error the entry answers a course detail, not a role (tsc checks this file: the directive fails if it compiles)
  route(app, catalogue.courseDetail, { schema: { params: IdParams, response: Catalogue.Role } }, async () => {
    throw new Error('not called')
  })
  await app.ready()
  expect(app.hasRoute({ method: 'GET', url: '/api/v2/role/:id' })).toBe(true)
  await app.close()
})

it('a buy route is checked against its entry like any route: a body schema of other goods does not compile', async () => {
  const app = Fastify()
  const db = openDatabase(':memory:')
  const course = { id: 1, name: '巴赫创意曲', thumb: '', charge: 100 }
  buyRoute(app, sqliteKysely(db), order.buyCourse, { schema: { body: OrderContract.CourseOrderBody }, kind: 'vod', find: () => course, item: (c) => c })
  // @ts-expect-error buyVideo's body names a lesson (video_id), not a course (tsc checks this file: the directive fails if it compiles)
  buyRoute(app, sqliteKysely(db), order.buyVideo, { schema: { body: OrderContract.CourseOrderBody }, kind: 'video', find: () => course, item: (c) => c })
  await app.ready()
  expect(app.hasRoute({ method: 'POST', url: '/api/v2/order/course' })).toBe(true)
  await app.close()
  db.close()
})
