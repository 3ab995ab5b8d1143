import MemberPage from '../../src/pages/member/index'
import { useSession } from '../../src/core/session'
import { useSiteConfig } from '../../src/core/siteConfig'
import { deriveFeatureFlags } from '../../src/core/features'
import { resetRuntimeConfigForTests } from '../../src/core/runtimeConfig'
import { fakeNetwork } from '../helpers/network'
import { mountPage, waitUntil } from '../helpers/mountPage'
import { member, siteConfig } from '../helpers/fixtures'

// The me tab keeps its layout while the site config and the member detail arrive: nothing appears above a
// row the learner may already be tapping (a browser journey tapped 余额充值 and the row moved ~48 px down as the stats card arrived).

beforeEach(() => {
  jest.restoreAllMocks()
  resetRuntimeConfigForTests()
  window.__STUDIO_CONFIG__ = { apiBase: 'http://api.test' }
  useSession.getState().clear()
  useSiteConfig.setState({ config: null, status: 'loading', flags: deriveFeatureFlags([]) })
  fakeNetwork(() => 'hang')
})

const entryTitles = () => [...document.querySelectorAll('.member__entry-title')].map((e) => e.textContent)

describe('me tab while it loads', () => {
  it('holds the stats card and shows the entries only once the config says which add-ons are on', async () => {
    useSession.getState().setToken('tok')
    const t = await mountPage(MemberPage, '/pages/member/index')
    expect(document.querySelectorAll('.member__stats .member__stat-value--loading')).toHaveLength(2)
    expect(document.querySelector('.member__stats')?.getAttribute('aria-busy')).toBe('true')
    expect(entryTitles()).toEqual([])
    expect(document.querySelector('.member__entries .skeleton')).not.toBeNull()

    await t.act(async () => useSiteConfig.getState().setConfig(siteConfig({ enabled_addons: ['MultiLevelShare', 'Credit1Mall'] })))
    await t.act(async () => useSession.getState().setUser(member({ credit1: 320 })))
    await waitUntil(t, () => entryTitles().length > 0)
    expect(entryTitles()).toEqual(expect.arrayContaining(['我的订单', '推广中心', '积分商城']))
    expect(document.querySelector('.member__stats .member__stat-value')?.textContent).toBe('320')
    expect(document.querySelector('.member__stat-value--loading')).toBeNull()
    expect(document.querySelector('.member__entries .skeleton')).toBeNull()
  })

  it('a config that failed leaves the core entries usable; a visitor gets no stats card', async () => {
    const t = await mountPage(MemberPage, '/pages/member/index')
    await t.act(async () => useSiteConfig.setState({ status: 'failed' }))
    expect(entryTitles()).toEqual(expect.arrayContaining(['我的订单', '我的消息', '设置']))
    expect(entryTitles()).not.toContain('推广中心')
    expect(document.querySelector('.member__stats')).toBeNull()
  })
})
