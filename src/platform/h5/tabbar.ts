/**
 * H5 tab bar: a plain custom element that stands in for Taro's `taro-tabbar`.
 *
 * Why: Taro's H5 router (4.2.1, @tarojs/router/dist/tabbar.js) draws the tab bar with a Stencil web
 * component, and that one import puts the whole Stencil runtime into every first load (~13 KB brotli,
 * ~150 KB of script to parse and run on a learner's phone before the first screen). Nothing else on our
 * first load needs Stencil (pages use Taro's pure-React components, `useHtmlComponents`).
 * config/index.ts points the router's import at src/platform/h5/taroComponents.ts, which defines this.
 *
 * Same contract as the original: the router sets `conf` (app.config tabBar + homePage, mode, basename)
 * and appends the element after the page panel; it listens to the router's page changes (selected tab,
 * hidden on other pages) and to the tab bar APIs (setTabBarBadge, show/hideTabBar, ...); same DOM classes,
 * so the same CSS applies.
 */
import Taro from '@tarojs/taro'
import { navigateUrl } from '../../core/navigation'
import { addLeadingSlash, getCurrentPage, stripBasename } from '@tarojs/runtime'

interface TabItem {
  pagePath: string
  text: string
  iconPath: string
  selectedIconPath: string
  badgeText?: string | null
  showRedDot?: boolean
}

export interface TabbarConf {
  list: TabItem[]
  color?: string
  selectedColor?: string
  backgroundColor?: string
  borderStyle?: 'black' | 'white'
  homePage: string
  mode?: string
  basename?: string
}

/** What the router sends on every page change. */
interface RouteChange {
  toLocation?: { path?: string }
}

type Done = (res: { errMsg: string }) => void
interface ApiCall {
  index: number
  text?: string
  iconPath?: string
  selectedIconPath?: string
  color?: string
  selectedColor?: string
  backgroundColor?: string
  borderStyle?: 'black' | 'white'
  animation?: boolean
  successHandler: Done
  errorHandler: Done
}

// The original component's stylesheet (weui tab bar + the router's container layout), unchanged.
const CSS =
  '.weui-tabbar{z-index:500;background-color:#f7f7fa;align-items:center;width:100%;display:flex;position:absolute;bottom:0}' +
  '.weui-tabbar:before{content:" ";color:#c0bfc4;transform-origin:0 0;border-top:1px solid #c0bfc4;height:1px;position:absolute;top:0;left:0;right:0;transform:scaleY(.5)}' +
  '.weui-tabbar__item{padding:5px 0;padding-bottom:env(safe-area-inset-bottom);color:#666;text-align:center;-webkit-tap-highlight-color:transparent;flex:1;font-size:0;display:block}' +
  '.weui-tabbar__icon{width:27px;height:27px;display:inline-block}' +
  '.weui-tabbar__label{text-align:center;color:#666;font-size:10px;line-height:1.8}' +
  '.weui-badge{color:#fff;text-align:center;vertical-align:middle;background-color:#f43530;border-radius:18px;min-width:8px;padding:.15em .4em;font-size:12px;line-height:1.2;display:inline-block}' +
  '.weui-badge_dot{min-width:0;padding:.4em}' +
  ':root{--taro-tabbar-height:50px}#app{height:100%}' +
  '.taro-tabbar__border-white:before{border-top-color:#fff!important}' +
  '.taro-tabbar__container{flex-direction:column;height:100%;display:flex;overflow:hidden}' +
  '.taro-tabbar__panel{-webkit-overflow-scrolling:auto;flex:1;position:relative;overflow:auto}' +
  '.taro-tabbar__tabbar{display:block;width:100%;height:var(--taro-tabbar-height);transition:bottom .2s,top .2s;position:relative}' +
  '.taro-tabbar__tabbar-bottom{margin-bottom:env(safe-area-inset-bottom);bottom:0}' +
  '.taro-tabbar__tabbar-hide{display:none}' +
  '.taro-tabbar__tabbar-slideout{flex:0 0;top:-52px}' +
  '.taro-tabbar__panel+.taro-tabbar__tabbar-slideout{top:auto;bottom:-52px}'

const pathOf = (url: string) => url.split('?')[0].split('#')[0]

/** The tab bar APIs the router's `initTabBarApis` wires to events, with their handlers. */
const API_EVENTS = [
  '__taroSetTabBarBadge',
  '__taroRemoveTabBarBadge',
  '__taroShowTabBarRedDotHandler',
  '__taroHideTabBarRedDotHandler',
  '__taroShowTabBar',
  '__taroHideTabBar',
  '__taroSetTabBarStyle',
  '__taroSetTabBarItem'
] as const

class LightTabbar extends HTMLElement {
  conf!: TabbarConf
  private list: TabItem[] = []
  private selected = -1
  private visibility: 'shown' | 'hide' | 'slideout' = 'shown'
  private handlers: [string, (arg: unknown) => void][] = []

  connectedCallback() {
    const list = this.conf?.list
    if (!Array.isArray(list) || list.length < 2 || list.length > 5) throw new Error('tabBar 配置错误')
    this.list = list.map((item) => ({ ...item, pagePath: addLeadingSlash(item.pagePath) }))
    this.handlers = [
      ['__taroRouterChange', (change) => this.onRouteChange(change as RouteChange | undefined)],
      ...API_EVENTS.map((name): [string, (arg: unknown) => void] => [name, (call) => this.onApi(name, call as ApiCall)])
    ]
    for (const [name, fn] of this.handlers) Taro.eventCenter.on(name, fn)
    this.addEventListener('click', this.onClick)
    this.onRouteChange()
  }

