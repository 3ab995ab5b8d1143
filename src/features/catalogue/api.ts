import { get } from '../../core/request'
import type { ViewBlock } from '../../../types/api'

/** Home page view blocks (CONTRACT section 2.1). */
export const fetchHomeBlocks = () =>
  get<ViewBlock[]>('/api/v2/viewBlock/page/blocks', { platform: 'h5', page_name: 'h5-page-index' }, { silent: true })
