/** Certificates: add-on Cert (ADDONS). */
import type { Static } from 'typebox'
import { endpoint, type NotJson } from './endpoint'
import type * as Common from '../contract/common'
import type * as Engagement from '../contract/engagement'

export const cert = {
  certs: endpoint<{ query: Static<typeof Engagement.AddonListQuery>; response: Static<typeof Engagement.MemberCerts> }>('GET', '/addons/Cert/api/v1/member/cert'),
  download: endpoint<{ params: Static<typeof Common.IdParams>; response: NotJson }>('GET', '/addons/Cert/api/v1/member/cert/:id/download')
} as const
