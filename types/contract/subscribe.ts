/** One-time subscribe messages of the mini-program (docs/API.md "Subscribe messages"). */
import { Type, type Static } from 'typebox'
import { Enum, Id } from './common'

export const SubscribeKind = Enum(['live_start', 'exam_graded', 'homework_reviewed'] as const, { title: '订阅类型' })
export type SubscribeKind = Static<typeof SubscribeKind>

/** The template id of each kind; '' where the studio has none (the app then offers no subscription). */
export const SubscribeTemplates = Type.Object({ live_start: Type.String(), exam_graded: Type.String(), homework_reviewed: Type.String() })
export type SubscribeTemplates = Static<typeof SubscribeTemplates>

/** `code` from wx.login: the server learns the learner's openid from WeChat, never from the client. */
export const SubscribeBody = Type.Object(
  { kind: SubscribeKind, id: Id('订阅对象'), code: Type.String({ minLength: 1, maxLength: 128, title: '授权码' }) },
  { additionalProperties: false }
)

export const SubscribeResult = Type.Object({ subscribed: Type.Literal(1) })

/** A learner who is logged in binds a mobile with the getPhoneNumber button's code (docs/API.md). */
export const PhoneBindBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 128, title: '手机号授权码' }) }, { additionalProperties: false })
