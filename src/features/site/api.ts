import { get } from '../../core/request'
import type { SiteConfig, TemplateConfig } from '../../../types/api'

/** Site-wide configuration (CONTRACT section 2.1; template config: docs/API.md). */
export const fetchSiteConfig = () => get<SiteConfig>('/api/v2/other/config', undefined, { silent: true })

export const fetchTemplateConfig = () =>
  get<TemplateConfig>('/addons/templateOne/api/v1/config', undefined, { silent: true })
