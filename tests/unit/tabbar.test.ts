import Taro from '@tarojs/taro'
import { defineTabbar, type TabbarConf } from '../../src/platform/h5/tabbar'
import * as taroComponents from '../../src/platform/h5/taroComponents'

// The light H5 tab bar that replaces Taro's Stencil one: same contract with the router (conf, page
// changes, tab bar APIs), same DOM classes.

const conf = (): TabbarConf => ({
  color: '#999999',
  selectedColor: '#C8553D',
  backgroundColor: '#ffffff',
  borderStyle: 'white',
  homePage: 'pages/index/index',
  mode: 'hash',
  basename: '/',
  list: [
    { pagePath: 'pages/index/index', text: '首页', iconPath: 'home.png', selectedIconPath: 'home-on.png' },
    { pagePath: 'pages/course/index', text: '学习', iconPath: 'learn.png', selectedIconPath: 'learn-on.png' },
    { pagePath: 'pages/member/index', text: '我的', iconPath: 'me.png', selectedIconPath: 'me-on.png' }
  ]
})

type Bar = HTMLElement & { conf: TabbarConf }

function mount(): Bar {
  const container = document.createElement('div')
  container.className = 'taro-tabbar__container'
  const panel = document.createElement('div')
  panel.className = 'taro-tabbar__panel'
  const bar = document.createElement('taro-tabbar') as Bar
  bar.conf = conf()
  container.append(panel, bar)
  document.body.appendChild(container)
  return bar
}

const labels = (bar: Bar) => Array.from(bar.querySelectorAll('.weui-tabbar__label')).map((l) => l.textContent)
const selected = (bar: Bar) => bar.querySelector('.weui-bar__item_on .weui-tabbar__label')?.textContent ?? null
const icons = (bar: Bar) => Array.from(bar.querySelectorAll('img')).map((i) => i.getAttribute('src'))
const route = (path: string) => Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path } })

beforeAll(() => defineTabbar())
afterEach(() => {
  document.body.innerHTML = ''
  jest.restoreAllMocks()
})

describe('H5 tab bar', () => {
  it('is what the router gets for taro-tabbar, without loading Stencil', () => {
    expect(taroComponents.defineCustomElementTaroTabbar).toBe(defineTabbar)
    expect(customElements.get('taro-tabbar')?.name).toBe('LightTabbar')
  })

  it('draws the tabs with the current page selected, at the bottom', () => {
    // (Which page is current at start comes from Taro's location: covered in the browser tests.)
    const bar = mount()
    route('/pages/course/index?tab=learned')
    expect(labels(bar)).toEqual(['首页', '学习', '我的'])
    expect(selected(bar)).toBe('学习')
    expect(icons(bar)).toEqual(['home.png', 'learn-on.png', 'me.png'])
    expect(bar.className).toBe('taro-tabbar__tabbar taro-tabbar__tabbar-bottom')
    expect((bar.querySelector('.weui-bar__item_on .weui-tabbar__label') as HTMLElement).style.color).toBe('rgb(200, 85, 61)')
    expect(bar.querySelector('.weui-tabbar')!.className).toBe('weui-tabbar taro-tabbar__border-white')
  })

  it('follows page changes and hides on pages that are not tabs', () => {
    const bar = mount()
    expect(selected(bar)).toBe('首页')
    route('/pages/member/index')
    expect(selected(bar)).toBe('我的')
    route('/pages/course/show?id=2')
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(true)
    // Nothing is built while hidden (a deep link's first load does no tab bar work).
    expect(bar.querySelectorAll('.weui-tabbar__item')).toHaveLength(0)
    route('/pages/index/index')
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(false)
    expect(selected(bar)).toBe('首页')
  })

  it('a tap switches tab through the router and tells the page', () => {
    const switchTab = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never)
    const onTabItemTap = jest.fn()
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ onTabItemTap } as never])
    const bar = mount()
    ;(bar.querySelectorAll('.weui-tabbar__item')[2].querySelector('.weui-tabbar__label') as HTMLElement).click()
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/member/index' })
    expect(onTabItemTap).toHaveBeenCalledWith({ index: 2, pagePath: '/pages/member/index', text: '我的' })
    expect(selected(bar)).toBe('我的')
  })

  it('answers the tab bar APIs: badge, red dot, hide and show, style and item', () => {
    const bar = mount()
    const call = (event: string, args: Record<string, unknown>) => {
      const successHandler = jest.fn()
      const errorHandler = jest.fn()
      Taro.eventCenter.trigger(event, { ...args, successHandler, errorHandler })
      return { ok: successHandler.mock.calls[0]?.[0]?.errMsg, fail: errorHandler.mock.calls[0]?.[0]?.errMsg }
    }
    expect(call('__taroSetTabBarBadge', { index: 2, text: '3' })).toEqual({ ok: 'setTabBarBadge:ok', fail: undefined })
    expect(bar.querySelectorAll('.weui-tabbar__item')[2].querySelector('.taro-tabbar-badge')?.textContent).toBe('3')
    expect(call('__taroShowTabBarRedDotHandler', { index: 1 }).ok).toBe('showTabBarRedDot:ok')
    expect(bar.querySelectorAll('.weui-tabbar__item')[1].querySelector('.weui-badge_dot')).not.toBeNull()
    expect(call('__taroRemoveTabBarBadge', { index: 2 }).ok).toBe('removeTabBarBadge:ok')
    expect(bar.querySelector('.taro-tabbar-badge')).toBeNull()
    expect(call('__taroSetTabBarBadge', { index: 7, text: '1' })).toEqual({ ok: undefined, fail: 'setTabBarBadge:fail tabbar item not found' })
    call('__taroHideTabBar', { animation: false })
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(true)
    call('__taroShowTabBar', {})
    expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(false)
    call('__taroSetTabBarItem', { index: 0, text: '发现' })
    call('__taroSetTabBarStyle', { selectedColor: '#000000' })
    expect(labels(bar)[0]).toBe('发现')
    expect((bar.querySelector('.weui-bar__item_on .weui-tabbar__label') as HTMLElement).style.color).toBe('rgb(0, 0, 0)')
  })

  it('stops listening once removed', () => {
    const bar = mount()
    bar.parentElement!.remove()
    route('/pages/member/index')
    expect(selected(bar)).toBe('首页')
  })
})
