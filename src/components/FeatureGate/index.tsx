import type { ReactNode } from 'react'
import type { RouteDef } from '../../routes'
import { loadSiteConfig, useSiteConfig } from '../../core/siteConfig'
import { FEATURE_NAMES } from '../../core/features'
import { ErrorState, NotEnabledState, Skeleton } from '../PageStatus'

/**
 * Wraps the page of an add-on (route `flag`): while the site config is loading it shows a skeleton, when it
 * could not be loaded an error with retry, when the add-on is off (an old link, a shared page) a clear
 * "not enabled" state, otherwise the page.
 */
export default function FeatureGate({ route, children }: { route: Pick<RouteDef, 'flag'>; children: ReactNode }) {
  const status = useSiteConfig((s) => s.status)
  const flags = useSiteConfig((s) => s.flags)
  const error = useSiteConfig((s) => s.error)
  if (!route.flag) return <>{children}</>
  if (status === 'failed') return <ErrorState message={error} onRetry={() => void loadSiteConfig()} />
  if (status === 'loading') return <Skeleton rows={4} />
  if (!flags[route.flag]) return <NotEnabledState feature={FEATURE_NAMES[route.flag]} />
  return <>{children}</>
}
