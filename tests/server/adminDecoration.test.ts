/** @jest-environment node */
/**
 * 首页装修 in the console's API (MeEdu 4.9.13's viewBlock, slider, nav, link and announcement routes, and our
 * block order): refusals, each block's config checked by its sign, and the learner's home and other/config
 * following every save at once (the answers the response cache kept are dropped).
 */
import { adminDecoration } from '../../types/endpoints/admin/decoration'
import { adminSystem } from '../../types/endpoints/admin/system'
import { rowCount, serverPerTest, startServer, type TestServer, sqlGet, sqlValue } from './helpers'
import { adminCall, adminLogin, expectTableRefusals, pathOf, staffWith } from './adminHelpers'

const ctx = serverPerTest()
let s: TestServer
let learner: string
let root: string
beforeEach(async () => {
  ;({ s, token: learner } = ctx)
  root = await adminLogin(s)
})

const call = <T = unknown>(method: string, url: string, body?: unknown) => adminCall<T>(s, method, url, { token: root, body })
const PAGE = { platform: 'h5', page: 'h5-page-index' }
const IMG = 'http://studio.test/media/thumbs/banner-1.svg'
/** The home as a visitor's app reads it (the answer the response cache keeps for visitors). */
const home = async (server = s) => (await server.call<{ id: number; sign: string; config_render: unknown }[]>('GET', '/api/v2/viewBlock/page/blocks?platform=h5&page_name=h5-page-index')).data

it('refuses every route without a staff token, with a learner token, and without the permission', async () => {
  const nobody = await staffWith(s, root, [])
  expect(await expectTableRefusals(s, adminDecoration, learner, nobody)).toBe(Object.keys(adminDecoration).length)
})

