/** Promo codes to MeEdu's admin shape (types/contract/admin/promoCodes.ts). */
import type { AdminPromoCode } from '~types/contract/admin/promoCodes'
import type { PromoRow } from './store'

/** A staff code has no owner: MeEdu's user_id 0. */
export const promoView = ({ deleted_at: _deleted, ...p }: PromoRow): AdminPromoCode => ({ ...p, user_id: p.user_id ?? 0 })
