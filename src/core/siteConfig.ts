import { create } from 'zustand'
import type { SiteConfig, TemplateConfig } from '~types/contract/site'
import type { FeatureFlags } from '../addons'
import { deriveFeatureFlags } from './features'
import { query } from './request'
import { site } from '~types/endpoints/site'
import { logWarn } from './log'
import { allowVirtualPayment } from '../host/device'

/** Whether the site config has arrived: add-on pages and the me tab's entries wait for it. */
type ConfigStatus = 'loading' | 'ready' | 'failed'

/** Site config (`config`), template config (`newconfig`) and the flags derived from them. */
export interface SiteConfigState {
  config: SiteConfig | null
  newconfig: TemplateConfig | null
  flags: FeatureFlags
  status: ConfigStatus
  /** Why the last load failed, for the retry state ('' when it did not). */
  error: string
  setConfig(config: SiteConfig): void
  setTemplateConfig(newconfig: TemplateConfig): void
}

export const useSiteConfig = create<SiteConfigState>((set) => ({
  config: null,
  newconfig: null,
  // Before the config arrives only core features show; add-on entries appear once it does.
  flags: deriveFeatureFlags([]),
  status: 'loading',
  error: '',
  setConfig(config) {
    allowVirtualPayment(config.virtual_payment === 1)
    set({ config, flags: deriveFeatureFlags(config.enabled_addons), status: 'ready', error: '' })
  },
  setTemplateConfig(newconfig) {
    set({ newconfig })
  }
}))

/** Site-wide configuration (CONTRACT section 2.1; template config: docs/API.md). */
export const fetchSiteConfig = () => query(site.config)

export const fetchTemplateConfig = () => query(site.templateConfig)

/**
 * Fetches the site config into the store (startup, and the retry of a page that waited for it). A failure
 * leaves the previous config in place and sets `failed`, so waiting pages can offer a retry instead of a
 * skeleton that never ends.
 */
export async function loadSiteConfig(): Promise<SiteConfig | null> {
  const store = useSiteConfig.getState()
  if (store.status === 'failed') useSiteConfig.setState({ status: 'loading' })
  try {
    const config = await fetchSiteConfig()
    store.setConfig(config)
    return config
  } catch (e) {
    logWarn('site config unavailable', e)
    useSiteConfig.setState({
      status: useSiteConfig.getState().config ? 'ready' : 'failed',
      error: e instanceof Error ? e.message : ''
    })
    return null
  }
}

export async function loadTemplateConfig(): Promise<void> {
  try {
    useSiteConfig.getState().setTemplateConfig(await fetchTemplateConfig())
  } catch (e) {
    logWarn('template config unavailable', e)
  }
}

/** The site's display name (`name`, or `webname` from MeEdu <= 4.9.10). */
export function siteName(config: SiteConfig | null, fallback: string): string {
  return config?.name || config?.webname || fallback
}
