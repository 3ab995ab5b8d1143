/**
 * The MeEdu envelope (CONTRACT section 1): always HTTP 200 with {code, message, data}; code 0 is success.
 * Route handlers return data; failures throw ApiFailure with a code and a learner-readable Chinese message.
 */
import type { Envelope } from '~types/contract/common'

export type { Envelope }

export const ok = <T>(data: T): Envelope<T> => ({ code: 0, message: '', data })

export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** What the refusal carries besides its message (the rows an import refused); `[]` when absent. */
    readonly data?: unknown
  ) {
    super(message)
    this.name = 'ApiFailure'
  }
}

/** A business or validation error (code 1). */
export const fail = (message: string) => new ApiFailure(1, message)
/** A refusal (code 1) with details a client can show beside the message. */
export const failWith = (message: string, data: unknown) => new ApiFailure(1, message, data)
export const notFound = (message = '资源不存在') => new ApiFailure(404, message)
export const unauthorized = (message = '请登录') => new ApiFailure(401, message)
export const throttled = (message = '请稍后再试') => new ApiFailure(429, message)
/** MeEdu's admin API refusing a route the administrator's roles do not grant. */
export const forbidden = (message = '无权限') => new ApiFailure(403, message)
