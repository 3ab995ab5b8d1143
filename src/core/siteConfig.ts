import { create } from 'zustand'
import type { SiteConfig, TemplateConfig } from '../../types/api'
import type { FeatureFlags } from '../../types/features'
import { deriveFeatureFlags } from './features'

/** Site config (`config`), template config (`newconfig`) and the flags derived from them. */
export interface SiteConfigState {
  config: SiteConfig | null
  newconfig: TemplateConfig | null
  flags: FeatureFlags
  setConfig(config: SiteConfig): void
  setTemplateConfig(newconfig: TemplateConfig): void
}

export const useSiteConfig = create<SiteConfigState>((set) => ({
  config: null,
  newconfig: null,
  // Before the config arrives only core features show; add-on entries appear once it does.
  flags: deriveFeatureFlags([]),
  setConfig(config) {
    set({ config, flags: deriveFeatureFlags(config.enabled_addons) })
  },
  setTemplateConfig(newconfig) {
    set({ newconfig })
  }
}))

/** The site's display name (`name`, or `webname` from MeEdu <= 4.9.10). */
export function siteName(config: SiteConfig | null, fallback: string): string {
  return config?.name || config?.webname || fallback
}
