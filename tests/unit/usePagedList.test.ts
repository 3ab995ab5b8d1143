import React, { act, useLayoutEffect } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { usePagedList, type Page, type PagedList } from '../../src/hooks/usePagedList'

// The hook is platform-free: a plain react-dom root records what each committed render showed.

interface Deferred {
  filter: string
  page: number
  resolve(p: Page<string>): void
  reject(e: unknown): void
}

let calls: Deferred[]
let commits: { filter: string; items: string[]; status: string }[] // one entry per painted state
let latest: PagedList<string>
let root: Root

function Probe({ filter }: { filter: string }) {
  const list = usePagedList<string>(
    (page) => new Promise((resolve, reject) => calls.push({ filter, page, resolve, reject })),
    [filter]
  )
  latest = list
  // Layout effects run once per commit, before paint: what the learner could have seen.
  useLayoutEffect(() => {
    commits.push({ filter, items: list.items, status: list.status })
  })
  return null
}

// createElement rather than JSX: jest's transform and tsc disagree on the JSX runtime.
const probe = (filter: string) => React.createElement(Probe, { filter })
const rows = (filter: string, page: number) => [1, 2].map((n) => `${filter}-${page}-${n}`)
const settle = (call: Deferred, total = 4) => act(async () => call.resolve({ data: rows(call.filter, call.page), total }))

beforeEach(() => {
  calls = []
  commits = []
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  root = createRoot(document.createElement('div'))
})

afterEach(() => act(() => root.unmount()))

describe('usePagedList', () => {
  it('loads page 1, then appends the next page once however often the end is reached', async () => {
    await act(async () => root.render(probe('all')))
    expect(latest.status).toBe('loading')
    await settle(calls[0])
    expect(latest.items).toEqual(rows('all', 1))
    expect(latest.hasMore).toBe(true)
    await act(async () => {
      latest.loadMore()
      latest.loadMore()
    })
    expect(calls.map((c) => c.page)).toEqual([1, 2])
    await settle(calls[1])
    expect(latest.items).toEqual([...rows('all', 1), ...rows('all', 2)])
    expect(latest.hasMore).toBe(false)
  })

  it('a new filter never shows the old rows, and a late answer for the old filter is dropped', async () => {
    await act(async () => root.render(probe('all')))
    await settle(calls[0])
    commits = []
    await act(async () => root.render(probe('free')))
    // Every render under the new filter shows an empty, loading list until its own answer arrives.
    expect(commits.length).toBeGreaterThan(0)
    for (const c of commits) expect(c).toEqual({ filter: 'free', items: [], status: 'loading' })
    const [, free] = calls
    expect(free).toMatchObject({ filter: 'free', page: 1 })
    await settle(free)
    expect(latest.items).toEqual(rows('free', 1))
  })

  it('an answer overtaken by a newer filter is ignored even when it arrives last', async () => {
    await act(async () => root.render(probe('all')))
    await act(async () => root.render(probe('free')))
    const [all, free] = calls
    await settle(free)
    await settle(all)
    expect(latest.items).toEqual(rows('free', 1))
  })

  it('a failed first page is an error with the message; a failed next page keeps the list', async () => {
    await act(async () => root.render(probe('all')))
    await act(async () => calls[0].reject(new Error('boom')))
    expect(latest.status).toBe('error')
    expect(latest.error?.message).toBe('加载失败，请稍后重试')
    await act(async () => {
      latest.refresh()
    })
    await settle(calls[1])
    expect(latest.status).toBe('success')
    await act(async () => {
      latest.loadMore()
    })
    await act(async () => calls[2].reject(new Error('offline')))
    expect(latest.items).toEqual(rows('all', 1))
    expect(latest.moreError).toBe('加载失败，请稍后重试')
    expect(latest.status).toBe('success')
  })
})
