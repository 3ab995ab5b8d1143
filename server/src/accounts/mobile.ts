import { MOBILE_PATTERN } from '~types/patterns'

/** The one mobile rule (types/patterns.ts), for checks outside request schemas. */
export const MOBILE_RE = new RegExp(MOBILE_PATTERN)