describe('模块', () => {
  it('lists the home’s blocks with what learners are served, and offers the blocks the app renders', async () => {
    const blocks = await call<{ id: number; sign: string; page: string; config: string; config_render: { items?: { id: number }[] } }[]>('GET', `${adminDecoration.blocks.path}?platform=h5&page=h5-page-index`)
    // The seeded home, with the blocks of the live-class and e-book add-ons (on in this server).
    expect(blocks.data.map((b) => b.sign)).toEqual(['slider', 'grid-nav', 'h5-vod-v1', 'blank', 'image-group', 'h5-vod-v1', 'h5-live-v1', 'h5-book-v1'])
    expect(JSON.parse(blocks.data[2].config)).toEqual({ title: '热门课程', items: [2, 3, 7, 6] })
    expect(blocks.data[2].config_render.items!.map((c) => c.id)).toEqual([2, 3, 7, 6])
    expect(await call('GET', `${adminDecoration.blocks.path}?platform=pc&page=pc-page-index`)).toMatchObject({ status: 1, message: '不支持的页面' })
    expect((await call<{ blocks: string[] }>('GET', adminDecoration.blockForm.path)).data.blocks).toEqual(['slider', 'grid-nav', 'blank', 'image-group', 'h5-vod-v1', 'h5-book-v1', 'h5-live-v1'])
  })

  it('refuses each sign’s bad config with a Chinese message and writes nothing', async () => {
    const before = [await rowCount(s, 'view_blocks'), await rowCount(s, 'administrator_logs')]
    const add = (sign: string, config: unknown) => call('POST', adminDecoration.createBlock.path, { ...PAGE, sign, config })
    const cases: [string, unknown, string][] = [
      ['slider', [{ src: null, url: null }], '请上传幻灯片图片'],
      ['slider', [{ src: IMG, href: 'javascript:alert(1)' }], '链接地址须为站内页面（以 / 开头）或 http(s) 地址'],
      ['slider', [], '请添加幻灯片'],
      ['slider', Array.from({ length: 11 }, () => ({ src: IMG, href: '' })), '幻灯片最多10个'],
      ['grid-nav', { line_count: 6, items: [{ src: IMG, name: '课程', href: '/courses' }] }, '每行数量须为3、4或5'],
      ['grid-nav', { line_count: 4, items: [{ src: IMG, name: '', href: '/courses' }] }, '请填写导航名称'],
      ['grid-nav', { line_count: 4, items: [{ src: 'data:image/png;base64,AA', name: '课程', href: '/courses' }] }, '导航图标地址不正确'],
      ['blank', { height: 0, bgcolor: '#fff' }, '高度须为1-200的整数'],
      ['blank', { height: 10, bgcolor: 'red;background:url(x)' }, '背景颜色须为 #RRGGBB'],
      ['image-group', { v: 'v-2', items: [] }, '请添加图片'],
      ['h5-vod-v1', { title: '推荐', items: [{ id: 2 }, { id: 9999 }] }, '课程不存在'],
      ['h5-vod-v1', { title: '推荐'.repeat(11), items: [2] }, '标题不能超过20个字符'],
      ['h5-vod-v1', { title: '推荐', items: ['2; DROP'] }, '内容格式不正确'],
      ['mp-wechat', { name: '公众号' }, '不支持的模块']
    ]
    for (const [sign, config, message] of cases) expect([sign, await add(sign, config)]).toEqual([sign, expect.objectContaining({ status: 1, message })])
    expect(await call('POST', adminDecoration.createBlock.path, { platform: 'pc', page: 'pc-page-index', sign: 'slider', config: [{ src: IMG }] })).toMatchObject({ status: 1, message: '不支持的页面' })
    expect([await rowCount(s, 'view_blocks'), await rowCount(s, 'administrator_logs')]).toEqual(before)
  })

  it('adds a course list from MeEdu’s items, edits, orders and deletes blocks; the learner’s home follows each save at once', async () => {
    // MeEdu's admin client sends course items as objects; they are kept as ids.
    expect((await call('POST', adminDecoration.createBlock.path, { ...PAGE, sign: 'h5-vod-v1', config: { title: '新课上架', items: [{ id: 9, title: '小汤普森', thumb: '' }, { id: 1 }] } })).status).toBe(0)
    const added = (await sqlGet(s, 'SELECT id, sort, config FROM view_blocks ORDER BY id DESC LIMIT 1')) as { id: number; sort: number; config: string }
    expect(JSON.parse(added.config)).toEqual({ title: '新课上架', items: [9, 1] })
    const afterAdd = await home()
    expect(afterAdd.at(-1)).toMatchObject({ id: added.id, sign: 'h5-vod-v1', config_render: { title: '新课上架', items: [{ id: 9 }, { id: 1 }] } })

    const ids = afterAdd.map((b) => b.id)
    const reordered = [added.id, ...ids.filter((id) => id !== added.id)]
    expect(await call('POST', adminDecoration.orderBlocks.path, { ...PAGE, ids: reordered.slice(1) })).toMatchObject({ status: 1, message: '模块已变化，请刷新后重试' })
    expect((await call('POST', adminDecoration.orderBlocks.path, { ...PAGE, ids: reordered })).status).toBe(0)
    expect((await home()).map((b) => b.id)).toEqual(reordered)

    expect((await call('PUT', pathOf(adminDecoration.updateBlock, added.id), { config: { title: '免费课', items: [1] } })).status).toBe(0)
    expect((await home())[0]).toMatchObject({ config_render: { title: '免费课', items: [{ id: 1 }] } })
    expect(await call('PUT', pathOf(adminDecoration.updateBlock, 4), { config: { height: 500, bgcolor: '#ffffff' } })).toMatchObject({ status: 1, message: '高度须为1-200的整数' })
    expect((await call<{ sign: string }>('GET', pathOf(adminDecoration.block, 4))).data.sign).toBe('blank')

    expect((await call('DELETE', pathOf(adminDecoration.deleteBlock, added.id))).status).toBe(0)
    expect((await home()).map((b) => b.id)).toEqual(ids.filter((id) => id !== added.id))
  })

  it('offers an add-on’s block only while the add-on is on', async () => {
    expect((await call('POST', adminDecoration.createBlock.path, { ...PAGE, sign: 'h5-book-v1', config: { title: '琴房电子书', items: [{ id: 1 }] } })).status).toBe(0)
    expect((await home()).at(-1)).toMatchObject({ sign: 'h5-book-v1', config_render: { title: '琴房电子书', items: [{ id: 1 }] } })
    const bare = await startServer({ enabledAddons: [] })
    try {
      const token = await adminLogin(bare)
      expect((await adminCall<{ blocks: string[] }>(bare, 'GET', adminDecoration.blockForm.path, { token })).data.blocks).toEqual(['slider', 'grid-nav', 'blank', 'image-group', 'h5-vod-v1'])
      const refused = await adminCall(bare, 'POST', adminDecoration.createBlock.path, { token, body: { ...PAGE, sign: 'h5-book-v1', config: { title: '琴房电子书', items: [1] } } })
      expect(refused).toMatchObject({ status: 1, message: '不支持的模块' })
    } finally {
      await bare.close()
    }
  })
})

