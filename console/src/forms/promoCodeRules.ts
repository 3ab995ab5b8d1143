/** The 优惠码 batch form's rules, the server's (types/contract/admin/promoCodes.ts) in its words. */
import type { Rule } from 'antd/es/form'
import { PROMO_CODE_PATTERN } from '../../../types/admin/commerceLimits'

export const promoPrefix: Rule = {
  validator: async (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value : ''
    if (!new RegExp(PROMO_CODE_PATTERN).test(text)) throw new Error('前缀只能包含字母、数字、下划线和短横线')
    // A learner's own invite code starts with U; the cashier would read the batch as invite codes.
    if (/^u/i.test(text)) throw new Error('优惠码不能以字母U开头（U开头的是学员的邀请码）')
  }
}

/** A whole number in [min, max], named in the message. */
export const wholeBetween = (label: string, min: number, max: number): Rule => ({
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null || value === '') throw new Error(`请填写${label}`)
    const n = Number(value)
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${label}需为${min}-${max}的整数`)
  }
})
