import { findRoute } from '../../routes'
import { go } from '../../core/navigation'
import { openExternal } from '../../platform/device'
import { logWarn } from '../../core/log'

/**
 * Opens a link configured in the admin (slider, grid-nav, image-group): a page of the app by its route,
 * an absolute http(s) URL outside it. Anything else (javascript:, unknown pages) is ignored and logged.
 */
export function openHref(href: string | undefined): void {
  if (!href) return
  const target = href.trim().replace(/^\/?#(?=\/)/, '')
  if (target.startsWith('/') && !target.startsWith('//')) {
    if (findRoute(target)) go(target)
    else logWarn(`link to a page this app does not have: ${target}`)
    return
  }
  if (/^https?:\/\//i.test(target)) {
    openExternal(target)
    return
  }
  logWarn(`ignored link: ${href}`)
}
