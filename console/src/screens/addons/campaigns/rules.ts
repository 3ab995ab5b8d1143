/** The campaign form's rules, the server's (types/contract/admin/addons/campaigns.ts) in its words. */
import type { Rule, RuleObject } from 'antd/es/form'
import { typedTime } from '../../../../../types/admin/typedTime'

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/

/** A time typed as `YYYY-MM-DD HH:mm` (Beijing time), a real date. */
export const campaignTime = (label: string): Rule => ({
  validator: async (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : ''
    if (!text) throw new Error(`请填写${label}`)
    if (!TIME.test(text) || !typedTime(text)) throw new Error(`${label}格式应为 2026-12-01 10:00`)
  }
})

/** The end after the start (both typed as the same format, so they compare as text). */
export const endsAfterStart = (form: { getFieldValue: (name: string) => unknown }): RuleObject => ({
  validator: async (_rule, value: unknown) => {
    const start = typedTime(String(form.getFieldValue('started_at') ?? '').trim())
    const end = typedTime(String(value ?? '').trim())
    if (start && end && start >= end) throw new Error('开始时间须早于结束时间')
  }
})
