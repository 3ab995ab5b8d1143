import { resolveLink, notFoundUrl } from '../../links'
import { go } from '../../core/navigation'
import { runtimeConfig } from '../../core/runtimeConfig'
import { useSiteConfig } from '../../core/siteConfig'
import { openExternal } from '../../platform/external'
import { logWarn } from '../../core/log'

/**
 * Opens a link configured in the admin (slider, grid-nav, image-group, messages): a page of the app in
 * either dialect (src/links.ts), the not-found page for an in-app path we do not have, an http(s) URL
 * outside the app. Anything else (javascript:, data:) is ignored and logged.
 */
export function openHref(href: string | undefined): void {
  const own = [runtimeConfig().siteUrl, useSiteConfig.getState().config?.h5_url ?? ''].filter(Boolean)
  const link = resolveLink(href, own)
  if (link.kind === 'page') go(link.url)
  else if (link.kind === 'notFound') go(notFoundUrl(link.path))
  else if (link.kind === 'external') openExternal(link.url)
  else if (href) logWarn(`ignored link: ${href}`)
}