describe('幻灯片, 导航, 友情链接 and the ICP fields in other/config', () => {
  type Config = { sliders: { thumb: string; url: string }[]; navs: { name: string; children: { name: string }[] }[]; links: { name: string }[]; icp: string; icp_link: string; icp2: string; icp2_link: string }
  const config = async () => (await s.call<Config>('GET', '/api/v2/other/config')).data

  it('reach the learner’s other/config at once, as MeEdu’s PC client reads it', async () => {
    expect(await config()).toMatchObject({ sliders: [], navs: [], links: [], icp: '', icp2: '' })
    expect((await call('POST', adminDecoration.createSlider.path, { thumb: IMG, platform: 'PC', url: 'https://qinyi.studio/a', sort: 2 })).status).toBe(0)
    expect((await call('POST', adminDecoration.createSlider.path, { thumb: IMG, platform: 'H5', url: '/course/1', sort: 1 })).status).toBe(0)
    expect((await call('POST', adminDecoration.createNav.path, { name: '课程', url: '/courses', platform: 'PC', sort: 1 })).status).toBe(0)
    const top = (await sqlValue(s, 'SELECT MAX(id) FROM navs')) as number
    expect((await call('POST', adminDecoration.createNav.path, { name: '考级', url: '/courses?category_id=2', platform: 'PC', parent_id: top })).status).toBe(0)
    expect((await call('POST', adminDecoration.createLink.path, { name: '中国音协', url: 'https://www.cmusic.org.cn' })).status).toBe(0)
    const save = await call(adminSystem.saveSettings.method, adminSystem.saveSettings.path, {
      config: { 'meedu.system.icp': '京ICP备00000000号', 'meedu.system.icp_link': 'https://beian.miit.gov.cn', 'meedu.system.icp2': '京公网安备0000号', 'meedu.system.icp2_link': 'https://beian.gov.cn' }
    })
    expect(save.status).toBe(0)

    const c = await config()
    expect(c.sliders).toEqual([expect.objectContaining({ thumb: IMG, url: 'https://qinyi.studio/a', platform: 'PC' })])
    expect(c.navs).toEqual([expect.objectContaining({ name: '课程', children: [expect.objectContaining({ name: '考级' })] })])
    expect(c.links).toEqual([expect.objectContaining({ name: '中国音协' })])
    expect(c).toMatchObject({ icp: '京ICP备00000000号', icp_link: 'https://beian.miit.gov.cn', icp2: '京公网安备0000号', icp2_link: 'https://beian.gov.cn' })

    const sliders = await call<{ platform: string }[]>('GET', `${adminDecoration.sliders.path}?platform=H5`)
    expect(sliders.data.map((x) => x.platform)).toEqual(['H5'])
    expect((await call<{ name: string; children: unknown[] }[]>('GET', adminDecoration.navs.path)).data).toEqual([expect.objectContaining({ name: '课程', children: [expect.anything()] })])
    expect((await call<{ navs: { id: number }[]; platforms: { id: string }[] }>('GET', adminDecoration.navForm.path)).data).toEqual({ navs: [expect.objectContaining({ id: top })], platforms: [{ id: 'PC', name: 'PC' }, { id: 'h5', name: 'h5' }] })

    // Deleting the top entry moves its child to the top (MeEdu's NavController::destroy).
    expect((await call('DELETE', pathOf(adminDecoration.deleteNav, top))).status).toBe(0)
    expect((await config()).navs.map((n) => n.name)).toEqual(['考级'])
  })

  it('refuses bad input in Chinese and writes nothing; edits and deletes', async () => {
    const before = [await rowCount(s, 'sliders'), await rowCount(s, 'navs'), await rowCount(s, 'links')]
    expect(await call('POST', adminDecoration.createSlider.path, { thumb: IMG })).toMatchObject({ status: 1, message: '请填写平台' })
    expect(await call('POST', adminDecoration.createSlider.path, { thumb: IMG, platform: 'TV' })).toMatchObject({ status: 1, message: '平台取值不正确' })
    expect(await call('POST', adminDecoration.createSlider.path, { thumb: '', platform: 'PC' })).toMatchObject({ status: 1, message: expect.stringMatching(/图片/) })
    expect(await call('POST', adminDecoration.createSlider.path, { thumb: IMG, platform: 'PC', url: 'javascript:alert(1)' })).toMatchObject({ status: 1, message: '链接地址格式不正确' })
    expect(await call('POST', adminDecoration.createNav.path, { name: '课程', platform: 'PC' })).toMatchObject({ status: 1, message: '请填写链接地址' })
    expect(await call('POST', adminDecoration.createNav.path, { name: '课程', url: '/courses', platform: 'PC', parent_id: 999 })).toMatchObject({ status: 1, message: '父级导航不存在' })
    expect(await call('POST', adminDecoration.createLink.path, { name: '' })).toMatchObject({ status: 1, message: expect.stringMatching(/友情链接名/) })
    expect([await rowCount(s, 'sliders'), await rowCount(s, 'navs'), await rowCount(s, 'links')]).toEqual(before)

    expect((await call('POST', adminDecoration.createLink.path, { name: '琴行', url: 'https://piano.test', sort: 3 })).status).toBe(0)
    const id = (await sqlValue(s, 'SELECT MAX(id) FROM links')) as number
    expect((await call('PUT', pathOf(adminDecoration.updateLink, id), { name: '琴行二店', url: 'https://piano.test/2' })).status).toBe(0)
    expect((await call<{ name: string; sort: number }>('GET', pathOf(adminDecoration.link, id))).data).toMatchObject({ name: '琴行二店', sort: 0 })
    expect((await call<{ data: unknown[]; total: number }>('GET', adminDecoration.links.path)).data.total).toBe(1)
    expect((await call('DELETE', pathOf(adminDecoration.deleteLink, id))).status).toBe(0)
    expect(await call('DELETE', pathOf(adminDecoration.deleteLink, id))).toMatchObject({ status: 404 })
  })
})

