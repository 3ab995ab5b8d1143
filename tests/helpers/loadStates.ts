import type TestUtils from '@tarojs/test-utils-react'
import type { Endpoint } from '../../types/endpoints/endpoint'
import type { Answer, FakeApi } from './fakeApi'
import { fail } from './network'
import { failedLoad, loading, pageText } from './appState'
import { waitUntil } from './mountPage'

interface LoadingPage<E extends Endpoint> {
  /** The test's fake API (made in its beforeEach). */
  api: () => FakeApi
  /** Opens the page. */
  open: () => Promise<TestUtils>
  /** The request the page's content waits on, and its answer. */
  endpoint: E
  content: Answer<E>
  /** Text the loaded page shows. */
  shows: string
}

/**
 * The two tests of a page that loads its content: a skeleton while the request is out (it never answers, so
 * no machine is too slow for the first look) with nothing of the content yet; a failed load that says the
 * server's message with 重试, which asks again and shows the content.
 */
export function itShowsItsLoadStates<E extends Endpoint>(page: LoadingPage<E>) {
  it('shows a skeleton while it loads', async () => {
    page.api().answer(page.endpoint, 'hang')
    await page.open()
    expect(loading()).toBe(true)
    expect(pageText()).not.toContain(page.shows)
    expect(page.api().calls(page.endpoint)).toHaveLength(1)
  })

  it('a failed load says why and offers 重试, which loads it again', async () => {
    page.api().answer(page.endpoint, fail(500, '服务繁忙，请稍后再试'), page.content)
    const t = await page.open()
    await waitUntil(t, () => failedLoad() !== null)
    expect(failedLoad()!.message).toBe('服务繁忙，请稍后再试')
    expect(pageText()).not.toContain(page.shows)
    await t.act(async () => void t.fireEvent.click(failedLoad()!.retry))
    await waitUntil(t, () => pageText().includes(page.shows))
    expect(page.api().calls(page.endpoint)).toHaveLength(2)
  })
}
