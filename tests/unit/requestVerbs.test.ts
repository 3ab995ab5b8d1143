import Taro from '@tarojs/taro'
import { ApiError, GET_RETRIES, command, query, toastFailure } from '../../src/core/request'
import { pathOf } from '../../types/endpoints/endpoint'
import { upload } from '../../src/core/upload'
import { endpoint } from '../../types/endpoints/endpoint'
import { catalogue } from '../../types/endpoints/catalogue'
import { member } from '../../types/endpoints/member'
import { order } from '../../types/endpoints/order'
import { useSession } from '../../src/core/session'
import { resetRuntimeConfigForTests } from '../../src/core/runtimeConfig'
import { fakeNetwork, fail, ok } from '../helpers/network'

let toast: jest.SpyInstance
let show: jest.SpyInstance

beforeEach(() => {
  jest.restoreAllMocks()
  resetRuntimeConfigForTests()
  window.__STUDIO_CONFIG__ = { apiBase: 'http://api.test' }
  useSession.getState().clear()
  toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
  show = jest.spyOn(Taro, 'showLoading').mockImplementation((() => Promise.resolve()) as never)
  jest.spyOn(Taro, 'hideLoading').mockImplementation((() => Promise.resolve()) as never)
})

describe('query: a read', () => {
  it('is a GET that never toasts its failure (the page shows it)', async () => {
    const net = fakeNetwork(() => fail(1, '资源不存在'))
    await expect(query(catalogue.courseDetail, { params: { id: 9 } })).rejects.toMatchObject({ kind: 'business', message: '资源不存在' })
    expect(net.sent[0].method).toBe('GET')
    expect(toast).not.toHaveBeenCalled()
  })

  it('retries a network failure as every GET does', async () => {
    const net = fakeNetwork(() => 'network-error')
    await expect(query(catalogue.courses)).rejects.toMatchObject({ kind: 'network' })
    expect(net.sent).toHaveLength(1 + GET_RETRIES)
    expect(toast).not.toHaveBeenCalled()
  })

  it('reads MeEdu serves over POST stay silent and are sent once', async () => {
    const net = fakeNetwork(() => 'network-error')
    await expect(query(order.handPay, { body: { order_id: 'x' } })).rejects.toBeInstanceOf(ApiError)
    expect(net.sent.map((r) => r.method)).toEqual(['POST'])
    expect(toast).not.toHaveBeenCalled()
  })

  it('goes to the live base and with the given token when asked', async () => {
    window.__STUDIO_CONFIG__ = { apiBase: 'http://api.test', liveApiBase: 'http://live.test' }
    resetRuntimeConfigForTests()
    const net = fakeNetwork(() => ok([]))
    await query(endpoint<{ query: { page: number }; response: [] }>('GET', '/chat/msg'), { query: { page: 1 } }, { base: 'live', token: 'parked' })
    expect(net.sent[0].url).toBe('http://live.test/chat/msg')
    expect(net.sent[0].header.Authorization).toBe('Bearer parked')
  })
})

describe('calling an entry', () => {
  it('fills the path parameters, URI-encoded, and sends the entry\'s method', async () => {
    const net = fakeNetwork(() => ok({ discount: 0 }))
    await command(order.promoCodeCheck, { params: { code: 'A B/1' } })
    expect(net.sent[0]).toMatchObject({ method: 'GET', url: 'http://api.test/api/v2/promoCode/A%20B%2F1/check' })
  })

  it('refuses a call whose path parameter is missing before anything is sent', () => {
    const net = fakeNetwork(() => ok([]))
    expect(() => pathOf(catalogue.courseDetail, {})).toThrow('/api/v2/course/:id: no id')
    expect(() => query(catalogue.courseDetail, { params: { id: undefined as unknown as number } })).toThrow('no id')
    expect(net.sent).toHaveLength(0)
  })

  it('sends a GET entry\'s query and another entry\'s body as the data', async () => {
    const net = fakeNetwork(() => ok([]))
    await query(catalogue.courses, { query: { page: 2, page_size: 16 } })
    await command(member.setNickname, { body: { nick_name: '小明' } })
    expect(net.sent.map((r) => [r.method, r.data])).toEqual([
      ['GET', { page: 2, page_size: 16 }],
      ['POST', { nick_name: '小明' }]
    ])
  })
})

