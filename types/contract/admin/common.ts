/**
 * Shared pieces of MeEdu's admin API (`/backend/api/...`, xyz.meedu.admin at 4.9.13). Its envelope is
 * `status` where the learner API's is `code`: `{ status: 0, message, data }` on success; a refusal is still
 * HTTP 200 with `status` 1 (a business refusal, its message shown), 401 (log in again), 403 (无权限) or 404.
 */
import { Type, type TSchema } from 'typebox'
import { Page, SizeOf } from '../common'

/** Every console answer: HTTP 200 with this envelope; status 0 is success. */
export interface AdminEnvelope<T> {
  status: number
  message: string
  data: T
}

const envelopes = new WeakMap<TSchema, TSchema>()
const makeEnvelope = <T extends TSchema>(data: T) => Type.Object({ status: Type.Integer(), message: Type.String(), data })
/** The envelope around a status-0 `data` schema; one object per schema (the compilers cache by object). */
export const AdminEnvelopeOf = <T extends TSchema>(data: T): ReturnType<typeof makeEnvelope<T>> => {
  const known = envelopes.get(data)
  if (known) return known as ReturnType<typeof makeEnvelope<T>>
  const made = makeEnvelope(data)
  envelopes.set(data, made)
  return made
}

/** `?page=&size=` as MeEdu's admin lists take them (Laravel's paginate, 10 a page by default). */
export const AdminPaging = Type.Object({ page: Type.Optional(Page), size: Type.Optional(SizeOf(100, 10)) })

/** MeEdu's admin list: `{ data, total }`. */
export const AdminListOf = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), total: Type.Integer() })

/** A date "YYYY-MM-DD" (the console's date filters). */
export const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', title: '日期' })
