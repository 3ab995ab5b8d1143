import { eventCenter } from '@tarojs/taro'
import { desktopRedirectUrl, isMobileDevice, platformName } from '../../src/host/device.h5'
import { installPageLoadFeedback, isChunkLoadError, PAGE_LOADING_DELAY_MS } from '../../src/platform/pageLoad.h5'
import { resetRuntimeConfigForTests, runtimeConfig } from '../../src/core/runtimeConfig'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const ANDROID_WECHAT = 'Mozilla/5.0 (Linux; Android 13; V2055A) AppleWebKit/537.36 Chrome/116 Mobile Safari/537.36 MicroMessenger/8.0'
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130 Safari/537.36'
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15'

describe('device (H5)', () => {
  it('tells phones and tablets from desktops', () => {
    expect(platformName()).toBe('H5')
    expect(isMobileDevice(IPHONE, 5)).toBe(true)
    expect(isMobileDevice(ANDROID_WECHAT, 5)).toBe(true)
    expect(isMobileDevice(DESKTOP, 0)).toBe(false)
    expect(isMobileDevice(MAC, 0)).toBe(false)
    expect(isMobileDevice(MAC, 5)).toBe(true) // iPadOS reports a Mac UA
  })

  it('sends desktop visitors to pc_url with the stored referral code; phones stay', () => {
    expect(desktopRedirectUrl('https://pc.example.com', '42', DESKTOP, 0)).toBe('https://pc.example.com?msv=42')
    expect(desktopRedirectUrl('https://pc.example.com/?a=1', '42', DESKTOP, 0)).toBe('https://pc.example.com/?a=1&msv=42')
    expect(desktopRedirectUrl('https://pc.example.com', '', DESKTOP, 0)).toBe('https://pc.example.com')
    expect(desktopRedirectUrl('https://pc.example.com', '42', IPHONE, 5)).toBeNull()
    expect(desktopRedirectUrl('', '42', DESKTOP, 0)).toBeNull()
    expect(desktopRedirectUrl('javascript:alert(1)', '42', DESKTOP, 0)).toBeNull()
  })
})

describe('runtime config', () => {
  afterEach(() => {
    window.__STUDIO_CONFIG__ = undefined
    resetRuntimeConfigForTests()
  })
  it('defaults to the page origin on H5 with a 60 s timeout', () => {
    window.__STUDIO_CONFIG__ = undefined
    resetRuntimeConfigForTests()
    expect(runtimeConfig()).toMatchObject({ appName: '琴艺课堂', apiBase: 'http://localhost', siteUrl: 'http://localhost', requestTimeoutMs: 60000 })
  })
  it('is overridden by window.__STUDIO_CONFIG__ (config.js), trailing slashes trimmed', () => {
    window.__STUDIO_CONFIG__ = { apiBase: 'https://api.example.com/', appName: '测试琴行', requestTimeoutMs: 5000 }
    resetRuntimeConfigForTests()
    expect(runtimeConfig()).toMatchObject({ apiBase: 'https://api.example.com', liveApiBase: 'http://localhost', appName: '测试琴行', requestTimeoutMs: 5000 })
  })
  it('ignores a nonsense timeout', () => {
    window.__STUDIO_CONFIG__ = { requestTimeoutMs: -1 }
    resetRuntimeConfigForTests()
    expect(runtimeConfig().requestTimeoutMs).toBe(60000)
  })
})

describe('H5 page-chunk feedback (SPEC section 9)', () => {
  beforeAll(() => installPageLoadFeedback())
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('recognises webpack chunk failures', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 12 failed.' })).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk pages-index failed.\n(timeout: http://x/js/1.js)'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('boom'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('shows a loading bar only after 200 ms and removes it when the page arrives', () => {
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/member/index' } })
    jest.advanceTimersByTime(PAGE_LOADING_DELAY_MS - 1)
    expect(document.getElementById('studio-page-loading')).toBeNull()
    jest.advanceTimersByTime(1)
    expect(document.getElementById('studio-page-loading')).not.toBeNull()
    eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path: '/pages/member/index' } })
    expect(document.getElementById('studio-page-loading')).toBeNull()
  })

  it('a failed chunk shows an error state with a retry instead of a white screen', () => {
    const event = new Event('unhandledrejection') as Event & { reason: unknown }
    event.reason = { name: 'ChunkLoadError', message: 'Loading chunk 3 failed.' }
    window.dispatchEvent(event)
    const box = document.getElementById('studio-page-error')
    expect(box?.textContent).toContain('页面加载失败')
    expect(box?.querySelector('button')?.textContent).toBe('重试')
  })
})
