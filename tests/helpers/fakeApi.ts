import type { Endpoint, ResponseOf } from '../../types/endpoints/endpoint'
import { fakeNetwork, fail, ok, type Reply, type SentRequest } from './network'

/** A typed answer: the endpoint's `data` (code 0), or any scripted reply (a failure, a hang). */
export type Answer<E> = { data: ResponseOf<E> } | Reply

interface Handler {
  endpoint: Endpoint
  pattern: RegExp
  answers: (Answer<unknown> | ((req: SentRequest) => Answer<unknown>))[]
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?|$)`)

/**
 * A fake server that answers by the endpoint tables (types/endpoints), on `fakeNetwork`: a page test says
 * which endpoint answers what, with the contract's type for `data`; a request no endpoint answers gets
 * MeEdu's 404 and is kept in `unanswered`.
 *   const api = fakeApi()
 *   api.answer(catalogue.courseDetail, fail(500, '服务繁忙'), { data: course })  // first call fails, then the course
 *   api.calls(catalogue.courseDetail)                                            // what the page sent
 */
export function fakeApi() {
  const handlers: Handler[] = []
  const unanswered: SentRequest[] = []
  const net = fakeNetwork((path, req) => {
    const h = handlers.find((x) => x.endpoint.method === req.method.toUpperCase() && x.pattern.test(path))
    if (!h) {
      unanswered.push(req)
      return fail(404, '路由不存在')
    }
    const next = h.answers.length > 1 ? h.answers.shift()! : h.answers[0]
    const answer = typeof next === 'function' ? next(req) : next
    return typeof answer === 'object' && 'data' in answer && !('body' in answer) ? ok(answer.data) : (answer as Reply)
  })
  return {
    sent: net.sent,
    unanswered,
    /** Answers `endpoint` with these, in order; the last one again for every later call. */
    answer<E extends Endpoint>(endpoint: E, ...answers: (Answer<E> | ((req: SentRequest) => Answer<E>))[]) {
      const existing = handlers.findIndex((h) => h.endpoint === endpoint)
      if (existing >= 0) handlers.splice(existing, 1)
      handlers.push({ endpoint, pattern: patternOf(endpoint.path), answers: answers as Handler['answers'] })
    },
    /** The requests sent to `endpoint`. */
    calls(endpoint: Endpoint): SentRequest[] {
      const pattern = patternOf(endpoint.path)
      return net.sent.filter((r) => r.method.toUpperCase() === endpoint.method && pattern.test(r.url.replace(/^https?:\/\/[^/]+/, '')))
    }
  }
}

export type FakeApi = ReturnType<typeof fakeApi>
