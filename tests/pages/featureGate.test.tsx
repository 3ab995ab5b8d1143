import { View } from '@tarojs/components'
import FeatureGate from '../../src/components/FeatureGate'
import { loadSiteConfig, useSiteConfig } from '../../src/core/siteConfig'
import { routes, type AnyRoute } from '../../src/routes'
import { mountPage, tap, waitUntil } from '../helpers/mountPage'
import { siteConfig } from '../helpers/fixtures'
import { fakeNetwork, ok, type Reply } from '../helpers/network'

// A live-course page as the route table will declare it (flag: live).
const liveRoute = { ...routes.home, url: '/packageA/live/index', flag: 'live' } as unknown as AnyRoute

const Page = () => (
  <FeatureGate route={liveRoute}>
    <View className='live-list'>直播课列表</View>
  </FeatureGate>
)

describe('FeatureGate', () => {
  it('shows "not enabled" when the add-on is off', async () => {
    useSiteConfig.getState().setConfig(siteConfig({ enabled_addons: [] }))
    await mountPage(Page, '/packageA/live/index')
    expect(document.body.textContent).toContain('直播课功能未开启')
    expect(document.querySelector('.live-list')).toBeNull()
  })

  it('shows the page when the add-on is on', async () => {
    useSiteConfig.getState().setConfig(siteConfig({ enabled_addons: ['Zhibo'] }))
    await mountPage(Page, '/packageA/live/index')
    expect(document.querySelector('.live-list')?.textContent).toBe('直播课列表')
  })

  it('a site config that cannot be loaded shows its error with 重试 (no endless skeleton); 重试 loads it', async () => {
    useSiteConfig.setState({ config: null, status: 'loading' })
    let reply: Reply = { status: 502, body: '' }
    const net = fakeNetwork(() => reply)
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const t = await mountPage(Page, '/packageA/live/index')
    expect(document.querySelector('.skeleton')).not.toBeNull()
    await loadSiteConfig()
    await waitUntil(t, () => document.body.textContent!.includes('服务器开小差了（502），请稍后重试'))
    expect(document.querySelector('.skeleton')).toBeNull()
    expect(document.querySelector('.live-list')).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)

    reply = ok(siteConfig({ enabled_addons: ['Zhibo'] }))
    await tap(t, '.page-status__action')
    await waitUntil(t, () => document.querySelector('.live-list') !== null)
    expect(net.sent.map((r) => r.url.replace(/^https?:\/\/[^/]+/, ''))).toEqual(['/api/v2/other/config', '/api/v2/other/config'])
  })

  it('pages without a flag are never gated', async () => {
    const Plain = () => (
      <FeatureGate route={routes.member}>
        <View className='plain'>我的</View>
      </FeatureGate>
    )
    await mountPage(Plain, '/pages/member/index')
    expect(document.querySelector('.plain')).not.toBeNull()
  })
})
