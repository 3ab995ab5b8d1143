import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { isBusy } from '../db/db'
import { ApiFailure } from './envelope'
import { isCoreRoute } from './input'
import { isBadPathId, validationMessage } from './validation'

/** A failed request as both envelopes answer it: the HTTP status (200 but for server faults), the code and the message. */
interface Failure {
  http: number
  code: number
  message: string
  retryAfter?: number
  data?: unknown
}

/**
 * What a thrown error means for the client, once for both APIs: the learner's envelope carries it as `code`,
 * the console's (MeEdu's admin API) as `status`.
 */
export function failureOf(error: FastifyError, req: FastifyRequest): Failure {
  if (error instanceof ApiFailure) return { http: 200, code: error.code, message: error.message, data: error.data }
  if (error.validation) {
    // A core route's path id that cannot be one: no such record, as MeEdu answers an unknown id.
    if (error.validationContext === 'params' && isCoreRoute(req) && isBadPathId(error.validation)) return { http: 200, code: 404, message: '资源不存在' }
    return { http: 200, code: 1, message: validationMessage(error.validation) }
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { http: 200, code: 1, message: '提交的内容过大' }
  // Malformed JSON, unsupported content type and the like: the client's fault, said plainly.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return { http: 200, code: 1, message: '请求格式不正确' }
  if (isBusy(error)) {
    // Another writer holds the database: quick, retryable, MeEdu's "try later" code.
    req.log.warn({ err: error, route: req.routeOptions.url }, 'database busy')
    return { http: 200, code: 429, message: '系统繁忙，请稍后再试', retryAfter: 1 }
  }
  req.log.error({ err: error, route: req.routeOptions.url }, 'request failed')
  return { http: 500, code: 500, message: '服务器开小差了，请稍后再试' }
}

/** Sends a failure in an envelope whose outcome field is `key`; failures bypass the route's response schema. */
export function sendFailure(reply: FastifyReply, failure: Failure, key: 'code' | 'status'): FastifyReply {
  reply.serializer(JSON.stringify).type('application/json; charset=utf-8').status(failure.http)
  if (failure.retryAfter) reply.header('Retry-After', String(failure.retryAfter))
  return reply.send({ [key]: failure.code, message: failure.message, data: failure.data ?? [] })
}
