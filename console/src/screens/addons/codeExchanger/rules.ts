/** The 兑换码 batch form's own rules (the server says the same in its refusals). */
import type { Rule } from 'antd/es/form'
import { CODE_PREFIX_PATTERN } from '../../../../../types/admin/codeBatches'

const PREFIX = new RegExp(CODE_PREFIX_PATTERN)

/** Learners type codes from a card: a prefix of letters and digits only. */
export const codePrefix: Rule = { pattern: PREFIX, message: '兑换码前缀只能包含字母和数字' }
