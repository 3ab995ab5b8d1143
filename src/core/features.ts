import { ADDONS, type FeatureFlag, type FeatureFlags } from '../addons'

/**
 * Feature flags (SPEC section 3 `configFunc`) from the server's `enabled_addons`, through the add-on
 * table (src/addons.ts). Core flags (no add-on name) are always on, except that promo codes and the
 * referral add-on exclude each other (SPEC section 1: share codes replace promo codes).
 */
export function deriveFeatureFlags(enabledAddons: readonly string[] | undefined | null): FeatureFlags {
  const on = new Set((enabledAddons ?? []).map((a) => a.toLowerCase()))
  const flags = {} as FeatureFlags
  for (const addon of ADDONS) {
    const enabled = addon.name === null || on.has(addon.name.toLowerCase())
    for (const flag of Object.keys(addon.flags) as FeatureFlag[]) flags[flag] = enabled
  }
  flags.promoCode = !flags.share
  return flags
}

/** Chinese names of the features, for the "not enabled" state. */
export const FEATURE_NAMES = Object.assign({}, ...ADDONS.map((a) => a.flags)) as Record<FeatureFlag, string>
