/**
 * Plain constants of 学员 and 优惠码 shared by the contract (types/contract/admin) and the console's forms.
 * No TypeBox here: the console imports this file at run time.
 */

/** A learner's password as the learner API sets one (MeEdu's RegisterSmsRequest: 6 to 16 characters). */
export const LEARNER_PASSWORD = { minLength: 6, maxLength: 16 } as const

/** Letters, digits, `_` and `-`, as learners type codes at the cashier. */
export const PROMO_CODE_PATTERN = '^[A-Za-z0-9_-]+$'

/** What is wrong with a learner's password the console sets, in the words both the server and the form show. */
export const learnerPasswordProblem = (p: string): string | null => (p.length < LEARNER_PASSWORD.minLength || p.length > LEARNER_PASSWORD.maxLength ? '密码需为6-16个字符' : null)
