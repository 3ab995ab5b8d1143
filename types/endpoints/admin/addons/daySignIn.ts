/** 签到 in the console (ours): the reward cycle and the sign-in records. */
import type { Static } from 'typebox'
import { adminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as S from '../../../contract/admin/addons/daySignIn'

type Empty = Static<typeof Common.EmptyData>
const BASE = '/backend/addons/DaySignIn'

export const adminDaySignIn = {
  rewards: adminEndpoint<{ response: S.SignInRewards }>('GET', `${BASE}/rewards`, 'addons.DaySignIn.rewards'),
  updateRewards: adminEndpoint<{ body: S.SignInRewardsBody; response: Empty }>('PUT', `${BASE}/rewards`, 'addons.DaySignIn.rewards.update'),
  records: adminEndpoint<{ query: Static<typeof S.SignInRecordsQuery>; response: Static<typeof S.SignInRecordList> }>('GET', `${BASE}/records`, 'addons.DaySignIn.records')
} as const
