/**
 * The console stores of 学习路径 and 证书 answer alike on SQLite and PostgreSQL: the catalogue and these add-ons'
 * seeds on each engine, then the same reads and writes on both (paths, steps in order, buyers; templates,
 * certificates given, giving and revoking once), compared.
 */
import { resetSequences } from '../../server/src/db/postgresMigrations'
import type { Db } from '../../server/src/db/kysely'
import { seedContent } from '../../server/src/seed/seed'
import { seedBooks } from '../../server/src/addons/MeeduBooks/seed'
import { seedPaths } from '../../server/src/addons/LearnPaths/seed'
import { seed as seedCerts } from '../../server/src/addons/Cert/seed'
import { grantPath } from '../../server/src/addons/LearnPaths/store'
import * as paths from '../../server/src/addons/LearnPaths/store/admin'
import * as certs from '../../server/src/addons/Cert/store/admin'
import { heldCertPage } from '../../server/src/addons/Cert/store'
import { bothEngines, startThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwawayPostgres'
import { freezeDate } from '../helpers/frozenDate'
import { PUBLIC } from './helpers'

const AT = '2026-11-29 10:00:00'
const PATH = { category_id: 2, name: '爵士入门路径', thumb: '/media/thumbs/x.png', desc: '<p>布鲁斯</p>', charge: 199, original_charge: 399, is_show: 1 as const, sort: 0 }

/** Every answer the conversation gives on one engine, in order. */
async function conversation(db: Db) {
  const { id: uid } = await db.insertInto('users').values({ mobile: '13700137999', nick_name: '琴童', created_at: AT }).returning('id').executeTakeFirstOrThrow()
  const answers: Record<string, unknown> = {}

  // 学习路径: the list, a new path with three steps reordered, a step edited and removed, buyers, deleting.
  answers.paths = await paths.pathList(db, {}, 1, 10)
  answers.searched = await paths.pathList(db, { keywords: '钢琴', is_show: 1 }, 1, 10)
  const id = await paths.createPath(db, PATH)
  const items = async (...ids: number[]) => (await paths.stepItems(db, ids.map((other_id) => ({ type: 'course' as const, other_id })), true)) ?? []
  const steps: number[] = []
  for (const [name, course] of [['一', 1], ['二', 5], ['三', 7]] as const) steps.push(await paths.createStep(db, id, { name, desc: '', items: await items(course) }))
  answers.missingGoods = await paths.stepItems(db, [{ type: 'course', other_id: 999 }], true)
  answers.badOrder = await paths.orderSteps(db, id, [steps[0], steps[0], steps[1]])
  answers.goodOrder = await paths.orderSteps(db, id, [steps[2], steps[0], steps[1]])
  await paths.updateStep(db, steps[1], { name: '二（改）', desc: '和弦', items: [...(await items(5)), ...(await items(6))] })
  await paths.deleteStep(db, steps[0])
  answers.steps = (await paths.stepsWithItems(db, id)).map(({ id: _id, ...s }) => s)
  await grantPath(db, uid, 1, 499)
  answers.buyers = (await paths.buyerPage(db, 1, 1, 10)).rows.map(({ id: _id, ...b }) => b)
  answers.deleteBought = await paths.deleteUnboughtPath(db, 1)
  answers.deleteNew = await paths.deleteUnboughtPath(db, id)
  answers.afterDelete = [await paths.pathById(db, id), (await db.selectFrom('learn_path_steps').select('id').where('path_id', '=', id).execute()).length]
  answers.goods = [await paths.goodsOptions(db, 'course', '钢琴'), await paths.goodsOptions(db, 'book', undefined)]

  // 证书: templates with holders, given ones by learner and state, giving and revoking once.
  answers.certs = await certs.certList(db)
  answers.issued = (await certs.issuedPage(db, { member: '138' }, 1, 10)).rows.map(({ id: _id, ...c }) => c)
  answers.issue = [await certs.issueCert(db, uid, 3), await certs.issueCert(db, uid, 3)]
  const given = await db.selectFrom('user_certs').select(['id', 'serial']).where('user_id', '=', uid).executeTakeFirstOrThrow()
  answers.revoke = [await certs.revokeCert(db, given.id), await certs.revokeCert(db, given.id)]
  answers.revokedList = (await certs.issuedPage(db, { state: 'revoked', cert_id: 3 }, 1, 10)).rows.map(({ id: _id, ...c }) => c)
  answers.heldWhileRevoked = (await heldCertPage(db, uid, 1, 10)).total
  answers.reissue = await certs.issueCert(db, uid, 3)
  answers.reissued = await db.selectFrom('user_certs').select(['serial', 'revoked_at']).where('id', '=', given.id).executeTakeFirstOrThrow()
  answers.deleteGiven = await certs.deleteUnusedCert(db, 3)
  await certs.createCert(db, { name: '新证书', description: '说明', color: '#123456', template_image: '/x.png' })
  const added = (await certs.certList(db)).find((c) => c.name === '新证书')
  answers.deleteUnused = added ? await certs.deleteUnusedCert(db, added.id) : 'missing'
  return answers
}

describe('学习路径 and 证书 console stores on both engines', () => {
  let pg: ThrowawayPostgres
  beforeAll(async () => {
    pg = await startThrowawayPostgres()
  }, 60_000)
  afterAll(() => pg?.stop())

  it('seed the same and answer every read and write the same', async () => {
    const { lite, post, close } = await bothEngines(pg, ['MeeduBooks', 'LearnPaths', 'Cert'])
    try {
      freezeDate(new Date('2026-11-29T02:00:00Z'))
      for (const db of [lite, post]) {
        await seedContent(db, PUBLIC)
        await seedBooks(db, PUBLIC)
        await seedPaths(db, PUBLIC)
        await seedCerts(db, PUBLIC)
      }
      await resetSequences(post)
      const onSqlite = await conversation(lite)
      const onPostgres = await conversation(post)
      expect(onPostgres).toEqual(onSqlite)
      // What the answers say, so that two engines agreeing on nothing would not pass.
      expect((onSqlite.paths as { total: number }).total).toBe(4)
      expect([onSqlite.missingGoods, onSqlite.badOrder, onSqlite.goodOrder]).toEqual([undefined, false, true])
      expect((onSqlite.steps as { name: string; items: { other_id: number }[] }[]).map((s) => [s.name, s.items.map((i) => i.other_id)])).toEqual([['三', [7]], ['二（改）', [5, 6]]])
      expect(onSqlite.buyers).toMatchObject([{ charge: 499, nick_name: '琴童' }])
      expect([onSqlite.deleteBought, onSqlite.deleteNew, onSqlite.afterDelete]).toEqual([false, true, [undefined, 0]])
      // Seeded without the demo learner: no certificate is held before the conversation gives one.
      expect((onSqlite.certs as { issued_count: number }[]).map((c) => c.issued_count)).toEqual([0, 0, 0])
      expect((onSqlite.revokedList as { cert_id: number; user_id: number }[]).map((c) => c.cert_id)).toEqual([3])
      expect([onSqlite.issue, onSqlite.revoke, onSqlite.heldWhileRevoked, onSqlite.reissue]).toEqual([[true, false], [true, false], 0, true])
      expect(onSqlite.reissued).toMatchObject({ revoked_at: null })
      expect([onSqlite.deleteGiven, onSqlite.deleteUnused]).toEqual([false, true])
    } finally {
      jest.useRealTimers()
      await close()
    }
  })
})