  disconnectedCallback() {
    for (const [name, fn] of this.handlers) Taro.eventCenter.off(name, fn)
    this.removeEventListener('click', this.onClick)
  }

  private currentPath(to?: string): string {
    if (typeof to === 'string') return stripBasename(addLeadingSlash(to || this.conf.homePage), this.conf.basename || '/') || '/'
    const route = getCurrentPage(this.conf.mode, this.conf.basename)
    return decodeURI(route === '/' ? addLeadingSlash(this.conf.homePage) : route)
  }

  private onRouteChange(opts?: RouteChange) {
    const path = pathOf(this.currentPath(opts?.toLocation?.path))
    this.selected = this.list.findIndex((item) => pathOf(item.pagePath) === path)
    this.render()
  }

  private onClick = (e: Event) => {
    const item = (e.target as Element).closest?.('[data-index]')
    if (!item) return
    const index = Number(item.getAttribute('data-index'))
    const tab = this.list[index]
    const page = Taro.getCurrentPages().shift() as { onTabItemTap?: (arg: unknown) => void } | undefined
    page?.onTabItemTap?.({ index, pagePath: tab.pagePath, text: tab.text })
    this.selected = index
    this.render()
    navigateUrl('switchTab', tab.pagePath)
  }

  private onApi(name: (typeof API_EVENTS)[number], call: ApiCall) {
    const api = name.replace(/^__taro|Handler$/g, '').replace(/^./, (c) => c.toLowerCase())
    const item = this.list[call.index]
    const needsItem = !['showTabBar', 'hideTabBar', 'setTabBarStyle'].includes(api)
    if (needsItem && !item) {
      call.errorHandler({ errMsg: `${api}:fail tabbar item not found` })
      return
    }
    switch (api) {
      case 'setTabBarBadge':
        Object.assign(item, { badgeText: call.text, showRedDot: false })
        break
      case 'removeTabBarBadge':
        item.badgeText = null
        break
      case 'showTabBarRedDot':
        Object.assign(item, { badgeText: null, showRedDot: true })
        break
      case 'hideTabBarRedDot':
        item.showRedDot = false
        break
      case 'showTabBar':
        this.visibility = 'shown'
        break
      case 'hideTabBar':
        this.visibility = call.animation ? 'slideout' : 'hide'
        break
      case 'setTabBarStyle':
        for (const key of ['color', 'selectedColor', 'backgroundColor', 'borderStyle'] as const) {
          if (call[key]) this.conf[key] = call[key] as never
        }
        break
      case 'setTabBarItem':
        for (const key of ['text', 'iconPath', 'selectedIconPath'] as const) if (call[key]) item[key] = call[key]!
        break
    }
    this.render()
    call.successHandler({ errMsg: `${api}:ok` })
  }

  private render() {
    const { conf } = this
    const position = this.nextElementSibling ? 'top' : 'bottom'
    const hidden = this.selected === -1 || this.visibility === 'hide'
    this.className = [
      'taro-tabbar__tabbar',
      `taro-tabbar__tabbar-${position}`,
      hidden ? 'taro-tabbar__tabbar-hide' : '',
      this.visibility === 'slideout' ? 'taro-tabbar__tabbar-slideout' : ''
    ]
      .filter(Boolean)
      .join(' ')
    // Off a tab page (a deep link to a course) nothing is built: no work, no icons decoded before the page.
    if (hidden && this.visibility !== 'slideout') return void this.replaceChildren()
    const bar = document.createElement('div')
    bar.className = `weui-tabbar taro-tabbar__border-${conf.borderStyle || 'black'}`
    bar.style.backgroundColor = conf.backgroundColor || ''
    bar.style.height = 'inherit'
    this.list.forEach((item, index) => {
      const on = index === this.selected
      const a = document.createElement('a')
      a.href = 'javascript:;'
      a.className = `weui-tabbar__item${on ? ' weui-bar__item_on' : ''}`
      a.setAttribute('data-index', String(index))
      const holder = document.createElement('span')
      holder.style.cssText = 'display:inline-block;position:relative'
      const icon = document.createElement('img')
      icon.src = on ? item.selectedIconPath : item.iconPath
      icon.alt = ''
      icon.className = 'weui-tabbar__icon'
      holder.appendChild(icon)
      if (item.badgeText) holder.appendChild(badge('weui-badge taro-tabbar-badge', 'top:-2px;right:-13px', item.badgeText))
      if (item.showRedDot) holder.appendChild(badge('weui-badge weui-badge_dot', 'top:0;right:-6px', ''))
      const label = document.createElement('p')
      label.className = 'weui-tabbar__label'
      label.style.color = (on ? conf.selectedColor : conf.color) || ''
      label.textContent = item.text
      a.append(holder, label)
      bar.appendChild(a)
    })
    this.replaceChildren(bar)
  }
}

function badge(className: string, position: string, text: string): HTMLElement {
  const el = document.createElement('span')
  el.className = className
  el.style.cssText = `position:absolute;${position}`
  el.textContent = text
  return el
}

/** Registers `taro-tabbar` (once) and its stylesheet. */
export function defineTabbar(): void {
  if (typeof customElements === 'undefined' || customElements.get('taro-tabbar')) return
  const style = document.createElement('style')
  style.textContent = CSS
  document.head.appendChild(style)
  customElements.define('taro-tabbar', LightTabbar)
}
