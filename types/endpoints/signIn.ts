/** Daily sign-in: add-on DaySignIn (ADDONS). */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Engagement from '../contract/engagement'

export const signIn = {
  status: endpoint<{ response: Static<typeof Engagement.SignInUser> }>('GET', '/addons/DaySignIn/api/v1/user'),
  signIn: endpoint<{ body: Static<typeof Engagement.SignInBody>; response: Static<typeof Engagement.SignInResult> }>('POST', '/addons/DaySignIn/api/v1/signIn'),
  history: endpoint<{ query: Static<typeof Engagement.AddonListQuery>; response: Static<typeof Engagement.SignInRecords> }>('GET', '/addons/DaySignIn/api/v1/history')
} as const
