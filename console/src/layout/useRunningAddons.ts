/** The add-ons running on the server now: switched on and started (a switch takes effect at the next start). */
import { useMemo } from 'react'
import type { AddonName } from '../../../types/addons'
import { adminSystem } from '../../../types/endpoints/admin/system'
import { useCall } from '../api/useCall'

/** Undefined while loading; a screen of an add-on that is not running is neither in the menu nor reachable. */
export function useRunningAddons(): ReadonlySet<AddonName> | undefined {
  const { data } = useCall(adminSystem.addons, {})
  return useMemo(() => data && new Set(data.filter((a) => a.enabled !== a.restart_needed).map((a) => a.sign as AddonName)), [data])
}
