/** The live forms' rules that read two fields, as the server checks them (Zhibo/admin.ts). */
import type { RuleObject } from 'antd/es/form'

type FormLike = { getFieldValue: (name: string) => unknown }

/** VIP free means something only on a course with a price. */
export const vipFreeNeedsPrice = (form: FormLike): RuleObject => ({
  validator: async (_rule, value: unknown) => {
    if (value === 1 && !Number(form.getFieldValue('charge'))) throw new Error('免费课程无需设置VIP免费')
  }
})

