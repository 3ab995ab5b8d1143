/**
 * 首页装修 in the console (MeEdu 4.9.13: ViewBlockController, SliderController, NavController,
 * LinkController, AnnouncementController and their requests). A block's `config` is checked by its sign on
 * the server (server/src/admin/decoration/blockConfig.ts); the block order route is ours.
 */
import { Type, type Static } from 'typebox'
import { Id, PaginatorAOf } from '../common'
import { SiteLink, SiteNav, SiteSlider } from '../site'
import { ImageUrl } from './courses'
import { BLOCK_LINK_PATTERN } from '../../viewBlocks'
import { NAV_PLATFORMS, SLIDER_PLATFORMS } from '../../admin/catalogue'

/** A link staff set (types/viewBlocks.ts BLOCK_LINK_PATTERN): empty, a page of the app, or http(s). */
const Link = (title: string) => Type.String({ maxLength: 500, pattern: BLOCK_LINK_PATTERN, title })

// 模块

/** A block as MeEdu's admin lists it: `config` the stored JSON, `config_render` what learners are served. */
export const AdminViewBlock = Type.Object({
  id: Type.Integer(),
  platform: Type.String(),
  page: Type.String(),
  sign: Type.String(),
  sort: Type.Integer(),
  config: Type.String(),
  config_render: Type.Unknown()
})
export type AdminViewBlock = Static<typeof AdminViewBlock>

export const ViewBlockQuery = Type.Object({
  platform: Type.String({ minLength: 1, maxLength: 20, title: '平台' }),
  page: Type.String({ minLength: 1, maxLength: 50, title: '页面' })
})
export const ViewBlockList = Type.Array(AdminViewBlock)
/** MeEdu's `GET /viewBlock/create`: the page and the blocks it offers (ours: those the app renders, add-ons on). */
export const ViewBlockCreateForm = Type.Object({ page: Type.String(), blocks: Type.Array(Type.String()) })

const Config = Type.Unknown({ title: '配置' })
export const ViewBlockBody = Type.Object({
  platform: Type.String({ minLength: 1, maxLength: 20, title: '平台' }),
  page: Type.String({ minLength: 1, maxLength: 50, title: '页面' }),
  sign: Type.String({ minLength: 1, maxLength: 50, title: '模块' }),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '排序' })),
  config: Config
})
export const ViewBlockUpdateBody = Type.Object({ config: Config, sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '排序' })) })
/** Ours: a page's blocks in their new order (every block of the page, once). */
export const ViewBlockOrderBody = Type.Object({ ...ViewBlockQuery.properties, ids: Type.Array(Id('模块'), { minItems: 1, maxItems: 200, title: '模块' }) })

// 幻灯片 (PC and others; the H5 home's sliders are its `slider` blocks)

export const Slider = SiteSlider
export type Slider = Static<typeof Slider>
export const SliderList = Type.Array(Slider)
/** Sliders and navigation entries are kept per platform (h5, pc). */
export const PlatformQuery = Type.Object({ platform: Type.Optional(Type.String({ maxLength: 20, title: '平台' })) })
export const SliderBody = Type.Object({
  thumb: ImageUrl('图片'),
  platform: Type.Unsafe<(typeof SLIDER_PLATFORMS)[number]>({ type: 'string', enum: [...SLIDER_PLATFORMS], title: '平台' }),
  url: Type.Optional(Link('链接地址')),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '排序' }))
})

// 导航

export const Nav = SiteNav
export type Nav = Static<typeof Nav>
export const NavTree = Type.Array(Type.Object({ ...Nav.properties, children: Type.Array(Nav) }))
export const NavCreateForm = Type.Object({ navs: Type.Array(Nav), platforms: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })) })
export const NavBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 20, pattern: '\\S', title: '导航名' }),
  url: Type.String({ minLength: 1, maxLength: 500, pattern: BLOCK_LINK_PATTERN, title: '链接地址' }),
  platform: Type.Unsafe<(typeof NAV_PLATFORMS)[number]>({ type: 'string', enum: [...NAV_PLATFORMS], title: '平台' }),
  parent_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, title: '父级导航' })),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '排序' })),
  active_routes: Type.Optional(Type.String({ maxLength: 255, title: '高亮路由' })),
  blank: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1], title: '新窗口打开' }))
})

// 友情链接

export const FriendLink = SiteLink
export type FriendLink = Static<typeof FriendLink>
export const FriendLinkList = PaginatorAOf(FriendLink)
export const FriendLinkBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 30, pattern: '\\S', title: '友情链接名' }),
  url: Type.Optional(Link('链接地址')),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, title: '排序' }))
})

// 公告

const AnnouncementRow = Type.Object({ id: Type.Integer(), admin_id: Type.Integer(), title: Type.String(), view_times: Type.Integer(), created_at: Type.String() })
export const Announcement = Type.Object({ ...AnnouncementRow.properties, announcement: Type.String(), updated_at: Type.String() })
export type Announcement = Static<typeof Announcement>
export const AnnouncementList = PaginatorAOf(AnnouncementRow)
export const AnnouncementBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', title: '公告标题' }),
  announcement: Type.String({ minLength: 1, maxLength: 100000, title: '公告内容' })
})

