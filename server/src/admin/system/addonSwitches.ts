/**
 * 插件 on and off: the studio's wish, kept in the settings and applied when the server starts (an add-on's
 * routes, migrations and seeds are set up at start, so a switch takes effect on the next start; the console
 * says so). `applyAddonWish` is what app.ts narrows or widens the started list with.
 */
import type { Db } from '../../db/kysely'
import { readSettingObject } from './store'

export const ADDON_SWITCHES = 'addons'

export interface AddonWish {
  enabled: string[]
  disabled: string[]
}

const names = (v: unknown): string[] => (Array.isArray(v) ? v.filter((n): n is string => typeof n === 'string') : [])

export async function addonWish(db: Db): Promise<AddonWish> {
  const stored = await readSettingObject(db, ADDON_SWITCHES)
  return { enabled: names(stored.enabled), disabled: names(stored.disabled) }
}

/** The add-ons to start: the configured list, with the studio's switches from the console applied. */
export const applyAddonWish = (configured: readonly string[], wish: AddonWish): string[] => [
  ...configured.filter((n) => !wish.disabled.includes(n)),
  ...wish.enabled.filter((n) => !configured.includes(n) && !wish.disabled.includes(n))
]