describe('command: an action', () => {
  it('is a POST that toasts its failure and is never retried', async () => {
    const net = fakeNetwork(() => fail(1, '验证码错误'))
    await expect(command(endpoint<{ body: { mobile: string }; response: [] }>('POST', '/api/v2/login/mobile'), { body: { mobile: '1' } })).rejects.toMatchObject({ message: '验证码错误' })
    expect(net.sent.map((r) => r.method)).toEqual(['POST'])
    expect(toast).toHaveBeenCalledWith({ title: '验证码错误', icon: 'none', duration: 1500 })
  })

  it('takes the method MeEdu gives the action', async () => {
    const net = fakeNetwork(() => ok(1))
    await expect(command(catalogue.likeCourse, { params: { id: 1 } })).resolves.toBe(1)
    await command(member.changeMobile, { body: { mobile: '1', mobile_code: '2', sign: 's' } })
    expect(net.sent.map((r) => r.method)).toEqual(['GET', 'PUT'])
  })

  describe('feedback', () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())

    /** Runs a command against a server that answers `reply` only after 1 s, and says what the learner saw. */
    async function seen(options: Parameters<typeof command>[2], reply: 'ok' | 'fail') {
      jest.spyOn(Taro, 'request').mockImplementation(((opts: Taro.request.Option) => {
        const body = reply === 'ok' ? { code: 0, message: '', data: 1 } : { code: 1, message: '不行', data: [] }
        setTimeout(() => opts.success?.({ statusCode: 200, data: JSON.stringify(body) } as never), 1000)
        return Object.assign(Promise.resolve(), { abort() {} })
      }) as never)
      const pending = command(endpoint<{ response: number }>('POST', '/x'), undefined, options).catch((e: unknown) => e)
      jest.advanceTimersByTime(1000)
      await pending
      return { spinner: show.mock.calls.length > 0, toast: toast.mock.calls.length > 0 }
    }

    it('full (the default): the delayed spinner and the toast', async () => {
      expect(await seen(undefined, 'fail')).toEqual({ spinner: true, toast: true })
    })
    it('toast: no spinner over a tap whose answer shows in place', async () => {
      expect(await seen({ feedback: 'toast' }, 'fail')).toEqual({ spinner: false, toast: true })
    })
    it('spinner: the caller says the failure its own way', async () => {
      expect(await seen({ feedback: 'spinner' }, 'fail')).toEqual({ spinner: true, toast: false })
    })
    it('none: a background write never interrupts', async () => {
      expect(await seen({ feedback: 'none' }, 'fail')).toEqual({ spinner: false, toast: false })
    })
    it('a success toasts nothing', async () => {
      expect(await seen(undefined, 'ok')).toEqual({ spinner: true, toast: false })
    })
  })
})

describe('one failure path', () => {
  it('toastFailure toasts a query failure the caller has no place for, and rethrows it', async () => {
    fakeNetwork(() => fail(1, '账号已冻结'))
    const err = await query(member.detail).catch(toastFailure).catch((e: unknown) => e)
    expect(err).toMatchObject({ kind: 'business', message: '账号已冻结' })
    expect(toast).toHaveBeenCalledWith({ title: '账号已冻结', icon: 'none', duration: 1500 })
  })

  it('an upload that fails toasts the server message and ends the session on 401, as a call does', async () => {
    useSession.getState().setToken('stale')
    jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never)
    jest.spyOn(Taro, 'uploadFile').mockImplementation((() => Promise.resolve({ statusCode: 200, data: JSON.stringify({ code: 401, message: '请登录', data: [] }) })) as never)
    await expect(upload(member.uploadAvatar, 'tmp://a.png')).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(useSession.getState().token).toBe('')
    expect(toast).toHaveBeenCalledWith({ title: '请登录', icon: 'none', duration: 1500 })
  })
})

describe('the typed call (checked by tsc: `npx tsc -p tsconfig.json --noEmit` fails if a line below compiles)', () => {
  it('refuses a wrong parameter, a missing one and a wrong body at compile time', () => {
        // Compiled, never called: an unused @ts-expect-error is itself a compile error.
    const compileOnly = () => {
      // @ts-expect-error: the course path parameter is `id`
      void query(catalogue.courseDetail, { params: { courseId: 1 } })
      // @ts-expect-error: a path with a parameter needs it
      void query(catalogue.courseDetail)
      // @ts-expect-error: the nickname body is `nick_name`
      void command(member.setNickname, { body: { nickname: 'x' } })
      // @ts-expect-error: an entry without a query takes none
      void query(member.detail, { query: { page: 1 } })
    }
    expect(compileOnly).toBeInstanceOf(Function)
    expect([catalogue.courseDetail.path, member.setNickname.method]).toEqual(['/api/v2/course/:id', 'POST'])
  })
})
