/**
 * 兑换码 in the console (ours: MeEdu's add-on admin is closed): batches of single-use codes granting a course,
 * an e-book or a VIP plan (and bonus points), their codes with who used them, export and voiding.
 */
import { Type, type Static } from 'typebox'
import { DateTime, Enum, Nullable } from '../../common'
import { RelateItem } from '../../engagement'
import { AdminListOf, AdminPaging } from '../common'
import { CODE_BATCH_LIMITS, CODE_GRANTS, CODE_PREFIX_PATTERN, CODE_STATES, type CodeState } from '../../../admin/codeBatches'

export const CodeBatch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** What one code grants, as the learner sees it. */
  items: Type.Array(RelateItem),
  /** Codes are refused after it; null: never expire. */
  ends_at: Nullable(DateTime),
  created_at: Nullable(DateTime),
  total: Type.Integer(),
  used: Type.Integer(),
  voided: Type.Integer()
})
export type CodeBatch = Static<typeof CodeBatch>

export const CodeBatchListQuery = Type.Object({
  ...AdminPaging.properties,
  /** Batch names containing it. */
  keywords: Type.Optional(Type.String({ maxLength: 60, title: '关键字' }))
})
export const CodeBatchList = AdminListOf(CodeBatch)

const GrantOf = Enum(CODE_GRANTS, { title: '兑换内容类型' })

export const CodeBatchBody = Type.Object(
  {
    name: Type.String({ maxLength: CODE_BATCH_LIMITS.maxName, title: '批次名称' }),
    goods_type: GrantOf,
    goods_id: Type.Integer({ minimum: 1, maximum: 2147483647, title: '兑换内容' }),
    /** Points granted beside the goods (0: none). */
    credit1: Type.Optional(Type.Integer({ minimum: 0, maximum: CODE_BATCH_LIMITS.maxCredit1, title: '赠送积分' })),
    count: Type.Integer({ minimum: 1, maximum: CODE_BATCH_LIMITS.maxCount, title: '生成数量' }),
    prefix: Type.Optional(Type.String({ maxLength: CODE_BATCH_LIMITS.maxPrefix, pattern: CODE_PREFIX_PATTERN, title: '兑换码前缀' })),
    /** 'YYYY-MM-DD' (the end of that day) or 'YYYY-MM-DD HH:mm:ss'; null: never expire. */
    ends_at: Nullable(Type.String({ maxLength: 19, title: '过期时间' }))
  },
  { additionalProperties: false }
)
export type CodeBatchBody = Static<typeof CodeBatchBody>
export const CodeBatchCreated = Type.Object({ id: Type.Integer(), count: Type.Integer() })

/** The goods picker: a kind's goods by name. */
export const GrantOptionsQuery = Type.Object({
  goods_type: GrantOf,
  keywords: Type.Optional(Type.String({ maxLength: 60, title: '关键字' }))
})
export const GrantOptions = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))

const CodeStateOf = Enum(Object.keys(CODE_STATES) as CodeState[], { title: '状态' })

export const BatchCodesQuery = Type.Object({
  ...AdminPaging.properties,
  status: Type.Optional(CodeStateOf),
  /** Codes containing it. */
  code: Type.Optional(Type.String({ maxLength: 40, title: '兑换码' }))
})

export const BatchCode = Type.Object({
  code: Type.String(),
  status: CodeStateOf,
  user_id: Nullable(Type.Integer()),
  user: Nullable(Type.Object({ id: Type.Integer(), nick_name: Type.String(), mobile: Type.String() })),
  used_at: Nullable(DateTime),
  voided_at: Nullable(DateTime)
})
export type BatchCode = Static<typeof BatchCode>
export const BatchCodeList = AdminListOf(BatchCode)

export const CodeExportQuery = Type.Object({ batch_id: Type.Integer({ minimum: 1, maximum: 2147483647, title: '批次' }) })
export const VoidResult = Type.Object({ voided: Type.Integer() })
