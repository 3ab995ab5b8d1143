/**
 * Plain constants of 兑换码 batches shared by the contract (types/contract/admin/addons/codeExchanger.ts) and
 * the console's form. No TypeBox here: the console imports this file at run time.
 */

export const CODE_BATCH_LIMITS = { maxName: 60, maxCount: 1000, maxPrefix: 8, maxCredit1: 100000 } as const

/** A prefix learners can type from a card: letters and digits (codes are compared in upper case). */
export const CODE_PREFIX_PATTERN = '^[A-Za-z0-9]*$'

/** What a batch's codes grant, as the learner side's `relate_data` signs them (points are a bonus beside it). */
export const CODE_GRANT_TEXT = { vod: '课程', vip: 'VIP会员', book: '电子书' } as const
export type CodeGrant = keyof typeof CODE_GRANT_TEXT
export const CODE_GRANTS = Object.keys(CODE_GRANT_TEXT) as CodeGrant[]

/** A code as the console lists it: not yet used, used by a learner, or voided by staff. */
export const CODE_STATES = { unused: '未使用', used: '已使用', voided: '已作废' } as const
export type CodeState = keyof typeof CODE_STATES
