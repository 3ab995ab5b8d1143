/**
 * The list filters MeEdu's admin client sends (axios query strings): a time range as two values
 * (`created_at[]=a&created_at[]=b`, folded into a list by the console API), and an id that may come as
 * one value or as a list from a multiple select.
 */
import { Type } from 'typebox'
import { Enum } from '../common'

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (MeEdu's client appends " 23:59:59" to a range's last day). */
const DATE_OR_TIME = '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$'
export const DateOrTime = (title: string) => Type.String({ pattern: DATE_OR_TIME, title })

/** `[from, to]`, both ends included. */
export const TimeRange = (title: string) => Type.Array(DateOrTime(title), { minItems: 2, maxItems: 2, title })

/** An id filter: `role_id=3`, or `role_id[]=3&role_id[]=4`. */
export const IdFilter = (title: string) =>
  Type.Union([Type.Integer({ minimum: 0, maximum: 2147483647, title }), Type.Array(Type.Integer({ minimum: 0, maximum: 2147483647, title }), { maxItems: 50, title })], { title })

/** A list's order: `order=asc|desc` (MeEdu's `sort` names the column). */
export const SortOrder = Enum(['asc', 'desc'] as const, { title: '排序方式' })
