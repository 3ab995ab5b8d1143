import React, { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useAsync, type AsyncState } from '../../src/hooks/useAsync'
import { ApiError } from '../../src/core/request'
import { invalidate } from '../../src/core/freshness'

// The hook is platform-free: a plain react-dom root.

interface Call {
  id: number
  resolve(v: string): void
  reject(e: unknown): void
}

let calls: Call[]
let latest: AsyncState<string>
let root: Root

function Probe({ id, enabled }: { id: number; enabled: boolean }) {
  latest = useAsync(() => new Promise<string>((resolve, reject) => calls.push({ id, resolve, reject })), [id], { enabled, keys: ['purchases'] })
  return null
}
const show = (id: number, enabled = true) => act(async () => root.render(React.createElement(Probe, { id, enabled })))

beforeEach(() => {
  calls = []
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  root = createRoot(document.createElement('div'))
})

afterEach(() => act(() => root.unmount()))

describe('useAsync', () => {
  it('waits while not enabled (idle, nothing asked), then loads once enabled', async () => {
    await show(1, false)
    expect(latest.status).toBe('idle')
    expect(calls).toHaveLength(0)
    await act(async () => latest.reload())
    expect(calls).toHaveLength(0)
    await show(1, true)
    expect(latest.status).toBe('loading')
    await act(async () => calls[0].resolve('one'))
    expect(latest).toMatchObject({ status: 'success', data: 'one', refreshing: false, error: undefined })
  })

  it('keeps the data shown while refreshing, and says so', async () => {
    await show(1)
    await act(async () => calls[0].resolve('one'))
    let reloading: Promise<void> = Promise.resolve()
    act(() => void (reloading = latest.reload()))
    expect(latest).toMatchObject({ status: 'success', data: 'one', refreshing: true })
    await act(async () => calls[1].resolve('two'))
    await reloading
    expect(latest).toMatchObject({ status: 'success', data: 'two', refreshing: false })
  })

  it('keeps the ApiError itself, and a 401 means the data needs an account', async () => {
    await show(1)
    await act(async () => calls[0].reject(new ApiError('unauthorized', '请登录', 401, 401)))
    expect(latest.status).toBe('error')
    expect(latest.error).toBeInstanceOf(ApiError)
    expect(latest.error).toMatchObject({ kind: 'unauthorized', message: '请登录' })
    expect(latest.needsLogin).toBe(true)
  })

  it('a failing loader bug shows the general message as an ApiError', async () => {
    await show(1)
    await act(async () => calls[0].reject(new TypeError('x is undefined')))
    expect(latest.status).toBe('error')
    expect(latest.error).toMatchObject({ message: '加载失败，请稍后重试' })
    expect(latest.needsLogin).toBe(false)
  })

  it('loads again when its key is invalidated, and no more once unmounted', async () => {
    await show(1)
    await act(async () => calls[0].resolve('one'))
    await act(async () => invalidate('purchases'))
    expect(calls).toHaveLength(2)
    expect(latest.refreshing).toBe(true)
    await act(async () => calls[1].resolve('bought'))
    expect(latest.data).toBe('bought')
    act(() => root.unmount())
    root = createRoot(document.createElement('div'))
    invalidate('purchases')
    expect(calls).toHaveLength(2)
  })
})
