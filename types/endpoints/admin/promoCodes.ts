/** 优惠码 (MeEdu's promoCode routes, with its permission slugs), and who used a code (ours). */
import type { Static } from 'typebox'
import { adminEndpoint, type NotJson } from '../endpoint'
import type * as Common from '../../contract/common'
import type * as Admin from '../../contract/admin/common'
import type * as P from '../../contract/admin/promoCodes'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>

export const adminPromoCodes = {
  // Ours: the codes, filtered as shown, as an .xlsx download.
  exportPromoCodes: adminEndpoint<{ query: Static<typeof P.PromoExportQuery>; response: NotJson }>('GET', '/backend/api/v1/promoCode/export', 'promoCode'),
  promoCodes: adminEndpoint<{ query: Static<typeof P.PromoListQuery>; response: Static<typeof P.PromoList> }>('GET', '/backend/api/v1/promoCode', 'promoCode'),
  createPromoCode: adminEndpoint<{ body: Static<typeof P.PromoBody>; response: Empty }>('POST', '/backend/api/v1/promoCode', 'promoCode.store'),
  promoCode: adminEndpoint<{ params: Id; response: Static<typeof P.AdminPromoCode> }>('GET', '/backend/api/v1/promoCode/:id', 'promoCode.update'),
  updatePromoCode: adminEndpoint<{ params: Id; body: Static<typeof P.PromoUpdateBody>; response: Empty }>('PUT', '/backend/api/v1/promoCode/:id', 'promoCode.update'),
  deletePromoCodes: adminEndpoint<{ body: Static<typeof P.PromoDeleteBody>; response: Empty }>('POST', '/backend/api/v1/promoCode/delete/multi', 'promoCode.destroy.multi'),
  importPromoCodes: adminEndpoint<{ body: Static<typeof P.PromoImportBody>; response: Empty }>('POST', '/backend/api/v1/promoCode/import', 'promoCode.store'),
  generatePromoCodes: adminEndpoint<{ body: Static<typeof P.PromoGeneratorBody>; response: Empty }>('POST', '/backend/api/v1/promoCode/generator', 'promoCode.generator'),
  promoCodeUses: adminEndpoint<{ params: Id; query: Static<typeof Admin.AdminPaging>; response: Static<typeof P.PromoUses> }>('GET', '/backend/api/v1/promoCode/:id/uses', 'promoCode')
} as const
