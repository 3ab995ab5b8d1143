/** 系统配置 and 插件 (MeEdu's setting and addons routes). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../endpoint'
import type * as Common from '../../contract/common'
import type * as System from '../../contract/admin/system'

type Empty = Static<typeof Common.EmptyData>

export const adminSystem = {
  settings: adminEndpoint<{ response: Static<typeof System.SettingGroups> }>('GET', '/backend/api/v1/setting', 'setting'),
  saveSettings: adminEndpoint<{ body: Static<typeof System.SettingBody>; response: Empty }>('POST', '/backend/api/v1/setting', 'setting.save'),
  // MeEdu lists add-ons to every administrator; no permission of its list grants the switch.
  addons: adminEndpoint<{ response: Static<typeof System.AddonList> }>('GET', '/backend/api/v1/addons', 'staff'),
  switchAddon: adminEndpoint<{ body: Static<typeof System.AddonSwitchBody>; response: Empty }>('POST', '/backend/api/v1/addons/switch', 'super')
} as const
