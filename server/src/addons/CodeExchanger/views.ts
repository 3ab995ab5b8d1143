import type * as C from '~types/contract/engagement'
import type * as X from '~types/contract/admin/addons/codeExchanger'
import type { CodeState } from '~types/admin/codeBatches'
import type { RedeemedRow } from './store'
import type { BatchRow, CodeRow } from './store/admin'

export const redeemedView = (r: RedeemedRow): C.CodeRecord => ({ id: r.id, activity: { name: r.name, relate_data: r.relate_data }, used_at: r.used_at })

/** A batch as the console lists it: what one code grants, and how many codes are used or voided. */
export const batchView = (b: BatchRow): X.CodeBatch => ({
  id: b.id,
  name: b.name,
  items: JSON.parse(b.relate_data) as C.RelateItem[],
  ends_at: b.ends_at,
  created_at: b.created_at,
  total: Number(b.total),
  used: Number(b.used),
  voided: Number(b.voided)
})

export const codeStateOf = (c: CodeRow): CodeState => (c.used_by ? 'used' : c.voided_at ? 'voided' : 'unused')

export const batchCodeView = (c: CodeRow): X.BatchCode => ({
  code: c.code,
  status: codeStateOf(c),
  user_id: c.used_by,
  // A used code whose learner was deleted keeps its use, without a name.
  user: c.used_by ? { id: c.used_by, nick_name: c.nick_name ?? '学员已删除', mobile: c.mobile ?? '' } : null,
  used_at: c.used_at,
  voided_at: c.voided_at
})
