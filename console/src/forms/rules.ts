/**
 * The console forms' rules, the same as the server's (types/contract/admin, types/admin/passwordRule.ts), so
 * staff see the problem before sending; the server checks again and its message is shown if it refuses.
 */
import type { Rule, RuleObject } from 'antd/es/form'
import { passwordProblem } from '../../../types/admin/passwordRule'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const required = (label: string): Rule => ({ required: true, whitespace: true, message: `请填写${label}` })
export const maxLength = (label: string, max: number): Rule => ({ max, message: `${label}不能超过${max}个字符` })
export const email: Rule = { pattern: EMAIL, message: '请输入合法邮箱' }

/** A new password; `optional`: an empty field keeps the current one (editing an administrator). */
export const password = (optional = false): Rule => ({
  validator: async (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value : ''
    if (!text && optional) return
    if (!text) throw new Error('请填写密码')
    const problem = passwordProblem(text)
    if (problem) throw new Error(problem)
  }
})

/** The confirmation must equal the field `other`. */
export const sameAs = (other: string, message = '两次输入密码不一致') => (form: { getFieldValue: (name: string) => unknown }): RuleObject => ({
  validator: async (_rule, value: unknown) => {
    if (value !== form.getFieldValue(other)) throw new Error(message)
  }
})

const HTTP = /^https?:\/\/[^\s/$.?#][^\s]*$/i

/** An optional web address: empty, or absolute http(s) (a link in rich text). */
export const httpUrl = (label: string): Rule => ({ pattern: HTTP, message: `${label}须以 http:// 或 https:// 开头` })

/** A whole number between `min` and `max` (prices in yuan, seconds, days). */
export const wholeNumber = (label: string, min: number, max: number): Rule => ({
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null || value === '') return
    const n = Number(value)
    if (!Number.isInteger(n)) throw new Error(`${label}须为整数`)
    if (n < min || n > max) throw new Error(`${label}须在${min}-${max}之间`)
  }
})

/** Rich text with something in it (an empty editor holds `<p></p>`). */
export const richTextRequired = (label: string): Rule => ({
  validator: async (_rule, value: unknown) => {
    const html = typeof value === 'string' ? value : ''
    if (!/<img\s/i.test(html) && !html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '')) throw new Error(`请填写${label}`)
  }
})
