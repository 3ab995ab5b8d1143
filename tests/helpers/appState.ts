import Taro from '@tarojs/taro'
import type { Member } from '~types/contract/member'
import { resetRuntimeConfigForTests } from '../../src/core/runtimeConfig'
import { useSession } from '../../src/core/session'
import { useSiteConfig } from '../../src/core/siteConfig'
import { member, siteConfig } from './fixtures'

/** What the learner was told and where the app went: toasts, and navigations as `method url`. */
export interface Seen {
  toasts: string[]
  nav: string[]
}

/**
 * The app as a page finds it after startup, for a page test's `beforeEach`: the API at http://api.test,
 * the site config with `addons` on, a logged-in learner (`user`) or a visitor (`user: null`); toasts and
 * navigations are recorded instead of shown.
 */
export function appState({ user = member(), addons = [] }: { user?: Member | null; addons?: string[] } = {}): Seen {
  jest.restoreAllMocks()
  resetRuntimeConfigForTests()
  window.__STUDIO_CONFIG__ = { apiBase: 'http://api.test' }
  useSession.getState().clear()
  if (user) {
    useSession.getState().setToken('tok')
    useSession.getState().setUser(user)
  }
  useSiteConfig.getState().setConfig(siteConfig({ enabled_addons: addons }))
  const seen: Seen = { toasts: [], nav: [] }
  jest.spyOn(Taro, 'showToast').mockImplementation(((o: { title: string }) => {
    seen.toasts.push(o.title)
    return Promise.resolve()
  }) as never)
  jest.spyOn(Taro, 'showLoading').mockImplementation((() => Promise.resolve()) as never)
  jest.spyOn(Taro, 'hideLoading').mockImplementation((() => Promise.resolve()) as never)
  for (const method of ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch'] as const) {
    jest.spyOn(Taro, method).mockImplementation(((o: { url: string }) => {
      seen.nav.push(`${method} ${o.url}`)
      return Promise.resolve()
    }) as never)
  }
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as never)
  return seen
}

/** The text the learner sees on the page. */
export const pageText = () => document.body.textContent ?? ''

/** The element whose own text is exactly `text` (a button, a tab), for tapping. */
export function byText(text: string, selector = '*'): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>(selector)].filter((e) => e.textContent?.trim() === text)
  // The innermost: a button's label, not the bar around it.
  const el = found.find((e) => !found.some((other) => other !== e && e.contains(other)))
  if (!el) throw new Error(`nothing on the page reads "${text}"`)
  return el
}

/** The page shows a loading skeleton (components/PageStatus: busy, labelled 加载中). */
export const loading = () => document.querySelector('[aria-busy="true"][aria-label="加载中"]') !== null

/** The failed load's alert: its message, and its 重试 button. */
export function failedLoad(): { message: string; retry: HTMLElement } | null {
  const alert = document.querySelector<HTMLElement>('[role="alert"]')
  const retry = alert && [...alert.querySelectorAll<HTMLElement>('*')].find((e) => e.textContent?.trim() === '重试' && e.children.length === 0)
  return alert && retry ? { message: alert.textContent!.replace('重试', '').trim(), retry } : null
}
