/** 系统配置, 插件 and the client's boot config (MeEdu 4.9.13: SettingController, AddonsController, V2 SystemController). */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { adminAuth } from '~types/endpoints/admin/auth'
import { adminSystem } from '~types/endpoints/admin/system'
import * as S from '~types/contract/admin/system'
import { EmptyData } from '~types/contract/common'
import { ADDON_TITLES, type AddonName } from '~types/addons'
import { fail } from '../../http/envelope'
import { adminRoute } from '../route'
import { applySettings, settingGroups } from './settings'
import { readSettingObject, writeSettingObjects } from './store'
import { ADDON_SWITCHES, addonWish } from './addonSwitches'

/** The version MeEdu's admin client reads (the API's contract version, docs/CONTRACT.md). */
const MEEDU_VERSION = '4.9.13'

export async function systemRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.kdb

  adminRoute(app, db, adminAuth.systemConfig, { schema: { response: S.SystemConfig } }, async () => {
    const site = await readSettingObject(db, 'site')
    const text = (v: unknown) => (typeof v === 'string' ? v : '')
    return {
      video: { default_service: '' },
      system: { version: MEEDU_VERSION, logo: text(site.logo), url: { api: ctx.publicUrl, pc: text(site.pc_url), h5: text(site.h5_url) || ctx.publicUrl } }
    }
  })

  adminRoute(app, db, adminSystem.settings, { schema: { response: S.SettingGroups } }, async () => settingGroups(await readSettingObject(db, 'site'), await readSettingObject(db, 'providers')))

  // Written through the shared handle: the response cache drops what read the settings (tableWatch.ts),
  // so the learner app sees the change on its next request.
  adminRoute(app, db, adminSystem.saveSettings, { schema: { body: S.SettingBody, response: EmptyData }, log: { module: 'system-config', opt: 'UPDATE' } }, async (req) => {
    const next = applySettings(req.body.config, await readSettingObject(db, 'site'), await readSettingObject(db, 'providers'))
    await writeSettingObjects(db, next)
    return []
  })

  adminRoute(app, db, adminSystem.addons, { schema: { response: S.AddonList } }, async () => {
    const wish = await addonWish(db)
    return ctx.implementedAddons.map((name) => {
      const running = ctx.enabledAddons.includes(name)
      const wanted = wish.enabled.includes(name) || (running && !wish.disabled.includes(name))
      return { sign: name, name: ADDON_TITLES[name as AddonName] ?? name, version: '', author: '琴艺课堂', index_url: '', enabled: wanted, restart_needed: wanted !== running }
    })
  })

  adminRoute(app, db, adminSystem.switchAddon, { schema: { body: S.AddonSwitchBody, response: EmptyData }, log: { module: 'addons', opt: 'UPDATE' } }, async (req) => {
    const { sign, action } = req.body
    if (!ctx.implementedAddons.includes(sign)) throw fail('插件不存在')
    const wish = await addonWish(db)
    const others = (list: string[]) => list.filter((n) => n !== sign)
    const next = action === 'enabled' ? { enabled: [...others(wish.enabled), sign], disabled: others(wish.disabled) } : { enabled: others(wish.enabled), disabled: [...others(wish.disabled), sign] }
    await writeSettingObjects(db, { [ADDON_SWITCHES]: next })
    return []
  })
}
