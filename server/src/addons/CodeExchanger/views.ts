import type * as C from '~types/contract/engagement'
import type { RedeemedRow } from './store'

export const redeemedView = (r: RedeemedRow): C.CodeRecord => ({ id: r.id, activity: { name: r.name, relate_data: r.relate_data }, used_at: r.used_at })
