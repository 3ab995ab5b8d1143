// The H5 build replaces Taro's toast/loading/modal/action-sheet module with config/shims/taro-interaction.js,
// which loads the real one on first use (6 KB gzip out of the first load). Here the real module is a stand-in
// that records mockCalls; the build itself is checked by the browser suites (toasts and modals in the journeys,
// the chunk's timing in tests/e2e/smoke.test.ts).
import fs from 'fs'
import path from 'path'

type Shim = Record<string, (...args: unknown[]) => Promise<unknown>>

const mockCalls: string[] = []
let mockFailNextLoad = false

jest.mock(
  'taro-interaction-real',
  () => {
    if (mockFailNextLoad) {
      mockFailNextLoad = false
      throw new Error('Loading chunk taro-interaction failed')
    }
    const fn = (name: string) => (opts: { title?: string }) => {
      mockCalls.push(`${name}:${opts?.title ?? ''}`)
      return Promise.resolve({ errMsg: `${name}:ok` })
    }
    return {
      showToast: fn('showToast'),
      hideToast: fn('hideToast'),
      showLoading: fn('showLoading'),
      hideLoading: fn('hideLoading'),
      showModal: fn('showModal'),
      showActionSheet: fn('showActionSheet'),
      enableAlertBeforeUnload: fn('enableAlertBeforeUnload'),
      disableAlertBeforeUnload: fn('disableAlertBeforeUnload')
    }
  },
  { virtual: true }
)

function loadShim(): Shim {
  let shim: Shim = {}
  jest.isolateModules(() => {
    shim = require('../../config/shims/taro-interaction.js') as Shim
  })
  return shim
}

beforeEach(() => {
  mockCalls.length = 0
  jest.resetModules()
})

describe('lazy Taro interaction shim', () => {
  it('offers exactly the functions of the module it stands in for', () => {
    const real = fs.readFileSync(path.join(__dirname, '../../node_modules/@tarojs/taro-h5/dist/api/ui/interaction/index.js'), 'utf8')
    const exported = /export \{([^}]+)\};?\s*(\/\/.*)?$/.exec(real.trim())![1].split(',').map((s) => s.trim())
    expect(Object.keys(loadShim()).sort()).toEqual(exported.sort())
  })

  it('passes each call on with its options and answers with the real result, in the order they were made', async () => {
    const shim = loadShim()
    const results = await Promise.all([shim.showLoading({ title: '加载中' }), shim.hideLoading({}), shim.showToast({ title: '已安全退出' })])
    expect(mockCalls).toEqual(['showLoading:加载中', 'hideLoading:', 'showToast:已安全退出'])
    expect(results[2]).toEqual({ errMsg: 'showToast:ok' })
  })

  it('a chunk that failed to load is asked for again on the next call', async () => {
    const shim = loadShim()
    mockFailNextLoad = true
    await expect(shim.showToast({ title: '第一次' })).rejects.toThrow('Loading chunk taro-interaction failed')
    await expect(shim.showToast({ title: '第二次' })).resolves.toEqual({ errMsg: 'showToast:ok' })
    expect(mockCalls).toEqual(['showToast:第二次'])
  })
})
