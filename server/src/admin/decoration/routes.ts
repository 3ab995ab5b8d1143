/**
 * 首页装修 (MeEdu 4.9.13: ViewBlockController, SliderController, NavController, LinkController,
 * AnnouncementController). Every write goes through the shared handle, so the response cache drops the home
 * blocks and other/config it had kept (http/tableWatch.ts): the app shows the change on its next request.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminDecoration } from '~types/endpoints/admin/decoration'
import * as D from '~types/contract/admin/decoration'
import { AdminPaging } from '~types/contract/admin/common'
import { EmptyData, IdParams } from '~types/contract/common'
import { NAV_PLATFORMS } from '~types/admin/catalogue'
import { H5_BLOCK_SIGNS, H5_HOME_PAGE, H5_PLATFORM, type H5BlockSign } from '~types/viewBlocks'
import { fail, notFound } from '../../http/envelope'
import { cleanRichText, hasContent } from '../../lib/richText'
import { renderBlock } from '../../system/blocks'
import { navTree, slidersOf } from '../../system/decoration'
import { adminRoute } from '../route'
import { paginated } from '../forms'
import { knownCourseIds } from '../courses/store'
import { checkBlockConfig } from './blockConfig'
import * as store from './store'

const EMPTY: [] = []
const BLOCKS = 'view-block'

const parse = (config: string): Record<string, unknown> => {
  try {
    return JSON.parse(config) as Record<string, unknown>
  } catch {
    return {}
  }
}

export async function decorationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  /** The signs staff may place: those the app renders, an add-on's only while it is on. */
  const offered = () => H5_BLOCK_SIGNS.filter((sign) => ctx.addonBlocks?.[sign] !== null)

  /** The app has one decorated page: the H5 home. */
  const checkPage = (platform: string, page: string) => {
    if (platform.toLowerCase() !== H5_PLATFORM || page !== H5_HOME_PAGE) throw fail('不支持的页面')
  }

  const blockView = async (b: store.BlockRow): Promise<D.AdminViewBlock> => ({
    id: b.id,
    platform: b.platform,
    page: b.page_name,
    sign: b.sign,
    sort: b.sort,
    config: b.config,
    config_render: await renderBlock(ctx, b.sign, parse(b.config))
  })

  adminRoute(app, db, adminDecoration.blocks, { schema: { query: D.ViewBlockQuery, response: D.ViewBlockList } }, async (req) => {
    checkPage(req.query.platform, req.query.page)
    const views = []
    for (const b of await store.blocksOf(db, H5_PLATFORM, H5_HOME_PAGE)) views.push(await blockView(b))
    return views
  })

  adminRoute(app, db, adminDecoration.blockForm, { schema: { response: D.ViewBlockCreateForm } }, async () => ({ page: H5_HOME_PAGE, blocks: offered() }))

  const config = (sign: string, value: unknown) => {
    if (!(offered() as string[]).includes(sign)) throw fail('不支持的模块')
    return checkBlockConfig(sign as H5BlockSign, value, (ids) => knownCourseIds(db, ids))
  }

  adminRoute(app, db, adminDecoration.createBlock, { schema: { body: D.ViewBlockBody, response: EmptyData }, log: { module: BLOCKS, opt: 'STORE' } }, async (req) => {
    const b = req.body
    checkPage(b.platform, b.page)
    await store.createBlock(db, { platform: H5_PLATFORM, page: H5_HOME_PAGE, sign: b.sign, sort: b.sort, config: await config(b.sign, b.config) })
    return EMPTY
  })

  const block = async (id: number) => {
    const row = await store.blockById(db, id)
    if (!row) throw notFound()
    return row
  }

  adminRoute(app, db, adminDecoration.block, { schema: { params: IdParams, response: D.AdminViewBlock } }, async (req) => blockView(await block(req.params.id)))

  adminRoute(app, db, adminDecoration.updateBlock, { schema: { params: IdParams, body: D.ViewBlockUpdateBody, response: EmptyData }, log: { module: BLOCKS, opt: 'UPDATE' } }, async (req) => {
    const row = await block(req.params.id)
    await store.updateBlock(db, row.id, await config(row.sign, req.body.config), req.body.sort)
    return EMPTY
  })

  adminRoute(app, db, adminDecoration.deleteBlock, { schema: { params: IdParams, response: EmptyData }, log: { module: BLOCKS, opt: 'DESTROY' } }, async (req) => {
    await store.deleteBlock(db, (await block(req.params.id)).id)
    return EMPTY
  })

  adminRoute(app, db, adminDecoration.orderBlocks, { schema: { body: D.ViewBlockOrderBody, response: EmptyData }, log: { module: BLOCKS, opt: 'UPDATE' } }, async (req) => {
    const b = req.body
    checkPage(b.platform, b.page)
    const known = (await store.blocksOf(db, H5_PLATFORM, H5_HOME_PAGE)).map((r) => r.id)
    if (new Set(b.ids).size !== b.ids.length || b.ids.length !== known.length || b.ids.some((id) => !known.includes(id))) throw fail('模块已变化，请刷新后重试')
    await store.orderBlocks(db, b.ids)
    return EMPTY
  })

  // 幻灯片

  adminRoute(app, db, adminDecoration.sliders, { schema: { query: D.PlatformQuery, response: D.SliderList } }, async (req) => slidersOf(db, req.query.platform || undefined))

  const sliderFields = (b: { thumb: string; platform: string; url?: string; sort?: number }) => ({ thumb: b.thumb.trim(), platform: b.platform, url: (b.url ?? '').trim(), sort: b.sort ?? 0 })

  adminRoute(app, db, adminDecoration.createSlider, { schema: { body: D.SliderBody, response: EmptyData } }, async (req) => {
    await store.insertRow(db, 'sliders', sliderFields(req.body))
    return EMPTY
  })

  const slider = async (id: number) => {
    const row = await store.sliderById(db, id)
    if (!row) throw notFound()
    return row
  }

  adminRoute(app, db, adminDecoration.slider, { schema: { params: IdParams, response: D.Slider } }, async (req) => slider(req.params.id))

  adminRoute(app, db, adminDecoration.updateSlider, { schema: { params: IdParams, body: D.SliderBody, response: EmptyData } }, async (req) => {
    await store.updateRow(db, 'sliders', (await slider(req.params.id)).id, sliderFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, adminDecoration.deleteSlider, { schema: { params: IdParams, response: EmptyData } }, async (req) => {
    await store.deleteRow(db, 'sliders', (await slider(req.params.id)).id)
    return EMPTY
  })

  // 导航

  adminRoute(app, db, adminDecoration.navs, { schema: { query: D.PlatformQuery, response: D.NavTree } }, async (req) => navTree(db, req.query.platform || undefined))

  adminRoute(app, db, adminDecoration.navForm, { schema: { response: D.NavCreateForm } }, async () => ({
    navs: (await store.topNavs(db)).map((n) => ({ ...n, blank: n.blank ? (1 as const) : (0 as const) })),
    platforms: NAV_PLATFORMS.map((p) => ({ id: p, name: p }))
  }))

  /** Two levels: a parent is a top entry of the same platform, and an entry with children stays on top. */
  const navFields = async (b: { name: string; url: string; platform: string; parent_id?: number; sort?: number; active_routes?: string; blank?: 0 | 1 }, id = 0) => {
    const parentId = b.parent_id ?? 0
    if (parentId) {
      const parent = await store.navById(db, parentId)
      if (!parent || parent.parent_id !== 0 || parent.id === id || parent.platform !== b.platform) throw fail('父级导航不存在')
      if (id && (await store.hasChildNavs(db, id))) throw fail('该导航下存在子导航，不能设为子导航')
    }
    return { name: b.name.trim(), url: b.url.trim(), platform: b.platform, parent_id: parentId, sort: b.sort ?? 0, active_routes: (b.active_routes ?? '').trim(), blank: b.blank ?? 0 }
  }

  adminRoute(app, db, adminDecoration.createNav, { schema: { body: D.NavBody, response: EmptyData } }, async (req) => {
    await store.insertRow(db, 'navs', await navFields(req.body))
    return EMPTY
  })

  const nav = async (id: number) => {
    const row = await store.navById(db, id)
    if (!row) throw notFound()
    return { ...row, blank: row.blank ? (1 as const) : (0 as const) }
  }

  adminRoute(app, db, adminDecoration.nav, { schema: { params: IdParams, response: D.Nav } }, async (req) => nav(req.params.id))

  adminRoute(app, db, adminDecoration.updateNav, { schema: { params: IdParams, body: D.NavBody, response: EmptyData } }, async (req) => {
    const row = await nav(req.params.id)
    await store.updateRow(db, 'navs', row.id, await navFields(req.body, row.id))
    return EMPTY
  })

  adminRoute(app, db, adminDecoration.deleteNav, { schema: { params: IdParams, response: EmptyData } }, async (req) => {
    await store.deleteNav(db, (await nav(req.params.id)).id)
    return EMPTY
  })

  // 友情链接

  adminRoute(app, db, adminDecoration.links, { schema: { query: AdminPaging, response: D.FriendLinkList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.linksPage(db, page, size)
    return paginated(req, ctx.publicUrl, rows, total, page, size)
  })

  const linkFields = (b: { name: string; url?: string; sort?: number }) => ({ name: b.name.trim(), url: (b.url ?? '').trim(), sort: b.sort ?? 0 })

  adminRoute(app, db, adminDecoration.createLink, { schema: { body: D.FriendLinkBody, response: EmptyData } }, async (req) => {
    await store.insertRow(db, 'links', linkFields(req.body))
    return EMPTY
  })

  const link = async (id: number) => {
    const row = await store.linkById(db, id)
    if (!row) throw notFound()
    return row
  }

  adminRoute(app, db, adminDecoration.link, { schema: { params: IdParams, response: D.FriendLink } }, async (req) => link(req.params.id))

  adminRoute(app, db, adminDecoration.updateLink, { schema: { params: IdParams, body: D.FriendLinkBody, response: EmptyData } }, async (req) => {
    await store.updateRow(db, 'links', (await link(req.params.id)).id, linkFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, adminDecoration.deleteLink, { schema: { params: IdParams, response: EmptyData } }, async (req) => {
    await store.deleteRow(db, 'links', (await link(req.params.id)).id)
    return EMPTY
  })

  // 公告

  adminRoute(app, db, adminDecoration.announcements, { schema: { query: AdminPaging, response: D.AnnouncementList } }, async (req) => {
    const { page = 1, size = 10 } = req.query
    const { rows, total } = await store.announcementsPage(db, page, size)
    return paginated(req, ctx.publicUrl, rows, total, page, size)
  })

  /** MeEdu cleans the text (`clean()`, HTMLPurifier); we clean it with the rich-text allow list. */
  const announcementFields = (b: { title: string; announcement: string }) => {
    const html = cleanRichText(b.announcement)
    if (!hasContent(html)) throw fail('请输入公告内容')
    return { title: b.title.trim(), announcement: html }
  }

  adminRoute(app, db, adminDecoration.createAnnouncement, { schema: { body: D.AnnouncementBody, response: EmptyData } }, async (req) => {
    await store.insertRow(db, 'announcements', { ...announcementFields(req.body), admin_id: req.admin.id })
    return EMPTY
  })

  const announcement = async (id: number) => {
    const row = await store.announcementById(db, id)
    if (!row) throw notFound()
    return row
  }

  adminRoute(app, db, adminDecoration.announcement, { schema: { params: IdParams, response: D.Announcement } }, async (req) => announcement(req.params.id))

  adminRoute(app, db, adminDecoration.updateAnnouncement, { schema: { params: IdParams, body: D.AnnouncementBody, response: EmptyData } }, async (req) => {
    await store.updateRow(db, 'announcements', (await announcement(req.params.id)).id, announcementFields(req.body))
    return EMPTY
  })

  adminRoute(app, db, adminDecoration.deleteAnnouncement, { schema: { params: IdParams, response: EmptyData } }, async (req) => {
    await store.deleteRow(db, 'announcements', (await announcement(req.params.id)).id)
    return EMPTY
  })
}