describe('公告', () => {
  it('keeps the text cleaned by the allow list; lists without the text, newest first', async () => {
    expect(await call('POST', adminDecoration.createAnnouncement.path, { title: '放假通知', announcement: '<script>x</script>' })).toMatchObject({ status: 1, message: '请输入公告内容' })
    expect(await call('POST', adminDecoration.createAnnouncement.path, { title: '', announcement: '<p>x</p>' })).toMatchObject({ status: 1, message: expect.stringMatching(/公告标题/) })
    expect(await rowCount(s, 'announcements')).toBe(0)
    expect((await call('POST', adminDecoration.createAnnouncement.path, { title: '放假通知', announcement: '<p style="position:fixed">国庆<a href="javascript:x">休息</a>三天</p>' })).status).toBe(0)
    const list = await call<{ data: { id: number; title: string; admin_id: number }[]; total: number }>('GET', adminDecoration.announcements.path)
    expect(list.data.data[0]).not.toHaveProperty('announcement')
    const one = await call<{ announcement: string }>('GET', pathOf(adminDecoration.announcement, list.data.data[0].id))
    expect(one.data.announcement).toBe('<p>国庆<a>休息</a>三天</p>')
    expect((await call('PUT', pathOf(adminDecoration.updateAnnouncement, list.data.data[0].id), { title: '春节放假', announcement: '<p>七天</p>' })).status).toBe(0)
    expect((await call('DELETE', pathOf(adminDecoration.deleteAnnouncement, list.data.data[0].id))).status).toBe(0)
  })
})
