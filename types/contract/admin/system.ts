/**
 * The console's system screens: the client's boot config, the site settings and the add-ons (MeEdu 4.9.13:
 * V2 SystemController, SettingController, AddonsController).
 */
import { Type, type Static } from 'typebox'
import { Enum, Flag, Nullable } from '../common'

/** `/backend/api/v2/system/config`: what MeEdu's admin client reads at start (the site's URLs, logo, version). */
export const SystemConfig = Type.Object({
  video: Type.Object({ default_service: Type.String() }),
  system: Type.Object({
    version: Type.String(),
    logo: Type.String(),
    url: Type.Object({ api: Type.String(), pc: Type.String(), h5: Type.String() })
  })
})

const SETTING_FIELD_TYPES = ['text', 'textarea', 'longtext', 'number', 'switch', 'select', 'image'] as const

/** One config item as MeEdu's `GET /setting` lists it; a private item's value is `************`. */
export const SettingItem = Type.Object({
  key: Type.String(),
  name: Type.String(),
  group: Type.String(),
  field_type: Enum(SETTING_FIELD_TYPES),
  sort: Type.Integer(),
  value: Type.String(),
  default_value: Type.String(),
  is_private: Flag,
  is_show: Flag,
  help: Type.String(),
  option_value: Nullable(Type.Array(Type.Object({ title: Type.String(), key: Type.String() })))
})
export type SettingItem = Static<typeof SettingItem>
/** The items by group (系统, 会员, 积分, 短信, 支付), in the order the console shows them. */
export const SettingGroups = Type.Record(Type.String(), Type.Array(SettingItem))

/** `POST /setting`: `{ config: { key: value } }`; a private item sent back as its mask is left as it is. */
export const SettingBody = Type.Object({
  config: Type.Record(Type.String({ maxLength: 100 }), Type.Union([Type.String({ maxLength: 20000 }), Type.Number(), Type.Boolean()]), { title: '配置' })
})

/** An add-on as MeEdu's `GET /addons` lists it. */
const Addon = Type.Object({
  sign: Type.String(),
  name: Type.String(),
  version: Type.String(),
  author: Type.String(),
  index_url: Type.String(),
  enabled: Type.Boolean(),
  /** Ours: a switch that takes effect when the server starts next (routes and migrations are set up at start). */
  restart_needed: Type.Boolean()
})
export const AddonList = Type.Array(Addon)
export const AddonSwitchBody = Type.Object({
  sign: Type.String({ minLength: 1, maxLength: 50, title: '插件' }),
  action: Enum(['enabled', 'disabled'], { title: '操作' })
})
