/**
 * 辅导时长 in the console (ours): the tutoring packages sold at the cashier, each learner's minutes and their
 * record, and adjusting a learner's minutes with a reason (a lesson given, a gift, a correction).
 */
import { Type, type Static } from 'typebox'
import { DateTime, Nullable } from '../../common'
import { AdminListOf, AdminPaging } from '../common'
import { ImageUrl, Switch } from '../courses'
import { TUTOR_LIMITS } from '../../../admin/tutorTime'

export const AdminTutorPackage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  thumb: Type.String(),
  minutes: Type.Integer(),
  charge: Type.Number(),
  original_charge: Type.Number(),
  short_desc: Type.String(),
  is_show: Switch('上架'),
  sort: Type.Integer()
})
export type AdminTutorPackage = Static<typeof AdminTutorPackage>
export const TutorPackageList = AdminListOf(AdminTutorPackage)

export const TutorPackageBody = Type.Object(
  {
    title: Type.String({ maxLength: TUTOR_LIMITS.maxTitle, title: '套餐名称' }),
    thumb: ImageUrl('套餐封面'),
    minutes: Type.Integer({ minimum: 1, maximum: TUTOR_LIMITS.maxMinutes, title: '时长（分钟）' }),
    charge: Type.Number({ exclusiveMinimum: 0, maximum: TUTOR_LIMITS.maxCharge, title: '价格' }),
    original_charge: Type.Optional(Type.Number({ minimum: 0, maximum: TUTOR_LIMITS.maxCharge, title: '原价' })),
    short_desc: Type.Optional(Type.String({ maxLength: 200, title: '简介' })),
    is_show: Switch('上架'),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '排序' }))
  },
  { additionalProperties: false }
)
export type TutorPackageBody = Static<typeof TutorPackageBody>

export const TutorLearnersQuery = Type.Object({
  ...AdminPaging.properties,
  /** Learners whose nickname or mobile contains it. */
  member: Type.Optional(Type.String({ maxLength: 30, title: '学员' }))
})
const Learner = Nullable(Type.Object({ id: Type.Integer(), nick_name: Type.String(), mobile: Type.String() }))
export const TutorLearner = Type.Object({ user_id: Type.Integer(), user: Learner, minutes: Type.Integer(), total_minutes: Type.Integer(), used_minutes: Type.Integer() })
export type TutorLearner = Static<typeof TutorLearner>
export const TutorLearnerList = AdminListOf(TutorLearner)

export const TutorRecordsQuery = Type.Object({ ...AdminPaging.properties, user_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, title: '学员ID' })) })
export const AdminTutorRecord = Type.Object({ id: Type.Integer(), user_id: Type.Integer(), user: Learner, minutes: Type.Integer(), remark: Type.String(), order_id: Nullable(Type.Integer()), created_at: DateTime })
export type AdminTutorRecord = Static<typeof AdminTutorRecord>
export const TutorRecordList = AdminListOf(AdminTutorRecord)

export const TutorAdjustParams = Type.Object({ user_id: Type.Integer({ minimum: 1, maximum: 2147483647, title: '学员ID' }) })
export const TutorAdjustBody = Type.Object(
  {
    /** Positive adds minutes, negative uses them (a lesson given); never 0. */
    minutes: Type.Integer({ minimum: -TUTOR_LIMITS.maxMinutes, maximum: TUTOR_LIMITS.maxMinutes, title: '调整时长' }),
    remark: Type.String({ maxLength: TUTOR_LIMITS.maxRemark, title: '调整原因' })
  },
  { additionalProperties: false }
)
export type TutorAdjustBody = Static<typeof TutorAdjustBody>
export const TutorBalance = Type.Object({ minutes: Type.Integer(), total_minutes: Type.Integer(), used_minutes: Type.Integer() })
