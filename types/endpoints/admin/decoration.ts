/** 首页装修: view blocks, sliders, navigation, friendly links and announcements (MeEdu's routes and slugs). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../endpoint'
import type * as Common from '../../contract/common'
import type * as Admin from '../../contract/admin/common'
import type * as D from '../../contract/admin/decoration'

type Id = Static<typeof Common.IdParams>
type Empty = Static<typeof Common.EmptyData>
type Paging = Static<typeof Admin.AdminPaging>

export const adminDecoration = {
  blocks: adminEndpoint<{ query: Static<typeof D.ViewBlockQuery>; response: Static<typeof D.ViewBlockList> }>('GET', '/backend/api/v1/viewBlock/index', 'viewBlock'),
  // MeEdu lists the blocks to add to every administrator who may open the decoration page.
  blockForm: adminEndpoint<{ response: Static<typeof D.ViewBlockCreateForm> }>('GET', '/backend/api/v1/viewBlock/create', 'viewBlock'),
  createBlock: adminEndpoint<{ body: Static<typeof D.ViewBlockBody>; response: Empty }>('POST', '/backend/api/v1/viewBlock/create', 'viewBlock.store'),
  block: adminEndpoint<{ params: Id; response: Static<typeof D.AdminViewBlock> }>('GET', '/backend/api/v1/viewBlock/:id', 'viewBlock.update'),
  updateBlock: adminEndpoint<{ params: Id; body: Static<typeof D.ViewBlockUpdateBody>; response: Empty }>('PUT', '/backend/api/v1/viewBlock/:id', 'viewBlock.update'),
  deleteBlock: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v1/viewBlock/:id', 'viewBlock.destroy'),
  // Ours: a page's blocks after a drag, in one write.
  orderBlocks: adminEndpoint<{ body: Static<typeof D.ViewBlockOrderBody>; response: Empty }>('POST', '/backend/api/v1/viewBlock/order', 'viewBlock.update'),

  sliders: adminEndpoint<{ query: Static<typeof D.PlatformQuery>; response: Static<typeof D.SliderList> }>('GET', '/backend/api/v1/slider', 'slider'),
  createSlider: adminEndpoint<{ body: Static<typeof D.SliderBody>; response: Empty }>('POST', '/backend/api/v1/slider', 'slider.store'),
  slider: adminEndpoint<{ params: Id; response: Static<typeof D.Slider> }>('GET', '/backend/api/v1/slider/:id', 'slider.update'),
  updateSlider: adminEndpoint<{ params: Id; body: Static<typeof D.SliderBody>; response: Empty }>('PUT', '/backend/api/v1/slider/:id', 'slider.update'),
  deleteSlider: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v1/slider/:id', 'slider.destroy'),

  navs: adminEndpoint<{ query: Static<typeof D.PlatformQuery>; response: Static<typeof D.NavTree> }>('GET', '/backend/api/v1/nav', 'nav'),
  navForm: adminEndpoint<{ response: Static<typeof D.NavCreateForm> }>('GET', '/backend/api/v1/nav/create', 'nav.store'),
  createNav: adminEndpoint<{ body: Static<typeof D.NavBody>; response: Empty }>('POST', '/backend/api/v1/nav', 'nav.store'),
  nav: adminEndpoint<{ params: Id; response: Static<typeof D.Nav> }>('GET', '/backend/api/v1/nav/:id', 'nav.update'),
  updateNav: adminEndpoint<{ params: Id; body: Static<typeof D.NavBody>; response: Empty }>('PUT', '/backend/api/v1/nav/:id', 'nav.update'),
  deleteNav: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v1/nav/:id', 'nav.destroy'),

  links: adminEndpoint<{ query: Paging; response: Static<typeof D.FriendLinkList> }>('GET', '/backend/api/v1/link', 'link'),
  createLink: adminEndpoint<{ body: Static<typeof D.FriendLinkBody>; response: Empty }>('POST', '/backend/api/v1/link', 'link.store'),
  link: adminEndpoint<{ params: Id; response: Static<typeof D.FriendLink> }>('GET', '/backend/api/v1/link/:id', 'link.update'),
  updateLink: adminEndpoint<{ params: Id; body: Static<typeof D.FriendLinkBody>; response: Empty }>('PUT', '/backend/api/v1/link/:id', 'link.update'),
  deleteLink: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v1/link/:id', 'link.destroy'),

  announcements: adminEndpoint<{ query: Paging; response: Static<typeof D.AnnouncementList> }>('GET', '/backend/api/v1/announcement', 'announcement'),
  createAnnouncement: adminEndpoint<{ body: Static<typeof D.AnnouncementBody>; response: Empty }>('POST', '/backend/api/v1/announcement', 'announcement.store'),
  announcement: adminEndpoint<{ params: Id; response: Static<typeof D.Announcement> }>('GET', '/backend/api/v1/announcement/:id', 'announcement.update'),
  updateAnnouncement: adminEndpoint<{ params: Id; body: Static<typeof D.AnnouncementBody>; response: Empty }>('PUT', '/backend/api/v1/announcement/:id', 'announcement.update'),
  deleteAnnouncement: adminEndpoint<{ params: Id; response: Empty }>('DELETE', '/backend/api/v1/announcement/:id', 'announcement.destroy')
} as const
