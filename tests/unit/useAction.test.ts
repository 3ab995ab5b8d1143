import React, { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { useAction, type Action, type ActionCallbacks } from '../../src/hooks/useAction'
import { ApiError } from '../../src/core/request'

// The hook is platform-free: a plain react-dom root.

let latest: Action<[string], string>
let root: Root
let started: { arg: string; resolve(v: string): void; reject(e: unknown): void }[]

/** What the callbacks of the probe with callbacks saw, in order. */
let heard: string[]
let callbacks: ActionCallbacks<[string], string> | undefined

function Probe() {
  latest = useAction((arg: string) => new Promise<string>((resolve, reject) => started.push({ arg, resolve, reject })), callbacks)
  return null
}

beforeEach(async () => {
  started = []
  heard = []
  callbacks = undefined
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  root = createRoot(document.createElement('div'))
  await act(async () => root.render(React.createElement(Probe)))
})

afterEach(() => {
  act(() => root.unmount())
  jest.restoreAllMocks()
})

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

  describe('with callbacks', () => {
    /** Remounts the probe with callbacks that record what they get and finish only when told. */
    let settle: () => void
    async function withCallbacks(): Promise<void> {
      callbacks = {
        onSuccess: (result, arg) => {
          heard.push(`success ${result} ${arg}`)
          return new Promise<void>((r) => (settle = r))
        },
        onError: (failure, arg) => {
          heard.push(`error ${(failure as Error).message} ${arg}`)
          return new Promise<void>((r) => (settle = r))
        }
      }
      await act(async () => root.render(React.createElement(Probe)))
    }

    it('onSuccess gets the result and the arguments, and the action stays busy until it settles', async () => {
      await withCallbacks()
      let p: Promise<unknown> = Promise.resolve()
      act(() => void (p = latest.run('a')))
      await act(async () => started[0].resolve('done'))
      expect(heard).toEqual(['success done a'])
      expect(latest.pending).toBe(true)
      await act(async () => settle())
      await expect(p).resolves.toBe('done')
      expect(latest.pending).toBe(false)
      expect(latest.error).toBeUndefined()
    })

    it('onError gets what was thrown (an Error of a device call too, not logged), and the failure is kept', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
      await withCallbacks()
      let p: Promise<unknown> = Promise.resolve()
      act(() => void (p = latest.run('a')))
      await act(async () => started[0].reject(new Error('手机存储空间不足')))
      expect(heard).toEqual(['error 手机存储空间不足 a'])
      expect(latest.pending).toBe(true)
      await act(async () => settle())
      await expect(p).resolves.toBeUndefined()
      expect(latest.pending).toBe(false)
      expect(latest.error).toMatchObject({ message: '操作失败，请稍后重试' })
      expect(warn).not.toHaveBeenCalled()
    })

    it('a callback that throws is a bug: logged, kept as a general failure, and the action unlocks', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
      callbacks = {
        onSuccess: () => {
          throw new TypeError('boom')
        }
      }
      await act(async () => root.render(React.createElement(Probe)))
      let p: Promise<unknown> = Promise.resolve()
      act(() => void (p = latest.run('a')))
      await act(async () => started[0].resolve('done'))
      await expect(p).resolves.toBeUndefined()
      expect(warn).toHaveBeenCalled()
      expect(latest.error).toMatchObject({ message: '操作失败，请稍后重试' })
      expect(latest.pending).toBe(false)
    })
  })
})
