import type { ReactNode } from 'react'
import type { RouteDef } from '../../routes'
import { useSiteConfig } from '../../core/siteConfig'
import { FEATURE_NAMES } from '../../core/features'
import { NotEnabledState, Skeleton } from '../PageStatus'

/**
 * Wraps the page of an add-on (route `flag`): while the site config is loading it shows a skeleton, when
 * the add-on is off (an old link, a shared page) a clear "not enabled" state, otherwise the page.
 */
export default function FeatureGate({ route, children }: { route: Pick<RouteDef, 'flag'>; children: ReactNode }) {
  const loaded = useSiteConfig((s) => s.config !== null)
  const flags = useSiteConfig((s) => s.flags)
  if (!route.flag) return <>{children}</>
  if (!loaded) return <Skeleton rows={4} />
  if (!flags[route.flag]) return <NotEnabledState feature={FEATURE_NAMES[route.flag]} />
  return <>{children}</>
}
