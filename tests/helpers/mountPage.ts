import React from 'react'
import ReactDOM from 'react-dom'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'

// Taro's page hooks (useRouter, useDidShow, ...) read React from the framework runtime, which is set
// when an app boots; a page test mounts a page alone, so register React the public way first.
createH5NativeComponentConfig(() => null, React, ReactDOM)

const mounted: TestUtils[] = []

/** Mounts a page component as if opened at `path` with `params`; unmounted after each test. */
export async function mountPage(Page: React.ComponentType, path: string, params: Record<string, string> = {}) {
  ;(Current as unknown as { router: unknown }).router = { path, params, onReady: '', onHide: '', onShow: '' }
  const t = new TestUtils()
  await t.mount(Page as React.FunctionComponent)
  mounted.push(t)
  return t
}

afterEach(() => {
  while (mounted.length) mounted.pop()?.unmout()
  document.body.innerHTML = ''
})

/**
 * How long a page test waits for what it expects before it fails. A safety net, not a guess at how long the
 * page takes: the waits below return as soon as their condition holds, and a loaded machine (or the request
 * layer's own retries, 400 + 800 ms) may need seconds; jest's limit is 30 s.
 */
export const PAGE_WAIT_MS = 20_000

/** The element `selector` finds, once the page has drawn it. */
const drawn = (t: TestUtils, selector: string) =>
  t.queries.waitForQuerySelector(selector, { timeout: PAGE_WAIT_MS }).catch(() => {
    throw new Error(`${selector} did not appear within ${PAGE_WAIT_MS / 1000} s`)
  }) as Promise<Element>

/** Types into a Taro Input (H5 component) the way a learner does: an `input` event carrying the value. */
export async function typeInto(t: TestUtils, selector: string, value: string) {
  const el = await drawn(t, selector)
  // A freshly rendered Taro Input (web component) wires its inner <input> a frame later.
  await t.act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))))
  const input = (el.querySelector('input') ?? el) as HTMLInputElement
  await t.act(async () => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

export async function tap(t: TestUtils, selector: string) {
  const el = await drawn(t, selector)
  await t.act(async () => {
    t.fireEvent.click(el)
  })
}

export const flush = () => new Promise((r) => setTimeout(r, 0))

/** Lets the page's async work run until `condition` holds (fails the test after `ms`, saying what it waited for). */
export async function waitUntil(t: TestUtils, condition: () => boolean, ms = PAGE_WAIT_MS) {
  const end = Date.now() + ms
  while (!condition()) {
    if (Date.now() > end) throw new Error(`waitUntil: still not true after ${ms / 1000} s: ${condition.toString().slice(0, 200)}`)
    await t.act(() => new Promise((r) => setTimeout(r, 5)))
  }
}
