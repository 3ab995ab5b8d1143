/** 首页装修's rules, the server's own (server/src/admin/decoration/blockConfig.ts), with its words. */
import type { Rule } from 'antd/es/form'
import { BLOCK_LINK_PATTERN } from '../../../types/viewBlocks'

export const blockLink: Rule = { pattern: new RegExp(BLOCK_LINK_PATTERN), message: '链接地址须为站内页面（以 / 开头）或 http(s) 地址' }

// Checked as it is sent: configOf trims the colour, so spaces typed around it are no error.
export const hexColor: Rule = { pattern: /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, transform: (v: unknown) => (typeof v === 'string' ? v.trim() : v), message: '背景颜色须为 #RRGGBB' }

/** A Form.List's count: at least `min` (when given) and at most `max` of `what`. */
export const itemCount = (what: string, max: number, min = 0) => ({
  validator: async (_rule: unknown, items: unknown[] | undefined) => {
    const n = items?.length ?? 0
    if (n < min) throw new Error(`请添加${what}`)
    if (n > max) throw new Error(`${what}最多${max}个`)
  }
})
