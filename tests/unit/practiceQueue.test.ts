/**
 * The practice-log queue: a report stays in storage until the server answers it, is sent again
 * on reconnect with the same client id, is dropped when the server refuses it, and belongs to the session.
 */
import { queuePractice, startPracticeQueue } from '../../src/features/audio/practiceQueue'
import { useSession } from '../../src/core/session'
import { readJson, remove } from '../../src/core/storage'
import { resetRuntimeConfigForTests } from '../../src/core/runtimeConfig'
import { fakeNetwork, fail, ok, type Reply } from '../helpers/network'

const PRACTICE = '/addons/PianoAudio/api/v1/practice'
const queued = () => readJson<{ seconds: number; client_id: string }[]>('practiceQueue', [])

let reply: Reply
let net: ReturnType<typeof fakeNetwork>

beforeAll(() => startPracticeQueue())

beforeEach(() => {
  jest.restoreAllMocks()
  resetRuntimeConfigForTests()
  window.__STUDIO_CONFIG__ = { apiBase: 'http://api.test' }
  useSession.getState().setToken('token-a')
  remove('practiceQueue')
  reply = ok({})
  net = fakeNetwork((path) => (path === PRACTICE ? reply : fail(404, '路由不存在')))
})

const posted = () => net.sent.filter((r) => r.url.endsWith(PRACTICE)).map((r) => r.data as { seconds: number; client_id: string })

it('sends a report with a client id and keeps nothing once answered', async () => {
  await queuePractice({ seconds: 30, source: 'metronome' })
  expect(posted()).toEqual([{ seconds: 30, source: 'metronome', client_id: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) }])
  expect(queued()).toEqual([])
})

it('offline: the reports wait in storage, then go on reconnect, oldest first, each with the id it was queued with', async () => {
  reply = 'network-error'
  await queuePractice({ seconds: 30, source: 'audio', target_id: 13 })
  await queuePractice({ seconds: 12, source: 'metronome' })
  const waiting = queued()
  expect(waiting.map((q) => q.seconds)).toEqual([30, 12])
  const tries = posted().length
  reply = ok({})
  window.dispatchEvent(new Event('online'))
  await new Promise((r) => setTimeout(r, 20))
  expect(posted().slice(tries).map((p) => p.client_id)).toEqual(waiting.map((q) => q.client_id))
  expect(queued()).toEqual([])
})

it('a server failure (5xx) keeps the report; a refusal drops it, since sending again would not change the answer', async () => {
  reply = { status: 502, body: 'bad gateway' }
  await queuePractice({ seconds: 30, source: 'metronome' })
  expect(queued()).toHaveLength(1)
  reply = fail(1, '练习时长超出范围')
  window.dispatchEvent(new Event('online'))
  await new Promise((r) => setTimeout(r, 20))
  expect(queued()).toEqual([])
})

it('a logout or another learner drops what the session before had queued', async () => {
  reply = 'network-error'
  await queuePractice({ seconds: 30, source: 'metronome' })
  expect(queued()).toHaveLength(1)
  useSession.getState().setToken('token-b')
  expect(queued()).toEqual([])
})
