import { View } from '@tarojs/components'
import { onDemand } from '../../src/components/OnDemand'
import { mountPage, tap, waitUntil } from '../helpers/mountPage'

// A part loaded on demand (its own chunk in the H5 build): skeleton until it is in, then the part with its
// props; a chunk that fails to load says so with 重试, and 重试 fetches it again.
function Part({ name }: { name: string }) {
  return <View className='part'>{`你好，${name}`}</View>
}

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

it('shows a skeleton until the part is in, then the part with its props; later mounts show it at once', async () => {
  const gate = deferred<{ default: typeof Part }>()
  const load = jest.fn(() => gate.promise)
  const Lazy = onDemand(load, '加载失败')
  const t = await mountPage(() => <Lazy name='小雨' />, '/pages/course/show')
  expect(document.querySelector('.skeleton')).not.toBeNull()
  expect(document.querySelector('.part')).toBeNull()
  await waitUntil(t, () => load.mock.calls.length === 1)
  gate.resolve({ default: Part })
  await waitUntil(t, () => document.querySelector('.part') !== null)
  expect(document.querySelector('.part')!.textContent).toBe('你好，小雨')
  expect(document.querySelector('.skeleton')).toBeNull()

  await mountPage(() => <Lazy name='小明' />, '/pages/course/show')
  expect([...document.querySelectorAll('.part')].map((e) => e.textContent)).toContain('你好，小明')
  expect(load).toHaveBeenCalledTimes(1)
})

it('a chunk that fails to load says so with 重试, and 重试 fetches it again', async () => {
  const first = deferred<{ default: typeof Part }>()
  const load = jest.fn<Promise<{ default: typeof Part }>, []>().mockReturnValueOnce(first.promise).mockResolvedValueOnce({ default: Part })
  const Lazy = onDemand(load, '评论加载失败，请检查网络后重试')
  const t = await mountPage(() => <Lazy name='小雨' />, '/pages/course/show')
  // Asked for once the skeleton has been painted; the fetch then fails.
  await waitUntil(t, () => load.mock.calls.length === 1)
  first.reject(new Error('ChunkLoadError: Loading chunk comment-thread failed'))
  await waitUntil(t, () => document.body.textContent!.includes('评论加载失败，请检查网络后重试'))
  expect(document.querySelector('.part')).toBeNull()
  await tap(t, '.page-status__action')
  await waitUntil(t, () => document.querySelector('.part') !== null)
  expect(load).toHaveBeenCalledTimes(2)
})
