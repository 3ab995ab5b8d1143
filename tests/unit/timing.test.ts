import { debounce, throttle } from '../../src/utils/timing'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('debounce (default 500 ms)', () => {
  it('runs once after calls stop, with the last arguments', () => {
    const fn = jest.fn()
    const d = debounce(fn)
    d(1)
    jest.advanceTimersByTime(300)
    d(2)
    jest.advanceTimersByTime(499)
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith(2)
  })
  it('can be cancelled', () => {
    const fn = jest.fn()
    const d = debounce(fn, 100)
    d()
    d.cancel()
    jest.advanceTimersByTime(200)
    expect(fn).not.toHaveBeenCalled()
  })
})

describe('throttle (default 500 ms)', () => {
  it('runs at once, then at most once per window, keeping the last call', () => {
    const fn = jest.fn()
    const t = throttle(fn)
    t('a')
    t('b')
    t('c')
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenLastCalledWith('a')
    jest.advanceTimersByTime(500)
    expect(fn).toHaveBeenCalledTimes(2)
    expect(fn).toHaveBeenLastCalledWith('c')
    jest.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(2)
  })
})
