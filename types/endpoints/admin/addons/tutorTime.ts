/** 辅导时长 in the console (ours): packages, learners' minutes and records, adjusting with a reason. */
import type { Static } from 'typebox'
import { adminEndpoint } from '../../endpoint'
import type * as Common from '../../../contract/common'
import type * as Admin from '../../../contract/admin/common'
import type * as A from '../../../contract/admin/addons/tutorTime'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
const BASE = '/backend/addons/TutorTime'

export const adminTutorTime = {
  packages: adminEndpoint<{ query: Static<typeof Admin.AdminPaging>; response: Static<typeof A.TutorPackageList> }>('GET', `${BASE}/packages`, 'addons.TutorTime.packages'),
  createPackage: adminEndpoint<{ body: A.TutorPackageBody; response: Empty }>('POST', `${BASE}/packages`, 'addons.TutorTime.packages.store'),
  updatePackage: adminEndpoint<{ params: Id; body: A.TutorPackageBody; response: Empty }>('PUT', `${BASE}/packages/:id`, 'addons.TutorTime.packages.update'),
  deletePackage: adminEndpoint<{ params: Id; response: Empty }>('DELETE', `${BASE}/packages/:id`, 'addons.TutorTime.packages.destroy'),
  learners: adminEndpoint<{ query: Static<typeof A.TutorLearnersQuery>; response: Static<typeof A.TutorLearnerList> }>('GET', `${BASE}/learners`, 'addons.TutorTime.records'),
  records: adminEndpoint<{ query: Static<typeof A.TutorRecordsQuery>; response: Static<typeof A.TutorRecordList> }>('GET', `${BASE}/records`, 'addons.TutorTime.records'),
  adjust: adminEndpoint<{ params: Static<typeof A.TutorAdjustParams>; body: A.TutorAdjustBody; response: Static<typeof A.TutorBalance> }>('POST', `${BASE}/learners/:user_id/adjust`, 'addons.TutorTime.records.adjust')
} as const
