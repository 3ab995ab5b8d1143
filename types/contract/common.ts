/**
 * Shared schema pieces of the MeEdu contract (CONTRACT section 1): the envelope, the three list shapes,
 * ids, paging and the mobile/SMS patterns. Each domain file builds on these. The app only ever
 * `import type`s from types/contract; the server uses the schemas for validation and serialization.
 * `title` carries the Chinese field name used in validation messages (server/src/http/validation.ts).
 */
import { Type, type Static, type TSchema } from 'typebox'
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from '../patterns'

/** Every response: HTTP 200 with this envelope; code 0 is success. */
export interface Envelope<T> {
  code: number
  message: string
  data: T
}

/** The envelope around a code-0 `data` schema (route response schemas). */
const envelopes = new WeakMap<TSchema, TSchema>()
const makeEnvelope = <T extends TSchema>(data: T) => Type.Object({ code: Type.Integer(), message: Type.String(), data })
/**
 * One envelope object per `data` schema: the server's schema compilers keep their work per schema object
 * (server/src/http/schemaCompilers.ts), so every app built in a process reuses the serializer compiled once.
 */
export const EnvelopeOf = <T extends TSchema>(data: T): ReturnType<typeof makeEnvelope<T>> => {
  const known = envelopes.get(data)
  if (known) return known as ReturnType<typeof makeEnvelope<T>>
  const made = makeEnvelope(data)
  envelopes.set(data, made)
  return made
}

/** `data: []`: MeEdu's empty success. */
export const EmptyData = Type.Array(Type.Unknown(), { maxItems: 0 })

/**
 * 0/1 flags as MeEdu sends them. One integer enum rather than a union of literals, so responses are
 * serialized as plain integers (a union would be checked branch by branch on every serialization).
 */
export const Flag = Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] })
export type Flag = Static<typeof Flag>

/**
 * One of a few values, as a plain `enum` (not a union of literals), so a violation names the field by its
 * `title` ("场景取值不正确") and a reply serializes without branch checks.
 */
export const Enum = <const T extends readonly (string | number)[]>(values: T, options: { title?: string; default?: T[number] } = {}) =>
  Type.Unsafe<T[number]>({ type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values], ...options })

export const Id = (title = 'ID') => Type.Integer({ minimum: 1, maximum: 2147483647, title })
export const IdParams = Type.Object({ id: Id() })
export const Page = Type.Integer({ minimum: 1, maximum: 100000, default: 1, title: '页码' })
export const SizeOf = (max: number, dflt: number) => Type.Integer({ minimum: 1, maximum: max, default: dflt, title: '每页数量' })
/** A page size without a default, where a list accepts both `size` and `page_size` (ADDONS 1.3). */
export const SizeAlias = (max: number) => Type.Integer({ minimum: 1, maximum: max, title: '每页数量' })
export const Mobile = Type.String({ pattern: MOBILE_PATTERN, title: '手机号' })
export const SmsCode = Type.String({ pattern: SMS_CODE_PATTERN, title: '短信验证码' })
/** A datetime "YYYY-MM-DD HH:mm:ss" (Beijing time). */
export const DateTime = Type.String()
/**
 * `T` or null, as `type: [T's type, "null"]` rather than `anyOf`: replies serialize with a typeof check
 * instead of validating each branch (measurably faster on course lists).
 */
export const Nullable = <T extends TSchema>(t: T) => {
  const type = (t as { type?: unknown }).type
  return typeof type === 'string' ? Type.Unsafe<Static<T> | null>({ ...t, type: [type, 'null'] }) : Type.Union([t, Type.Null()])
}

/** `T`, or `[]` where MeEdu (PHP) sends an empty array for "none" (e.g. a course not started yet). */
export const OrEmpty = <T extends TSchema>(t: T) => Type.Union([t, Type.Unsafe<[]>({ type: 'array', maxItems: 0 })])

/** Pagination shape A: Laravel LengthAwarePaginator. */
export const PaginatorAOf = <T extends TSchema>(item: T) =>
  Type.Object({
    current_page: Type.Integer(),
    data: Type.Array(item),
    from: Nullable(Type.Integer()),
    last_page: Type.Integer(),
    per_page: Type.Integer(),
    to: Nullable(Type.Integer()),
    total: Type.Integer(),
    first_page_url: Type.Optional(Type.String()),
    last_page_url: Type.Optional(Type.String()),
    next_page_url: Type.Optional(Nullable(Type.String())),
    prev_page_url: Type.Optional(Nullable(Type.String())),
    path: Type.Optional(Type.String()),
    links: Type.Optional(Type.Array(Type.Unknown()))
  })
export interface PaginatorA<T> {
  current_page: number
  data: T[]
  from: number | null
  last_page: number
  per_page: number
  to: number | null
  total: number
  first_page_url?: string
  last_page_url?: string
  next_page_url?: string | null
  prev_page_url?: string | null
  path?: string
}

/** Pagination shape B. */
export const PaginatorBOf = <T extends TSchema>(item: T) => Type.Object({ current_page: Type.Integer(), total: Type.Integer(), data: Type.Array(item) })

/** Pagination shape C: v3 and add-on lists. */
export const ListCOf = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), total: Type.Integer() })
export interface ListC<T> {
  data: T[]
  total: number
}

/** Comment body of every comment form: plain text (the app never renders comments as HTML). */
export const CommentBody = Type.Object({ content: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', title: '内容' }) })
export type CommentBody = Static<typeof CommentBody>

/** Buying add-on goods (ADDONS 1.5): `promo_code` is sent even when empty. */
export const PromoCode = Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9_-]*$', title: '优惠码' })
