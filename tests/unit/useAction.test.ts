import React, { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useAction, type Action } from '../../src/hooks/useAction'
import { ApiError } from '../../src/core/request'

// The hook is platform-free: a plain react-dom root.

let latest: Action<[string], string>
let root: Root
let started: { arg: string; resolve(v: string): void; reject(e: unknown): void }[]

function Probe() {
  latest = useAction((arg: string) => new Promise<string>((resolve, reject) => started.push({ arg, resolve, reject })))
  return null
}

beforeEach(async () => {
  started = []
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  root = createRoot(document.createElement('div'))
  await act(async () => root.render(React.createElement(Probe)))
})

afterEach(() => act(() => root.unmount()))

describe('useAction', () => {
  it('locks synchronously: a second tap in the same tick starts nothing and resolves undefined', async () => {
    const { run } = latest
    let first: Promise<string | undefined> = Promise.resolve(undefined)
    let second: Promise<string | undefined> = Promise.resolve(undefined)
    act(() => {
      first = run('a')
      second = run('b')
    })
    expect(started.map((s) => s.arg)).toEqual(['a'])
    await expect(second).resolves.toBeUndefined()
    expect(latest.pending).toBe(true)
    await act(async () => started[0].resolve('done'))
    await expect(first).resolves.toBe('done')
    expect(latest.pending).toBe(false)
  })

  it('runs again once the first run has finished, failed or not', async () => {
    let p: Promise<unknown> = Promise.resolve()
    act(() => void (p = latest.run('a')))
    await act(async () => started[0].reject(new ApiError('business', '库存不足', 1)))
    await expect(p).resolves.toBeUndefined()
    expect(latest.error).toMatchObject({ kind: 'business', message: '库存不足' })
    expect(latest.pending).toBe(false)
    act(() => void (p = latest.run('b')))
    expect(started.map((s) => s.arg)).toEqual(['a', 'b'])
    expect(latest.error).toBeUndefined()
    await act(async () => started[1].resolve('ok'))
    await expect(p).resolves.toBe('ok')
  })

  it('logs an error that is not an ApiError (a bug), keeps a general one, and still unlocks', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    let p: Promise<unknown> = Promise.resolve()
    act(() => void (p = latest.run('a')))
    await act(async () => started[0].reject(new TypeError('boom')))
    await expect(p).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalled()
    expect(latest.error).toMatchObject({ message: '操作失败，请稍后重试' })
    expect(latest.pending).toBe(false)
    act(() => void latest.run('b'))
    expect(started).toHaveLength(2)
  })
})
