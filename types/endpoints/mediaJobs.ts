/**
 * The transcoding queue's jobs (ours; the studio console's 视频转码 list). Served behind the console's
 * permission `media.upload` (server/src/media/jobs.ts); the upload itself is the tus protocol at
 * /media/upload, not a JSON endpoint.
 */
import type { Static } from 'typebox'
import { endpoint } from './endpoint'
import type * as Common from '../contract/common'
import type * as Media from '../contract/media'

export const mediaJobs = {
  list: endpoint<{ query: Static<typeof Media.MediaJobsQuery>; response: Static<typeof Media.MediaJobs> }>('GET', '/backend/api/v1/media/jobs'),
  retry: endpoint<{ params: Static<typeof Common.IdParams>; response: Static<typeof Common.EmptyData> }>('POST', '/backend/api/v1/media/jobs/:id/retry')
} as const
