/** 工作台 (MeEdu's dashboard routes, on its permission whitelist: every administrator sees them). */
import type { Static } from 'typebox'
import { adminEndpoint } from '../endpoint'
import type * as Dashboard from '../../contract/admin/dashboard'

export const adminDashboard = {
  summary: adminEndpoint<{ response: Static<typeof Dashboard.Dashboard> }>('GET', '/backend/api/v1/dashboard', 'staff'),
  graph: adminEndpoint<{ query: Static<typeof Dashboard.GraphQuery>; response: Static<typeof Dashboard.Graph> }>('GET', '/backend/api/v1/dashboard/graph', 'staff'),
  systemInfo: adminEndpoint<{ response: Static<typeof Dashboard.SystemInfo> }>('GET', '/backend/api/v1/dashboard/system/info', 'staff')
} as const
