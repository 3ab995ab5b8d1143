import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { getPageInstance } from '@tarojs/runtime'
import { definePage, AsyncView, PagedListView } from '../../src/components/PageShell'
import { usePagedList } from '../../src/hooks/usePagedList'
import { ApiError } from '../../src/core/request'
import { useAsync } from '../../src/hooks/useAsync'
import { useSiteConfig } from '../../src/core/siteConfig'
import { readString } from '../../src/core/storage'
import { routes } from '../../src/routes'
import { mountPage, waitUntil } from '../helpers/mountPage'
import { siteConfig } from '../helpers/fixtures'

/**
 * Fires pull-down-refresh the way the framework does: Taro's page hooks register on the page instance
 * (outside a real page, the one Taro keys 'taro-app'); fails if nothing listens, so a test cannot pass
 * vacuously.
 */
function pullDown() {
  const handlers = (getPageInstance('taro-app') as unknown as { onPullDownRefresh?: (() => void)[] } | undefined)?.onPullDownRefresh
  expect(handlers?.length).toBeGreaterThan(0)
  for (const h of handlers ?? []) h()
}

describe('the page shell', () => {
  beforeEach(() => useSiteConfig.getState().setConfig(siteConfig({ enabled_addons: ['MeeduBooks'] })))

  it('hands the page its parsed query and keeps a shared link\'s referral code', async () => {
    const Page = definePage(routes.bookShow, ({ query }) => <Text className='q'>{`${query.id + 1}`}</Text>)
    await mountPage(Page, routes.bookShow.url, { id: '41', msv: 'ab12' })
    expect(document.querySelector('.q')?.textContent).toBe('42')
    expect(readString('msv')).toBe('ab12')
  })

  it('refuses a link that breaks the route query, with a way home', async () => {
    const body = jest.fn(() => <Text>book</Text>)
    const Page = definePage(routes.bookShow, body)
    await mountPage(Page, routes.bookShow.url, { id: 'abc' })
    expect(document.body.textContent).toContain('链接无效')
    expect(document.body.textContent).toContain('返回首页')
    expect(body).not.toHaveBeenCalled()
  })

  it('shows the add-on as not enabled when its flag is off', async () => {
    useSiteConfig.getState().setConfig(siteConfig({ enabled_addons: [] }))
    const Page = definePage(routes.books, () => <Text className='list'>books</Text>)
    await mountPage(Page, routes.books.url)
    expect(document.body.textContent).toContain('电子书功能未开启')
    expect(document.querySelector('.list')).toBeNull()
  })

  it('pull-to-refresh reloads what the page loaded, then stops the spinner (route enables it)', async () => {
    const stop = jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => Promise.resolve() as never)
    let calls = 0
    const Page = definePage(routes.books, () => {
      const data = useAsync(async () => ++calls, [])
      return <AsyncView state={data}>{(n) => <View className='n'>{`load ${n}`}</View>}</AsyncView>
    })
    const t = await mountPage(Page, routes.books.url)
    await waitUntil(t, () => document.querySelector('.n')?.textContent === 'load 1')
    pullDown()
    await waitUntil(t, () => document.querySelector('.n')?.textContent === 'load 2')
    await waitUntil(t, () => stop.mock.calls.length === 1)
  })

  it('a route without pull-to-refresh never reloads on the gesture', async () => {
    let calls = 0
    const Page = definePage(routes.bookShow, () => {
      const data = useAsync(async () => ++calls, [])
      return <AsyncView state={data}>{(n) => <View className='n'>{`load ${n}`}</View>}</AsyncView>
    })
    const t = await mountPage(Page, routes.bookShow.url, { id: '1' })
    await waitUntil(t, () => document.querySelector('.n')?.textContent === 'load 1')
    pullDown()
    await t.act(() => new Promise((r) => setTimeout(r, 30)))
    expect(calls).toBe(1)
  })

  it('AsyncView shows the error with a retry that loads again', async () => {
    let fail = true
    const Page = definePage(routes.bookShow, () => {
      const data = useAsync(async () => {
        if (fail) throw new Error('offline')
        return 'ok'
      }, [])
      return <AsyncView state={data}>{(v) => <Text className='v'>{v}</Text>}</AsyncView>
    })
    const t = await mountPage(Page, routes.bookShow.url, { id: '1' })
    await waitUntil(t, () => document.body.textContent!.includes('重试'))
    fail = false
    t.fireEvent.click(document.querySelector('.page-status__action')!)
    await waitUntil(t, () => document.querySelector('.v')?.textContent === 'ok')
  })

  it('puts the page in one main landmark', async () => {
    const Page = definePage(routes.bookShow, () => <Text className='q'>book</Text>)
    await mountPage(Page, routes.bookShow.url, { id: '1' })
    const mains = document.querySelectorAll('[role=main]')
    expect(mains).toHaveLength(1)
    expect(mains[0].querySelector('.q')).not.toBeNull()
  })

  it('a load refused for want of an account (401) asks to log in, with no 重试, and 登录 goes to login and back', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve() as never)
    const refused = () => Promise.reject(new ApiError('unauthorized', '请登录', 401, 200))
    const Page = definePage(routes.bookShow, () => {
      const one = useAsync(refused, [])
      const list = usePagedList<number>(refused, [])
      return (
        <View>
          <View className='one'>
            <AsyncView state={one}>{() => <Text>one</Text>}</AsyncView>
          </View>
          <View className='list'>
            <PagedListView list={list}>{(n) => <Text key={n}>{n}</Text>}</PagedListView>
          </View>
        </View>
      )
    })
    const t = await mountPage(Page, routes.bookShow.url, { id: '7' })
    await waitUntil(t, () => document.querySelectorAll('.page-status--login').length === 2)
    for (const part of ['.one', '.list']) {
      const text = document.querySelector(part)!.textContent
      expect(text).toContain('登录')
      expect(text).not.toContain('重试')
      expect(text).not.toContain('请登录')
    }
    t.fireEvent.click(document.querySelector('.one .page-status__action')!)
    expect(navigate).toHaveBeenCalledWith({ url: expect.stringMatching(/^\/pages\/auth\/login\?redirect=%2FpackageA%2Fbook%2Fshow%3Fid%3D7$/) })
    navigate.mockRestore()
  })
})
