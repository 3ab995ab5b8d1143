/**
 * 签到 in the console (ours: MeEdu's add-on admin is closed): the streak's reward cycle learners see and earn
 * (points for day 1..N, then it starts again), and every learner's sign-ins by learner and day.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminDaySignIn as T } from '~types/endpoints/admin/addons/daySignIn'
import * as S from '~types/contract/admin/addons/daySignIn'
import { EmptyData } from '~types/contract/common'
import { fail } from '../../http/envelope'
import { adminRoute } from '../../admin/route'
import { maskLearnerData } from '../../admin/mask'
import { signInRewards } from './store'
import * as store from './store/admin'
import { adminSignInView } from './views'

const EMPTY: [] = []
const LOG = { module: 'addons.DaySignIn' } as const

export async function admin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  adminRoute(app, db, T.rewards, { schema: { response: S.SignInRewards } }, async () => ({ rewards: await signInRewards(db) }))

  adminRoute(app, db, T.updateRewards, { schema: { body: S.SignInRewardsBody, response: EmptyData }, log: { ...LOG, opt: 'UPDATE' } }, async (req) => {
    await store.setSignInRewards(db, req.body.rewards)
    return EMPTY
  })

  adminRoute(app, db, T.records, { schema: { query: S.SignInRecordsQuery, response: S.SignInRecordList } }, async (req) => {
    const { page = 1, size = 10, day_from, day_to } = req.query
    if (day_from && day_to && day_from > day_to) throw fail('开始日期不能晚于结束日期')
    const { rows, total, points } = await store.signInList(db, { member: req.query.member?.trim() || undefined, user_id: req.query.user_id, day_from, day_to }, page, size)
    return maskLearnerData(req.admin, { data: rows.map(adminSignInView), total, points })
  })
}
