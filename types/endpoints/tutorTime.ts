/** Tutoring time: add-on TutorTime (ours, docs/API.md). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Common from '../contract/common'
import type * as Credit1Mall from '../contract/credit1Mall'
import type * as Engagement from '../contract/engagement'
import type * as Order from '../contract/order'

export const tutorTime = {
  packages: endpoint<{ query: Static<typeof Engagement.AddonListQuery>; response: Static<typeof Credit1Mall.TutorPackages> }>('GET', '/addons/TutorTime/api/v1/packages'),
  packageDetail: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Credit1Mall.TutorPackageDetail> }>('GET', '/addons/TutorTime/api/v1/package/:id'),
  buy: endpoint<{ params: Static<typeof Common.IdParams>; body: Static<typeof Credit1Mall.TutorBuyBody>; response: Static<typeof Order.Order> }>('POST', '/addons/TutorTime/api/v1/package/:id/buy'),
  user: endpoint<{ response: Static<typeof Credit1Mall.TutorUser> }>('GET', '/addons/TutorTime/api/v1/user'),
  records: endpoint<{ query: Static<typeof Engagement.AddonListQuery>; response: Static<typeof Credit1Mall.TutorRecords> }>('GET', '/addons/TutorTime/api/v1/user/records')
} as const
