/** @jest-environment node */
/** 工作台's 待点评作业: recorded takes waiting for a teacher's review, counted only while Homework runs. */
import { adminDashboard } from '../../types/endpoints/admin/dashboard'
import { serverPerTest, startServer, type TestServer } from './helpers'
import { adminCall, adminLogin } from './adminHelpers'

const ctx = serverPerTest()
let s: TestServer

const todo = async (server: TestServer) => (await adminCall<{ todo: Record<string, number> }>(server, 'GET', adminDashboard.summary.path, { token: await adminLogin(server) })).data.todo

it('counts the takes waiting for review, and follows a review', async () => {
  ;({ s } = ctx)
  const take = await s.kdb.selectFrom('homework_takes').select('id').orderBy('id').executeTakeFirstOrThrow()
  await s.kdb.updateTable('homework_takes').set({ status: 'submitted' }).where('id', '=', take.id).execute()
  const waiting = async () => Number((await s.kdb.selectFrom('homework_takes').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'submitted').executeTakeFirstOrThrow()).n)
  const before = await waiting()
  expect(before).toBeGreaterThan(0)
  expect((await todo(s)).homework_takes).toBe(before)
  // Reviewed: no longer waiting.
  await s.kdb.updateTable('homework_takes').set({ status: 'reviewed' }).where('id', '=', take.id).execute()
  expect((await todo(s)).homework_takes).toBe(before - 1)
})

it('is absent while Homework is off', async () => {
  const off = await startServer({ enabledAddons: [] })
  try {
    expect(await todo(off)).not.toHaveProperty('homework_takes')
  } finally {
    await off.close()
  }
})
