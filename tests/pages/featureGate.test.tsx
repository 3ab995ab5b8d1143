import { View } from '@tarojs/components'
import FeatureGate from '../../src/components/FeatureGate'
import { useSiteConfig } from '../../src/core/siteConfig'
import { routes, type AnyRoute } from '../../src/routes'
import { mountPage } from '../helpers/mountPage'
import { siteConfig } from '../helpers/fixtures'

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
