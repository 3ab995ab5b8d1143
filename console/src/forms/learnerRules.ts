/** The 学员 form's rules, the server's (types/contract/admin/members.ts) in its words. */
import type { Rule, RuleObject } from 'antd/es/form'
import { MOBILE_PATTERN } from '../../../types/patterns'
import { learnerPasswordProblem } from '../../../types/admin/commerceLimits'

export const mobile: Rule = { pattern: new RegExp(MOBILE_PATTERN), message: '请输入正确的手机号' }

/** A learner's password (6-16 characters); `optional`: empty keeps the current one (editing). */
export const learnerPassword = (optional = false): Rule => ({
  validator: async (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value : ''
    if (!text && optional) return
    if (!text) throw new Error('请填写密码')
    const problem = learnerPasswordProblem(text)
    if (problem) throw new Error(problem)
  }
})

/** A VIP needs its expiry (the server refuses one without). */
export const vipUntil = (form: { getFieldValue: (name: string) => unknown }): RuleObject => ({
  validator: async (_rule, value: unknown) => {
    if (form.getFieldValue('role_id') && !value) throw new Error('请选择VIP过期时间')
  }
})
