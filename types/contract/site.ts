/** Site config, captchas and home view blocks (CONTRACT 2.1). */
import { Type, type Static } from 'typebox'
import { Enum, Flag, Mobile, Nullable } from './common'
import { Course } from './catalogue'

const PlayerConfig = Type.Object({
  cover: Type.String(),
  enabled_bullet_secret: Flag,
  bullet_secret: Type.Object({ size: Type.Number(), color: Type.String(), opacity: Type.Number(), text: Type.String() })
})

/** A slider as MeEdu serializes it (PC: other/config's `sliders`). */
export const SiteSlider = Type.Object({ id: Type.Integer(), thumb: Type.String(), url: Type.String(), platform: Type.String(), sort: Type.Integer(), created_at: Type.String(), updated_at: Type.String() })
/** A navigation entry (MeEdu's navs). */
export const SiteNav = Type.Object({
  id: Type.Integer(),
  sort: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  active_routes: Type.String(),
  platform: Type.String(),
  parent_id: Type.Integer(),
  blank: Flag,
  created_at: Type.String(),
  updated_at: Type.String()
})
/** A friendly link (MeEdu's links). */
export const SiteLink = Type.Object({ id: Type.Integer(), sort: Type.Integer(), name: Type.String(), url: Type.String(), created_at: Type.String(), updated_at: Type.String() })

/** GET /api/v2/other/config */
export const SiteConfig = Type.Object({
  name: Type.String(),
  /** <=4.9.10 only; read `name ?? webname`. */
  webname: Type.Optional(Type.String()),
  logo: Type.String(),
  url: Type.String(),
  pc_url: Type.String(),
  h5_url: Type.String(),
  icp: Type.Optional(Type.String()),
  icp_link: Type.Optional(Type.String()),
  /** 公安网备案 (MeEdu's icp2 and its link). */
  icp2: Type.Optional(Type.String()),
  icp2_link: Type.Optional(Type.String()),
  user_protocol: Type.String(),
  user_private_protocol: Type.String(),
  vip_protocol: Type.String(),
  aboutus: Type.String(),
  player: PlayerConfig,
  member: Type.Object({ enabled_mobile_bind_alert: Flag, enabled_face_verify: Type.Boolean() }),
  socialites: Type.Object({ qq: Flag, wechat_oauth: Flag }),
  credit1_reward: Type.Optional(Type.Object({ register: Type.Number(), watched_vod_course: Type.Number(), watched_video: Type.Number(), paid_order: Type.Number() })),
  enabled_addons: Type.Array(Type.String()),
  /** The PC client's sliders, navigation (each top entry with its children) and the friendly links, as MeEdu's clients read them. */
  sliders: Type.Optional(Type.Array(SiteSlider)),
  navs: Type.Optional(Type.Array(Type.Object({ ...SiteNav.properties, children: Type.Array(SiteNav) }))),
  links: Type.Optional(Type.Array(SiteLink)),
  /** Ours, present (1) only when the studio sells through WeChat virtual payment (the iOS mini-program then shows its shelf). */
  virtual_payment: Type.Optional(Flag)
})
export type SiteConfig = Static<typeof SiteConfig>

/**
 * Template add-on config (SPEC "newconfig"), our definition: GET /addons/templateOne/api/v1/config.
 * Presentation settings of the mobile template; every field optional so an older backend still works.
 */
export const TemplateConfig = Type.Object({
  theme_color: Type.Optional(Type.String()),
  share: Type.Optional(Type.Object({ title: Type.String(), desc: Type.String(), thumb: Type.String() })),
  /** Shown under the member header when set. */
  member_notice: Type.Optional(Type.String())
})
export type TemplateConfig = Static<typeof TemplateConfig>

/** GET /api/v2/captcha/image */
export const ImageCaptcha = Type.Object({ key: Type.String(), img: Type.String() })
export type ImageCaptcha = Static<typeof ImageCaptcha>

// `destroy`: confirming account deletion (ours, docs/API.md).
export const SmsScene = Enum(['login', 'register', 'password_reset', 'mobile_bind', 'destroy'], { title: '场景' })
export type SmsScene = Static<typeof SmsScene>

export const SmsBody = Type.Object({
  mobile: Mobile,
  image_key: Type.String({ maxLength: 64, title: '图形验证码标识' }),
  image_captcha: Type.String({ maxLength: 16, title: '图形验证码' }),
  scene: SmsScene
})
export const SmsWithoutCaptchaBody = Type.Object({ mobile: Mobile, scene: Enum(['mobile_bind', 'password_reset', 'destroy'], { title: '场景' }) })
export const BlocksQuery = Type.Object({
  platform: Type.String({ maxLength: 20, default: 'h5' }),
  page_name: Type.String({ maxLength: 50, default: 'h5-page-index' })
})
export const ProtocolParams = Type.Object({ name: Enum(['user', 'private', 'vip'], { title: '协议' }) })

/** View block of GET /api/v2/viewBlock/page/blocks; `config_render` depends on `sign`. */
export interface ViewBlock<R = unknown> {
  id: number
  platform: string
  page_name: string
  sign: string
  sort: number
  config: string
  config_render: R
}
export const ViewBlockSchema = Type.Object({
  id: Type.Integer(),
  platform: Type.String(),
  page_name: Type.String(),
  sign: Type.String(),
  sort: Type.Integer(),
  config: Type.String(),
  config_render: Type.Unknown()
})

export const SliderItem = Type.Object({ src: Type.String(), href: Type.String() })
export type SliderItem = Static<typeof SliderItem>
export const GridNavRender = Type.Object({ line_count: Type.Integer(), items: Type.Array(Type.Object({ src: Type.String(), name: Type.String(), href: Type.String() })) })
export type GridNavRender = Static<typeof GridNavRender>
export const BlankRender = Type.Object({ height: Type.Number(), bgcolor: Type.String() })
export type BlankRender = Static<typeof BlankRender>
export const ImageGroupRender = Type.Object({ v: Type.String(), items: Type.Array(Type.Object({ src: Type.String(), url: Type.String() })) })
export type ImageGroupRender = Static<typeof ImageGroupRender>

/** `h5-vod-v1`: hydrated course cards (VodV1DataHook). */
export const VodV1Card = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  thumb: Type.String(),
  charge: Type.Integer(),
  user_count: Type.Integer(),
  short_description: Type.String(),
  published_at: Type.String(),
  category_id: Type.Integer(),
  is_rec: Flag,
  is_free: Flag,
  created_at: Type.String(),
  category: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() }))
})
export const VodV1Render = Type.Object({ title: Type.String(), items: Type.Array(VodV1Card) })
export type VodV1Render = { title: string; items: Pick<Static<typeof Course>, 'id' | 'title' | 'thumb' | 'charge' | 'user_count' | 'short_description' | 'published_at' | 'category_id' | 'is_rec' | 'is_free' | 'category'>[] }
